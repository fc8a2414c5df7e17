#pragma once
// A rendered map as a georeferenced picture: an RGBA GeoTIFF (DEFLATE, tiled), or the world
// file and CRS files that sit beside a PNG. `transform` is GDAL's geotransform from the
// picture's pixels to CRS coordinates (easting, northing), not to the map frame.
#include "io/imagery/geo_transform.hpp"
#include "model/outcome.hpp"

#include <cairo.h>
#include <filesystem>
#include <string>

namespace sandtable {

// The geotransform of a drawing whose device = (map - top_left) * scale, on a map whose y is the
// northing negated (map_frame.hpp).
[[nodiscard]] GeoTransform render_geotransform(MapPoint top_left, double scale);

// Writes the ARGB32 image surface to `out` with the transform and, when `crs` is not empty, the
// CRS as its SRS. The file appears only when complete. Fails with the reason, naming the file.
[[nodiscard]] Status write_render_geotiff(cairo_surface_t* image, const GeoTransform& transform, const std::string& crs,
                                          const std::filesystem::path& out);

// Beside `picture` (map.png): its world file (map.pgw: six lines, the top-left pixel's centre)
// and, when `crs` is not empty, map.prj (ESRI WKT) and map.png.aux.xml (the SRS as GDAL reads
// it). Fails with the reason, naming the file.
[[nodiscard]] Status write_world_files(const std::filesystem::path& picture, const GeoTransform& transform,
                                       const std::string& crs);

}  // namespace sandtable
