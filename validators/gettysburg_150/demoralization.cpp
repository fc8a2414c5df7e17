#include "validators/gettysburg_150/checks.hpp"

#include "model/rulesets/gettysburg_150/terrain_ids.hpp"
#include "model/text.hpp"
#include "model/variant_resolution.hpp"
#include "validators/gettysburg_150/rules_tables.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace sandtable::gettysburg_150 {

namespace {

// The side an army of the table ("Union", "Confederate") stands for: by id, else by the start of its name.
const Side* side_of_army(const Forces& forces, const std::string& army) {
    const std::string wanted = lower(army);
    for (const Side& side : forces.sides) {
        if (lower(side.id) == wanted || lower(side.name).rfind(wanted, 0) == 0) return &side;
    }
    return nullptr;
}

}  // namespace

void check_demoralization(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const TableView table = book_table(book, "army-demoralization");
    if (!table.found()) return;
    std::map<std::string, long> infantry;
    for (const auto& id : order_of_battle(book, scenario)) {
        const auto position = book.forces.find(id);
        if (!position) continue;
        const ForceNode& node = book.forces.sides[position->side].nodes[position->index];
        if (node.kind == ForceNodeKind::Unit && node.type == rulesets::gettysburg_150::kInfantry) {
            ++infantry[book.forces.sides[position->side].id];
        }
    }
    for (const auto& row : table.table->rows) {
        const std::string army = table.cell(row, "army");
        const auto number = whole_number(table.cell(row, "infantry-units-lost"));
        const Side* side = side_of_army(book.forces, army);
        if (!number || side == nullptr) continue;
        const long count = infantry[side->id];
        if (*number <= count) continue;
        sink.report(check.diagnostic(
            fmt::format("the {} army is demoralized after losing {} infantry units, but has only {} in scenario \"{}\": "
                        "it can never be demoralized",
                        army, *number, count, scenario.id),
            {ObjectRef{"scenario", scenario.id}, ObjectRef{"side", side->id}}, context));
    }
}

}  // namespace sandtable::gettysburg_150
