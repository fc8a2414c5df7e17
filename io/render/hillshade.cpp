#include "io/render/hillshade.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sandtable {

Hillshade hillshade(const std::vector<double>& elevation, int width, int height, double cell_width, double cell_height) {
    const std::size_t count = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    Hillshade shade{std::vector<unsigned char>(count, 0), std::vector<bool>(count, false)};
    if (width <= 0 || height <= 0 || elevation.size() < count || !(cell_width > 0.0) || !(cell_height > 0.0)) return shade;
    // The light's direction: east, north and up components.
    constexpr double kAzimuth = 315.0 * std::numbers::pi / 180.0;
    constexpr double kAltitude = 45.0 * std::numbers::pi / 180.0;
    const double light_east = std::cos(kAltitude) * std::sin(kAzimuth);
    const double light_north = std::cos(kAltitude) * std::cos(kAzimuth);
    const double light_up = std::sin(kAltitude);
    const auto at = [&](int x, int y) {
        x = std::clamp(x, 0, width - 1);
        y = std::clamp(y, 0, height - 1);
        return elevation[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)];
    };
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            // The neighbourhood: n(orth), s(outh), w(est), e(ast) and the corners.
            const double nw = at(x - 1, y - 1), n = at(x, y - 1), ne = at(x + 1, y - 1);
            const double w = at(x - 1, y), centre = at(x, y), e = at(x + 1, y);
            const double sw = at(x - 1, y + 1), s = at(x, y + 1), se = at(x + 1, y + 1);
            const double sum = nw + n + ne + w + centre + e + sw + s + se;
            if (!std::isfinite(sum)) continue;
            // Rise towards the east and towards the north, weighted 1-2-1 across (Horn).
            const double rise_east = ((ne + 2.0 * e + se) - (nw + 2.0 * w + sw)) / (8.0 * cell_width);
            const double rise_north = ((nw + 2.0 * n + ne) - (sw + 2.0 * s + se)) / (8.0 * cell_height);
            // The surface's upward normal is (-rise_east, -rise_north, 1), unnormalised.
            const double facing =
                (-rise_east * light_east - rise_north * light_north + light_up) / std::sqrt(1.0 + rise_east * rise_east + rise_north * rise_north);
            const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
            shade.grey[i] = static_cast<unsigned char>(std::lround(std::clamp(facing, 0.0, 1.0) * 255.0));
            shade.valid[i] = true;
        }
    }
    return shade;
}

}  // namespace sandtable
