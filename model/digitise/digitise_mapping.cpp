#include "model/digitise/digitise_mapping.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

std::vector<std::string> ids_of(const std::vector<TerrainDef>& catalogue) {
    std::vector<std::string> ids;
    for (const TerrainDef& def : catalogue) ids.push_back(def.id);
    return ids;
}

void check(const std::map<std::string, std::string>& entries, const std::vector<TerrainDef>& catalogue,
           std::string_view section, std::string_view what, std::vector<std::string>& errors) {
    for (const auto& [value, id] : entries) {
        const bool known = std::any_of(catalogue.begin(), catalogue.end(), [&](const TerrainDef& d) { return d.id == id; });
        if (!known) {
            errors.push_back(fmt::format("{}.{}: the map has no {} \"{}\" (its {}s: {})", section, value, what, id, what,
                                         catalogue.empty() ? std::string("none") : fmt::format("{}", fmt::join(ids_of(catalogue), ", "))));
        }
    }
}

}  // namespace

std::vector<std::string> mapping_errors(const DigitiseMapping& mapping, const HexMap& map) {
    std::vector<std::string> errors;
    check(mapping.terrain, map.terrain_catalogue, "terrain", "terrain", errors);
    check(mapping.hexsides, map.hexside_catalogue, "hexsides", "hexside feature", errors);
    if (!mapping.crests.empty() || !mapping.level_attribute.empty()) {
        errors.emplace_back("\"crests\" and \"levels\": a hex map's hills have no crest lines or levels; they are free-form maps' own");
    }
    for (const auto& [value, kind] : mapping.roads) {
        if (kind.empty()) errors.push_back(fmt::format("roads.{}: the road kind is empty", value));
    }
    return errors;
}

std::vector<std::string> mapping_errors(const DigitiseMapping& mapping, const FreeformMap& map) {
    std::vector<std::string> errors;
    const auto check_kind = [&](const std::map<std::string, std::string>& entries, std::string_view section, GeometryKind kind) {
        std::vector<std::string> fitting;
        for (const FreeformTerrainDef& def : map.catalogue) {
            if (def.kind == kind) fitting.push_back(def.id);
        }
        for (const auto& [value, id] : entries) {
            const FreeformTerrainDef* def = map.terrain(id);
            if (def != nullptr && def->kind == kind) continue;
            errors.push_back(fmt::format("{}.{}: the map has no {} terrain \"{}\" (its {} terrain: {})", section, value, to_string(kind), id,
                                         to_string(kind), fitting.empty() ? std::string("none") : fmt::format("{}", fmt::join(fitting, ", "))));
        }
    };
    check_kind(mapping.terrain, "terrain", GeometryKind::Area);
    check_kind(mapping.lines, "lines", GeometryKind::Line);
    check_kind(mapping.points, "points", GeometryKind::Point);
    check_kind(mapping.crests, "crests", GeometryKind::Area);
    for (const auto* section : {&mapping.hexsides, &mapping.roads}) {
        if (section->empty()) continue;
        errors.push_back(fmt::format("\"{}\": a free-form map has no hexsides or hex roads; map line features with \"lines\"",
                                     section == &mapping.hexsides ? "hexsides" : "roads"));
    }
    return errors;
}

}  // namespace sandtable
