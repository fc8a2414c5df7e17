#include "validators/core/core_checks.hpp"

#include "model/variant_resolution.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <optional>

namespace sandtable::core {

namespace {

// The turn a unit is in play from: 0 when set up, its entry's turn when it arrives (following
// arrivals with other units), nothing when it never comes into play.
std::optional<int> in_play_from(const Scenario& scenario, const std::string& unit, std::size_t depth = 0) {
    if (scenario.placement(unit) != nullptr) return 0;
    if (depth > scenario.schedule.size()) return std::nullopt;  // a loop of units arriving with each other
    for (const auto& entry : scenario.schedule) {
        if (std::find(entry.units.begin(), entry.units.end(), unit) == entry.units.end()) continue;
        if (entry.location.kind != LocationKind::With) return entry.turn;
        const auto leader = in_play_from(scenario, entry.location.ref, depth + 1);
        if (!leader) return std::nullopt;
        return std::max(*leader, entry.turn);
    }
    return std::nullopt;
}

}  // namespace

void check_arrivals_with_units(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const std::vector<std::string> taking_part = order_of_battle(book, scenario);
    for (const auto& entry : scenario.schedule) {
        if (entry.location.kind != LocationKind::With) continue;
        const std::string& leader = entry.location.ref;
        const ForceNode* node = book.forces.node(leader);
        const auto entry_side = entry.units.empty() ? std::nullopt : book.forces.find(entry.units.front());
        const auto leader_side = book.forces.find(leader);
        std::string problem;
        if (node == nullptr || node->kind != ForceNodeKind::Unit) {
            problem = fmt::format("\"{}\" is not a unit of this book", leader);
        } else if (std::find(taking_part.begin(), taking_part.end(), leader) == taking_part.end()) {
            problem = fmt::format("{} is not in the scenario's order of battle", book.forces.name_of(leader));
        } else if (entry_side && leader_side && entry_side->side != leader_side->side) {
            problem = fmt::format("{} is of the other side", book.forces.name_of(leader));
        } else if (std::find(scenario.casualties.begin(), scenario.casualties.end(), leader) != scenario.casualties.end()) {
            problem = fmt::format("{} is a starting casualty", book.forces.name_of(leader));
        } else if (const auto from = in_play_from(scenario, leader); !from) {
            problem = fmt::format("{} is neither set up nor arrives", book.forces.name_of(leader));
        } else if (*from > entry.turn) {
            problem = fmt::format("{} arrives only on turn {}", book.forces.name_of(leader), *from);
        }
        if (problem.empty()) continue;
        sink.report(check.diagnostic(fmt::format("schedule entry \"{}\" arrives on turn {} with {}: {}", entry.id, entry.turn,
                                                 book.forces.name_of(leader), problem),
                                     {ObjectRef{"entry", entry.id}, ObjectRef{"unit", leader}}, context));
    }
}

}  // namespace sandtable::core
