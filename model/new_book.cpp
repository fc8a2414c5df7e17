#include "model/new_book.hpp"

namespace sandtable {

Book new_book(const RulesetDefinition& ruleset, MapKind map_kind) {
    Book book;
    book.ruleset = ruleset.id;
    book.metadata.title = "Untitled " + ruleset.display_name + " book";
    book.metadata.source = ruleset.display_name;
    book.turn_track = ruleset.turn_track;
    book.rules = ruleset.rulebook_data;
    for (const auto& side : ruleset.sides) book.forces.sides.push_back(Side{side.id, side.name, {}});
    GameMap map;
    map.id = "map";
    map.name = "Map";
    map.kind = map_kind;
    if (map_kind == MapKind::Hex) {
        map.hex.grid.labels = ruleset.label_scheme;
        map.hex.grid.geometry.size = 40.0;
        map.hex.grid.geometry.origin = {40.0, 40.0};
        map.hex.terrain_catalogue = ruleset.terrain;
        map.hex.hexside_catalogue = ruleset.hexside_features;
        map.hex.resize(10, 10);
    }
    if (map_kind == MapKind::Freeform) {
        // A board of 1000 by 700 units to draw on; the designer sets its size, units and measures.
        map.freeform.extent = {{0.0, 0.0}, {1000.0, 700.0}};
        map.freeform.catalogue = ruleset.freeform_terrain;
    }
    book.maps.push_back(std::move(map));
    return book;
}

}  // namespace sandtable
