// Our fits against GDAL's own GCP and TPS transformers on the same noisy control points: on
// check points kept out of the fit, ours must be no worse than GDAL's plus 0.1 px.
#include "model/georef/georef_fit.hpp"
#include "io/georef/gdal_gcps.hpp"
#include "support/georef_scenarios.hpp"

#include <gdal_alg.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

namespace sandtable {
namespace {

using test::PlaneFunction;

constexpr double kAllowance = 0.1;  // px

// RMS error over the check points, in pixels, of mapping pixels to the map (divided by the
// ground size of a pixel) and maps to pixels.
struct CheckError {
    double forward_px = 0.0;
    double inverse_px = 0.0;
};

template <typename ToMap, typename ToPixel>
CheckError check_error(const PlaneFunction& truth, ToMap to_map, ToPixel to_pixel) {
    const double pixel_size = std::sqrt(2.4 * 2.6 + 0.3 * 0.2);  // of the affine part every truth shares
    CheckError error;
    const auto pixels = test::check_pixels();
    for (MapPoint pixel : pixels) {
        error.forward_px += std::pow(length(to_map(pixel) - truth(pixel)) / pixel_size, 2);
        error.inverse_px += std::pow(length(to_pixel(truth(pixel)) - pixel), 2);
    }
    error.forward_px = std::sqrt(error.forward_px / static_cast<double>(pixels.size()));
    error.inverse_px = std::sqrt(error.inverse_px / static_cast<double>(pixels.size()));
    return error;
}

struct GdalTransformer {
    GDALTransformerFunc function = nullptr;
    void* argument = nullptr;
    ~GdalTransformer() {
        if (argument != nullptr) GDALDestroyTransformer(argument);
    }
    MapPoint apply(MapPoint p, bool map_to_pixel) const {
        double x = p.x;
        double y = p.y;
        double z = 0.0;
        int ok = FALSE;
        function(argument, map_to_pixel ? TRUE : FALSE, 1, &x, &y, &z, &ok);
        EXPECT_TRUE(ok);
        return {x, y};
    }
};

// order 1, 2, 3 for the polynomials, 0 for a thin-plate spline
std::unique_ptr<GdalTransformer> gdal_transformer(const std::vector<GroundControlPoint>& points, int order) {
    std::vector<GDAL_GCP> gcps = to_gdal_gcps(points, false);
    auto transformer = std::make_unique<GdalTransformer>();
    const int count = static_cast<int>(gcps.size());
    if (order == 0) {
        transformer->function = GDALTPSTransform;
        transformer->argument = GDALCreateTPSTransformer(count, gcps.data(), FALSE);
    } else {
        transformer->function = GDALGCPTransform;
        transformer->argument = GDALCreateGCPTransformer(count, gcps.data(), order, FALSE);
    }
    EXPECT_NE(transformer->argument, nullptr);
    return transformer;
}

struct Case {
    TransformMethod method;
    int gdal_order;
    PlaneFunction truth;
};

TEST(GeorefAgainstGdal, CheckPointsAreNoWorseThanGdals) {
    const Case cases[] = {{TransformMethod::Similarity, 1, test::similarity_truth},
                          {TransformMethod::Affine, 1, test::affine_truth},
                          {TransformMethod::Poly2, 2, test::warped_truth},
                          {TransformMethod::Poly3, 3, test::warped_truth},
                          {TransformMethod::ThinPlateSpline, 0, test::warped_truth}};
    for (const Case& c : cases) {
        SCOPED_TRACE(std::string(to_string(c.method)));
        const auto points = test::clicked_points(c.truth, 6, 5, 0.5);
        const auto fit = fit_georeference(points, c.method);
        ASSERT_TRUE(fit) << fit.error();
        const auto gdal = gdal_transformer(points, c.gdal_order);
        ASSERT_NE(gdal->argument, nullptr);
        const CheckError ours = check_error(
            c.truth, [&](MapPoint p) { return fit->pixel_to_map(p); }, [&](MapPoint p) { return fit->map_to_pixel(p); });
        const CheckError theirs = check_error(
            c.truth, [&](MapPoint p) { return gdal->apply(p, false); }, [&](MapPoint p) { return gdal->apply(p, true); });
        EXPECT_LE(ours.forward_px, theirs.forward_px + kAllowance) << "pixel to map";
        EXPECT_LE(ours.inverse_px, theirs.inverse_px + kAllowance) << "map to pixel";
        std::printf("%-10s ours %.3f / %.3f px, GDAL %.3f / %.3f px (pixel to map / map to pixel)\n",
                    std::string(to_string(c.method)).c_str(), ours.forward_px, ours.inverse_px, theirs.forward_px,
                    theirs.inverse_px);
    }
}

}  // namespace
}  // namespace sandtable
