#include "model/hex/grid_fit.hpp"
#include "model/hex/triangular_lattice_fit.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace sandtable {
namespace {

constexpr double kNoise = 0.5;  // px per axis, on hexes 40 px from centre to corner
constexpr double kSize = 40.0;
// Tolerances are this many standard deviations of the least-squares estimate.
constexpr double kDeviations = 5.0;

struct Kind {
    HexOrientation orientation;
    OffsetLayout layout;
    double rotation_degrees;
};

std::string name_of(const Kind& kind) {
    const char* layouts[] = {"odd-rows", "even-rows", "odd-columns", "even-columns"};
    return std::string(kind.orientation == HexOrientation::FlatTop ? "flat " : "pointy ") +
           layouts[static_cast<int>(kind.layout)] + " at " + std::to_string(kind.rotation_degrees);
}

// Hexes spread over both parities of columns and rows, some of them neighbours.
const std::vector<OffsetCoord> kClickedHexes = {{2, 3}, {3, 3}, {4, 3}, {3, 4}, {2, 4}, {7, 1},
                                                {8, 6}, {5, 5}, {1, 7}, {6, 2}, {9, 8}, {4, 8}};

struct Truth {
    HexGeometry geometry;
    OffsetLayout layout;
    HexLabelScheme labels = HexLabelScheme::letter_number();
};

Truth truth_for(const Kind& kind) {
    return {{kind.orientation, kSize, {123.4, 87.6}, kind.rotation_degrees}, kind.layout};
}

std::vector<GridClick> noisy_clicks(const Truth& truth, const std::vector<OffsetCoord>& hexes, bool labelled,
                                    unsigned seed, double noise = kNoise) {
    std::mt19937 random(seed);
    std::normal_distribution<double> jitter(0.0, noise);
    std::vector<GridClick> clicks;
    for (const OffsetCoord& offset : hexes) {
        const MapPoint centre = hex_to_point(truth.geometry, offset_to_axial(truth.layout, offset));
        const double dx = jitter(random);
        const double dy = jitter(random);
        clicks.push_back({{centre.x + dx, centre.y + dy}, labelled ? truth.labels.format(offset) : ""});
    }
    return clicks;
}

// Standard deviations of the fitted size, rotation (degrees) and origin (per axis) for
// independent noise on clicks at these hexes: the similarity fit's covariance.
struct Spread {
    double size = 0.0;
    double rotation_degrees = 0.0;
    double origin = 0.0;
};

Spread expected_spread(const Truth& truth, const std::vector<HexCoord>& hexes, double noise = kNoise) {
    const HexGeometry unit{truth.geometry.orientation, 1.0, {}, 0.0};
    double mean_x = 0.0;
    double mean_y = 0.0;
    for (const HexCoord& hex : hexes) {
        mean_x += hex_to_point(unit, hex).x / static_cast<double>(hexes.size());
        mean_y += hex_to_point(unit, hex).y / static_cast<double>(hexes.size());
    }
    double spread = 0.0;
    for (const HexCoord& hex : hexes) {
        const MapPoint p = hex_to_point(unit, hex);
        spread += (p.x - mean_x) * (p.x - mean_x) + (p.y - mean_y) * (p.y - mean_y);
    }
    const double n = static_cast<double>(hexes.size());
    return {noise / std::sqrt(spread), noise / (truth.geometry.size * std::sqrt(spread)) * 180.0 / std::numbers::pi,
            noise * std::sqrt(1.0 / n + (mean_x * mean_x + mean_y * mean_y) / spread)};
}

std::vector<HexCoord> axial_of(const Truth& truth, const std::vector<OffsetCoord>& hexes) {
    std::vector<HexCoord> axial;
    for (const OffsetCoord& offset : hexes) axial.push_back(offset_to_axial(truth.layout, offset));
    return axial;
}

void expect_geometry_near(const HexGeometry& fitted, const HexGeometry& expected, const Spread& spread,
                          const std::string& what) {
    EXPECT_EQ(fitted.orientation, expected.orientation) << what;
    EXPECT_NEAR(fitted.size, expected.size, kDeviations * spread.size) << what;
    EXPECT_NEAR(fitted.rotation_degrees, expected.rotation_degrees, kDeviations * spread.rotation_degrees) << what;
    EXPECT_NEAR(fitted.origin.x, expected.origin.x, kDeviations * spread.origin) << what;
    EXPECT_NEAR(fitted.origin.y, expected.origin.y, kDeviations * spread.origin) << what;
}

void expect_plausible_rms(const GridFit& fit, std::size_t clicks, const std::string& what) {
    // Two noise components per click, four of the 2n degrees of freedom taken by the fit.
    const double expected = kNoise * std::sqrt(2.0 * (2.0 * clicks - 4.0) / (2.0 * clicks));
    EXPECT_GT(fit.rms, 0.5 * expected) << what;
    EXPECT_LT(fit.rms, 1.6 * expected) << what;
}

const std::vector<Kind> kAllKinds = {
    {HexOrientation::FlatTop, OffsetLayout::OddColumns, 3.5},
    {HexOrientation::FlatTop, OffsetLayout::EvenColumns, -11.0},
    {HexOrientation::PointyTop, OffsetLayout::OddRows, -7.25},
    {HexOrientation::PointyTop, OffsetLayout::EvenRows, 0.0},
};

TEST(GridFit, LabelledClicksRecoverEveryOrientationAndLayout) {
    unsigned seed = 1;
    for (const Kind& kind : kAllKinds) {
        const Truth truth = truth_for(kind);
        const auto clicks = noisy_clicks(truth, kClickedHexes, true, seed++);
        const GridFitResult result = fit_hex_grid(clicks);
        ASSERT_TRUE(result) << name_of(kind) << ": " << result.error();
        const GridFit& fit = *result;
        EXPECT_EQ(fit.layout, kind.layout) << name_of(kind);
        expect_geometry_near(fit.geometry, truth.geometry, expected_spread(truth, axial_of(truth, kClickedHexes)),
                             name_of(kind));
        expect_plausible_rms(fit, clicks.size(), name_of(kind));
        ASSERT_EQ(fit.candidates.size(), 4U);
        for (std::size_t i = 1; i < fit.candidates.size(); ++i) {
            EXPECT_FALSE(fit.candidates[i].as_good_as_best) << name_of(kind);
            EXPECT_GT(fit.candidates[i].rms, 10.0 * fit.rms) << name_of(kind) << ": candidate " << i;
        }
        for (std::size_t i = 0; i < clicks.size(); ++i) {
            EXPECT_EQ(fit.clicks[i].label, clicks[i].label) << name_of(kind);
            EXPECT_TRUE(fit.clicks[i].labelled);
            EXPECT_LT(fit.clicks[i].residual, 5.0 * kNoise) << name_of(kind);
        }
        EXPECT_TRUE(fit.notes.empty()) << name_of(kind) << ": " << fit.notes.front();
    }
}

TEST(GridFit, AFewLabelsAmongUnlabelledClicksDecideTheLayout) {
    unsigned seed = 20;
    for (const Kind& kind : kAllKinds) {
        const Truth truth = truth_for(kind);
        auto clicks = noisy_clicks(truth, kClickedHexes, true, seed++);
        // Labels kept on three neighbours only: (2,3), (3,3) and (3,4). They leave flat-top hexes
        // with odd columns shoved and pointy-top hexes with even rows shoved, turned 30 degrees
        // further, equally good; the smaller rotation settles it.
        for (std::size_t i = 0; i < clicks.size(); ++i) {
            if (i != 0 && i != 1 && i != 3) clicks[i].label.clear();
        }
        const GridFitResult result = fit_hex_grid(clicks);
        ASSERT_TRUE(result) << name_of(kind) << ": " << result.error();
        EXPECT_EQ(result->layout, kind.layout) << name_of(kind);
        expect_geometry_near(result->geometry, truth.geometry,
                             expected_spread(truth, axial_of(truth, kClickedHexes)), name_of(kind));
        for (std::size_t i = 0; i < clicks.size(); ++i) {
            EXPECT_EQ(result->clicks[i].label, truth.labels.format(kClickedHexes[i])) << name_of(kind);
            EXPECT_EQ(result->clicks[i].labelled, !clicks[i].label.empty());
        }
    }
}

TEST(GridFit, UnlabelledClicksGiveSizeAndRotationWithTheFirstClickAsFirstHex) {
    unsigned seed = 40;
    for (const Kind& kind : kAllKinds) {
        const Truth truth = truth_for(kind);
        const auto clicks = noisy_clicks(truth, kClickedHexes, false, seed++);
        const GridFitResult result = fit_hex_grid(clicks);
        ASSERT_TRUE(result) << name_of(kind) << ": " << result.error();
        const GridFit& fit = *result;
        // Rotations within 15 degrees of zero keep their orientation; the hexes are then numbered
        // as in the truth, shifted so that the first click is hex (0, 0), labelled A1.
        const HexCoord first = offset_to_axial(truth.layout, kClickedHexes.front());
        HexGeometry expected = truth.geometry;
        expected.origin = hex_to_point(truth.geometry, first);
        std::vector<HexCoord> shifted;
        for (const HexCoord& hex : axial_of(truth, kClickedHexes)) shifted.push_back(hex - first);
        expect_geometry_near(fit.geometry, expected, expected_spread(truth, shifted), name_of(kind));
        expect_plausible_rms(fit, clicks.size(), name_of(kind));
        EXPECT_EQ(fit.clicks.front().hex, (HexCoord{0, 0}));
        EXPECT_EQ(fit.clicks.front().label, "A1");
        for (std::size_t i = 0; i < clicks.size(); ++i) {
            EXPECT_EQ(fit.clicks[i].hex, shifted[i]) << name_of(kind) << ": click " << i;
            EXPECT_FALSE(fit.clicks[i].labelled);
        }
        // Every kind fits as well: the other layout of the orientation, and the other orientation
        // turned by 30 degrees.
        EXPECT_FALSE(fit.candidates.front().as_good_as_best);
        for (std::size_t i = 1; i < fit.candidates.size(); ++i) EXPECT_TRUE(fit.candidates[i].as_good_as_best);
        ASSERT_FALSE(fit.notes.empty());
        EXPECT_NE(fit.notes.front().find("No click is labelled, so the first click is taken to be hex A1"),
                  std::string::npos)
            << fit.notes.front();
    }
}

TEST(GridFit, UnlabelledRotationIsGivenBetweenMinusThirtyAndThirty) {
    // 100 degrees is 40 modulo 60, i.e. -20: flat top at -20 degrees is pointy top at +10.
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::OddColumns, 100.0});
    const GridFitResult result = fit_hex_grid(noisy_clicks(truth, kClickedHexes, false, 60));
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->geometry.orientation, HexOrientation::PointyTop);
    const Spread spread = expected_spread(truth, axial_of(truth, kClickedHexes));
    EXPECT_NEAR(result->geometry.rotation_degrees, 10.0, kDeviations * spread.rotation_degrees);
    EXPECT_NEAR(result->geometry.size, kSize, kDeviations * spread.size);

    const GridFitResult flat = fit_hex_grid(noisy_clicks(truth, kClickedHexes, false, 60),
                                            {HexLabelScheme::letter_number(), HexOrientation::FlatTop, {}});
    ASSERT_TRUE(flat) << flat.error();
    EXPECT_EQ(flat->geometry.orientation, HexOrientation::FlatTop);
    EXPECT_NEAR(flat->geometry.rotation_degrees, -20.0, kDeviations * spread.rotation_degrees);
}

