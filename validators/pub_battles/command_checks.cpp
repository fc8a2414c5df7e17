// The commands of the order of battle: one HQ each and a chit of their own, and, with Optional
// Hidden Reserves, sizes within the limits after the scenario's reassignments.
#include "model/object_id.hpp"
#include "model/rules_table_view.hpp"
#include "model/variant_resolution.hpp"
#include "validators/pub_battles/checks.hpp"
#include "validators/pub_battles/commands.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace sandtable::pub_battles {

namespace {

// The Artillery Reserve's chit: the order of battle gives that command no HQ.
constexpr std::string_view kArtilleryReserveChit = "AR";
constexpr std::string_view kHiddenReserves = "hidden-reserves";

// "I Corps (command, chit I)", "Army of the Potomac (army)".
std::string formation_title(const ForceNode& formation) {
    const std::string chit = chit_of(formation);
    if (formation.type == kArmy || chit.empty()) return fmt::format("{} ({})", name_or_id(formation), formation.type);
    return fmt::format("{} (command, chit {})", name_or_id(formation), chit);
}

std::vector<std::string> names_of(const std::vector<const ForceNode*>& nodes) {
    std::vector<std::string> names;
    for (const ForceNode* node : nodes) names.push_back(name_or_id(*node));
    return names;
}

// The formations of the side that hold a unit taking part in the scenario, however deep.
std::unordered_set<std::string_view> formations_taking_part(const Side& side, const std::unordered_set<std::string_view>& taking_part) {
    std::unordered_map<std::string_view, const ForceNode*> by_id;
    for (const ForceNode& node : side.nodes) by_id.try_emplace(node.id, &node);
    std::unordered_set<std::string_view> formations;
    for (const ForceNode& node : side.nodes) {
        if (node.kind != ForceNodeKind::Unit || !taking_part.contains(node.id)) continue;
        std::string_view parent = node.parent;
        // Bounded by the side's size: a loop of parents ends there.
        for (std::size_t step = 0; step < side.nodes.size() && !parent.empty() && formations.insert(parent).second; ++step) {
            const auto above = by_id.find(parent);
            if (above == by_id.end()) break;
            parent = above->second->parent;
        }
    }
    return formations;
}

void check_headquarters(const Check& check, const ValidationContext& context, DiagnosticSink& sink, const Side& side,
                        const std::unordered_set<std::string_view>& taking_part) {
    const std::unordered_set<std::string_view> formations = formations_taking_part(side, taking_part);
    for (const ForceNode& formation : side.nodes) {
        if (formation.kind != ForceNodeKind::Formation || !formations.contains(formation.id)) continue;
        const bool command = formation.type == kCommand;
        if (!command && formation.type != kArmy) continue;
        std::vector<const ForceNode*> hqs;
        std::vector<const ForceNode*> hqs_left_out;
        for (const ForceNode& node : side.nodes) {
            if (node.kind != ForceNodeKind::Unit || node.type != kHq || node.parent != formation.id) continue;
            (taking_part.contains(node.id) ? hqs : hqs_left_out).push_back(&node);
        }
        if (hqs.size() == 1) continue;
        if (hqs.empty() && command && chit_of(formation) == kArtilleryReserveChit) continue;
        const std::string expected = command ? "each command has one HQ" : "each army has one HQ, the army HQ, with no chit";
        std::vector<ObjectRef> objects{{"formation", formation.id}};
        std::string message;
        if (hqs.empty()) {
            message = fmt::format("{} has no HQ directly in it", formation_title(formation));
            if (!hqs_left_out.empty()) message += fmt::format(" ({} is not in the scenario's order of battle)", fmt::join(names_of(hqs_left_out), ", "));
        } else {
            message = fmt::format("{} has {} HQs directly in it ({})", formation_title(formation), hqs.size(), fmt::join(names_of(hqs), ", "));
            for (const ForceNode* hq : hqs) objects.push_back({"unit", hq->id});
        }
        sink.report(check.diagnostic(fmt::format("{}: {}", message, expected), std::move(objects), context));
    }
}

void check_chits_apart(const Check& check, const ValidationContext& context, DiagnosticSink& sink, const Side& side) {
    std::map<std::string, const ForceNode*> first_with_chit;
    for (const ForceNode& formation : side.nodes) {
        if (formation.kind != ForceNodeKind::Formation || formation.type != kCommand) continue;
        const std::string chit = chit_of(formation);
        if (chit.empty()) continue;  // core.attribute-value: the chit is required
        const auto [first, inserted] = first_with_chit.try_emplace(chit, &formation);
        if (inserted) continue;
        Diagnostic diagnostic = check.diagnostic(
            fmt::format("commands {} and {} of {} share chit {}: each command has a chit of its own", name_or_id(*first->second),
                        name_or_id(formation), name_or_id(side), chit),
            {{"formation", first->second->id}, {"formation", formation.id}}, context);
        diagnostic.rule = rule("How the Turns Work");
        sink.report(std::move(diagnostic));
    }
}

}  // namespace

