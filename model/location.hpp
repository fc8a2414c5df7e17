#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

enum class LocationKind { Hex, Area, Edge, With };

// Where a unit is or arrives: a hex (by its label on the scenario's map), an area, or a named map
// edge; or, for an arrival only, together with a unit (its id), wherever that unit is then.
struct Location {
    LocationKind kind = LocationKind::Hex;
    std::string ref;
    friend bool operator==(const Location&, const Location&) = default;
};

[[nodiscard]] std::string_view to_string(LocationKind kind);  // "hex", "area", "edge", "with"
[[nodiscard]] std::optional<LocationKind> location_kind_from_string(std::string_view text);

}  // namespace sandtable
