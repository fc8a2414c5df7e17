#include "model/commands/road_commands.hpp"

#include "model/commands/change_value.hpp"

namespace sandtable {

std::unique_ptr<Command> make_set_roads(const std::string& map_id, std::vector<HexRoad> roads, std::string name) {
    auto roads_of = [map_id](Book& book) -> std::vector<HexRoad>* {
        GameMap* map = book.map(map_id);
        return map != nullptr && map->kind == MapKind::Hex ? &map->hex.roads : nullptr;
    };
    return std::make_unique<ChangeValue<std::vector<HexRoad>>>(std::move(name), std::move(roads_of), std::move(roads),
                                                               ChangeSet().map_part(map_id, MapPart::Roads));
}

}  // namespace sandtable
