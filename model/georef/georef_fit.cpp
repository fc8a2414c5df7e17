#include "model/georef/georef_fit.hpp"

#include "model/georef/affine_mapping.hpp"
#include "model/georef/polynomial_mapping.hpp"
#include "model/georef/thin_plate_spline.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace sandtable {

namespace {

template <typename Mapping>
std::shared_ptr<const PlaneMapping> shared(std::optional<Mapping> mapping) {
    if (!mapping) return nullptr;
    return std::make_shared<const Mapping>(std::move(*mapping));
}

struct MappingPair {
    std::shared_ptr<const PlaneMapping> forward;
    std::shared_ptr<const PlaneMapping> inverse;
};

MappingPair fit_affine_pair(std::optional<AffineMapping> forward) {
    if (!forward) return {};
    return {shared(forward), shared(forward->inverse())};
}

MappingPair fit_pair(TransformMethod method, std::span<const MapPoint> pixels, std::span<const MapPoint> maps) {
    switch (method) {
        case TransformMethod::Similarity: return fit_affine_pair(AffineMapping::fit_similarity(pixels, maps));
        case TransformMethod::Affine: return fit_affine_pair(AffineMapping::fit(pixels, maps));
        case TransformMethod::Poly2:
            return {shared(PolynomialMapping::fit(pixels, maps, 2)), shared(PolynomialMapping::fit(maps, pixels, 2))};
        case TransformMethod::Poly3:
            return {shared(PolynomialMapping::fit(pixels, maps, 3)), shared(PolynomialMapping::fit(maps, pixels, 3))};
        case TransformMethod::ThinPlateSpline:
            return {shared(ThinPlateSpline::fit(pixels, maps)), shared(ThinPlateSpline::fit(maps, pixels))};
    }
    return {};
}

// "an affine fit", "a poly2 fit"
std::string fit_of(TransformMethod method) {
    const std::string_view name = to_string(method);
    return fmt::format("{} {} fit", name.front() == 'a' ? "an" : "a", name);
}

std::string degenerate_message(TransformMethod method, std::string_view side) {
    const std::string fit = fit_of(method);
    switch (method) {
        case TransformMethod::Similarity:
            return fmt::format("the enabled points' {} positions all coincide: {} needs at least 2 points at different positions",
                               side, fit);
        case TransformMethod::Affine:
        case TransformMethod::ThinPlateSpline:
            return fmt::format("the enabled points' {} positions are collinear or repeated: {} needs at least 3 points "
                               "at different positions that are not on one line",
                               side, fit);
        case TransformMethod::Poly2:
        case TransformMethod::Poly3:
            return fmt::format("the enabled points' {} positions do not determine {}: they are repeated, collinear or "
                               "on one curve of lower order; spread at least {} points over the image",
                               side, fit, minimum_points(method));
    }
    return "degenerate points";
}

}  // namespace

Outcome<GeorefFit> fit_georeference(std::span<const GroundControlPoint> points, TransformMethod method) {
    GeorefFit fit;
    fit.method = method;
    std::vector<MapPoint> pixels;
    std::vector<MapPoint> maps;
    for (const GroundControlPoint& point : points) {
        if (!point.enabled) continue;
        if (!std::isfinite(point.pixel.x) || !std::isfinite(point.pixel.y) || !std::isfinite(point.map.x) ||
            !std::isfinite(point.map.y)) {
            return failure(fmt::format("point {} has a coordinate that is not a finite number", point.id));
        }
        if (std::max({std::abs(point.pixel.x), std::abs(point.pixel.y), std::abs(point.map.x), std::abs(point.map.y)}) >
            kFarthestControlPointCoordinate) {
            return failure(fmt::format("point {} has a coordinate farther than {:g} from 0", point.id, kFarthestControlPointCoordinate));
        }
        pixels.push_back(point.pixel);
        maps.push_back(point.map);
    }
    fit.enabled_points = static_cast<int>(pixels.size());
    const int minimum = minimum_points(method);
    if (fit.enabled_points < minimum) {
        const auto disabled = static_cast<int>(points.size()) - fit.enabled_points;
        return failure(fmt::format("{} needs at least {} enabled points, got {}{}", fit_of(method), minimum,
                                fit.enabled_points, disabled > 0 ? fmt::format(" ({} disabled)", disabled) : ""));
    }
    MappingPair pair = fit_pair(method, pixels, maps);
    if (!pair.forward || !pair.inverse) {
        return failure(degenerate_message(method, pair.forward ? "map" : "pixel"));
    }
    fit.forward = std::move(pair.forward);
    fit.inverse = std::move(pair.inverse);

    double sum_pixels = 0.0;
    double sum_map = 0.0;
    for (const GroundControlPoint& point : points) {
        GcpResidual residual{point.id, point.enabled, fit.map_to_pixel(point.map) - point.pixel,
                             fit.pixel_to_map(point.pixel) - point.map};
        if (point.enabled) {
            sum_pixels += std::pow(length(residual.in_pixels), 2);
            sum_map += std::pow(length(residual.in_map_units), 2);
        }
        fit.residuals.push_back(std::move(residual));
    }
    fit.rms_pixels = std::sqrt(sum_pixels / fit.enabled_points);
    fit.rms_map_units = std::sqrt(sum_map / fit.enabled_points);
    return fit;
}

}  // namespace sandtable
