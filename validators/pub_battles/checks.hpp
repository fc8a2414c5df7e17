#pragma once
// The checks of Pub Battles: Gettysburg, each citing the rulebook section it enforces (the
// rulebook's sections are unnumbered: citations name the heading).
#include "validators/check.hpp"

#include <vector>

namespace sandtable::pub_battles {

[[nodiscard]] const std::vector<Check>* checks();

// Each check's body; the terrain checks in terrain_checks.cpp, the piece checks in piece_checks.cpp.
void check_valid_polygons(const Check&, const ValidationContext&, DiagnosticSink&);
void check_terrain_overlap(const Check&, const ValidationContext&, DiagnosticSink&);
void check_stacking(const Check&, const ValidationContext&, DiagnosticSink&);
void check_on_map(const Check&, const ValidationContext&, DiagnosticSink&);
void check_marsh(const Check&, const ValidationContext&, DiagnosticSink&);
void check_moving_intent(const Check&, const ValidationContext&, DiagnosticSink&);
void check_no_rivers(const Check&, const ValidationContext&, DiagnosticSink&);

}  // namespace sandtable::pub_battles
