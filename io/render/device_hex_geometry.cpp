#include "io/render/device_hex_geometry.hpp"

namespace sandtable {

DeviceHexGeometry::DeviceHexGeometry(const HexGeometry& geometry, const RenderView& view)
    : origin_(view.to_device(hex_to_point(geometry, {0, 0}))), size_px_(geometry.size * view.scale) {
    const DevicePoint along_q = view.to_device(hex_to_point(geometry, {1, 0}));
    const DevicePoint along_r = view.to_device(hex_to_point(geometry, {0, 1}));
    q_step_ = {along_q.x - origin_.x, along_q.y - origin_.y};
    r_step_ = {along_r.x - origin_.x, along_r.y - origin_.y};
    const auto corners = hex_corners(geometry, {0, 0});
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const DevicePoint corner = view.to_device(corners[i]);
        corner_offsets_[i] = {corner.x - origin_.x, corner.y - origin_.y};
    }
}

std::array<DevicePoint, 6> DeviceHexGeometry::corners(HexCoord hex, double grow_px) const {
    const DevicePoint c = centre(hex);
    const double factor = size_px_ > 0.0 ? (size_px_ + grow_px) / size_px_ : 0.0;
    std::array<DevicePoint, 6> out{};
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i] = {c.x + corner_offsets_[i].x * factor, c.y + corner_offsets_[i].y * factor};
    }
    return out;
}

std::pair<DevicePoint, DevicePoint> DeviceHexGeometry::side(HexCoord hex, int direction) const {
    const DevicePoint c = centre(hex);
    const auto first = static_cast<std::size_t>(((direction % 6) + 6) % 6);
    const std::size_t second = (first + 1) % 6;
    return {{c.x + corner_offsets_[first].x, c.y + corner_offsets_[first].y},
            {c.x + corner_offsets_[second].x, c.y + corner_offsets_[second].y}};
}

}  // namespace sandtable
