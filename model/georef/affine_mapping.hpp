#pragma once
// x' = a x + b y + c, y' = d x + e y + f, fitted by least squares; similarity is the special case
// a = e, b = -d (or, mirrored, a = -e, b = d). Its inverse is exact.
#include "model/georef/plane_mapping.hpp"

#include <memory>
#include <optional>
#include <span>

namespace sandtable {

class AffineMapping final : public PlaneMapping {
public:
    AffineMapping(double a, double b, double c, double d, double e, double f) : a_(a), b_(b), c_(c), d_(d), e_(e), f_(f) {}

    // Each returns nothing when the points do not determine the transform (collinear or coincident).
    [[nodiscard]] static std::optional<AffineMapping> fit(std::span<const MapPoint> from, std::span<const MapPoint> to);
    // Tries the proper and the mirrored similarity and keeps the one with the smaller residuals.
    [[nodiscard]] static std::optional<AffineMapping> fit_similarity(std::span<const MapPoint> from,
                                                                     std::span<const MapPoint> to);

    [[nodiscard]] MapPoint operator()(MapPoint p) const override { return {a_ * p.x + b_ * p.y + c_, d_ * p.x + e_ * p.y + f_}; }
    [[nodiscard]] std::optional<AffineMapping> inverse() const;
    // this after first
    [[nodiscard]] AffineMapping after(const AffineMapping& first) const;

private:
    double a_, b_, c_, d_, e_, f_;
};

}  // namespace sandtable