TEST(GridFit, TwoLabelsGiveTheWholeRotationOfASidewaysScan) {
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::EvenColumns, 90.0});
    const GridFitResult result = fit_hex_grid(noisy_clicks(truth, kClickedHexes, true, 70));
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->layout, OffsetLayout::EvenColumns);
    expect_geometry_near(result->geometry, truth.geometry, expected_spread(truth, axial_of(truth, kClickedHexes)),
                         "sideways");
}

TEST(GridFit, OneLabelFixesTheOriginGivenTheLayout) {
    const Kind kind{HexOrientation::PointyTop, OffsetLayout::EvenRows, 4.0};
    const Truth truth = truth_for(kind);
    auto clicks = noisy_clicks(truth, kClickedHexes, true, 80);
    for (std::size_t i = 1; i < clicks.size(); ++i) clicks[i].label.clear();
    const GridFitResult result =
        fit_hex_grid(clicks, {HexLabelScheme::letter_number(), std::nullopt, OffsetLayout::EvenRows});
    ASSERT_TRUE(result) << result.error();
    ASSERT_EQ(result->candidates.size(), 1U);
    expect_geometry_near(result->geometry, truth.geometry, expected_spread(truth, axial_of(truth, kClickedHexes)),
                         name_of(kind));
    ASSERT_FALSE(result->notes.empty());
    EXPECT_NE(result->notes.front().find("Only one hex is labelled"), std::string::npos);

    // Without the layout, one label cannot tell odd rows from even rows.
    const GridFitResult open = fit_hex_grid(clicks, {HexLabelScheme::letter_number(), HexOrientation::PointyTop, {}});
    ASSERT_TRUE(open) << open.error();
    ASSERT_EQ(open->candidates.size(), 2U);
    EXPECT_TRUE(open->candidates[1].as_good_as_best);
}

