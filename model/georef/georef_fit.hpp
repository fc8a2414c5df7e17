#pragma once
// Fits a transform from image pixels to map coordinates through ground control points, and one
// back from map to pixels (fitted in that direction too, as GDAL does, except for similarity and
// affine, whose exact inverse is used). See docs/georeferencing.md.
#include "model/outcome.hpp"
#include "model/georef/ground_control_point.hpp"
#include "model/georef/plane_mapping.hpp"
#include "model/georef/transform_method.hpp"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace sandtable {

// How far the fit misses one control point.
struct GcpResidual {
    std::string id;
    bool enabled = true;
    MapPoint in_pixels;     // map_to_pixel(map) - pixel
    MapPoint in_map_units;  // pixel_to_map(pixel) - map
};

struct GeorefFit {
    TransformMethod method = TransformMethod::Affine;
    std::shared_ptr<const PlaneMapping> forward;  // pixel -> map
    std::shared_ptr<const PlaneMapping> inverse;  // map -> pixel
    int enabled_points = 0;
    // One per control point, in the order given, disabled points included. For a thin-plate
    // spline the enabled points' residuals are zero up to rounding: it passes through them.
    std::vector<GcpResidual> residuals;
    // Root mean square of the residual lengths over the enabled points.
    double rms_pixels = 0.0;
    double rms_map_units = 0.0;

    [[nodiscard]] MapPoint pixel_to_map(MapPoint pixel) const { return (*forward)(pixel); }
    [[nodiscard]] MapPoint map_to_pixel(MapPoint map) const { return (*inverse)(map); }
};

// Fails for too few enabled points, a coordinate that is not finite or too far out, or points
// that determine nothing (all on one line, say).
[[nodiscard]] Outcome<GeorefFit> fit_georeference(std::span<const GroundControlPoint> points, TransformMethod method);

}  // namespace sandtable
