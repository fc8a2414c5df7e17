// sandtable-cli render to a GeoTIFF, and to a PNG with its world file, checked with gdalinfo;
// and the exit codes and messages of bad size and georeference options.
#include "io/native/book_file.hpp"
#include "support/gettysburg_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

fs::path town_book(const fs::path& dir) {
    const fs::path path = dir / "town.sandtable";
    EXPECT_TRUE(save_book(test::gettysburg_town_book(), path));
    return path;
}

nlohmann::json gdalinfo(const fs::path& file) {
    const auto info = test::run_command("gdalinfo -json " + quoted(file));
    EXPECT_EQ(info.exit_code, 0) << info.err;
    return info.exit_code == 0 ? nlohmann::json::parse(info.out) : nlohmann::json::object();
}

TEST(CliRenderGeoref, WritesAGeoTiffAndAPngWithItsWorldFile) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = town_book(dir);
    const auto tif = cli("render " + quoted(book) + " --resolution 20 -o " + quoted(dir / "town.tif"));
    ASSERT_EQ(tif.exit_code, 0) << tif.err;
    EXPECT_EQ(tif.err, "");
    EXPECT_NE(tif.out.find("wrote " + (dir / "town.tif").string()), std::string::npos) << tif.out;
    const auto info = gdalinfo(dir / "town.tif");
    EXPECT_DOUBLE_EQ(info["geoTransform"][1].get<double>(), 20.0);
    EXPECT_DOUBLE_EQ(info["geoTransform"][5].get<double>(), -20.0);
    EXPECT_NE(info["coordinateSystem"]["wkt"].get<std::string>().find("ID[\"EPSG\",26918]"), std::string::npos);
    EXPECT_EQ(info["bands"].size(), 4U);

    const auto png = cli("render " + quoted(book) + " --resolution 20 --world-file -o " + quoted(dir / "town.png"));
    ASSERT_EQ(png.exit_code, 0) << png.err;
    EXPECT_TRUE(fs::exists(dir / "town.pgw"));
    const auto png_info = gdalinfo(dir / "town.png");
    EXPECT_EQ(png_info["size"], info["size"]);
    EXPECT_EQ(png_info["geoTransform"], info["geoTransform"]);
}

TEST(CliRenderGeoref, AMapWithoutCrsRendersToAGeoTiffWithAWarning) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("render " + quoted(test::default_sample()) + " -o " + quoted(dir / "board.tif"));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("sandtable-cli render: warning: map 'board' has no CRS"), std::string::npos) << r.err;
    EXPECT_TRUE(fs::exists(dir / "board.tif"));
}

TEST(CliRenderGeoref, BadOptionsExitTwoWithAClearMessage) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = town_book(dir);
    const auto both = cli("render " + quoted(book) + " --resolution 5 --width 300 -o " + quoted(dir / "a.tif"));
    EXPECT_EQ(both.exit_code, 2);
    EXPECT_NE(both.err.find("--width excludes --resolution"), std::string::npos) << both.err;

    const auto zero = cli("render " + quoted(book) + " --resolution 0 -o " + quoted(dir / "b.tif"));
    EXPECT_EQ(zero.exit_code, 2);
    EXPECT_NE(zero.err.find("--resolution"), std::string::npos) << zero.err;

    const auto fine = cli("render " + quoted(book) + " --resolution 0.1 -o " + quoted(dir / "c.tif"));
    EXPECT_EQ(fine.exit_code, 2);
    EXPECT_NE(fine.err.find("a resolution of 0.1 m a pixel makes a drawing of 772"), std::string::npos) << fine.err;
    EXPECT_NE(fine.err.find("over the limit of 16384 px a side; use a coarser resolution"), std::string::npos) << fine.err;

    const auto svg = cli("render " + quoted(book) + " --world-file -o " + quoted(dir / "d.svg"));
    EXPECT_EQ(svg.exit_code, 2);
    EXPECT_NE(svg.err.find("a world file goes with a .png output"), std::string::npos) << svg.err;

    for (const char* name : {"a.tif", "b.tif", "c.tif", "d.svg", "d.pgw"}) EXPECT_FALSE(fs::exists(dir / name)) << name;
}

}  // namespace
}  // namespace sandtable
