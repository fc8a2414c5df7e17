#include "model/commands/freeform_map_of.hpp"

#include <fmt/format.h>

namespace sandtable {

Outcome<const FreeformMap*> freeform_map_of(const Book& book, const std::string& map_id) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) return failure(fmt::format("There is no map '{}'.", map_id));
    if (map->kind != MapKind::Freeform) return failure(fmt::format("{} is not a free-form map.", map->name.empty() ? map_id : map->name));
    return &map->freeform;
}

}  // namespace sandtable
