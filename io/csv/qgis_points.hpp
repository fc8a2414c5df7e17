#pragma once
// QGIS georeferencer ground control point files (.points): CSV with the header
// mapX,mapY,sourceX,sourceY,enable,dX,dY,residual (older files: mapX,mapY,pixelX,pixelY,enable),
// optionally preceded by a line "#CRS: <WKT>" naming the map coordinates' CRS.
// QGIS stores the image line negated (its image y grows upwards): sourceY = -line. Reading and
// writing convert, so GroundControlPoint::pixel.y is always the line, growing downwards.
#include "io/atomic_file.hpp"
#include "model/georef/georef_fit.hpp"
#include "model/georef/ground_control_point.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct QgisPoints {
    std::string crs_wkt;  // empty when the file has no #CRS line
    // In file order; ids are the 1-based row numbers ("1", "2", ...), since the format has none.
    std::vector<GroundControlPoint> points;
};

// The points, or "FILE:LINE: what was expected, and what was found".
using QgisPointsReadResult = Outcome<QgisPoints>;

[[nodiscard]] QgisPointsReadResult read_qgis_points(const std::filesystem::path& file);
// `file_name` only labels the errors.
[[nodiscard]] QgisPointsReadResult parse_qgis_points(std::string_view text, std::string_view file_name);

// The newer layout, with a #CRS line when crs_wkt is not empty. With a fit, dX, dY and residual
// hold each point's residual in pixels (dY upwards, like sourceY); without one they are 0.
[[nodiscard]] std::string format_qgis_points(const QgisPoints& points, const GeorefFit* fit = nullptr);
Status write_qgis_points(const std::filesystem::path& file, const QgisPoints& points, const GeorefFit* fit = nullptr);

}  // namespace sandtable
