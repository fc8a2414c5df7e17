#include "support/test_support.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cctype>
#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::quoted;

using test::cli;

std::string sample() { return quoted(test::default_sample()); }

TEST(CliRender, WritesPngSvgAndPdf) {
    const fs::path dir = test::scratch_dir();
    for (const char* name : {"map.png", "map.svg", "map.pdf"}) {
        const fs::path out = dir / name;
        const auto r = cli("render " + sample() + " --scenario first-day --width 600 -o " + quoted(out));
        EXPECT_EQ(r.exit_code, 0) << name << ": " << r.err;
        EXPECT_TRUE(fs::exists(out)) << name;
        EXPECT_GT(fs::file_size(out), 1000U) << name;
        EXPECT_NE(r.out.find("wrote " + out.string() + " (600 x "), std::string::npos) << r.out;
    }
    const fs::path bare = dir / "bare.png";
    const auto r = cli("render " + sample() + " --map board --no-labels --no-grid --width 300 --height 200 -o " + quoted(bare));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("(300 x 200 px)"), std::string::npos) << r.out;
}

// Share of pixels that differ between two PNGs of one size.
double differing_share(const fs::path& a, const fs::path& b) {
    cairo_surface_t* first = cairo_image_surface_create_from_png(a.c_str());
    cairo_surface_t* second = cairo_image_surface_create_from_png(b.c_str());
    const int width = cairo_image_surface_get_width(first);
    const int height = cairo_image_surface_get_height(first);
    EXPECT_EQ(width, cairo_image_surface_get_width(second));
    EXPECT_EQ(height, cairo_image_surface_get_height(second));
    std::size_t differing = 0;
    for (int y = 0; y < height; ++y) {
        const auto* p = reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(first) + y * cairo_image_surface_get_stride(first));
        const auto* q = reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(second) + y * cairo_image_surface_get_stride(second));
        for (int x = 0; x < width; ++x) differing += p[x] != q[x] ? 1 : 0;
    }
    cairo_surface_destroy(first);
    cairo_surface_destroy(second);
    return static_cast<double>(differing) / (static_cast<double>(width) * height);
}

// The sample with a raster layer: a real Landsat scene turned into a plain PNG (no georeference),
// which a map in pixels shows one map unit a pixel from its top-left corner.
fs::path sample_with_scan(const fs::path& dir, const std::string& scan_path) {
    std::string xml = test::read_text(test::default_sample());
    const std::string layer = "      <imagery>\n        <raster id=\"scan\" name=\"Scan\" path=\"" + scan_path + "\" opacity=\"0.8\" />\n      </imagery>\n    </hex-map>";
    xml.replace(xml.find("    </hex-map>"), std::string("    </hex-map>").size(), layer);
    const fs::path book = dir / "with-scan.sandtable";
    test::write_text(book, xml);
    return book;
}

TEST(CliRender, RasterLayersAreDrawnFromTheBooksFolder) {
    const fs::path dir = test::scratch_dir();
    const auto made = test::run_command("gdal_translate -q -of PNG -co WORLDFILE=NO " + quoted(test::fixture_path("rasters/RGB.byte.tif")) + " " +
                                        quoted(dir / "scan.png"));
    ASSERT_EQ(made.exit_code, 0) << made.err;
    fs::remove(dir / "scan.png.aux.xml");  // keep it a plain picture
    const fs::path book = sample_with_scan(dir, "scan.png");
    const auto lint = test::xmllint_check(book);
    ASSERT_EQ(lint.exit_code, 0) << lint.err;
    const auto with = cli("render " + quoted(book) + " --no-labels -o " + quoted(dir / "with.png"));
    ASSERT_EQ(with.exit_code, 0) << with.err;
    EXPECT_EQ(with.err, "");
    const auto without = cli("render " + quoted(book) + " --no-labels --no-imagery -o " + quoted(dir / "without.png"));
    ASSERT_EQ(without.exit_code, 0) << without.err;
    EXPECT_GT(differing_share(dir / "with.png", dir / "without.png"), 0.2);  // the scene covers about a quarter of the map
}

TEST(CliRender, AMissingRasterIsAWarningAndTheMapIsStillDrawn) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = sample_with_scan(dir, "scans/lost.tif");
    const auto r = cli("render " + quoted(book) + " -o " + quoted(dir / "map.png"));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("warning: map \"board\", layer \"scan\": " + (dir / "scans/lost.tif").string() + ": no such file"),
              std::string::npos)
        << r.err;
    EXPECT_TRUE(fs::exists(dir / "map.png"));
}