void check_command_hq(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const std::vector<std::string> oob = order_of_battle(context.book, *context.scenario);
    const std::unordered_set<std::string_view> taking_part(oob.begin(), oob.end());
    for (const Side& side : context.book.forces.sides) {
        check_headquarters(check, context, sink, side, taking_part);
        check_chits_apart(check, context, sink, side);
    }
}

namespace {

struct SizeLimits {
    std::optional<int> min;
    std::optional<int> over_largest;  // how many more than the largest command of the order of battle
};

std::optional<int> pieces_of_row(const RulesTableView& table, std::string_view limit) {
    for (const auto& row : table.table->rows) {
        if (row.empty() || row.front() != limit) continue;
        const std::string text = table.cell(row, "pieces");
        int value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
        return value;
    }
    return std::nullopt;
}

SizeLimits size_limits(const ValidationContext& context) {
    const RulesTableView table = rules_table(&context.book.rules, context.ruleset->rulebook_data, "command-size-limits");
    if (!table.found()) return {};
    return {pieces_of_row(table, "Min"), pieces_of_row(table, "Max over the largest historical command")};
}

// The pieces of each command of the side that count towards its size, by command id.
std::map<std::string_view, std::vector<const ForceNode*>> pieces_by_command(const Side& side, const CommandIndex& commands,
                                                                            const std::unordered_set<std::string_view>* taking_part) {
    std::map<std::string_view, std::vector<const ForceNode*>> pieces;
    for (const ForceNode& node : side.nodes) {
        if (node.kind != ForceNodeKind::Unit || !counts_towards_command_size(node.type)) continue;
        if (taking_part != nullptr && !taking_part->contains(node.id)) continue;
        if (const ForceNode* command = commands.command_of(node.id)) pieces[command->id].push_back(&node);
    }
    return pieces;
}

std::set<std::string_view> ids_of(const std::vector<const ForceNode*>& nodes) {
    std::set<std::string_view> ids;
    for (const ForceNode* node : nodes) ids.insert(node->id);
    return ids;
}

}  // namespace

void check_command_size(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    if (context.ruleset == nullptr || scenario.assignments.empty() || !option_in_force(scenario, kHiddenReserves)) return;
    const SizeLimits limits = size_limits(context);
    const Forces& played = context.book.forces;
    const Forces& written = context.written_forces();
    const CommandIndex played_commands(played);
    const CommandIndex written_commands(written);
    const std::vector<std::string> oob = order_of_battle(context.book, scenario);
    const std::unordered_set<std::string_view> taking_part(oob.begin(), oob.end());
    for (const Side& side : played.sides) {
        const Side* written_side = written.side(side.id);
        if (written_side == nullptr) continue;
        // The largest historical command: the order of battle as the book writes it, every piece of it.
        const ForceNode* largest = nullptr;
        std::size_t largest_size = 0;
        for (const auto& [command, pieces] : pieces_by_command(*written_side, written_commands, nullptr)) {
            if (pieces.size() > largest_size) {
                largest_size = pieces.size();
                largest = written_commands.command_of(pieces.front()->id);
            }
        }
        const auto played_pieces = pieces_by_command(side, played_commands, &taking_part);
        const auto written_pieces = pieces_by_command(*written_side, written_commands, &taking_part);
        for (const ForceNode& formation : side.nodes) {
            if (formation.kind != ForceNodeKind::Formation || formation.type != kCommand) continue;
            const auto played_here = played_pieces.find(formation.id);
            const auto written_here = written_pieces.find(formation.id);
            const std::vector<const ForceNode*> none;
            const auto& now = played_here != played_pieces.end() ? played_here->second : none;
            const auto& before = written_here != written_pieces.end() ? written_here->second : none;
            if (ids_of(now) == ids_of(before)) continue;  // the reassignments leave it as it was
            const std::string title = formation_title(formation);
            const std::string count = fmt::format("{} piece{}", now.size(), now.size() == 1 ? "" : "s");
            if (limits.min && static_cast<int>(now.size()) < *limits.min) {
                const std::string which = now.empty() ? std::string() : fmt::format(" ({})", fmt::join(names_of(now), ", "));
                sink.report(check.diagnostic(fmt::format("{} has {}{} after the scenario's reassignments: a command has at least {} pieces",
                                                         title, count, which, *limits.min),
                                             {{"formation", formation.id}}, context));
            }
            if (limits.over_largest && largest != nullptr && static_cast<int>(now.size()) > static_cast<int>(largest_size) + *limits.over_largest) {
                sink.report(check.diagnostic(
                    fmt::format("{} has {} after the scenario's reassignments: a command has at most {}, {} more than the largest "
                                "command of {} in the order of battle ({}, {} pieces)",
                                title, count, largest_size + static_cast<std::size_t>(*limits.over_largest), *limits.over_largest,
                                name_or_id(side), name_or_id(*largest), largest_size),
                    {{"formation", formation.id}}, context));
            }
        }
    }
}

}  // namespace sandtable::pub_battles