TEST(GridFit, FourDigitLabels) {
    Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::EvenColumns, 1.5});
    truth.labels = HexLabelScheme::four_digit();
    const auto clicks = noisy_clicks(truth, kClickedHexes, true, 90);
    EXPECT_EQ(clicks.front().label, "0304");
    const GridFitResult result = fit_hex_grid(clicks, {HexLabelScheme::four_digit(), {}, {}});
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->layout, OffsetLayout::EvenColumns);
    EXPECT_EQ(result->geometry.orientation, HexOrientation::FlatTop);
}

TEST(GridFit, RestrictedSearchTriesOnlyTheKindsAllowed) {
    const Truth truth = truth_for(kAllKinds.front());
    const auto clicks = noisy_clicks(truth, kClickedHexes, true, 100);
    const GridFitResult pointy = fit_hex_grid(clicks, {HexLabelScheme::letter_number(), HexOrientation::PointyTop, {}});
    ASSERT_TRUE(pointy) << pointy.error();
    EXPECT_EQ(pointy->geometry.orientation, HexOrientation::PointyTop);
    EXPECT_EQ(pointy->candidates.size(), 2U);
    EXPECT_GT(pointy->rms, 5.0);  // the labels do not fit pointy-top hexes
}

TEST(GridFit, ALabelledClickOffItsHexStandsOutInTheResiduals) {
    const Truth truth = truth_for(kAllKinds.front());
    auto clicks = noisy_clicks(truth, kClickedHexes, true, 110);
    clicks[6].label = truth.labels.format({8, 7});  // one row off
    const GridFitResult result = fit_hex_grid(clicks);
    ASSERT_TRUE(result) << result.error();
    for (std::size_t i = 0; i < clicks.size(); ++i) {
        if (i == 6) {
            EXPECT_GT(result->clicks[i].residual, 40.0);
        } else {
            EXPECT_LT(result->clicks[i].residual, 20.0) << i;
        }
    }
}

