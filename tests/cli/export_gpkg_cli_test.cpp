// sandtable-cli export --to gpkg and --to geojson: the samples' hex maps and setups as a
// GeoPackage and as GeoJSON that GDAL's own ogrinfo reads: the hexes with their labels and
// terrain, a map in board units in the undefined Cartesian system (srs_id -1), a map with a CRS
// in that CRS, and GeoJSON in WGS 84, where the 1863 town of Gettysburg lies where it is.
#include "io/native/book_file.hpp"
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
    EXPECT_NE(f6.out.find("POLYGON ((360.0 -455.692193816531,"), std::string::npos) << "the board's y negated, growing upwards\n" << f6.out;
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

TEST(ImportGpkg, AGeoPackageGoesBackIntoTheBookItCameFrom) {
    const fs::path dir = test::scratch_dir();
    exported("samples/gettysburg-150/gettysburg-150.sandtable", dir / "board.gpkg");
    const std::string book = quoted(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable"));
    ASSERT_EQ(cli("upgrade " + book + " -o " + quoted(dir / "canonical.sandtable")).exit_code, 0);
    const auto r = cli("import " + quoted(dir / "board.gpkg") + " --into " + book + " -o " + quoted(dir / "back.sandtable"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, (dir / "board.gpkg").string() + ": map board: 690 hexes, 107 hexsides, 12 roads, 7 places, 4 objectives, 7 edges, written to " +
                         (dir / "back.sandtable").string() + "\n");
    EXPECT_EQ(test::read_text(dir / "back.sandtable"), test::read_text(dir / "canonical.sandtable"));
    const auto alone = cli("import " + quoted(dir / "board.gpkg") + " -o " + quoted(dir / "alone.sandtable"));
    EXPECT_EQ(alone.exit_code, 2);
    EXPECT_EQ(alone.err, "sandtable-cli import: " + (dir / "board.gpkg").string() + ": map layers go into a book: give --into BOOK\n");
}

TEST(ExportGeojson, TheBaseMapIsInWgs84WhereTheBattlefieldIs) {
    const fs::path dir = test::scratch_dir() / "geojson";
    const auto r = cli("export " + quoted(test::source_path("samples/gettysburg-base/gettysburg-base.sandtable")) + " --to geojson -o " + quoted(dir));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(ogrinfo(dir / "battlefield-hexes.geojson", "-so battlefield-hexes").out.find("Feature Count: 2900"), std::string::npos);
    // The town's place, in longitude and latitude: Gettysburg's square is at 39.8309 N, 77.2311 W.
    const auto python = test::run_command("/usr/bin/python3 -c 'import json\n"
                                          "d = json.load(open(\"" + (dir / "battlefield-places.geojson").string() + "\"))\n"
                                          "assert \"crs\" not in d\n"
                                          "p = [f for f in d[\"features\"] if f[\"properties\"][\"name\"] == \"Gettysburg\"][0]\n"
                                          "print(\"%.3f %.3f\" % tuple(p[\"geometry\"][\"coordinates\"]))'");
    ASSERT_EQ(python.exit_code, 0) << python.err;
    EXPECT_EQ(python.out, "-77.231 39.830\n");
}

TEST(ExportGeojson, AMapInBoardUnitsIsRefusedAndAFolderOfOtherFilesIsLeftAlone) {
    const fs::path dir = test::scratch_dir();
    const auto board = cli("export " + quoted(test::default_sample()) + " --to geojson -o " + quoted(dir / "out"));
    EXPECT_EQ(board.exit_code, 2);
    EXPECT_NE(board.err.find("map \"board\" has no CRS: GeoJSON is in WGS 84 longitude and latitude"), std::string::npos) << board.err;
    EXPECT_FALSE(fs::exists(dir / "out"));
    fs::create_directories(dir / "mine");
    test::write_text(dir / "mine/notes.txt", "keep");
    const auto refused = cli("export " + quoted(test::source_path("samples/gettysburg-base/gettysburg-base.sandtable")) + " --to geojson -o " +
                             quoted(dir / "mine"));
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("it holds notes.txt, which is no GeoJSON file of an earlier export"), std::string::npos) << refused.err;
    EXPECT_EQ(test::read_text(dir / "mine/notes.txt"), "keep");
}

TEST(ExportShapefile, EachLayerIsAFileSetWithItsFieldNamesWhole) {
    const fs::path dir = test::scratch_dir();
    const auto board = cli("export " + quoted(test::default_sample()) + " --to shp -o " + quoted(dir / "board"));
    ASSERT_EQ(board.exit_code, 0) << board.err;
    const auto hexsides = ogrinfo(dir / "board/board-hexsides.shp", "-so board-hexsides");
    ASSERT_EQ(hexsides.exit_code, 0) << hexsides.err;
    for (const std::string field : {"hex: String", "side: String", "neighbour: String", "features: String"}) {
        EXPECT_NE(hexsides.out.find(field), std::string::npos) << field << " (every name fits the format's 10 characters)\n" << hexsides.out;
    }
    EXPECT_NE(ogrinfo(dir / "board/board-hexes.shp", "-so board-hexes").out.find("Feature Count: 300"), std::string::npos);
    EXPECT_FALSE(fs::exists(dir / "board/board-hexes.prj")) << "a board in pixels has no CRS to write";
    ASSERT_EQ(cli("export " + quoted(test::source_path("samples/gettysburg-base/gettysburg-base.sandtable")) + " --to shp -o " + quoted(dir / "base")).exit_code, 0);
    EXPECT_NE(test::read_text(dir / "base/battlefield-hexes.prj").find("UTM_Zone_18N"), std::string::npos);
}

TEST(ExportKml, OneFileInWgs84WithALayerAFolder) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("export " + quoted(test::source_path("samples/gettysburg-base/gettysburg-base.sandtable")) + " --to kml -o " + quoted(dir / "base.kml"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto layers = ogrinfo(dir / "base.kml", "-so");
    ASSERT_EQ(layers.exit_code, 0) << layers.err;
    EXPECT_NE(layers.out.find("battlefield_hexes"), std::string::npos) << layers.out;
    EXPECT_NE(layers.out.find("battlefield_setup"), std::string::npos) << layers.out;
    const auto places = ogrinfo(dir / "base.kml", "battlefield_places");
    EXPECT_NE(places.out.find("POINT (-77.2313"), std::string::npos) << "the town, at 39.830 N, 77.231 W\n" << places.out;
    const auto board = cli("export " + quoted(test::default_sample()) + " --to kml -o " + quoted(dir / "board.kml"));
    EXPECT_EQ(board.exit_code, 2);
    EXPECT_NE(board.err.find("has no CRS: KML is in WGS 84"), std::string::npos) << board.err;
    EXPECT_FALSE(fs::exists(dir / "board.kml"));
}

TEST(ImportMapLayers, AGeoJsonFolderAndAKmlFileGoBackIntoTheBook) {
    const fs::path dir = test::scratch_dir();
    const fs::path sample = test::source_path("samples/gettysburg-150/gettysburg-150.sandtable");
    ASSERT_EQ(cli("export " + quoted(sample) + " --to geojson -o " + quoted(dir / "geojson")).exit_code, 0);
    ASSERT_EQ(cli("export " + quoted(sample) + " --to kml -o " + quoted(dir / "board.kml")).exit_code, 0);
    for (const fs::path& layers : {dir / "geojson", dir / "board.kml"}) {
        const auto r = cli("import " + quoted(layers) + " --into " + quoted(sample) + " -o " + quoted(dir / "back.sandtable"));
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_NE(r.out.find("map board: 690 hexes, 107 hexsides, 12 roads, 7 places, 4 objectives, 7 edges, written to"), std::string::npos) << r.out;
        const LoadResult back = load_book(dir / "back.sandtable");
        const LoadResult original = load_book(sample);
        ASSERT_TRUE(back && original);
        EXPECT_TRUE(back->book.maps.front().hex == original->book.maps.front().hex) << layers;
    }
}

}  // namespace
}  // namespace sandtable
