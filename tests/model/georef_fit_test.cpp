#include "model/georef/georef_fit.hpp"
#include "support/georef_scenarios.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace sandtable {
namespace {

using test::PlaneFunction;

struct Accuracy {
    double forward_px = 0.0;  // pixel_to_map error, converted to pixels
    double inverse_px = 0.0;  // map_to_pixel error
};

// RMS over the check points; map errors are divided by the truth's ground size of a pixel.
Accuracy accuracy(const GeorefFit& fit, const PlaneFunction& truth) {
    const double pixel_size = std::sqrt(2.4 * 2.6 + 0.3 * 0.2);
    Accuracy result;
    const auto pixels = test::check_pixels();
    for (MapPoint pixel : pixels) {
        result.forward_px += std::pow(length(fit.pixel_to_map(pixel) - truth(pixel)) / pixel_size, 2);
        result.inverse_px += std::pow(length(fit.map_to_pixel(truth(pixel)) - pixel), 2);
    }
    result.forward_px = std::sqrt(result.forward_px / static_cast<double>(pixels.size()));
    result.inverse_px = std::sqrt(result.inverse_px / static_cast<double>(pixels.size()));
    return result;
}

struct ExactCase {
    TransformMethod method;
    PlaneFunction truth;
};

// Without noise each method recovers a transform of its own kind to far below a pixel, with map
// coordinates in the millions: this fails when the cubic terms are not normalised.
TEST(GeorefFit, EachMethodRecoversATransformOfItsKind) {
    const ExactCase cases[] = {{TransformMethod::Similarity, test::similarity_truth},
                               {TransformMethod::Affine, test::affine_truth},
                               {TransformMethod::Poly2, test::quadratic_truth},
                               {TransformMethod::Poly3, test::cubic_truth}};
    for (const ExactCase& c : cases) {
        const auto fit = fit_georeference(test::clicked_points(c.truth, 6, 5, 0.0), c.method);
        ASSERT_TRUE(fit) << to_string(c.method) << ": " << fit.error();
        const Accuracy a = accuracy(*fit, c.truth);
        // Poly2 and poly3 invert by fitting a polynomial backwards, which is close but not exact.
        const double inverse_tolerance = c.method == TransformMethod::Poly2 || c.method == TransformMethod::Poly3 ? 0.05 : 1e-6;
        EXPECT_LT(a.forward_px, 1e-6) << to_string(c.method);
        EXPECT_LT(a.inverse_px, inverse_tolerance) << to_string(c.method);
        EXPECT_LT(fit->rms_map_units, 1e-5) << to_string(c.method);
    }
}

TEST(GeorefFit, NoisyClicksAverageOut) {
    const ExactCase cases[] = {{TransformMethod::Similarity, test::similarity_truth},
                               {TransformMethod::Affine, test::affine_truth},
                               {TransformMethod::Poly2, test::quadratic_truth},
                               {TransformMethod::Poly3, test::cubic_truth}};
    for (const ExactCase& c : cases) {
        const auto fit = fit_georeference(test::clicked_points(c.truth, 6, 5, 0.5), c.method);
        ASSERT_TRUE(fit) << to_string(c.method) << ": " << fit.error();
        const Accuracy a = accuracy(*fit, c.truth);
        EXPECT_LT(a.forward_px, 0.4) << to_string(c.method);
        EXPECT_LT(a.inverse_px, 0.4) << to_string(c.method);
        // The clicks were 0.5 px off on each axis; the residuals show it.
        EXPECT_GT(fit->rms_pixels, 0.3) << to_string(c.method);
        EXPECT_LT(fit->rms_pixels, 1.0) << to_string(c.method);
    }
}

TEST(GeorefFit, ThinPlateSplinePassesThroughEveryPointAndFollowsAWarp) {
    const auto points = test::clicked_points(test::warped_truth, 6, 5, 0.0);
    const auto fit = fit_georeference(points, TransformMethod::ThinPlateSpline);
    ASSERT_TRUE(fit) << fit.error();
    for (const GcpResidual& r : fit->residuals) {
        EXPECT_LT(length(r.in_map_units), 1e-6) << r.id;
        EXPECT_LT(length(r.in_pixels), 1e-6) << r.id;
    }
    const Accuracy tps = accuracy(*fit, test::warped_truth);
    const Accuracy affine = accuracy(*fit_georeference(points, TransformMethod::Affine), test::warped_truth);
    EXPECT_LT(tps.forward_px, 0.5);
    EXPECT_LT(tps.forward_px, affine.forward_px / 5.0);
}

TEST(GeorefFit, SimilarityKeepsShapesAndFindsTheMirror) {
    // A scan's lines grow down and northings up: the fit must mirror.
    const auto scan = fit_georeference(test::clicked_points(test::similarity_truth, 3, 3, 0.0), TransformMethod::Similarity);
    ASSERT_TRUE(scan) << scan.error();
    EXPECT_LT(scan->rms_map_units, 1e-6);
    // A map whose y also grows downwards needs no mirror.
    auto unmirrored = [](MapPoint p) { return MapPoint{100.0 + 2.0 * p.x - 0.5 * p.y, 50.0 + 0.5 * p.x + 2.0 * p.y}; };
    const auto plain = fit_georeference(test::clicked_points(unmirrored, 3, 3, 0.0), TransformMethod::Similarity);
    ASSERT_TRUE(plain) << plain.error();
    EXPECT_LT(plain->rms_map_units, 1e-6);
    // Two points fit either way; the mirrored one is taken.
    const std::vector<GroundControlPoint> two{{"a", {0, 0}, test::similarity_truth({0, 0}), true},
                                              {"b", {100, 40}, test::similarity_truth({100, 40}), true}};
    const auto from_two = fit_georeference(two, TransformMethod::Similarity);
    ASSERT_TRUE(from_two) << from_two.error();
    EXPECT_LT(length(from_two->pixel_to_map({500, 700}) - test::similarity_truth({500, 700})), 1e-6);
}

TEST(GeorefFit, ResidualsAndRmsOfAKnownCase) {
    // Corners of a square, 10 m per pixel; one corner is 4 m off in x. The best affine fit spreads
    // that error evenly: every point misses by 1 m (0.1 px).
    std::vector<GroundControlPoint> points;
    const MapPoint corners[] = {{0, 0}, {100, 0}, {0, 100}, {100, 100}};
    for (MapPoint c : corners) {
        points.push_back({std::to_string(points.size()), c, {500000.0 + 10.0 * c.x, 4000000.0 - 10.0 * c.y}, true});
    }
    points[3].map.x += 4.0;
    const auto fit = fit_georeference(points, TransformMethod::Affine);
    ASSERT_TRUE(fit) << fit.error();
    ASSERT_EQ(fit->residuals.size(), 4U);
    for (const GcpResidual& r : fit->residuals) {
        EXPECT_NEAR(std::abs(r.in_map_units.x), 1.0, 1e-6) << r.id;
        EXPECT_NEAR(r.in_map_units.y, 0.0, 1e-6) << r.id;
        EXPECT_NEAR(length(r.in_pixels), 0.1, 1e-3) << r.id;
    }
    EXPECT_NEAR(fit->residuals[3].in_map_units.x, -1.0, 1e-6);  // fitted minus given: the fit falls short
    EXPECT_NEAR(fit->rms_map_units, 1.0, 1e-6);
    EXPECT_NEAR(fit->rms_pixels, 0.1, 1e-3);
}

TEST(GeorefFit, CoordinatesFartherThanAnyMapsAreRefusedNamingThePoint) {
    auto points = test::clicked_points(test::affine_truth, 3, 2, 0.0);
    points[1].map.x = 1e308;
    EXPECT_EQ(fit_georeference(points, TransformMethod::Affine).error(), "point " + points[1].id + " has a coordinate farther than 1e+09 from 0");
    points[1].map.x = 5e5;
    points[2].pixel.y = -2e9;
    EXPECT_EQ(fit_georeference(points, TransformMethod::Affine).error(), "point " + points[2].id + " has a coordinate farther than 1e+09 from 0");
}

TEST(GeorefFit, TooFewEnabledPointsNameTheMethodAndItsMinimum) {
    auto points = test::clicked_points(test::affine_truth, 3, 2, 0.0);  // 6 points
    EXPECT_FALSE(fit_georeference(points, TransformMethod::Poly3));
    EXPECT_EQ(fit_georeference(points, TransformMethod::Poly3).error(), "a poly3 fit needs at least 10 enabled points, got 6");
    EXPECT_TRUE(fit_georeference(points, TransformMethod::Poly2)) << fit_georeference(points, TransformMethod::Poly2).error();
    points[0].enabled = false;
    EXPECT_EQ(fit_georeference(points, TransformMethod::Poly2).error(),
              "a poly2 fit needs at least 6 enabled points, got 5 (1 disabled)");
    const std::vector<GroundControlPoint> one{{"1", {0, 0}, {0, 0}, true}};
    EXPECT_EQ(fit_georeference(one, TransformMethod::Similarity).error(), "a similarity fit needs at least 2 enabled points, got 1");
    EXPECT_EQ(fit_georeference({}, TransformMethod::ThinPlateSpline).error(), "a tps fit needs at least 3 enabled points, got 0");
    EXPECT_EQ(fit_georeference(one, TransformMethod::Affine).error(), "an affine fit needs at least 3 enabled points, got 1");
}

TEST(GeorefFit, CollinearOrRepeatedPointsAreRefused) {
    std::vector<GroundControlPoint> line;
    for (int i = 0; i < 12; ++i) {
        const MapPoint pixel{10.0 * i, 5.0 * i};
        line.push_back({std::to_string(i), pixel, test::affine_truth(pixel), true});
    }
    for (TransformMethod method : {TransformMethod::Affine, TransformMethod::Poly2, TransformMethod::Poly3, TransformMethod::ThinPlateSpline}) {
        const auto fit = fit_georeference(line, method);
        EXPECT_FALSE(fit) << to_string(method);
        EXPECT_NE(fit.error().find("the enabled points' pixel positions"), std::string::npos) << fit.error();
        EXPECT_NE(fit.error().find(std::string(to_string(method)) + " fit"), std::string::npos) << fit.error();
    }
    EXPECT_EQ(fit_georeference(line, TransformMethod::Affine).error(),
              "the enabled points' pixel positions are collinear or repeated: an affine fit needs at least 3 points at "
              "different positions that are not on one line");
    // A line is enough for a similarity, but one repeated point is not.
    EXPECT_TRUE(fit_georeference(line, TransformMethod::Similarity));
    const std::vector<GroundControlPoint> same{{"a", {5, 5}, {1, 1}, true}, {"b", {5, 5}, {2, 2}, true}};
    EXPECT_EQ(fit_georeference(same, TransformMethod::Similarity).error(),
              "the enabled points' pixel positions all coincide: a similarity fit needs at least 2 points at different positions");
    // Map positions on one line cannot be inverted.
    std::vector<GroundControlPoint> flat = test::clicked_points(test::affine_truth, 3, 3, 0.0);
    for (auto& p : flat) p.map.y = 4400000.0;
    EXPECT_EQ(fit_georeference(flat, TransformMethod::Affine).error().substr(0, 40), "the enabled points' map positions are co");
}

TEST(GeorefFit, DisabledPointsTakeNoPartButGetResiduals) {
    auto points = test::clicked_points(test::affine_truth, 4, 4, 0.5);
    const auto clean = fit_georeference(points, TransformMethod::Affine);
    GroundControlPoint outlier{"outlier", {1000, 700}, test::affine_truth({1000, 700}), false};
    outlier.map.x += 500.0;
    points.insert(points.begin() + 3, outlier);
    const auto with_disabled = fit_georeference(points, TransformMethod::Affine);
    ASSERT_TRUE(clean) << clean.error();
    ASSERT_TRUE(with_disabled) << with_disabled.error();
    EXPECT_EQ(with_disabled->enabled_points, 16);
    EXPECT_DOUBLE_EQ(with_disabled->rms_pixels, clean->rms_pixels);
    EXPECT_DOUBLE_EQ(with_disabled->rms_map_units, clean->rms_map_units);
    const MapPoint probe{333, 444};
    EXPECT_EQ(with_disabled->pixel_to_map(probe), clean->pixel_to_map(probe));
    ASSERT_EQ(with_disabled->residuals.size(), 17U);
    EXPECT_EQ(with_disabled->residuals[3].id, "outlier");
    EXPECT_FALSE(with_disabled->residuals[3].enabled);
    EXPECT_NEAR(length(with_disabled->residuals[3].in_map_units), 500.0, 5.0);

    points[3].enabled = true;
    const auto with_outlier = fit_georeference(points, TransformMethod::Affine);
    ASSERT_TRUE(with_outlier) << with_outlier.error();
    EXPECT_GT(with_outlier->rms_map_units, 50.0);
}

TEST(GeorefFit, ForwardThenInverseIsTheIdentity) {
    for (TransformMethod method : kTransformMethods) {
        const auto fit = fit_georeference(test::clicked_points(test::warped_truth, 6, 5, 0.5), method);
        ASSERT_TRUE(fit) << to_string(method) << ": " << fit.error();
        double worst = 0.0;
        for (MapPoint pixel : test::check_pixels()) {
            worst = std::max(worst, length(fit->map_to_pixel(fit->pixel_to_map(pixel)) - pixel));
        }
        // Exact for similarity and affine; the others fit the inverse separately.
        EXPECT_LT(worst, method == TransformMethod::Similarity || method == TransformMethod::Affine ? 1e-6 : 0.5)
            << to_string(method);
    }
}

TEST(GeorefFit, MethodNamesAndMinimums) {
    EXPECT_EQ(transform_method_from_string("tps"), TransformMethod::ThinPlateSpline);
    EXPECT_EQ(transform_method_from_string("poly2"), TransformMethod::Poly2);
    EXPECT_EQ(transform_method_from_string("Poly2"), std::nullopt);
    EXPECT_EQ(transform_method_from_string("helmert"), std::nullopt);
    for (TransformMethod method : kTransformMethods) EXPECT_EQ(transform_method_from_string(to_string(method)), method);
    EXPECT_EQ(minimum_points(TransformMethod::Similarity), 2);
    EXPECT_EQ(minimum_points(TransformMethod::Affine), 3);
    EXPECT_EQ(minimum_points(TransformMethod::Poly2), 6);
    EXPECT_EQ(minimum_points(TransformMethod::Poly3), 10);
    EXPECT_EQ(minimum_points(TransformMethod::ThinPlateSpline), 3);
}

}  // namespace
}  // namespace sandtable
