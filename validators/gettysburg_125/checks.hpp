#pragma once
// The checks of Gettysburg (125th Anniversary Edition), each citing the rule it enforces.
#include "validators/check.hpp"

#include <vector>

namespace sandtable::gettysburg_125 {

[[nodiscard]] const std::vector<Check>* checks();

// Each check's body, one per file.
void check_stacking(const Check&, const ValidationContext&, DiagnosticSink&);
void check_opposing_units(const Check&, const ValidationContext&, DiagnosticSink&);
void check_artillery_terrain(const Check&, const ValidationContext&, DiagnosticSink&);
void check_arrival_hexes(const Check&, const ValidationContext&, DiagnosticSink&);
void check_scenario_turns(const Check&, const ValidationContext&, DiagnosticSink&);
void check_starting_casualties(const Check&, const ValidationContext&, DiagnosticSink&);
void check_objective_hexes(const Check&, const ValidationContext&, DiagnosticSink&);
void check_combat_results(const Check&, const ValidationContext&, DiagnosticSink&);
void check_chain_of_command(const Check&, const ValidationContext&, DiagnosticSink&);
void check_headquarters_replacements(const Check&, const ValidationContext&, DiagnosticSink&);

}  // namespace sandtable::gettysburg_125
