#include "validators/core/core_checks.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace sandtable::core {

namespace {

bool known(const std::vector<TerrainDef>& catalogue, const std::string& id) {
    return std::any_of(catalogue.begin(), catalogue.end(), [&](const TerrainDef& def) { return def.id == id; });
}

}  // namespace

void check_terrain_catalogue(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const RulesetDefinition* ruleset = context.ruleset;
    if (ruleset == nullptr || ruleset->terrain.empty()) return;
    for (const auto& map : context.book.maps) {
        if (map.kind != MapKind::Hex) continue;
        for (const auto& def : map.hex.terrain_catalogue) {
            if (known(ruleset->terrain, def.id)) continue;
            sink.report(check.diagnostic(fmt::format("terrain \"{}\" of map {} is not known to {}: its rules give it no effect",
                                                     def.id, map.id, ruleset->id),
                                         {{"map", map.id}}, context));
        }
        for (const auto& def : map.hex.hexside_catalogue) {
            if (known(ruleset->hexside_features, def.id)) continue;
            sink.report(check.diagnostic(fmt::format("hexside feature \"{}\" of map {} is not known to {}: its rules give it no effect",
                                                     def.id, map.id, ruleset->id),
                                         {{"map", map.id}}, context));
        }
    }
}

}  // namespace sandtable::core
