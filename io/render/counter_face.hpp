#pragma once
// What a unit's counter shows, full or reduced: its side's colour (lighter when reduced), its
// type's symbol, its factors and its name. The map's unit layer and the print-and-play counter
// sheets draw the same faces.
#include "io/render/unit_counter.hpp"
#include "model/scenario.hpp"

namespace sandtable {

struct Book;
struct ForceNode;

[[nodiscard]] CounterFace counter_face(const Book& book, std::size_t side_index, const ForceNode& unit, UnitState state);
// Whether the unit has a reduced side: a reduced combat factor that is not blank.
[[nodiscard]] bool has_reduced_side(const ForceNode& unit);

}  // namespace sandtable
