#pragma once
#include <cstddef>
#include <optional>
#include <string_view>

namespace sandtable {

// Offset of the first byte that does not belong to a well-formed UTF-8 sequence, if any.
[[nodiscard]] std::optional<std::size_t> first_invalid_utf8(std::string_view text);

}  // namespace sandtable
