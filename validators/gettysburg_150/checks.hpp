#pragma once
// The checks of Gettysburg 150: hex limits (§4), morale point ranges (§3), arrival hexes (§7),
// base action points (§6), army demoralization numbers and the events table (§11), and the
// one town hex (§2).
#include "validators/check.hpp"

#include <vector>

namespace sandtable::gettysburg_150 {

[[nodiscard]] const std::vector<Check>* checks();

// Each check's body, one per file.
void check_hex_limits(const Check&, const ValidationContext&, DiagnosticSink&);
void check_morale_ranges(const Check&, const ValidationContext&, DiagnosticSink&);
void check_arrival_hexes(const Check&, const ValidationContext&, DiagnosticSink&);
void check_base_action_points(const Check&, const ValidationContext&, DiagnosticSink&);
void check_demoralization(const Check&, const ValidationContext&, DiagnosticSink&);
void check_events_table(const Check&, const ValidationContext&, DiagnosticSink&);
void check_town_hex(const Check&, const ValidationContext&, DiagnosticSink&);

}  // namespace sandtable::gettysburg_150
