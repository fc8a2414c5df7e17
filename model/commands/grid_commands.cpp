#include "model/commands/grid_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <stdexcept>

namespace sandtable {

std::vector<std::string> kept_by_hex(const HexMap& map) {
    std::vector<std::string> kinds;
    if (!map.roads.empty()) kinds.emplace_back("roads");
    if (!map.places.empty()) kinds.emplace_back("places");
    if (!map.objectives.empty()) kinds.emplace_back("objectives");
    if (!map.edges.empty()) kinds.emplace_back("map edges");
    if (!map.hexside_features.empty()) kinds.emplace_back("hexside features");
    return kinds;
}

std::vector<std::string> disturbed_by_fit(const HexMap& map, const GridFit& fit) {
    if (fit.layout == map.grid.layout) return {};
    return kept_by_hex(map);
}

std::unique_ptr<Command> make_apply_grid_fit(const GameMap& map, const GridFit& fit) {
    HexGrid grid = map.hex.grid;
    grid.geometry = fit.geometry;
    grid.layout = fit.layout;
    const std::string id = map.id;
    return std::make_unique<ChangeValue<HexGrid>>(
        "Fit Grid",
        [id](Book& book) -> HexGrid* {
            GameMap* target = book.map(id);
            return target != nullptr && target->kind == MapKind::Hex ? &target->hex.grid : nullptr;
        },
        std::move(grid), ChangeSet().map_part(id, MapPart::Grid));
}

namespace {

bool inside(const HexGrid& grid, HexCoord hex) {
    const OffsetCoord offset = axial_to_offset(grid.layout, hex);
    return offset.col >= 0 && offset.row >= 0 && offset.col < grid.columns && offset.row < grid.rows;
}

// Scenarios played on the map; a scenario naming no map (a variant) may be played on it too.
bool on_map(const Scenario& scenario, const GameMap& map) { return scenario.map.empty() || scenario.map == map.id; }

std::size_t units_by_label(const Book& book, const GameMap& map) {
    std::size_t count = 0;
    for (const Scenario& scenario : book.scenarios) {
        if (!on_map(scenario, map)) continue;
        for (const Placement& p : scenario.setup) count += p.location.kind == LocationKind::Hex ? 1 : 0;
        for (const ReinforcementEntry& e : scenario.schedule) count += e.location.kind == LocationKind::Hex ? 1 : 0;
    }
    return count;
}

std::size_t units_beyond(const Book& book, const GameMap& map, const HexGrid& grid) {
    std::size_t count = 0;
    auto count_label = [&](const Location& location) {
        if (location.kind != LocationKind::Hex) return;
        const auto parsed = map.hex.grid.labels.parse(location.ref);
        if (parsed && (parsed->col >= grid.columns || parsed->row >= grid.rows)) ++count;
    };
    for (const Scenario& scenario : book.scenarios) {
        if (!on_map(scenario, map)) continue;
        for (const Placement& p : scenario.setup) count_label(p.location);
        for (const ReinforcementEntry& e : scenario.schedule) count_label(e.location);
    }
    return count;
}

std::vector<std::string> kept_beyond(const HexMap& map, const HexGrid& grid) {
    std::vector<std::string> kinds;
    auto any_beyond = [&](const std::vector<HexCoord>& hexes) {
        for (const HexCoord hex : hexes) {
            if (!inside(grid, hex)) return true;
        }
        return false;
    };
    bool roads = false;
    for (const HexRoad& road : map.roads) roads = roads || any_beyond(road.hexes);
    if (roads) kinds.emplace_back("roads");
    bool places = false;
    for (const NamedPlace& place : map.places) places = places || !inside(grid, place.hex);
    if (places) kinds.emplace_back("places");
    bool objectives = false;
    for (const HexObjective& objective : map.objectives) objectives = objectives || any_beyond(objective.hexes);
    if (objectives) kinds.emplace_back("objectives");
    bool edges = false;
    for (const MapEdge& edge : map.edges) edges = edges || any_beyond(edge.entry_hexes);
    if (edges) kinds.emplace_back("map edges");
    bool sides = false;
    for (const auto& [side, mask] : map.hexside_features) {
        const auto [a, b] = hexside_hexes(side);
        sides = sides || (!inside(grid, a) && !inside(grid, b));
    }
    if (sides) kinds.emplace_back("hexside features");
    return kinds;
}

class SetGrid final : public Command {
public:
    SetGrid(std::string map, HexGrid grid, TerrainGrid terrain) : map_(std::move(map)), grid_(std::move(grid)), terrain_(std::move(terrain)) {}
    void apply(Book& book) override { swap_grid(book); }
    void revert(Book& book) override { swap_grid(book); }
    [[nodiscard]] std::string name() const override { return "Grid Properties"; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_part(map_, MapPart::Grid); }

private:
    void swap_grid(Book& book) {
        GameMap* map = book.map(map_);
        if (map == nullptr || map->kind != MapKind::Hex) throw std::logic_error("no hex map " + map_);
        std::swap(map->hex.grid, grid_);
        std::swap(map->hex.terrain, terrain_);
    }
    std::string map_;
    HexGrid grid_;
    TerrainGrid terrain_;
};

}  // namespace

std::vector<std::string> disturbed_by_grid(const Book& book, const GameMap& map, const HexGrid& grid) {
    std::vector<std::string> problems;
    const HexMap& hex = map.hex;
    if (grid.layout != hex.grid.layout) {
        if (const auto kinds = kept_by_hex(hex); !kinds.empty()) {
            problems.push_back(fmt::format("the map keeps {} by hex, which a change of layout would move to other labels",
                                           fmt::join(kinds, ", ")));
        }
    } else if (const auto kinds = kept_beyond(hex, grid); !kinds.empty()) {
        problems.push_back(fmt::format("{} lie beyond {} columns and {} rows", fmt::join(kinds, ", "), grid.columns, grid.rows));
    }
    if (grid.labels != hex.grid.labels) {
        if (const std::size_t count = units_by_label(book, map); count > 0) {
            problems.push_back(fmt::format("{} unit placements and arrivals name their hexes by label, which a new label "
                                           "scheme would not find",
                                           count));
        }
    } else if (const std::size_t count = units_beyond(book, map, grid); count > 0) {
        problems.push_back(fmt::format("{} unit placements and arrivals lie beyond {} columns and {} rows", count,
                                       grid.columns, grid.rows));
    }
    return problems;
}

std::unique_ptr<Command> make_set_grid(const GameMap& map, const HexGrid& grid) {
    const HexMap& hex = map.hex;
    TerrainGrid terrain;
    terrain.assign(static_cast<std::size_t>(std::max(grid.columns, 0)) * static_cast<std::size_t>(std::max(grid.rows, 0)), 0);
    const int columns = std::min(grid.columns, hex.grid.columns);
    const int rows = std::min(grid.rows, hex.grid.rows);
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < columns; ++col) {
            const TerrainMask mask = hex.terrain[static_cast<std::size_t>(row) * static_cast<std::size_t>(hex.grid.columns) +
                                                 static_cast<std::size_t>(col)];
            if (mask != 0) {
                terrain.set(static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.columns) + static_cast<std::size_t>(col), mask);
            }
        }
    }
    return std::make_unique<SetGrid>(map.id, grid, std::move(terrain));
}

}  // namespace sandtable
