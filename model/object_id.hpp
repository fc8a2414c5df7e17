#pragma once
#include <string_view>

namespace sandtable {

// Ids are what files, lists and references use: a letter or digit, then letters, digits and
// "_ . : -". No spaces, so id lists can be written space-separated.
[[nodiscard]] bool is_valid_id(std::string_view id);

}  // namespace sandtable
