#include "editor/entry_edge_edits.hpp"

#include "editor/hex_map_edit_support.hpp"
#include "model/fresh_ids.hpp"
#include "model/commands/edge_commands.hpp"

#include <fmt/format.h>

namespace sandtable::editor {

namespace {

bool holds(const MapEdge& edge, HexCoord hex) {
    return std::find(edge.entry_hexes.begin(), edge.entry_hexes.end(), hex) != edge.entry_hexes.end();
}

// Arrivals and placements of the scenarios (and of their variants' changes) that name the edge.
std::size_t arrivals_by(const Book& book, const std::string& map_id, const std::string& edge_id) {
    std::size_t count = 0;
    auto count_at = [&](const Location& location) {
        if (location.kind == LocationKind::Edge && location.ref == edge_id) ++count;
    };
    for (const Scenario& scenario : book.scenarios) {
        if (!scenario.map.empty() && scenario.map != map_id) continue;
        for (const ReinforcementEntry& entry : scenario.schedule) count_at(entry.location);
        for (const Placement& placement : scenario.setup) count_at(placement.location);
        for (const ReinforcementEntry& entry : scenario.changes.set_schedule) count_at(entry.location);
        for (const Placement& placement : scenario.changes.set_placements) count_at(placement.location);
    }
    return count;
}

}  // namespace

bool is_border_hex(const HexMap& map, HexCoord hex) {
    if (!map.contains(hex)) return false;
    for (const HexCoord next : neighbours(hex)) {
        if (!map.contains(next)) return true;
    }
    return false;
}

std::string new_entry_edge(Document& document, const std::string& map_id, const std::string& name, HexCoord hex) {
    const HexMap* map = hex_map_in(document, map_id);
    const std::string clean = trimmed(name);
    if (map == nullptr || clean.empty() || !is_border_hex(*map, hex)) return {};
    MapEdge edge{fresh_id(document.book(), "edge-" + clean), clean, {hex}};
    std::string id = edge.id;
    document.commands().execute(make_add_map_edge(map_id, std::move(edge)));
    return id;
}

bool add_hex_to_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id, HexCoord hex) {
    const HexMap* map = hex_map_in(document, map_id);
    const MapEdge* edge = map != nullptr ? item_by_id(map->edges, edge_id) : nullptr;
    if (edge == nullptr || !is_border_hex(*map, hex) || holds(*edge, hex)) return false;
    MapEdge changed = *edge;
    changed.entry_hexes.push_back(hex);
    std::string name = fmt::format("Add {} to Entry Edge {}", map->label(hex), changed.name);
    document.commands().execute(make_set_map_edge(map_id, std::move(changed), std::move(name)));
    return true;
}

bool remove_hex_from_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id, HexCoord hex) {
    const HexMap* map = hex_map_in(document, map_id);
    const MapEdge* edge = map != nullptr ? item_by_id(map->edges, edge_id) : nullptr;
    if (edge == nullptr || !holds(*edge, hex)) return false;
    MapEdge changed = *edge;
    changed.entry_hexes.erase(std::find(changed.entry_hexes.begin(), changed.entry_hexes.end(), hex));
    std::string name = fmt::format("Remove {} from Entry Edge {}", map->label(hex), changed.name);
    document.commands().execute(make_set_map_edge(map_id, std::move(changed), std::move(name)));
    return true;
}

bool rename_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id, const std::string& name) {
    const HexMap* map = hex_map_in(document, map_id);
    const MapEdge* edge = map != nullptr ? item_by_id(map->edges, edge_id) : nullptr;
    const std::string clean = trimmed(name);
    if (edge == nullptr || clean.empty() || clean == edge->name) return false;
    MapEdge changed = *edge;
    changed.name = clean;
    document.commands().execute(make_set_map_edge(map_id, std::move(changed), fmt::format("Rename Entry Edge {}", clean)));
    return true;
}

std::string delete_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id) {
    const HexMap* map = hex_map_in(document, map_id);
    const MapEdge* edge = map != nullptr ? item_by_id(map->edges, edge_id) : nullptr;
    if (edge == nullptr) return fmt::format("Map '{}' has no entry edge '{}'.", map_id, edge_id);
    if (const std::size_t count = arrivals_by(document.book(), map_id, edge_id); count > 0) {
        return fmt::format("{} was not deleted: {} {} of the scenarios enter by it. Move them to another edge or hex first.",
                           edge->name, count, count == 1 ? "arrival" : "arrivals");
    }
    document.commands().execute(make_remove_map_edge(map_id, *edge));
    return {};
}

}  // namespace sandtable::editor