struct FailureCase {
    std::string name;
    std::vector<GridClick> clicks;
    GridFitOptions options;
    GridFitStatus status;
    std::string message;
    std::optional<std::size_t> click;
};

TEST(GridFit, FailuresSayWhatIsWrong) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<FailureCase> cases = {
        {"two clicks", {{{0, 0}, ""}, {{60, 0}, ""}}, {}, GridFitStatus::TooFewClicks,
         "a grid needs at least 3 clicked hex centres, got 2", std::nullopt},
        {"no clicks", {}, {}, GridFitStatus::TooFewClicks, "got 0", std::nullopt},
        {"bad label", {{{0, 0}, "P3"}, {{10, 20}, "P3x"}, {{60, 0}, ""}}, {}, GridFitStatus::BadLabel,
         "click 2 at (10, 20): label \"P3x\" is not a hex label", 1},
        {"four digits expected", {{{0, 0}, "P3"}, {{10, 20}, ""}, {{60, 0}, ""}}, {HexLabelScheme::four_digit(), {}, {}},
         GridFitStatus::BadLabel, "click 1 at (0, 0): label \"P3\" is not a hex label", 0},
        {"not a number", {{{0, 0}, ""}, {{nan, 20}, ""}, {{60, 0}, ""}}, {}, GridFitStatus::BadCoordinate,
         "click 2 at (nan, 20): coordinates must be finite numbers", 1},
        {"all at one point", {{{5, 7}, ""}, {{5, 7}, "P3"}, {{5, 7}, "P4"}}, {}, GridFitStatus::NoScale,
         "the clicks do not tell the size of a hex: all 3 are at (5, 7)", std::nullopt},
        {"one line", {{{0, 0}, ""}, {{0, 69.28}, ""}, {{0, 207.85}, "C3"}}, {}, GridFitStatus::NoRotation,
         "the clicks lie on one line of hexes, which leaves the grid's rotation open", std::nullopt},
        {"far away", {{{0, 0}, ""}, {{0, 20}, ""}, {{-2e9, 0}, ""}}, {}, GridFitStatus::BadCoordinate,
         "click 3 at (-2e+09, 0): coordinates must lie within 1e+09 map units of 0", 2},
        {"hexes too large", {{{0, 0}, ""}, {{5e8, 0}, ""}, {{2.5e8, 4.330127019e8}, ""}}, {}, GridFitStatus::OutOfRange,
         "the clicks fit no grid a map may have: a hex size (centre to corner) of 2.88675e+08 map units is outside",
         std::nullopt},
        {"hexes too small", {{{0, 0}, ""}, {{1e-6, 0}, ""}, {{5e-7, 8.66e-7}, ""}}, {}, GridFitStatus::OutOfRange,
         "a hex size (centre to corner) of 5.77", std::nullopt},
        {"conflicting", {{{0, 0}, ""}, {{60, 0}, ""}, {{30, 52}, ""}},
         {HexLabelScheme::letter_number(), HexOrientation::FlatTop, OffsetLayout::OddRows},
         GridFitStatus::ConflictingChoice, "odd rows shoved go with pointy-top hexes, not flat-top ones", std::nullopt},
    };
    for (const FailureCase& c : cases) {
        const GridFitResult result = fit_hex_grid(c.clicks, c.options);
        EXPECT_FALSE(result) << c.name;
        EXPECT_EQ(result.failure().status, c.status) << c.name;
        EXPECT_NE(result.error().find(c.message), std::string::npos) << c.name << ": " << result.error();
        EXPECT_EQ(result.failure().click, c.click) << c.name;
    }
}

