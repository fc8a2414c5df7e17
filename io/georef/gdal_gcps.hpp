#pragma once
// Control points as GDAL takes them. The GDAL_GCPs point into the points' ids, so the points
// must outlive them.
#include "model/georef/ground_control_point.hpp"

#include <gdal.h>
#include <span>
#include <vector>

namespace sandtable {

// The enabled points, or every point with `enabled_only` false.
[[nodiscard]] std::vector<GDAL_GCP> to_gdal_gcps(std::span<const GroundControlPoint> points, bool enabled_only = true);

}  // namespace sandtable
