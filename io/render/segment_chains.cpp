#include "io/render/segment_chains.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>

namespace sandtable {

namespace {

std::uint64_t vertex_key(DevicePoint point) {
    const auto snap = [](double v) { return static_cast<std::uint32_t>(static_cast<std::int32_t>(std::lround(v * 256.0))); };
    return (static_cast<std::uint64_t>(snap(point.x)) << 32) | snap(point.y);
}

}  // namespace

std::vector<std::vector<DevicePoint>> chain_segments(std::span<const DeviceSegment> segments) {
    std::unordered_multimap<std::uint64_t, std::size_t> ends;  // vertex -> segments ending there
    ends.reserve(segments.size() * 2);
    for (std::size_t i = 0; i < segments.size(); ++i) {
        ends.emplace(vertex_key(segments[i][0]), i);
        ends.emplace(vertex_key(segments[i][1]), i);
    }
    std::vector<bool> used(segments.size(), false);
    // The far end of an unused segment that meets `at`, marking it used; nothing when none does.
    const auto next_from = [&](DevicePoint at) -> std::optional<DevicePoint> {
        const auto [first, last] = ends.equal_range(vertex_key(at));
        for (auto it = first; it != last; ++it) {
            if (used[it->second]) continue;
            used[it->second] = true;
            const DeviceSegment& segment = segments[it->second];
            return vertex_key(segment[0]) == it->first ? segment[1] : segment[0];
        }
        return std::nullopt;
    };
    std::vector<std::vector<DevicePoint>> chains;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        if (used[i]) continue;
        used[i] = true;
        std::vector<DevicePoint> forward{segments[i][0], segments[i][1]};
        while (const auto next = next_from(forward.back())) forward.push_back(*next);
        std::vector<DevicePoint> backward;
        while (const auto next = next_from(backward.empty() ? forward.front() : backward.back())) backward.push_back(*next);
        std::reverse(backward.begin(), backward.end());
        backward.insert(backward.end(), forward.begin(), forward.end());
        chains.push_back(std::move(backward));
    }
    return chains;
}

std::vector<DevicePoint> thin_out(std::span<const DevicePoint> polyline, double min_step_px) {
    std::vector<DevicePoint> kept;
    if (polyline.empty()) return kept;
    kept.push_back(polyline.front());
    for (std::size_t i = 1; i + 1 < polyline.size(); ++i) {
        if (std::hypot(polyline[i].x - kept.back().x, polyline[i].y - kept.back().y) >= min_step_px) kept.push_back(polyline[i]);
    }
    if (polyline.size() > 1) kept.push_back(polyline.back());
    return kept;
}

}  // namespace sandtable
