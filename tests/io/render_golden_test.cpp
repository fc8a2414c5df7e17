// The sample book's first-day setup rendered to PNG and compared with a reviewed picture.
//
// To accept a deliberate change of the drawing, rewrite the golden picture and look at it before
// committing it:
//   SANDTABLE_UPDATE_GOLDEN=1 build/tests/io_tests --gtest_filter='RenderGolden.*'
#include "io/native/book_file.hpp"
#include "io/render/render_to_file.hpp"
#include "model/variant_resolution.hpp"
#include "support/first_day_fixture.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

constexpr int kWidth = 800;
constexpr int kHeight = 720;
// Text antialiasing may differ a little between cairo and FreeType versions: the pictures
// match when they differ little on average and strongly in very few pixels. Few enough that a
// missing layer shows: the units alone are 0.2% of the picture, the place names 0.3%.
constexpr double kMaxMeanDifference = 2.0;
constexpr double kMaxShareOfStrongDifferences = 0.001;
constexpr int kStrongDifference = 32;

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

SurfacePtr read_png(const fs::path& file) {
    return {cairo_image_surface_create_from_png(file.c_str()), cairo_surface_destroy};
}

struct ImageDifference {
    double mean = 0.0;            // mean absolute difference per channel, 0..255
    double strong_share = 0.0;    // share of pixels with a channel differing by more than kStrongDifference
};

ImageDifference compare(cairo_surface_t* a, cairo_surface_t* b) {
    const int width = cairo_image_surface_get_width(a);
    const int height = cairo_image_surface_get_height(a);
    const unsigned char* pa = cairo_image_surface_get_data(a);
    const unsigned char* pb = cairo_image_surface_get_data(b);
    const int stride_a = cairo_image_surface_get_stride(a);
    const int stride_b = cairo_image_surface_get_stride(b);
    double total = 0.0;
    long strong = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            int worst = 0;
            for (int channel = 0; channel < 4; ++channel) {
                const int d = std::abs(pa[y * stride_a + x * 4 + channel] - pb[y * stride_b + x * 4 + channel]);
                total += d;
                worst = std::max(worst, d);
            }
            if (worst > kStrongDifference) ++strong;
        }
    }
    const double pixels = static_cast<double>(width) * height;
    return {total / (pixels * 4.0), static_cast<double>(strong) / pixels};
}

bool matches(const ImageDifference& difference) {
    return difference.mean < kMaxMeanDifference && difference.strong_share < kMaxShareOfStrongDifferences;
}

class RenderGolden : public test::FirstDayOfTheSample {
protected:
    // Renders the sample to the test's scratch folder and reads it back.
    SurfacePtr render(const RenderOptions& options, const std::string& name) {
        const fs::path file = dir / name;
        const RenderResult result = render_to_file(loaded->book, "", &scenario->scenario, file, kWidth, kHeight, options);
        EXPECT_TRUE(result) << result.error();
        return read_png(file);
    }

    const fs::path golden = test::fixture_path("render/mcphersons-ridge-first-day.png");
};

TEST_F(RenderGolden, SampleFirstDayMatchesTheReviewedPicture) {
    const char* update = std::getenv("SANDTABLE_UPDATE_GOLDEN");
    if (update != nullptr && std::string(update) == "1") {
        const RenderResult written = render_to_file(loaded->book, "", &scenario->scenario, golden, kWidth, kHeight, {});
        ASSERT_TRUE(written) << written.error();
        GTEST_SKIP() << "rewrote " << golden.string() << "; look at it before committing it";
    }

    const fs::path rendered = dir / "first-day.png";
    const SurfacePtr expected = read_png(golden);
    ASSERT_EQ(cairo_surface_status(expected.get()), CAIRO_STATUS_SUCCESS) << "cannot read " << golden;
    const SurfacePtr actual = render({}, "first-day.png");
    ASSERT_EQ(cairo_surface_status(actual.get()), CAIRO_STATUS_SUCCESS);
    ASSERT_EQ(cairo_image_surface_get_width(actual.get()), cairo_image_surface_get_width(expected.get()));
    ASSERT_EQ(cairo_image_surface_get_height(actual.get()), cairo_image_surface_get_height(expected.get()));
    ASSERT_EQ(cairo_image_surface_get_format(actual.get()), cairo_image_surface_get_format(expected.get()));

    const ImageDifference difference = compare(actual.get(), expected.get());
    EXPECT_TRUE(matches(difference)) << "mean difference " << difference.mean << ", strongly different pixels "
                                     << difference.strong_share * 100 << "%: compare " << rendered << " with " << golden;
}

TEST_F(RenderGolden, TheComparisonNoticesAMissingLayer) {
    const SurfacePtr full = render({}, "full.png");
    RenderOptions without_units;
    without_units.units = false;
    const SurfacePtr no_units = render(without_units, "no-units.png");
    RenderOptions without_places;
    without_places.places = false;
    const SurfacePtr no_places = render(without_places, "no-places.png");
    EXPECT_TRUE(matches(compare(full.get(), full.get())));
    EXPECT_FALSE(matches(compare(full.get(), no_units.get())));
    EXPECT_FALSE(matches(compare(full.get(), no_places.get())));
}

}  // namespace
}  // namespace sandtable
