#include "model/board/setup_board.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_125/unit_names.hpp"

#include <fmt/format.h>

#include <string_view>
#include <unordered_map>

namespace sandtable::gettysburg_125 {

using namespace rulesets::gettysburg_125;

void check_artillery_terrain(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    const GameMap* map = context.book.map(scenario.map);
    if (map == nullptr || map->kind != MapKind::Hex) return;
    const HexMap& hex_map = map->hex;
    auto barred = [&](const std::string& label) {
        const auto found = hex_map.find_label(label);
        return found && hex_map.has_terrain(*found, kRockyHill) && hex_map.has_terrain(*found, kWoods);
    };
    // Looked up once for all the placements (the first node of an id, as Forces::node finds it).
    std::unordered_map<std::string_view, const ForceNode*> nodes;
    for (const auto& side : context.book.forces.sides) {
        for (const auto& node : side.nodes) nodes.try_emplace(node.id, &node);
    }
    auto report = [&](const std::string& unit_id, const std::string& label, const char* how) {
        const auto found = nodes.find(unit_id);
        const ForceNode* node = found == nodes.end() ? nullptr : found->second;
        if (node == nullptr || !is_artillery(node->type) || !barred(label)) return;
        sink.report(check.diagnostic(fmt::format("artillery {} {} {}, a hex of rocky hill and woods it may never enter",
                                                 unit_name(*node), how, label),
                                     {{"unit", unit_id}, {"hex", label}}, context));
    };
    for (const auto& placement : scenario.setup) {
        if (placement.location.kind == LocationKind::Hex && placement.state != UnitState::Eliminated) {
            report(placement.unit, placement.location.ref, "is set up in");
        }
    }
    for (const auto& entry : scenario.schedule) {
        if (entry.location.kind != LocationKind::Hex) continue;
        for (const auto& unit : entry.units) report(unit, entry.location.ref, "arrives in");
    }
}

}  // namespace sandtable::gettysburg_125
