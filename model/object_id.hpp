#pragma once
#include <string>
#include <string_view>

namespace sandtable {

// Ids are what files, lists and references use: a letter or digit, then letters, digits and
// "_ . : -". No spaces, so id lists can be written space-separated.
[[nodiscard]] bool is_valid_id(std::string_view id);

// What a designer calls an object (a unit, side, scenario, map...): its name, or its id when it
// has none. Ids are for files; undo steps and messages use this.
template <typename Object>
[[nodiscard]] const std::string& name_or_id(const Object& object) {
    return object.name.empty() ? object.id : object.name;
}

}  // namespace sandtable
