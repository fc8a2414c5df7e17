#include "io/gdal/spatial_reference.hpp"
#include "io/csv/qgis_points.hpp"
#include "support/georef_scenarios.hpp"
#include "support/test_support.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

TEST(QgisPoints, ReadsTheNewerLayoutWithItsCrs) {
    const auto read = read_qgis_points(test::fixture_path("georef/byte.points"));
    ASSERT_TRUE(read) << read.error();
    EXPECT_TRUE(read->crs_wkt.starts_with("PROJCRS[\"NAD27 / UTM zone 11N\""));
    EXPECT_TRUE(read->crs_wkt.ends_with("ID[\"EPSG\",26711]]")) << read->crs_wkt;
    ASSERT_EQ(read->points.size(), 12U);
    const GroundControlPoint& sixth = read->points[5];
    EXPECT_EQ(sixth.id, "6");
    EXPECT_TRUE(sixth.enabled);
    EXPECT_EQ(sixth.pixel, (MapPoint{5, 15}));  // the file says sourceY = -15
    EXPECT_EQ(sixth.map, (MapPoint{441020, 3750420}));
    EXPECT_EQ(read->points[0].pixel, (MapPoint{0, 0}));
}

TEST(QgisPoints, ReadsTheOlderLayoutWithoutCrs) {
    const auto read = read_qgis_points(test::fixture_path("georef/byte-qgis2.points"));
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->crs_wkt, "");
    ASSERT_EQ(read->points.size(), 6U);
    EXPECT_EQ(read->points[2].pixel, (MapPoint{0, 20}));
    EXPECT_TRUE(read->points[4].enabled);
    EXPECT_FALSE(read->points[5].enabled);
}

TEST(QgisPoints, AcceptsWindowsLineEndsAndAByteOrderMark) {
    const auto read = parse_qgis_points("\xEF\xBB\xBF#CRS: EPSG:4326\r\nmapX,mapY,sourceX,sourceY,enable\r\n1.5,2.5,10,-20,1\r\n", "crlf.points");
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->crs_wkt, "EPSG:4326");
    ASSERT_EQ(read->points.size(), 1U);
    EXPECT_EQ(read->points[0].pixel, (MapPoint{10, 20}));
    EXPECT_EQ(read->points[0].map, (MapPoint{1.5, 2.5}));
}

TEST(QgisPoints, ACrsLineNamingAFileOrAUrlIsRefusedNotRead) {
    // The file named holds a good WKT: were it read, it would pass for the CRS.
    const auto utm = parse_spatial_reference("EPSG:26711");
    ASSERT_TRUE(utm) << utm.error();
    const fs::path dir = test::scratch_dir();
    const fs::path wkt = dir / "crs.wkt";
    test::write_text(wkt, utm->wkt);
    const fs::path points = dir / "named.points";
    test::write_text(points, fmt::format("#CRS: {}\nmapX,mapY,sourceX,sourceY,enable\n1,2,3,-4,1\n", wkt.string()));
    const auto read = read_qgis_points(points);
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->crs_wkt, wkt.string());
    const auto crs = parse_spatial_reference(read->crs_wkt);
    EXPECT_FALSE(crs) << crs->name;
    EXPECT_TRUE(crs.error().starts_with("'" + wkt.string().substr(0, 20))) << crs.error();
    EXPECT_TRUE(crs.error().ends_with("' names a file or a URL, which is never read; give the coordinate reference system itself "
                                    "(EPSG:NNNN, WKT or a PROJ string)"))
        << crs.error();
    const auto url = parse_spatial_reference("https://epsg.io/26711.wkt");
    EXPECT_FALSE(url);
    EXPECT_TRUE(url.error().starts_with("'https://epsg.io/26711.wkt' names a file or a URL, which is never read")) << url.error();
}

