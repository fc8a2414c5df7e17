#pragma once
// Checks every book gets, whatever its ruleset: referential integrity of the format.
#include "validators/check.hpp"

#include <vector>

namespace sandtable::core {

[[nodiscard]] const std::vector<Check>& checks();

// Each check's body, one per file.
void check_unique_ids(const Check&, const ValidationContext&, DiagnosticSink&);
void check_book_references(const Check&, const ValidationContext&, DiagnosticSink&);
void check_scenario_references(const Check&, const ValidationContext&, DiagnosticSink&);
void check_unit_accounting(const Check&, const ValidationContext&, DiagnosticSink&);
void check_turn_range(const Check&, const ValidationContext&, DiagnosticSink&);
void check_variant_resolution(const Check&, const ValidationContext&, DiagnosticSink&);
void check_attributes(const Check&, const ValidationContext&, DiagnosticSink&);
void check_scenario_options(const Check&, const ValidationContext&, DiagnosticSink&);
void check_terrain_catalogue(const Check&, const ValidationContext&, DiagnosticSink&);
void check_arrivals_with_units(const Check&, const ValidationContext&, DiagnosticSink&);
void check_chit_sides(const Check&, const ValidationContext&, DiagnosticSink&);
void check_chit_commands(const Check&, const ValidationContext&, DiagnosticSink&);
void check_assignments(const Check&, const ValidationContext&, DiagnosticSink&);
void check_rulebook_departures(const Check&, const ValidationContext&, DiagnosticSink&);
void check_unit_ranges(const Check&, const ValidationContext&, DiagnosticSink&);
void check_scenario_rules(const Check&, const ValidationContext&, DiagnosticSink&);

}  // namespace sandtable::core
