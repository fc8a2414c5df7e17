#pragma once
#include <compare>
#include <string>

namespace sandtable {

// Names an object of a book so that tools can select and centre it: a unit, a hex, an entry...
struct ObjectRef {
    std::string kind;  // "unit", "formation", "hex", "area", "edge", "map", "scenario", "entry", "side", "layer", "table" (of rules data)
    std::string id;    // its id; for a hex, its label
    friend auto operator<=>(const ObjectRef&, const ObjectRef&) = default;
};

}  // namespace sandtable
