#pragma once
// A rendered map as a georeferenced picture: an RGBA GeoTIFF (DEFLATE, tiled) written a strip of
// rows at a time, or the world file and CRS files that sit beside a PNG. `transform` is GDAL's
// geotransform from the picture's pixels to CRS coordinates (easting, northing), not to the map
// frame (render_geotransform in geo_transform.hpp).
#include "model/georef/geo_transform.hpp"
#include "io/render/raster_strip_sink.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace sandtable {

// Opens `out` for a width x height picture with the transform and, when `crs` is not empty, the
// CRS as its SRS. Strips are written through to disk as they come, so memory stays that of a
// strip whatever the picture's size. The file appears only when finished. Fails with the reason,
// naming the file.
[[nodiscard]] Outcome<std::unique_ptr<RasterStripSink>> open_render_geotiff(const std::filesystem::path& out, int width,
                                                                            int height, const GeoTransform& transform,
                                                                            const std::string& crs);

// Beside `picture` (map.png): its world file (map.pgw: six lines, the top-left pixel's centre)
// and, when `crs` is not empty, map.prj (ESRI WKT) and map.png.aux.xml (the SRS as GDAL reads
// it). Fails with the reason, naming the file.
[[nodiscard]] Status write_world_files(const std::filesystem::path& picture, const GeoTransform& transform,
                                       const std::string& crs);

}  // namespace sandtable
