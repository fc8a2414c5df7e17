#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

enum class MapKind { Hex, Area, Freeform };

[[nodiscard]] std::string_view to_string(MapKind kind);  // "hex", "area", "freeform"
[[nodiscard]] std::optional<MapKind> map_kind_from_string(std::string_view text);

}  // namespace sandtable
