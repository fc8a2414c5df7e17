#pragma once
// maps/MAP.json of a data pack: one map with its grid, catalogues and every hex (label, axial and
// offset coordinate, centre in map coordinates, terrain), hexside features, roads, places,
// objectives, edges and reference layers. docs/pack-format.md describes it; its JSON Schema is
// docs/schema/pack-map.schema.json.
#include "io/pack/json_out.hpp"
#include "model/game_map.hpp"

namespace sandtable {

void write_map_document(JsonOut& out, const GameMap& map);

}  // namespace sandtable
