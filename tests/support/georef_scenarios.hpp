#pragma once
// Synthetic georeferencing cases: a known transform from a 2000 x 1500 px scan to UTM metres,
// control points clicked with Gaussian noise, and noise-free check points kept out of the fit.
#include "model/georef/ground_control_point.hpp"
#include "model/georef/plane_point.hpp"

#include <functional>
#include <vector>

namespace sandtable::test {

using PlaneFunction = std::function<PlanePoint(PlanePoint)>;

inline constexpr double kScanWidth = 2000.0;
inline constexpr double kScanHeight = 1500.0;

// Rotated by 7°, 2.5 m per pixel, northing up while lines grow down.
[[nodiscard]] PlanePoint similarity_truth(PlanePoint pixel);
// Different scales per axis and a shear.
[[nodiscard]] PlanePoint affine_truth(PlanePoint pixel);
[[nodiscard]] PlanePoint quadratic_truth(PlanePoint pixel);
[[nodiscard]] PlanePoint cubic_truth(PlanePoint pixel);
// The affine truth bent by a smooth wave of some tens of metres, like a paper sheet that shrank unevenly.
[[nodiscard]] PlanePoint warped_truth(PlanePoint pixel);

// `count` points spread over the scan on a jittered grid, their pixel positions disturbed by
// Gaussian noise of `noise_px` standard deviation (fixed seed); map positions are exact.
[[nodiscard]] std::vector<GroundControlPoint> clicked_points(const PlaneFunction& truth, int columns, int rows,
                                                             double noise_px, unsigned seed = 1863);
// Noise-free pixel positions inside the scan, away from its edges, none of them a control point.
[[nodiscard]] std::vector<PlanePoint> check_pixels(int count = 60, unsigned seed = 7);

}  // namespace sandtable::test
