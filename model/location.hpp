#pragma once
#include <string>
#include <string_view>

namespace sandtable {

enum class LocationKind { Hex, Area, Edge };

// Where a unit is or arrives: a hex (by its label on the scenario's map), an area, or a named map edge.
struct Location {
    LocationKind kind = LocationKind::Hex;
    std::string ref;
    friend bool operator==(const Location&, const Location&) = default;
};

[[nodiscard]] std::string_view to_string(LocationKind kind);  // "hex", "area", "edge"

}  // namespace sandtable
