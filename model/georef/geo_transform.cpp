#include "model/georef/geo_transform.hpp"

#include <cmath>

namespace sandtable {

std::optional<GeoTransform> GeoTransform::inverse() const {
    const double det = c[1] * c[5] - c[2] * c[4];
    if (!std::isfinite(det) || std::abs(det) < 1e-15) return std::nullopt;
    GeoTransform inv;
    inv.c[1] = c[5] / det;
    inv.c[2] = -c[2] / det;
    inv.c[4] = -c[4] / det;
    inv.c[5] = c[1] / det;
    inv.c[0] = -(inv.c[1] * c[0] + inv.c[2] * c[3]);
    inv.c[3] = -(inv.c[4] * c[0] + inv.c[5] * c[3]);
    return inv;
}

GeoTransform render_geotransform(MapPoint top_left, double scale) {
    return {{top_left.x, 1.0 / scale, 0.0, -top_left.y, 0.0, -1.0 / scale}};
}

}  // namespace sandtable
