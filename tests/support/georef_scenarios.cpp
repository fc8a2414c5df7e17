#include "support/georef_scenarios.hpp"

#include <cmath>
#include <numbers>
#include <random>
#include <string>

namespace sandtable::test {

namespace {

constexpr double kEasting = 309000.0;
constexpr double kNorthing = 4408000.0;

}  // namespace

MapPoint similarity_truth(MapPoint p) {
    const double angle = 7.0 * std::numbers::pi / 180.0;
    const double a = 2.5 * std::cos(angle);
    const double b = 2.5 * std::sin(angle);
    return {kEasting + a * p.x + b * p.y, kNorthing + b * p.x - a * p.y};
}

MapPoint affine_truth(MapPoint p) { return {kEasting + 2.4 * p.x + 0.3 * p.y, kNorthing + 0.2 * p.x - 2.6 * p.y}; }

MapPoint quadratic_truth(MapPoint p) {
    const MapPoint base = affine_truth(p);
    const double u = p.x / kScanWidth;
    const double v = p.y / kScanHeight;
    return {base.x + 30.0 * u * u - 20.0 * u * v, base.y + 25.0 * v * v + 10.0 * u * v};
}

MapPoint cubic_truth(MapPoint p) {
    const MapPoint base = quadratic_truth(p);
    const double u = p.x / kScanWidth;
    const double v = p.y / kScanHeight;
    return {base.x + 40.0 * u * u * u - 15.0 * u * v * v, base.y - 35.0 * v * v * v + 12.0 * u * u * v};
}

MapPoint warped_truth(MapPoint p) {
    const MapPoint base = affine_truth(p);
    const double u = p.x / kScanWidth;
    const double v = p.y / kScanHeight;
    return {base.x + 30.0 * std::sin(2.0 * u + 0.5) * std::cos(1.5 * v), base.y + 25.0 * std::cos(1.8 * u) * std::sin(2.2 * v + 0.3)};
}

std::vector<GroundControlPoint> clicked_points(const PlaneFunction& truth, int columns, int rows, double noise_px,
                                               unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> jitter(-0.3, 0.3);
    std::normal_distribution<double> noise(0.0, noise_px);
    std::vector<GroundControlPoint> points;
    const double cell_w = kScanWidth / columns;
    const double cell_h = kScanHeight / rows;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            const MapPoint exact{(column + 0.5 + jitter(random)) * cell_w, (row + 0.5 + jitter(random)) * cell_h};
            GroundControlPoint point;
            point.id = std::to_string(points.size() + 1);
            point.map = truth(exact);
            point.pixel = noise_px > 0.0 ? MapPoint{exact.x + noise(random), exact.y + noise(random)} : exact;
            points.push_back(point);
        }
    }
    return points;
}

std::vector<MapPoint> check_pixels(int count, unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> x(0.1 * kScanWidth, 0.9 * kScanWidth);
    std::uniform_real_distribution<double> y(0.1 * kScanHeight, 0.9 * kScanHeight);
    std::vector<MapPoint> pixels;
    for (int i = 0; i < count; ++i) {
        const double px = x(random);
        pixels.push_back({px, y(random)});
    }
    return pixels;
}

}  // namespace sandtable::test
