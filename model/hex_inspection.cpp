#include "model/hex_inspection.hpp"

#include "model/hex/hexside.hpp"
#include "model/hex_stacks.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

std::string name_in(const std::vector<TerrainDef>& catalogue, const std::string& id) {
    const auto it = std::find_if(catalogue.begin(), catalogue.end(), [&](const TerrainDef& def) { return def.id == id; });
    return it != catalogue.end() && !it->name.empty() ? it->name : id;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z') text.front() = static_cast<char>(text.front() - 'a' + 'A');
    return text;
}

}  // namespace

HexInspection inspect_hex(const Book& book, const GameMap& map, const Scenario* resolved, HexCoord hex) {
    HexInspection inspection;
    const HexMap& hexes = map.hex;
    if (map.kind != MapKind::Hex || !hexes.contains(hex)) return inspection;
    inspection.label = hexes.label(hex);
    for (const std::string& id : hexes.terrain_at(hex)) inspection.terrain.push_back(name_in(hexes.terrain_catalogue, id));
    for (int direction = 0; direction < kHexDirections; ++direction) {
        const std::vector<std::string> ids = hexes.hexside_features_at(hexside(hex, direction));
        if (ids.empty()) continue;
        HexInspection::Side side;
        const HexCoord next = neighbour(hex, direction);
        side.toward = hexes.contains(next) ? hexes.label(next) : "off the map";
        for (const std::string& id : ids) side.features.push_back(name_in(hexes.hexside_catalogue, id));
        inspection.hexsides.push_back(std::move(side));
    }
    for (const HexRoad& road : hexes.roads) {
        if (std::find(road.hexes.begin(), road.hexes.end(), hex) == road.hexes.end()) continue;
        const std::string kind = capitalised(road.kind);
        inspection.roads.push_back(road.name.empty() ? kind : kind + ": " + road.name);
    }
    for (const NamedPlace& place : hexes.places) {
        if (place.hex == hex) inspection.places.push_back(place.name);
    }
    for (const HexObjective& objective : hexes.objectives) {
        if (std::find(objective.hexes.begin(), objective.hexes.end(), hex) == objective.hexes.end()) continue;
        const Side* side = objective.side.empty() ? nullptr : book.forces.side(objective.side);
        const std::string scorer = objective.side.empty() ? "" : ", " + (side != nullptr ? side->name : objective.side);
        inspection.objectives.push_back(fmt::format("{} ({} VP{})", objective.name, objective.vp, scorer));
    }
    for (const MapEdge& edge : hexes.edges) {
        if (std::find(edge.entry_hexes.begin(), edge.entry_hexes.end(), hex) != edge.entry_hexes.end()) inspection.entry_edges.push_back(edge.name);
    }
    if (resolved != nullptr) {
        std::vector<std::string> units = units_in_hex(*resolved, hexes, hex);
        std::reverse(units.begin(), units.end());
        for (const std::string& id : units) inspection.stack.push_back(book.forces.name_of(id));
    }
    return inspection;
}

std::string brief(const HexInspection& inspection) {
    if (inspection.label.empty()) return {};
    std::vector<std::string> parts;
    parts.push_back(fmt::format("{}", fmt::join(inspection.terrain, ", ")));
    for (const auto& side : inspection.hexsides) parts.push_back(fmt::format("{} toward {}", fmt::join(side.features, ", "), side.toward));
    if (!inspection.roads.empty()) parts.push_back(fmt::format("{}", fmt::join(inspection.roads, ", ")));
    for (const auto& place : inspection.places) parts.push_back(place);
    for (const auto& objective : inspection.objectives) parts.push_back("Objective " + objective);
    for (const auto& edge : inspection.entry_edges) parts.push_back("Entry edge " + edge);
    if (!inspection.stack.empty()) parts.push_back(fmt::format("{}", fmt::join(inspection.stack, ", ")));
    std::erase_if(parts, [](const std::string& part) { return part.empty(); });
    return fmt::format("{}: {}", inspection.label, parts.empty() ? std::string("no terrain") : fmt::format("{}", fmt::join(parts, "; ")));
}

}  // namespace sandtable
