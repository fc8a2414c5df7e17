#pragma once
// A book's hex maps and scenario setups as OGR vector layers: in a GeoPackage, in each map's own
// coordinates (its CRS, or for a map in board units GeoPackage's undefined Cartesian system,
// srs_id -1); or as GeoJSON, one RFC 7946 file a layer in a folder, in WGS 84 longitude and
// latitude (so only for maps with a CRS). Per map MAP: MAP-hexes (polygons: label, q, r, terrain), MAP-hexsides (lines: hex, side, neighbour,
// features), MAP-roads (lines through hex centres), MAP-places, MAP-objectives and MAP-edges
// (points at hex centres), and MAP-setup (points: scenario, unit, name, side, state, hex). A
// GeoPackage is written in one transaction, to a temporary file renamed over the target.
#include "io/export/exporter.hpp"

#include <filesystem>
#include <string_view>
#include <vector>

namespace sandtable {

// `format` is "gpkg" or "geojson".
[[nodiscard]] Outcome<std::vector<std::filesystem::path>> write_map_vectors(const ExportRequest& request, std::string_view format,
                                                                            Progress& progress);

}  // namespace sandtable
