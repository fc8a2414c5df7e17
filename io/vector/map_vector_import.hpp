#pragma once
// A GeoPackage as --to gpkg writes it (io/vector/map_vector_export.hpp), or the same layers as
// --to geojson, shp and kml write them (a folder of GeoJSON files, a folder of Shapefiles, a KML
// file), read back into a book:
// for each hex map MAP of the book whose layers the file has, the terrain of every hex
// (MAP-hexes), the hexside features (MAP-hexsides), and the roads, places, objectives and edges,
// which replace the map's. Features are found by their attributes (labels and ids), not their
// geometry, so a GIS user may move them, and must keep those. Setups are not read back. Every
// problem is reported with the layer and feature; a file with any changes nothing.
#include "io/import/book_import.hpp"

#include <filesystem>

namespace sandtable {

// Each problem reads "FILE: layer board-hexes, feature 12 (F6): what was expected"; the summary
// "FILE: map board: 300 hexes, 2 hexsides, 0 roads, 3 places, 6 objectives, 2 edges".
[[nodiscard]] BookImport import_map_vectors(const Book& book, const std::filesystem::path& file);

}  // namespace sandtable
