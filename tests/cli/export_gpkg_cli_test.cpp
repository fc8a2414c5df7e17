// sandtable-cli export --to gpkg: every sample's hex maps and setups as a GeoPackage that GDAL's
// own ogrinfo reads: the hexes with their labels and terrain, a map in board units in the
// undefined Cartesian system (srs_id -1), a map with a CRS in that CRS.
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

test::CommandResult ogrinfo(const fs::path& gpkg, const std::string& arguments) {
    return test::run_command("ogrinfo -ro " + quoted(gpkg) + " " + arguments);
}

fs::path exported(const std::string& book, const fs::path& out) {
    const auto r = cli("export " + quoted(test::source_path(book)) + " --to gpkg -o " + quoted(out));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "wrote " + out.string() + "\n");
    return out;
}

TEST(ExportGpkg, ABoardInPixelsIsInTheUndefinedCartesianSystemWithEveryHex) {
    const fs::path gpkg = exported("samples/gettysburg-125/mcphersons-ridge.sandtable", test::scratch_dir() / "ridge.gpkg");
    const auto layers = ogrinfo(gpkg, "");
    ASSERT_EQ(layers.exit_code, 0) << layers.err;
    for (const std::string layer : {"board-hexes (Polygon)", "board-hexsides (Line String)", "board-roads (Line String)", "board-places (Point)",
                                    "board-objectives (Multi Point)", "board-edges (Multi Point)", "board-setup (Point)"}) {
        EXPECT_NE(layers.out.find(layer), std::string::npos) << layer << "\n" << layers.out;
    }
    EXPECT_NE(ogrinfo(gpkg, "-so board-hexes").out.find("Feature Count: 300"), std::string::npos);
    const auto srs = ogrinfo(gpkg, "-sql \"SELECT table_name, srs_id FROM gpkg_contents WHERE table_name = 'board-hexes'\"");
    EXPECT_NE(srs.out.find("srs_id (Integer64) = -1"), std::string::npos) << srs.out;
    const auto f6 = ogrinfo(gpkg, "board-hexes -where \"label = 'F6'\"");
    EXPECT_NE(f6.out.find("terrain (String) = rocky-hill"), std::string::npos) << f6.out;
    EXPECT_NE(f6.out.find("POLYGON (("), std::string::npos) << f6.out;
    const auto setup = ogrinfo(gpkg, "board-setup -where \"scenario = 'first-day' AND unit = 'us-buford'\"");
    EXPECT_NE(setup.out.find("hex (String) = P3"), std::string::npos) << setup.out;
    EXPECT_NE(setup.out.find("side (String) = union"), std::string::npos) << setup.out;
    EXPECT_NE(setup.out.find("POINT ("), std::string::npos) << setup.out;
    EXPECT_NE(ogrinfo(gpkg, "-so board-setup").out.find("Feature Count: 15"), std::string::npos) << "five placements in each of three scenarios";
}

TEST(ExportGpkg, AMapWithACrsIsInItsCrs) {
    const fs::path gpkg = exported("samples/gettysburg-base/gettysburg-base.sandtable", test::scratch_dir() / "base.gpkg");
    const auto hexes = ogrinfo(gpkg, "-so battlefield-hexes");
    EXPECT_NE(hexes.out.find("NAD83 / UTM zone 18N"), std::string::npos) << hexes.out;
    EXPECT_NE(hexes.out.find("Feature Count: 2900"), std::string::npos) << hexes.out;
}

TEST(ExportGpkg, AnExistingFileIsReplacedWholeAndACancelledOrFailedExportLeavesIt) {
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "ridge.gpkg", "old");
    const auto unknown = cli("export " + quoted(test::default_sample()) + " --to gpkg --scenario third-day -o " + quoted(dir / "ridge.gpkg"));
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_EQ(test::read_text(dir / "ridge.gpkg"), "old");
    exported("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "ridge.gpkg");
    EXPECT_EQ(ogrinfo(dir / "ridge.gpkg", "").exit_code, 0);
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& item : fs::directory_iterator(dir)) ++entries;
    EXPECT_EQ(entries, 1U) << "no temporary file is left beside it";
}

}  // namespace
}  // namespace sandtable
