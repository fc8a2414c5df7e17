#include "model/board/setup_board.hpp"
#include "model/rulesets/gettysburg_125/zone_of_control.hpp"
#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_125/unit_names.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::gettysburg_125 {

using rulesets::gettysburg_125::EnemyZones;

void check_arrival_hexes(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    const auto setup = board_for_setup(context.book, scenario);
    if (!setup) return;
    const Board& board = setup->board;
    const int first_turn = scenario.start_turn.value_or(1);
    for (const auto& entry : scenario.schedule) {
        if (entry.location.kind != LocationKind::Hex || entry.units.empty()) continue;
        const auto found = board.map().find_label(entry.location.ref);
        if (!found) continue;
        const HexCoord hex = *found;
        const auto position = context.book.forces.find(entry.units.front());
        if (!position) continue;
        const std::string& side = context.book.forces.sides[position->side].id;
        std::vector<std::string> enemies;
        for (const BoardUnit* unit : board.units_at(hex)) {
            if (unit->side != side) enemies.push_back(unit_name(*unit->node));
        }
        const bool in_zone = EnemyZones(board, side).contains(hex);
        if (enemies.empty() && !in_zone) continue;
        const std::string what = !enemies.empty()
                                     ? fmt::format("held by the enemy ({})", fmt::join(enemies, ", "))
                                     : std::string("in an enemy zone of control at the start of the scenario");
        Diagnostic diagnostic = check.diagnostic(
            fmt::format("entry {} brings units on turn {} into {}, {}{}", entry.id, entry.turn, entry.location.ref, what,
                        entry.turn == first_turn ? "" : "; by then the board will have changed, so check it in play"),
            {{"entry", entry.id}, {"hex", entry.location.ref}}, context);
        if (entry.turn != first_turn) diagnostic.severity = Severity::Warning;
        sink.report(std::move(diagnostic));
    }
}

}  // namespace sandtable::gettysburg_125