TEST(GridFit, TwoLabelsOnOneLineAreEnough) {
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::OddColumns, 0.0});
    const auto clicks = noisy_clicks(truth, {{4, 1}, {4, 2}, {4, 5}}, true, 120);
    const GridFitResult result =
        fit_hex_grid(clicks, {HexLabelScheme::letter_number(), std::nullopt, OffsetLayout::OddColumns});
    ASSERT_TRUE(result) << result.error();
    EXPECT_NEAR(result->geometry.size, kSize, 1.0);
    EXPECT_NEAR(result->geometry.rotation_degrees, 0.0, 1.0);
}

TEST(GridFit, TwoHundredThousandClicksFit) {
    // Every hex of a 500 x 400 map clicked, a few labelled: the clicks are neither compared pair
    // by pair nor held in memory that grows with the square of their number.
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::EvenColumns, 2.5});
    std::vector<OffsetCoord> hexes;
    for (int column = 0; column < 500; ++column) {
        for (int row = 0; row < 400; ++row) hexes.push_back({column, row});
    }
    auto clicks = noisy_clicks(truth, hexes, true, 140);
    for (std::size_t i = 0; i < clicks.size(); ++i) {
        if (i % 50000 != 0 && i != 1 && i != 400) clicks[i].label.clear();
    }
    ASSERT_EQ(clicks.size(), 200000U);
    const GridFitResult result = fit_hex_grid(clicks);
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->layout, OffsetLayout::EvenColumns);
    EXPECT_NEAR(result->geometry.size, kSize, 0.01);
    EXPECT_NEAR(result->geometry.rotation_degrees, 2.5, 0.01);
    EXPECT_NEAR(result->geometry.origin.x, truth.geometry.origin.x, 0.1);
    EXPECT_NEAR(result->geometry.origin.y, truth.geometry.origin.y, 0.1);
    EXPECT_EQ(result->clicks[123456].label, truth.labels.format(hexes[123456]));
}

