#include "model/commands/grid_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"

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
        std::move(grid));
}

}  // namespace sandtable
