#pragma once
// Synthetic georeferencing cases: a known transform from a 2000 x 1500 px scan to UTM metres,
// control points clicked with Gaussian noise, and noise-free check points kept out of the fit.
#include "model/georef/ground_control_point.hpp"
#include "model/map_point.hpp"

#include <functional>
#include <vector>

namespace sandtable::test {

using PlaneFunction = std::function<MapPoint(MapPoint)>;

inline constexpr double kScanWidth = 2000.0;
inline constexpr double kScanHeight = 1500.0;

// Rotated by 7°, 2.5 m per pixel, northing up while lines grow down.
[[nodiscard]] MapPoint similarity_truth(MapPoint pixel);
// Different scales per axis and a shear.
[[nodiscard]] MapPoint affine_truth(MapPoint pixel);
[[nodiscard]] MapPoint quadratic_truth(MapPoint pixel);
[[nodiscard]] MapPoint cubic_truth(MapPoint pixel);
// The affine truth bent by a smooth wave of some tens of metres, like a paper sheet that shrank unevenly.
[[nodiscard]] MapPoint warped_truth(MapPoint pixel);

// `count` points spread over the scan on a jittered grid, their pixel positions disturbed by
// Gaussian noise of `noise_px` standard deviation (fixed seed); map positions are exact.
[[nodiscard]] std::vector<GroundControlPoint> clicked_points(const PlaneFunction& truth, int columns, int rows,
                                                             double noise_px, unsigned seed = 1863);
// Noise-free pixel positions inside the scan, away from its edges, none of them a control point.
[[nodiscard]] std::vector<MapPoint> check_pixels(int count = 60, unsigned seed = 7);

}  // namespace sandtable::test