TEST(GridFit, ThousandsOfUnlabelledClicksOnALongStripFitTheirGrid) {
    // The shortest of 4,000 noisy differences is about 2% short; tried on the whole strip of 400
    // rows it would put the far clicks in the wrong rows.
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::OddColumns, 0.0});
    std::vector<OffsetCoord> hexes;
    for (int column = 0; column < 10; ++column) {
        for (int row = 0; row < 400; ++row) hexes.push_back({column, row});
    }
    const GridFitResult result = fit_hex_grid(noisy_clicks(truth, hexes, false, 160));
    ASSERT_TRUE(result) << result.error();
    EXPECT_NEAR(result->geometry.size, kSize, 0.01);
    EXPECT_LT(result->rms, 2.0 * kNoise);
}

TEST(GridFit, ClicksOnOneLongLineAreToldApartQuickly) {
    // 100,000 clicks down one column: the test whether they lie on one line is linear too.
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::OddColumns, 0.0});
    std::vector<OffsetCoord> hexes;
    for (int row = 0; row < 100000; ++row) hexes.push_back({3, row});
    const GridFitResult result = fit_hex_grid(noisy_clicks(truth, hexes, false, 150));
    EXPECT_FALSE(result);
    EXPECT_EQ(result.failure().status, GridFitStatus::NoRotation);
}

TEST(TriangularLatticeFit, FindsTheStepOfNeighbouringPoints) {
    const Truth truth = truth_for({HexOrientation::PointyTop, OffsetLayout::OddRows, 12.0});
    std::vector<MapPoint> points;
    for (const GridClick& click : noisy_clicks(truth, kClickedHexes, false, 130)) points.push_back(click.point);
    points.push_back(points.front());  // the same hex clicked twice
    const auto lattice = fit_triangular_lattice(points);
    ASSERT_TRUE(lattice);
    EXPECT_NEAR(std::hypot(lattice->step.x, lattice->step.y), kSize * std::sqrt(3.0), 0.5);
    EXPECT_LT(lattice->rms, 3.0 * kNoise);
    EXPECT_EQ(lattice->coords.back(), lattice->coords.front());
}

TEST(TriangularLatticeFit, PointsOnEveryOtherHexFitTheCoarserLattice) {
    const Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::OddColumns, 0.0});
    std::vector<MapPoint> points;
    for (const HexCoord hex : {HexCoord{0, 0}, HexCoord{2, 0}, HexCoord{0, 2}, HexCoord{2, 2}, HexCoord{4, -2}}) {
        points.push_back(hex_to_point(truth.geometry, hex));
    }
    const auto lattice = fit_triangular_lattice(points);
    ASSERT_TRUE(lattice);
    EXPECT_NEAR(std::hypot(lattice->step.x, lattice->step.y), 2.0 * kSize * std::sqrt(3.0), 1e-6);
}

TEST(TriangularLatticeFit, NothingWhenAllPointsCoincide) {
    const std::vector<MapPoint> points(4, MapPoint{3, 4});
    EXPECT_FALSE(fit_triangular_lattice(points));
}

}  // namespace
}  // namespace sandtable

