#pragma once
// Line segments joined end to end into polylines, as the sides of a stream or the crossings of a
// road follow one another: where hexes are a pixel or two across, one polyline of a thousand
// points strokes far faster than a thousand segments with their own ends, and its joins show no
// notches.
#include "io/render/render_view.hpp"

#include <array>
#include <span>
#include <vector>

namespace sandtable {

using DeviceSegment = std::array<DevicePoint, 2>;

// Every segment once, in some polyline; segments meet where their ends lie within 1/256 px.
[[nodiscard]] std::vector<std::vector<DevicePoint>> chain_segments(std::span<const DeviceSegment> segments);

// The polyline with points closer than min_step_px to the last one kept left out (the ends stay).
// A stroke wider than its segments are long turns back on itself at every corner, and cairo
// leaves holes where such turns overlap: sides of 1 px stroked 2 px wide come out as a faint line.
[[nodiscard]] std::vector<DevicePoint> thin_out(std::span<const DevicePoint> polyline, double min_step_px);

}  // namespace sandtable
