#include "io/render/render_format.hpp"
#include "io/render/render_to_file.hpp"
#include "model/book.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <cairo.h>

#include <memory>
#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

TEST(RenderFormat, ComesFromTheExtension) {
    EXPECT_EQ(render_format_for("map.png"), RenderFormat::Png);
    EXPECT_EQ(render_format_for("out/Map.SVG"), RenderFormat::Svg);
    EXPECT_EQ(render_format_for("map.pdf"), RenderFormat::Pdf);
    EXPECT_FALSE(render_format_for("map.jpg"));
    EXPECT_FALSE(render_format_for("map"));
}

TEST(RenderToFile, WritesPngSvgAndPdf) {
    const Book book = test::small_book();
    const fs::path dir = test::scratch_dir();
    const struct {
        const char* name;
        std::vector<std::string> magic;  // any of these
    } files[] = {{"map.png", {"\x89PNG\r\n"}}, {"map.svg", {"<?xml", "<svg"}}, {"map.pdf", {"%PDF"}}};
    for (const auto& file : files) {
        const RenderResult result = render_to_file(book, "m", &book.scenarios.front(), dir / file.name, 300, 260, {});
        ASSERT_TRUE(result) << result.error();
        EXPECT_EQ(result->width_px, 300);
        EXPECT_EQ(result->height_px, 260);
        const std::string bytes = test::read_text(dir / file.name);
        bool matched = false;
        for (const auto& magic : file.magic) matched = matched || starts_with(bytes, magic);
        EXPECT_TRUE(matched) << file.name << " starts with " << bytes.substr(0, 16);
    }
    const std::string svg = test::read_text(dir / "map.svg");
    EXPECT_NE(svg.find("width=\"300"), std::string::npos);
}

TEST(RenderToFile, SizeFollowsTheMap) {
    const Book book = test::small_book();
    const fs::path dir = test::scratch_dir();
    // The small map spans 380 x 381 px at one pixel per unit; 16 px margins round it.
    const RenderResult natural = render_to_file(book, "", nullptr, dir / "natural.png", 0, 0, {});
    ASSERT_TRUE(natural) << natural.error();
    EXPECT_NEAR(natural->width_px, 380 + 32, 1);
    EXPECT_NEAR(natural->height_px, 381 + 32, 1);
    const std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> png(
        cairo_image_surface_create_from_png((dir / "natural.png").c_str()), cairo_surface_destroy);
    EXPECT_EQ(cairo_image_surface_get_width(png.get()), natural->width_px);
    EXPECT_EQ(cairo_image_surface_get_height(png.get()), natural->height_px);

    const RenderResult wide = render_to_file(book, "", nullptr, dir / "wide.png", 2 * 380 + 32, 0, {});
    ASSERT_TRUE(wide) << wide.error();
    EXPECT_NEAR(wide->height_px, 2 * 381 + 32, 2);
}

TEST(RenderToFile, ErrorsNameTheFileAndTheProblem) {
    Book book = test::small_book();
    const fs::path dir = test::scratch_dir();
    const auto error_of = [&](const fs::path& out, const std::string& map, const Scenario* scenario, int width = 100) {
        const RenderResult result = render_to_file(book, map, scenario, out, width, 100, {});
        EXPECT_FALSE(result);
        EXPECT_FALSE(fs::exists(out)) << out;
        return result.error();
    };
    EXPECT_EQ(error_of(dir / "map.jpg", "m", nullptr), (dir / "map.jpg").string() + ": cannot render to '.jpg' files; use .png, .svg, .pdf or .tif");
    EXPECT_NE(error_of(dir / "a.png", "nowhere", nullptr).find("the book has no map 'nowhere' (its maps: m)"), std::string::npos);
    EXPECT_NE(error_of(dir / "b.png", "m", nullptr, 100000).find("outside 1 to 16384 px"), std::string::npos);
    EXPECT_NE(error_of(dir / "no-such-folder" / "c.png", "m", nullptr).find("cannot create a temporary file: No such file or directory"),
              std::string::npos);

    Scenario elsewhere = book.scenarios.front();
    elsewhere.map = "other";
    book.maps.push_back(book.maps.front());
    book.maps.back().id = "other";
    EXPECT_NE(error_of(dir / "d.png", "m", &elsewhere).find("scenario 's1' is played on map 'other', not 'm'"), std::string::npos);
    // Without --map, the scenario's own map is drawn.
    EXPECT_TRUE(render_to_file(book, "", &elsewhere, dir / "e.png", 100, 100, {}));

    book.maps.back().kind = MapKind::Area;
    EXPECT_NE(error_of(dir / "f.png", "other", nullptr).find("map 'other' is of kind area; hex and free-form maps render so far"),
              std::string::npos);
}

}  // namespace
}  // namespace sandtable
