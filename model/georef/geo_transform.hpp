#pragma once
// GDAL's affine geotransform: from a raster's pixel (column, line) to map coordinates.
#include "model/hex/hex_geometry.hpp"

#include <array>
#include <optional>

namespace sandtable {

struct GeoTransform {
    // x = c[0] + col * c[1] + line * c[2];  y = c[3] + col * c[4] + line * c[5]
    std::array<double, 6> c{0.0, 1.0, 0.0, 0.0, 0.0, 1.0};

    [[nodiscard]] MapPoint pixel_to_map(double col, double line) const {
        return {c[0] + col * c[1] + line * c[2], c[3] + col * c[4] + line * c[5]};
    }
    // The reverse mapping; nothing when the transform is degenerate.
    [[nodiscard]] std::optional<GeoTransform> inverse() const;
    // Pixel to map coordinates of a map in the same CRS as this transform's (see map_frame.hpp).
    [[nodiscard]] GeoTransform onto_map() const { return {{c[0], c[1], c[2], -c[3], -c[4], -c[5]}}; }
    friend bool operator==(const GeoTransform&, const GeoTransform&) = default;
};

// The geotransform of a drawing whose device = (map - top_left) * scale, on a map whose y is the
// northing negated (map_frame.hpp): from the drawing's pixels to CRS coordinates.
[[nodiscard]] GeoTransform render_geotransform(MapPoint top_left, double scale);

}  // namespace sandtable
