#pragma once
// A thin-plate spline: an affine part plus one radial term r² log r per point, solved so that it
// passes exactly through every point and bends as little as possible in between. Works on
// normalised coordinates; the spline itself does not depend on them.
#include "model/georef/plane_mapping.hpp"
#include "model/georef/point_normalisation.hpp"

#include <optional>
#include <span>
#include <vector>

namespace sandtable {

class ThinPlateSpline final : public PlaneMapping {
public:
    // Nothing when the points are collinear or two of them share a position.
    [[nodiscard]] static std::optional<ThinPlateSpline> fit(std::span<const MapPoint> from, std::span<const MapPoint> to);

    [[nodiscard]] MapPoint operator()(MapPoint point) const override;

private:
    ThinPlateSpline() = default;
    PointNormalisation from_;
    PointNormalisation to_;
    std::vector<MapPoint> centres_;  // normalised
    std::vector<MapPoint> weights_;
    MapPoint constant_;
    MapPoint along_x_;
    MapPoint along_y_;
};

}  // namespace sandtable
