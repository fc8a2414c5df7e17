#pragma once
// The 95th percentile of a benchmark's repetitions (nearest rank), for ComputeStatistics.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace sandtable::bench {

inline double percentile_95(const std::vector<double>& values) {
    if (values.empty()) return 0.0;
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    const auto rank = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(sorted.size())));
    return sorted[std::max<std::size_t>(rank, 1) - 1];
}

}  // namespace sandtable::bench