TEST(QgisPoints, RoundTripKeepsEveryValue) {
    QgisPoints original;
    original.crs_wkt = "PROJCRS[\"WGS 84 / UTM zone 18N\",ID[\"EPSG\",32618]]";
    original.points = test::clicked_points(test::warped_truth, 4, 3, 0.5);
    original.points[2].enabled = false;
    original.points[0].pixel = {0.0, 0.0};
    const fs::path file = test::scratch_dir() / "round.points";
    const auto fit = fit_georeference(original.points, TransformMethod::Affine);
    ASSERT_TRUE(fit) << fit.error();
    ASSERT_TRUE(write_qgis_points(file, original, &*fit));
    const auto read = read_qgis_points(file);
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->crs_wkt, original.crs_wkt);
    ASSERT_EQ(read->points.size(), original.points.size());
    for (std::size_t i = 0; i < original.points.size(); ++i) {
        EXPECT_EQ(read->points[i].pixel, original.points[i].pixel) << i;
        EXPECT_EQ(read->points[i].map, original.points[i].map) << i;
        EXPECT_EQ(read->points[i].enabled, original.points[i].enabled) << i;
    }
    // QGIS's conventions on disk: image y up, and the residuals of the fit in pixels.
    const std::string text = test::read_text(file);
    EXPECT_NE(text.find("\nmapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"), std::string::npos);
    EXPECT_EQ(text.find("-0,"), std::string::npos) << "no negative zero for the top line";
    const std::size_t row = text.find('\n', text.find("residual\n") + 9) + 1;
    const std::string line = text.substr(row, text.find('\n', row) - row);
    EXPECT_NE(line.find(fmt::format(",{},", -original.points[1].pixel.y)), std::string::npos) << line;
    EXPECT_NE(line.find(fmt::format(",{}", length(fit->residuals[1].in_pixels))), std::string::npos) << line;
}

TEST(QgisPoints, WritesNoCrsLineWithoutACrs) {
    QgisPoints points;
    points.points.push_back({"1", {3, 4}, {100, 200}, true});
    EXPECT_EQ(format_qgis_points(points), "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n100,200,3,-4,1,0,0,0\n");
}

struct BrokenCase {
    const char* file;
    const char* error;  // after "PATH:"
};

TEST(QgisPoints, BrokenFilesNameTheFileTheLineAndWhatWasExpected) {
    const BrokenCase cases[] = {
        {"not-a-number.points", "3: sourceY (column 4): expected a number, got 'zero'"},
        {"nan.points", "4: mapX (column 1): expected a finite number, got 'nan'"},
        {"far-map.points", "2: mapX (column 1): expected a map coordinate within 1e+09 of 0, got '1e308'"},
        {"far-pixel.points", "3: sourceY (column 4): expected a pixel position within 1e+09 of 0, got '-1e12'"},
        {"bad-enable.points", "3: enable (column 5): expected 1 or 0, got 'yes'"},
        {"missing-columns.points", "4: expected 8 comma-separated values as in the header, got 5"},
        {"wrong-header.points", "1: expected the header mapX,mapY,sourceX,sourceY,enable[,dX,dY,residual], got 'x,y,col,row'"},
        {"header-only-crs.points",
         "1: expected the header mapX,mapY,sourceX,sourceY,enable[,dX,dY,residual], got the end of the file"},
    };
    for (const BrokenCase& c : cases) {
        const fs::path path = test::fixture_path(std::string("georef/broken/") + c.file);
        const auto read = read_qgis_points(path);
        EXPECT_FALSE(read) << c.file;
        EXPECT_EQ(read.error(), path.string() + ":" + c.error);
    }
    const fs::path missing = test::scratch_dir() / "missing.points";
    EXPECT_EQ(read_qgis_points(missing).error(), missing.string() + ": cannot open the file");
    EXPECT_EQ(parse_qgis_points("", "empty.points").error(),
              "empty.points:1: expected the header mapX,mapY,sourceX,sourceY,enable[,dX,dY,residual], got the end of the file");
}

}  // namespace
}  // namespace sandtable
