#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_125/unit_names.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <variant>

namespace sandtable::gettysburg_125 {

namespace {

// The 2nd of July scenario starts on turn 9 with the Jul 2 OOB (§1.4, §15.2).
constexpr int kSecondDayFirstTurn = 9;
constexpr std::string_view kCasualtyTable = "jul-2-union-casualties";

const ForceNode* find_by_rulebook_name(const Forces& forces, const std::string& name) {
    for (const auto& side : forces.sides) {
        for (const auto& node : side.nodes) {
            if (node.kind == ForceNodeKind::Unit && (node.short_name == name || node.name == name || node.id == name)) return &node;
        }
    }
    return nullptr;
}

std::optional<int> number(const std::string& text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

int full_strength_cf(const ForceNode& node) {
    const auto found = node.attributes.find("combat");
    if (found == node.attributes.end()) return 0;
    const auto* value = std::get_if<std::int64_t>(&found->second);
    return value != nullptr ? static_cast<int>(*value) : 0;
}

std::string cell(const DataTable& table, const std::vector<std::string>& row, std::string_view column) {
    const auto it = std::find(table.columns.begin(), table.columns.end(), column);
    if (it == table.columns.end()) return {};
    const auto index = static_cast<std::size_t>(it - table.columns.begin());
    return index < row.size() ? row[index] : std::string();
}

}  // namespace

void check_starting_casualties(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const DataTable* table = book.rules.find(kCasualtyTable);
    if (table == nullptr || scenario.start_turn != kSecondDayFirstTurn) return;
    const ObjectRef self{"scenario", scenario.id};
    auto eliminated = [&](const std::string& id) {
        return std::find(scenario.casualties.begin(), scenario.casualties.end(), id) != scenario.casualties.end();
    };
    auto reduced = [&](const std::string& id) {
        const Placement* placement = scenario.placement(id);
        return placement != nullptr && placement->state == UnitState::Reduced;
    };
    int printed_total = 0;
    for (const auto& row : table->rows) {
        const std::string name = cell(*table, row, "unit");
        const std::string state = cell(*table, row, "state");
        const auto vp = number(cell(*table, row, "vp"));
        printed_total += vp.value_or(0);
        const ForceNode* node = find_by_rulebook_name(book.forces, name);
        if (node == nullptr) {
            sink.report(check.diagnostic(fmt::format("{} of the 2nd of July casualties is not a unit of the book", name), {self}, context));
            continue;
        }
        const std::vector<ObjectRef> objects = {{"unit", node->id}, self};
        if (state == "eliminated") {
            if (!eliminated(node->id)) {
                sink.report(check.diagnostic(fmt::format("{} starts the 2nd of July eliminated, but is not a casualty of the scenario", name),
                                             objects, context));
            }
            if (vp && *vp != full_strength_cf(*node)) {
                sink.report(check.diagnostic(fmt::format("{} eliminated gives its full-strength CF of {} VP, not the {} VP listed", name,
                                                         full_strength_cf(*node), *vp),
                                             objects, context));
            }
        } else if (state == "reduced") {
            if (!reduced(node->id)) {
                sink.report(check.diagnostic(fmt::format("{} starts the 2nd of July reduced, but is not set up reduced", name), objects,
                                             context));
            }
            if (vp && *vp != 1) {
                sink.report(check.diagnostic(fmt::format("{} reduced gives 1 VP, not the {} VP listed", name, *vp), objects, context));
            }
        }
    }
    // What the scenario itself gives the Confederates for Union losses before it starts.
    int scenario_total = 0;
    const Side* union_side = book.forces.side("union");
    if (union_side == nullptr) return;
    for (const auto& node : union_side->nodes) {
        if (node.kind != ForceNodeKind::Unit) continue;
        if (eliminated(node.id)) scenario_total += full_strength_cf(node);
        if (reduced(node.id)) scenario_total += 1;
    }
    if (scenario_total != printed_total) {
        sink.report(check.diagnostic(fmt::format("the Union units eliminated or reduced at the start give the Confederates {} VP; "
                                                 "the 2nd of July casualties list {} VP",
                                                 scenario_total, printed_total),
                                     {self}, context));
    }
}

}  // namespace sandtable::gettysburg_125
