#include "model/commands/road_commands.hpp"

#include "model/commands/change_value.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

std::unique_ptr<Command> make_set_roads(const std::string& map_id, std::vector<HexRoad> roads, std::string name) {
    auto roads_of = [map_id](Book& book) -> std::vector<HexRoad>* {
        GameMap* map = book.map(map_id);
        return map != nullptr && map->kind == MapKind::Hex ? &map->hex.roads : nullptr;
    };
    return std::make_unique<ChangeValue<std::vector<HexRoad>>>(std::move(name), std::move(roads_of), std::move(roads),
                                                               ChangeSet().map_part(map_id, MapPart::Roads));
}

RoadCleanupEdit make_clean_up_roads(const GameMap& map, const RoadCleanupOptions& options) {
    RoadCleanupEdit edit;
    edit.cleanup = clean_up_roads(map.hex.roads, options);
    if (!edit.cleanup.changed()) {
        edit.summary = fmt::format("The roads of map '{}' are clean: no spur under {} hexes, no two roads to join.", map.id,
                                   options.shortest_road_hexes);
        return edit;
    }
    std::vector<std::string> parts;
    if (const std::size_t n = edit.cleanup.removed.size(); n > 0) {
        parts.push_back(fmt::format("Removed {} spur{} ({})", n, n == 1 ? "" : "s", fmt::join(edit.cleanup.removed, ", ")));
    }
    if (const std::size_t n = edit.cleanup.merged.size(); n > 0) {
        std::vector<std::string> joins;
        for (const auto& [kept, joined] : edit.cleanup.merged) joins.push_back(joined + " into " + kept);
        parts.push_back(fmt::format("{} {} road{} ({})", parts.empty() ? "Joined" : "joined", n, n == 1 ? "" : "s",
                                    fmt::join(joins, ", ")));
    }
    edit.summary = fmt::format("{}.", fmt::join(parts, "; "));
    edit.command = make_set_roads(map.id, edit.cleanup.roads, "Clean Up Roads");
    return edit;
}

}  // namespace sandtable
