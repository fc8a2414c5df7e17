#include "model/scenario_map.hpp"

#include "model/variant_resolution.hpp"

namespace sandtable {

const GameMap* scenario_map(const Book& book, const std::string& scenario_id) {
    if (const auto resolved = resolve_scenario(book, scenario_id); resolved && !resolved.scenario->map.empty()) {
        if (const GameMap* map = book.map(resolved.scenario->map)) return map;
    }
    return book.maps.empty() ? nullptr : &book.maps.front();
}

}  // namespace sandtable
