#include "model/board/setup_board.hpp"
#include "model/rulesets/gettysburg_125/command_chain.hpp"
#include "model/rulesets/gettysburg_125/movement.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_125/unit_names.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

namespace sandtable::gettysburg_125 {

using rulesets::gettysburg_125::commands;
using rulesets::gettysburg_125::kControlAndCommand;
using rulesets::gettysburg_125::kHeadquarters;

namespace {

std::vector<std::string> names(const std::vector<const BoardUnit*>& units) {
    std::vector<std::string> out;
    for (const BoardUnit* unit : units) out.push_back(unit_name(*unit->node));
    return out;
}

std::vector<ObjectRef> refs(const std::vector<const BoardUnit*>& units, const std::string& hex) {
    std::vector<ObjectRef> out;
    for (const BoardUnit* unit : units) out.push_back({"unit", unit->id()});
    out.push_back({"hex", hex});
    return out;
}

// The units of the setup hex by hex, in the order they are set up.
std::map<HexCoord, std::vector<const BoardUnit*>> units_by_hex(const Board& board) {
    std::map<HexCoord, std::vector<const BoardUnit*>> by_hex;
    for (const auto& unit : board.units()) by_hex[unit.hex].push_back(&unit);
    return by_hex;
}

bool in_force(const Scenario& scenario, std::string_view option) {
    return scenario.options && std::find(scenario.options->begin(), scenario.options->end(), option) != scenario.options->end();
}

}  // namespace

void check_stacking(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const auto setup = board_for_setup(context.book, *context.scenario);
    if (!setup) return;
    const Board& board = setup->board;
    const bool command = in_force(*context.scenario, kControlAndCommand);
    for (const auto& [hex, here] : units_by_hex(board)) {
        const std::string label = board.map().label(hex);
        std::map<std::string, std::vector<const BoardUnit*>> regulars;
        std::map<std::string, std::vector<const BoardUnit*>> headquarters;
        for (const BoardUnit* unit : here) (unit->type() == kHeadquarters ? headquarters : regulars)[unit->side].push_back(unit);
        for (const auto& [side, hqs] : headquarters) {
            if (hqs.size() < 2) continue;
            sink.report(check.diagnostic(fmt::format("headquarters {} share {}: a headquarters may not end its move with another",
                                                     fmt::join(names(hqs), " and "), label),
                                         refs(hqs, label), context));
        }
        for (const auto& [side, units] : regulars) {
            const auto hq = headquarters.find(side);
            const bool with_hq = hq != headquarters.end();
            const std::size_t limit = with_hq ? 2 : 1;
            if (units.size() > limit) {
                sink.report(check.diagnostic(
                    fmt::format("{} regular units in {} ({}): at most {} {}", units.size(), label, fmt::join(names(units), ", "),
                                limit, with_hq ? "with a friendly headquarters" : "without a friendly headquarters"),
                    refs(units, label), context));
            }
            if (!command || !with_hq) continue;
            for (const BoardUnit* unit : units) {
                const bool commanded = std::any_of(hq->second.begin(), hq->second.end(), [&](const BoardUnit* h) {
                    return commands(board.forces(), *h->node, *unit->node);
                });
                if (commanded) continue;
                sink.report(check.diagnostic(
                    fmt::format("{} is stacked in {} with {}, which does not command it (Control & Command is in force)",
                                unit_name(*unit->node), label, fmt::join(names(hq->second), " and ")),
                    refs({unit, hq->second.front()}, label), context));
            }
        }
    }
}

void check_opposing_units(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const auto setup = board_for_setup(context.book, *context.scenario);
    if (!setup) return;
    for (const auto& [hex, here] : units_by_hex(setup->board)) {
        const bool mixed = std::any_of(here.begin(), here.end(), [&](const BoardUnit* u) { return u->side != here.front()->side; });
        if (!mixed) continue;
        const std::string label = setup->board.map().label(hex);
        sink.report(check.diagnostic(fmt::format("units of both sides are set up in {}: {}", label, fmt::join(names(here), ", ")),
                                     refs(here, label), context));
    }
}

}  // namespace sandtable::gettysburg_125