namespace sandtable {
namespace {

// A scan whose labels are printed another way than the scheme reads them: the clicks land far
// from their labels' centres, each is named, and the reading that fits is found and said.
Truth truth_with_labels(LabelReading printed) {
    Truth truth = truth_for({HexOrientation::FlatTop, OffsetLayout::OddColumns, 0.0});
    truth.geometry.size = 24.0 / std::sqrt(3.0);  // 24 px between neighbouring centres
    truth.labels = read_another_way(HexLabelScheme::letter_number(), printed);
    return truth;
}

TEST(GridFitLabelReadings, LettersPrintedOnTheRowsAreNamedAndTheReadingThatFitsIsSaid) {
    const Truth truth = truth_with_labels({true, false, false});
    const auto clicks = noisy_clicks(truth, kClickedHexes, true, 11, 0.3);
    const GridFitResult read_usual_way = fit_hex_grid(clicks);
    ASSERT_TRUE(read_usual_way) << read_usual_way.error();
    const GridFit& fit = *read_usual_way;
    EXPECT_GT(fit.rms, 24.0 / 3.0) << "read with the letter as the column, the labels cannot fit";
    ASSERT_GE(fit.warnings.size(), clicks.size() / 2);
    EXPECT_NE(fit.warnings.front().find(", labelled "), std::string::npos) << fit.warnings.front();
    EXPECT_NE(fit.warnings.front().find(" hexes ("), std::string::npos) << fit.warnings.front();
    ASSERT_TRUE(fit.better_reading);
    EXPECT_EQ(fit.better_reading->reading, (LabelReading{true, false, false}));
    EXPECT_LT(fit.better_reading->rms, 1.0);
    EXPECT_EQ(fit.better_reading->description, "the letters naming the row and the number the column");
    EXPECT_NE(fit.notes.back().find("The labels fit far better read with the letters naming the row"), std::string::npos)
        << fit.notes.back();

    GridFitOptions asked;
    asked.labels = read_another_way(HexLabelScheme::letter_number(), fit.better_reading->reading);
    const GridFitResult read_right = fit_hex_grid(clicks, asked);
    ASSERT_TRUE(read_right) << read_right.error();
    EXPECT_NEAR(read_right->rms, fit.better_reading->rms, 1e-9);
    EXPECT_TRUE(read_right->warnings.empty()) << read_right->warnings.front();
    EXPECT_FALSE(read_right->better_reading);
    EXPECT_NEAR(read_right->geometry.size, truth.geometry.size, 0.05);
}

TEST(GridFitLabelReadings, RowsCountedFromTheOtherEndAreFoundToo) {
    const Truth truth = truth_with_labels({false, false, true});
    const GridFitResult result = fit_hex_grid(noisy_clicks(truth, kClickedHexes, true, 12, 0.3));
    ASSERT_TRUE(result) << result.error();
    ASSERT_TRUE(result->better_reading);
    // Columns one way and rows the other is the same grid turned half round as the reverse.
    const LabelReading found = result->better_reading->reading;
    EXPECT_FALSE(found.swapped);
    EXPECT_NE(found.columns_reversed, found.rows_reversed);
    EXPECT_NE(result->better_reading->description.find("counted the other way"), std::string::npos);
}

TEST(GridFitLabelReadings, OneMistypedLabelIsNamedWithoutAnotherReading) {
    const Truth truth = truth_with_labels({});
    std::vector<OffsetCoord> block;  // 48 hexes, so that one label five rows off moves the fit little
    for (int col = 1; col <= 8; ++col) {
        for (int row = 1; row <= 6; ++row) block.push_back({col, row});
    }
    auto clicks = noisy_clicks(truth, block, true, 13, 0.3);
    const std::string printed = clicks[6].label;
    clicks[6].label = truth.labels.format({block[6].col, block[6].row + 5});
    const GridFitResult result = fit_hex_grid(clicks);
    ASSERT_TRUE(result) << result.error();
    ASSERT_EQ(result->warnings.size(), 1U) << result->warnings.front();
    EXPECT_NE(result->warnings.front().find("click 7 at"), std::string::npos) << result->warnings.front();
    EXPECT_NE(result->warnings.front().find("labelled " + clicks[6].label), std::string::npos);
    EXPECT_FALSE(result->better_reading);
    EXPECT_NE(printed, clicks[6].label);
}

TEST(GridFitLabelReadings, ClicksNearTheirCentresRaiseNothing) {
    const Truth truth = truth_with_labels({});
    const GridFitResult result = fit_hex_grid(noisy_clicks(truth, kClickedHexes, true, 14, 0.3));
    ASSERT_TRUE(result) << result.error();
    EXPECT_TRUE(result->warnings.empty());
    EXPECT_FALSE(result->better_reading);
}

TEST(LabelReading, SwappingReadsTheFieldsTheOtherWayRoundAndReversingCountsBack) {
    const HexLabelScheme usual = HexLabelScheme::letter_number();
    const HexLabelScheme swapped = read_another_way(usual, {true, false, false});
    EXPECT_EQ(swapped.pattern, "{row}{col}");
    ASSERT_TRUE(swapped.parse("C5"));
    EXPECT_EQ(*swapped.parse("C5"), (OffsetCoord{4, 2}));  // column 5, row C
    const HexLabelScheme rows_back = read_another_way(usual, {false, false, true});
    EXPECT_EQ(*rows_back.parse("C5"), (OffsetCoord{2, -4}));
    EXPECT_EQ(rows_back.format({2, -4}), "C5");
    EXPECT_EQ(read_another_way(usual, {}), usual);
    EXPECT_EQ(other_label_readings().size(), 5U);
}

}  // namespace
}  // namespace sandtable
