#include "model/scenario_map.hpp"

#include "model/variant_resolution.hpp"

namespace sandtable {

const GameMap* scenario_map(const Book& book, const std::string& scenario_id) {
    if (const auto resolved = resolve_scenario(book, scenario_id); resolved && !resolved->scenario.map.empty()) {
        if (const GameMap* map = book.map(resolved->scenario.map)) return map;
    }
    return book.maps.empty() ? nullptr : &book.maps.front();
}

const FreeformMap* scenario_freeform_map(const Book& book, const Scenario& scenario) {
    const GameMap* map = book.map(scenario.map);
    return map != nullptr && map->kind == MapKind::Freeform ? &map->freeform : nullptr;
}

}  // namespace sandtable
