// Pixel checks of the free-form renderer on the small free-form book, drawn at one pixel a metre
// with the map's top-left corner at (20, 20): fills and holes, hill levels, lines, points, entry
// edges, and pieces as oriented rectangles with their front edge marked, in line and in column.
#include "io/render/map_palette.hpp"
#include "io/render/render_freeform_map.hpp"
#include "io/render/render_to_file.hpp"
#include "io/render/side_colours.hpp"
#include "model/book.hpp"
#include "png_pixels.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstring>
#include <memory>

namespace sandtable {
namespace {

constexpr int kWidth = 1040;
constexpr int kHeight = 740;
constexpr double kMargin = 20.0;

test::Rgba rgba_of(Colour c) {
    return {static_cast<int>(std::lround(c.r * 255)), static_cast<int>(std::lround(c.g * 255)), static_cast<int>(std::lround(c.b * 255)), 255};
}

std::string text_of(test::Rgba c) { return fmt::format("rgb({}, {}, {})", c.r, c.g, c.b); }

class FreeformImage {
public:
    FreeformImage(const Book& book, const Scenario* scenario)
        : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, kWidth, kHeight), cairo_surface_destroy) {
        cairo_t* cr = cairo_create(surface_.get());
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        const RenderView view{1.0, {-kMargin, -kMargin}, kWidth, kHeight};
        render_freeform_map(cr, book, book.maps.front(), scenario, view, RenderOptions{});
        cairo_destroy(cr);
        cairo_surface_flush(surface_.get());
    }
    // The pixel at map point (x, y).
    [[nodiscard]] test::Rgba at(double x, double y) const {
        const int px = static_cast<int>(x + kMargin);
        const int py = static_cast<int>(y + kMargin);
        const unsigned char* data = cairo_image_surface_get_data(surface_.get());
        std::uint32_t pixel = 0;
        std::memcpy(&pixel, data + py * cairo_image_surface_get_stride(surface_.get()) + px * 4, sizeof pixel);
        return {static_cast<int>((pixel >> 16) & 0xff), static_cast<int>((pixel >> 8) & 0xff), static_cast<int>(pixel & 0xff), 255};
    }

private:
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
};

double brightness(test::Rgba c) { return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; }

TEST(FreeformRender, AreasAreWashedInTheirColourAndHolesStayPaper) {
    const Book book = test::small_freeform_book();
    const FreeformImage image(book, nullptr);
    const test::Rgba paper = rgba_of(palette::kPlainHex);
    EXPECT_TRUE(test::close_colours(image.at(200, 200), paper, 2)) << "the clearing: " << text_of(image.at(200, 200));
    EXPECT_TRUE(test::close_colours(image.at(50, 50), paper, 2)) << "open ground";
    const test::Rgba wood = image.at(120, 120);
    EXPECT_GT(wood.g, wood.r + 20) << "woods are green: " << text_of(wood);
    EXPECT_TRUE(test::close_colours(image.at(560, 230), image.at(590, 290), 40)) << "one hill, one wash";
    const test::Rgba marsh_a = image.at(750, 550);
    const test::Rgba marsh_b = image.at(900, 530);
    EXPECT_FALSE(test::close_colours(marsh_a, paper, 10)) << "both parts of the marsh are drawn";
    EXPECT_FALSE(test::close_colours(marsh_b, paper, 10));
    EXPECT_TRUE(test::close_colours(image.at(825, 550), paper, 2)) << "and not the gap between them";
    EXPECT_TRUE(test::close_colours(image.at(-10, 350), test::Rgba{255, 255, 255, 255}, 0)) << "outside the extent";
}

TEST(FreeformRender, AHigherHillIsDarker) {
    Book book = test::small_freeform_book();
    const test::Rgba level_2 = FreeformImage(book, nullptr).at(550, 230);
    book.maps.front().freeform.area("hill-1")->level = 1;
    const test::Rgba level_1 = FreeformImage(book, nullptr).at(550, 230);
    EXPECT_LT(brightness(level_2), brightness(level_1) - 5) << text_of(level_2) << " against " << text_of(level_1);
}

