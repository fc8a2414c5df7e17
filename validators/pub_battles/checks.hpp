#pragma once
// The checks of Pub Battles: Gettysburg, each citing the rulebook section it enforces (the
// rulebook's sections are unnumbered: citations name the heading).
#include "validators/check.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable::pub_battles {

[[nodiscard]] const std::vector<Check>* checks();

// The rule of a section: "pub-battles How the Turns Work".
[[nodiscard]] std::string rule(std::string_view section);
// Whether the scenario plays the optional rule ("hidden-reserves").
[[nodiscard]] bool option_in_force(const Scenario& scenario, std::string_view option);

// Each check's body; the terrain checks in terrain_checks.cpp, the piece checks in piece_checks.cpp,
// the commands' in command_checks.cpp, the schedule's in schedule_checks.cpp, the optional rules'
// pieces in optional_pieces.cpp.
void check_valid_polygons(const Check&, const ValidationContext&, DiagnosticSink&);
void check_terrain_overlap(const Check&, const ValidationContext&, DiagnosticSink&);
void check_stacking(const Check&, const ValidationContext&, DiagnosticSink&);
void check_on_map(const Check&, const ValidationContext&, DiagnosticSink&);
void check_marsh(const Check&, const ValidationContext&, DiagnosticSink&);
void check_moving_intent(const Check&, const ValidationContext&, DiagnosticSink&);
void check_no_rivers(const Check&, const ValidationContext&, DiagnosticSink&);
void check_command_hq(const Check&, const ValidationContext&, DiagnosticSink&);
void check_chits_in_play(const Check&, const ValidationContext&, DiagnosticSink&);
void check_arrival(const Check&, const ValidationContext&, DiagnosticSink&);
void check_accounting(const Check&, const ValidationContext&, DiagnosticSink&);
void check_command_size(const Check&, const ValidationContext&, DiagnosticSink&);
void check_setup_contact(const Check&, const ValidationContext&, DiagnosticSink&);

}  // namespace sandtable::pub_battles