TEST(CliRender, BadInputExitsTwoWithAClearMessage) {
    const fs::path dir = test::scratch_dir();
    const auto extension = cli("render " + sample() + " -o " + quoted(dir / "map.jpg"));
    EXPECT_EQ(extension.exit_code, 2);
    EXPECT_NE(extension.err.find("cannot render to '.jpg' files; use .png, .svg, .pdf or .tif"), std::string::npos) << extension.err;

    const auto scenario = cli("render " + sample() + " --scenario fifth-day -o " + quoted(dir / "map.png"));
    EXPECT_EQ(scenario.exit_code, 2);
    EXPECT_NE(scenario.err.find("no scenario with id \"fifth-day\""), std::string::npos) << scenario.err;

    const auto map = cli("render " + sample() + " --map moon -o " + quoted(dir / "map.png"));
    EXPECT_EQ(map.exit_code, 2);
    EXPECT_NE(map.err.find("the book has no map 'moon' (its maps: board)"), std::string::npos) << map.err;

    EXPECT_EQ(cli("render " + sample()).exit_code, 2);  // no -o
    EXPECT_EQ(cli("render " + sample() + " --width -5 -o " + quoted(dir / "map.png")).exit_code, 2);
    EXPECT_EQ(cli("render " + quoted(dir / "missing.sandtable") + " -o " + quoted(dir / "map.png")).exit_code, 2);
    EXPECT_FALSE(fs::exists(dir / "map.png"));
    EXPECT_FALSE(fs::exists(dir / "map.jpg"));

    const auto help = cli("render --help");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--scenario"), std::string::npos);
}

// True when the text holds a run of more than `most` digits.
bool has_long_number(const std::string& text, std::size_t most) {
    std::size_t run = 0;
    for (const char c : text) {
        run = std::isdigit(static_cast<unsigned char>(c)) ? run + 1 : 0;
        if (run > most) return true;
    }
    return false;
}

TEST(CliRender, SizesOutOfRangeAreRefusedWithCompactNumbers) {
    const fs::path dir = test::scratch_dir();
    const fs::path out = dir / "map.png";
    for (const char* side : {"width", "height"}) {
        const auto narrow = cli("render " + sample() + " --" + side + " 1 -o " + quoted(out));
        EXPECT_EQ(narrow.exit_code, 2) << side << ": " << narrow.out;
        EXPECT_NE(narrow.err.find(std::string("a ") + side +
                                  " of 1 px leaves no room for the map inside the 16 px margins: give at least 33 px"),
                  std::string::npos)
            << narrow.err;
    }
    EXPECT_EQ(cli("render " + sample() + " --width 33 -o " + quoted(out)).exit_code, 0);

    const auto fine = cli("render " + sample() + " --resolution 1e-200 -o " + quoted(out));
    EXPECT_EQ(fine.exit_code, 2);
    EXPECT_NE(fine.err.find("a resolution of 1e-200 px a pixel makes a drawing of 1.22e+203 x 1.0"), std::string::npos) << fine.err;
    EXPECT_FALSE(has_long_number(fine.err, 12)) << fine.err;

    // A grid too large to draw does not load at all.
    std::string text = test::read_text(test::default_sample());
    text.replace(text.find("size=\"40\""), 9, "size=\"1e300\"");
    const fs::path huge = dir / "huge.sandtable";
    test::write_text(huge, text);
    const auto r = cli("render " + quoted(huge) + " -o " + quoted(out));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("error[load.bad-value]: the grid of hex map \"board\": a hex size (centre to corner) of 1e+300 map "
                         "units is outside 1e-06 to 1e+07"),
              std::string::npos)
        << r.err;
    EXPECT_FALSE(has_long_number(r.err, 12)) << r.err;
}

TEST(CliRender, AFolderOrANameWithoutExtensionIsNoOutput) {
    const fs::path dir = test::scratch_dir();
    const auto folder = cli("render " + sample() + " -o " + quoted(dir));
    EXPECT_EQ(folder.exit_code, 2);
    EXPECT_NE(folder.err.find(dir.string() + ": is a folder: the output must be a file ending in .png, .svg, .pdf or .tif"),
              std::string::npos)
        << folder.err;
    const auto slash = cli("render " + sample() + " -o " + quoted(dir / "new-folder/"));
    EXPECT_EQ(slash.exit_code, 2);
    EXPECT_NE(slash.err.find("is a folder: the output must be a file ending in .png"), std::string::npos) << slash.err;
    const auto bare = cli("render " + sample() + " -o " + quoted(dir / "map"));
    EXPECT_EQ(bare.exit_code, 2);
    EXPECT_NE(bare.err.find((dir / "map").string() + ": has no extension: the output must be a file ending in .png, .svg, "
                                                     ".pdf or .tif"),
              std::string::npos)
        << bare.err;
    EXPECT_EQ(folder.err.find("''"), std::string::npos) << folder.err;
    EXPECT_FALSE(fs::exists(dir / "map"));
}

}  // namespace
}  // namespace sandtable
