#pragma once
// A map's hex geometry seen through a view: hex centres, corners and sides in device pixels.
// Centres are a linear function of (q, r), so they cost two multiply-adds instead of the
// trigonometry of hex_to_point, which matters when a view shows a quarter of a million hexes.
#include "io/render/render_view.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex/hex_geometry.hpp"

#include <array>
#include <utility>

namespace sandtable {

class DeviceHexGeometry {
public:
    DeviceHexGeometry(const HexGeometry& geometry, const RenderView& view);

    [[nodiscard]] DevicePoint centre(HexCoord hex) const {
        return {origin_.x + q_step_.x * hex.q + r_step_.x * hex.r, origin_.y + q_step_.y * hex.q + r_step_.y * hex.r};
    }
    // Corners in the order of hex_corners, pushed outwards by grow_px (negative: inwards).
    [[nodiscard]] std::array<DevicePoint, 6> corners(HexCoord hex, double grow_px = 0.0) const;
    // The ends of the side of `hex` in `direction` (0..5): corners direction and direction + 1.
    [[nodiscard]] std::pair<DevicePoint, DevicePoint> side(HexCoord hex, int direction) const;
    // Centre to corner, in device pixels.
    [[nodiscard]] double size_px() const { return size_px_; }

private:
    DevicePoint origin_;  // centre of hex (0, 0)
    DevicePoint q_step_;
    DevicePoint r_step_;
    std::array<DevicePoint, 6> corner_offsets_{};
    double size_px_ = 0.0;
};

}  // namespace sandtable
