// sandtable-cli export --to gpkg and --to geojson of free-form maps, read by GDAL's own ogrinfo:
// areas as multipolygons with their terrain and level (holes kept), crests, lines, points, named
// locations, entry edges along the border and the scenarios' pieces with their pose; a map in
// board units in the undefined Cartesian system with y negated, a map with a CRS in it, and
// GeoJSON in WGS 84, where the 1863 woods of Big Round Top lie where they are.
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

test::CommandResult ogrinfo(const fs::path& file, const std::string& arguments) {
    return test::run_command("ogrinfo -ro " + quoted(file) + " " + arguments);
}

fs::path exported(const std::string& book, const std::string& format, const fs::path& out) {
    const auto r = cli("export " + quoted(test::source_path(book)) + " --to " + format + " -o " + quoted(out));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return out;
}

TEST(ExportFreeformGis, EveryPartOfTheMapIsALayerGdalReads) {
    const fs::path gpkg = exported("docs/examples/books/field.sandtable", "gpkg", test::scratch_dir() / "field.gpkg");
    const auto layers = ogrinfo(gpkg, "");
    ASSERT_EQ(layers.exit_code, 0) << layers.err;
    for (const std::string layer : {"field-areas (Multi Polygon)", "field-crests (Line String)", "field-lines (Line String)", "field-points (Point)",
                                    "field-locations (Point)", "field-edges (Line String)", "field-setup (Point)"}) {
        EXPECT_NE(layers.out.find(layer), std::string::npos) << layer << "\n" << layers.out;
    }
    EXPECT_NE(ogrinfo(gpkg, "-so field-areas").out.find("Feature Count: 5"), std::string::npos);
    const auto srs = ogrinfo(gpkg, "-sql \"SELECT srs_id FROM gpkg_contents WHERE table_name = 'field-areas'\"");
    EXPECT_NE(srs.out.find("srs_id (Integer64) = -1"), std::string::npos) << srs.out;
    const auto woods = ogrinfo(gpkg, "field-areas -where \"id = 'herbst-woods'\"");
    EXPECT_NE(woods.out.find("terrain (String) = woods"), std::string::npos) << woods.out;
    EXPECT_NE(woods.out.find("MULTIPOLYGON (((120 -80,"), std::string::npos) << "y negated\n" << woods.out;
    EXPECT_NE(woods.out.find("),(180 -160,"), std::string::npos) << "the clearing is a hole\n" << woods.out;
    const auto ridge = ogrinfo(gpkg, "field-areas -where \"id = 'ridge-high'\"");
    EXPECT_NE(ridge.out.find("level (Integer64) = 2"), std::string::npos) << ridge.out;
    const auto west = ogrinfo(gpkg, "field-edges -where \"id = 'west'\"");
    EXPECT_NE(west.out.find("LINESTRING (0 -700,0 0)"), std::string::npos) << "up the left side of the border\n" << west.out;
    const auto hq = ogrinfo(gpkg, "field-setup -where \"unit = 'us-i-hq'\"");
    EXPECT_NE(hq.out.find("facing (String) = 270"), std::string::npos) << hq.out;
    EXPECT_NE(hq.out.find("road_column (String) = true"), std::string::npos) << hq.out;
    EXPECT_NE(hq.out.find("POINT (680 -390)"), std::string::npos) << hq.out;
    EXPECT_NE(ogrinfo(gpkg, "-so field-setup").out.find("Feature Count: 6"), std::string::npos);
}

TEST(ExportFreeformGis, AMapWithACrsIsInItAndGeoJsonInWgs84) {
    const fs::path gpkg = exported("samples/gettysburg-base/gettysburg-freeform.sandtable", "gpkg", test::scratch_dir() / "base.gpkg");
    const auto areas = ogrinfo(gpkg, "-so battlefield-areas");
    EXPECT_NE(areas.out.find("Feature Count: 24"), std::string::npos) << areas.out;
    EXPECT_NE(ogrinfo(gpkg, "-so battlefield-crests").out.find("Feature Count: 5"), std::string::npos) << "the five ridges' crests";
    EXPECT_NE(areas.out.find("UTM zone 18N"), std::string::npos) << areas.out;
    const fs::path folder = exported("samples/gettysburg-base/gettysburg-freeform.sandtable", "geojson", test::scratch_dir() / "geojson");
    // Big Round Top's woods (traced-woods feature 2) hold 39.786 N, 77.236 W, its summit.
    const auto summit = ogrinfo(folder / "battlefield-areas.geojson",
                                "-dialect sqlite -sql \"SELECT id FROM \\\"battlefield-areas\\\" WHERE ST_Contains(geometry, MakePoint(-77.2364, 39.7858))\"");
    EXPECT_NE(summit.out.find("id (String) = woods-2"), std::string::npos) << summit.out << summit.err;
    // The hills carry their levels: Big Round Top (traced-relief feature 1) alone at 3.
    const auto highest = ogrinfo(folder / "battlefield-areas.geojson", "-dialect sqlite -sql \"SELECT id FROM \\\"battlefield-areas\\\" WHERE level = 3\"");
    EXPECT_NE(highest.out.find("id (String) = hills-1"), std::string::npos) << highest.out << highest.err;
    EXPECT_EQ(highest.out.find("id (String) = hills-", highest.out.find("hills-1") + 1), std::string::npos) << highest.out;
    EXPECT_NE(ogrinfo(folder / "battlefield-lines.geojson", "-so -al").out.find("Feature Count: 23"), std::string::npos);
}

TEST(ExportFreeformPictures, APdfOfTheSetupHasTheLegendOfWhatTheMapUses) {
    const fs::path folder = exported("docs/examples/books/field.sandtable", "pdf", test::scratch_dir() / "pictures");
    const auto text = test::run_command("pdftotext " + quoted(folder / "morning.pdf") + " -");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    for (const char* word : {"Terrain", "Woods", "Marsh", "Roads, water and crossings", "Major road", "Ford", "Union (Army of the Potomac): hq"}) {
        EXPECT_NE(text.out.find(word), std::string::npos) << word << "\n" << text.out;
    }
    EXPECT_EQ(text.out.find("River"), std::string::npos) << "the map has no river, so the legend has none";
}

}  // namespace
}  // namespace sandtable