TEST(FreeformRender, LinesAndPointsInTheirCatalogueColours) {
    const Book book = test::small_freeform_book();
    const FreeformImage image(book, nullptr);
    EXPECT_TRUE(test::close_colours(image.at(410, 175), test::rgb_of("#1e88e5"), 30)) << "Willoughby Run: " << text_of(image.at(410, 175));
    EXPECT_TRUE(test::close_colours(image.at(410, 200), test::rgb_of("#1565c0"), 10)) << "the ford: " << text_of(image.at(410, 200));
    // The Pike is a double line: its colour at the edges, paper down its middle.
    const double y_at_100 = 400.0 + 10.5 * 100.0 / 333.25;
    EXPECT_TRUE(test::close_colours(image.at(100, y_at_100), rgba_of(palette::kPlainHex), 20)) << text_of(image.at(100, y_at_100));
    EXPECT_TRUE(test::close_colours(image.at(100, y_at_100 - 2.5), test::rgb_of("#5d4037"), 40)) << text_of(image.at(100, y_at_100 - 2.5));
}

TEST(FreeformRender, EntryEdgesBandTheirStretchOfTheBorder) {
    const Book book = test::small_freeform_book();
    const FreeformImage image(book, nullptr);
    const test::Rgba paper = rgba_of(palette::kPlainHex);
    EXPECT_FALSE(test::close_colours(image.at(2, 600), paper, 20)) << "West";
    EXPECT_FALSE(test::close_colours(image.at(300, 2), paper, 20)) << "North";
    EXPECT_TRUE(test::close_colours(image.at(300, 697), paper, 2)) << "the south has no entry edge";
    EXPECT_TRUE(test::close_colours(image.at(997, 600), paper, 2)) << "nor the east";
}

TEST(FreeformRender, PiecesFaceTheirWayWithTheFrontMarked) {
    const Book book = test::small_freeform_book();
    const FreeformImage image(book, &book.scenarios.front());
    const test::Rgba union_blue = rgba_of(side_colour(book, 0));
    const test::Rgba edge = rgba_of(palette::kCounterEdge);
    // u-a at (200.5, 450) faces 90 (right): 40 deep along x, 120 wide along y, its front on the right.
    EXPECT_TRUE(test::close_colours(image.at(195, 500), union_blue, 4)) << text_of(image.at(195, 500));
    EXPECT_TRUE(test::close_colours(image.at(218, 500), edge, 4)) << "front: " << text_of(image.at(218, 500));
    EXPECT_TRUE(test::close_colours(image.at(184, 500), union_blue, 4)) << "back: " << text_of(image.at(184, 500));
    EXPECT_FALSE(test::close_colours(image.at(200, 520), union_blue, 30)) << "beyond its width";
    EXPECT_FALSE(test::close_colours(image.at(225, 450), union_blue, 30)) << "beyond its front";
    // u-b at (600, 395.25) faces 272.5 in road column: its 120 m length along x, 40 m across.
    EXPECT_TRUE(test::close_colours(image.at(645, 395), union_blue, 4)) << text_of(image.at(645, 395));
    EXPECT_TRUE(test::close_colours(image.at(557, 395), edge, 4)) << "the front is the short end ahead: " << text_of(image.at(557, 395));
    EXPECT_FALSE(test::close_colours(image.at(600, 430), union_blue, 30)) << "in column it is narrow";
}

TEST(FreeformRender, RenderWritesPngAndSvgThatAnOutsideRendererDrawsAlike) {
    const Book book = test::small_freeform_book();
    const auto dir = test::scratch_dir();
    RenderRequest request;
    request.width_px = kWidth;
    request.height_px = kHeight;
    for (const char* name : {"field.png", "field.svg", "field.pdf"}) {
        const RenderResult result = render_to_file(book, "field", &book.scenarios.front(), dir / name, request, RenderOptions{});
        ASSERT_TRUE(result) << name << ": " << result.error();
    }
    const auto converted = test::run_command("rsvg-convert --dpi-x 72 --dpi-y 72 -o " + test::quoted(dir / "svg.png") + " " + test::quoted(dir / "field.svg"));
    ASSERT_EQ(converted.exit_code, 0) << converted.err;
    const test::PngPixels ours(dir / "field.png");
    const test::PngPixels theirs(dir / "svg.png");
    ASSERT_TRUE(ours.ok() && theirs.ok());
    ASSERT_EQ(theirs.width(), ours.width());
    int compared = 0;
    for (int y = 5; y < ours.height(); y += 37) {
        for (int x = 5; x < ours.width(); x += 41) {
            ++compared;
            EXPECT_TRUE(test::close_colours(ours.at(x, y), theirs.at(x, y), 40)) << x << "," << y;
        }
    }
    EXPECT_GT(compared, 400);
    const auto info = test::run_command("pdfinfo " + test::quoted(dir / "field.pdf"));
    EXPECT_NE(info.out.find("1040 x 740 pts"), std::string::npos) << info.out;
}

}  // namespace
}  // namespace sandtable
