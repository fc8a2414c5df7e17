#include "model/commands/edge_commands.hpp"

#include "model/book.hpp"
#include "model/commands/hex_map_list_commands.hpp"
#include "model/trimmed_text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

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

std::string no_edge(const std::string& map_id, const std::string& edge_id) {
    return fmt::format("Map '{}' has no entry edge '{}'.", map_id, edge_id);
}

std::string not_border(const HexMap& map, HexCoord hex) {
    return fmt::format("Hex {} is not on the border of the map.", map.label(hex));
}

const MapEdge* edge_in(const Book& book, const std::string& map_id, const std::string& edge_id) {
    const HexMap* map = hex_map_in(book, map_id);
    return map != nullptr ? item_by_id(map->edges, edge_id) : nullptr;
}

}  // namespace

bool is_border_hex(const HexMap& map, HexCoord hex) {
    if (!map.contains(hex)) return false;
    for (const HexCoord next : neighbours(hex)) {
        if (!map.contains(next)) return true;
    }
    return false;
}

Edit make_new_entry_edge(const Book& book, const std::string& map_id, const std::string& name, HexCoord hex) {
    const HexMap* map = hex_map_in(book, map_id);
    const std::string clean = trimmed(name);
    if (map == nullptr) return refused(fmt::format("Map '{}' is not a hex grid.", map_id));
    if (clean.empty()) return refused("Give the edge a name.");
    if (!is_border_hex(*map, hex)) return refused(not_border(*map, hex));
    return add_to_hex_map_with_fresh_id(map_id, &HexMap::edges, MapEdge{{}, clean, {hex}}, "edge-" + clean,
                                        fmt::format("New Entry Edge {}", clean));
}

Edit make_add_hex_to_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id, HexCoord hex) {
    const MapEdge* edge = edge_in(book, map_id, edge_id);
    if (edge == nullptr) return refused(no_edge(map_id, edge_id));
    const HexMap& map = *hex_map_in(book, map_id);
    if (!is_border_hex(map, hex)) return refused(not_border(map, hex));
    if (holds(*edge, hex)) return refused(fmt::format("{} is an entry hex of {} already.", map.label(hex), edge->name));
    return change_in_hex_map(map_id, &HexMap::edges, edge_id, fmt::format("Add {} to Entry Edge {}", map.label(hex), edge->name),
                             [hex](MapEdge& e) {
                                 if (!holds(e, hex)) e.entry_hexes.push_back(hex);
                             });
}

Edit make_remove_hex_from_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id, HexCoord hex) {
    const MapEdge* edge = edge_in(book, map_id, edge_id);
    if (edge == nullptr) return refused(no_edge(map_id, edge_id));
    const HexMap& map = *hex_map_in(book, map_id);
    if (!holds(*edge, hex)) return refused(fmt::format("{} is not an entry hex of {}.", map.label(hex), edge->name));
    return change_in_hex_map(map_id, &HexMap::edges, edge_id,
                             fmt::format("Remove {} from Entry Edge {}", map.label(hex), edge->name),
                             [hex](MapEdge& e) { std::erase(e.entry_hexes, hex); });
}

Edit make_rename_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id, const std::string& name) {
    const MapEdge* edge = edge_in(book, map_id, edge_id);
    const std::string clean = trimmed(name);
    if (edge == nullptr) return refused(no_edge(map_id, edge_id));
    if (clean.empty()) return refused("Give the edge a name.");
    if (clean == edge->name) return refused("Nothing changes.");
    return change_in_hex_map(map_id, &HexMap::edges, edge_id, fmt::format("Rename Entry Edge {}", clean),
                             [clean](MapEdge& e) { e.name = clean; });
}

Edit make_delete_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id) {
    const MapEdge* edge = edge_in(book, map_id, edge_id);
    if (edge == nullptr) return refused(no_edge(map_id, edge_id));
    if (const std::size_t count = arrivals_by(book, map_id, edge_id); count > 0) {
        return refused(fmt::format("{} was not deleted: {} {} of the scenarios enter by it. Move them to another edge or hex first.",
                                   edge->name, count, count == 1 ? "arrival" : "arrivals"));
    }
    return remove_from_hex_map(map_id, &HexMap::edges, edge_id, fmt::format("Delete Entry Edge {}", edge->name));
}

}  // namespace sandtable
