#include "model/commands/freeform_map_of.hpp"

#include <fmt/format.h>

namespace sandtable {

const FreeformMap* freeform_map_of(const Book& book, const std::string& map_id, std::string& problem) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) {
        problem = fmt::format("There is no map '{}'.", map_id);
        return nullptr;
    }
    if (map->kind != MapKind::Freeform) {
        problem = fmt::format("{} is not a free-form map.", map->name.empty() ? map_id : map->name);
        return nullptr;
    }
    return &map->freeform;
}

}  // namespace sandtable
