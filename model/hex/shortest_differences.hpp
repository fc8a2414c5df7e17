#pragma once
// The shortest differences between scattered points, without comparing every pair: each point's
// nearest neighbours are found in a k-d tree, and the shortest differences overall are among them.
#include "model/hex/eisenstein.hpp"

#include <cstddef>
#include <span>
#include <vector>

namespace sandtable {

struct PointDifference {
    std::size_t from = 0;  // the lower index of the pair
    std::size_t to = 0;    // the higher one
    Complex difference;    // points[to] - points[from]
    double length = 0.0;   // std::abs(difference)
};

// The `count` (or fewer) shortest differences between two points at different positions that are
// longer than `negligible`, shortest first; of equal length, by `from` and then `to`. Of points
// at exactly the same position only the first takes part. O(n log n) for n points.
[[nodiscard]] std::vector<PointDifference> shortest_differences(std::span<const Complex> points, std::size_t count,
                                                                double negligible);

}  // namespace sandtable
