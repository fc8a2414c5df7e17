#pragma once
// The "freeform" part of a free-form map's maps/MAP.json in a data pack: extent, measures, the
// terrain catalogue with geometry kinds and drawing, areas as polygons of [x, y] points (outer ring
// first, then holes, each closed), crests, lines, points, named locations and entry edges, in map
// coordinates. docs/pack-format.md describes it; docs/schema/pack-map.schema.json checks it.
#include "io/pack/json_in.hpp"
#include "io/pack/json_out.hpp"
#include "model/freeform/freeform_map.hpp"

namespace sandtable {

void write_freeform_document(JsonOut& out, const FreeformMap& map);
[[nodiscard]] FreeformMap read_freeform_document(JsonIn& in, const nlohmann::json& json, const std::string& at);

}  // namespace sandtable
