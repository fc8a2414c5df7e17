#include "support/test_support.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <string>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::cli;
using test::quoted;

json gdalinfo(const fs::path& file) {
    const auto r = test::run_command("gdalinfo -json " + quoted(file));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r.exit_code == 0 ? json::parse(r.out) : json::object();
}

// The test image as a scan: byte.tif copied to PNG without any georeference, and a .points file
// (no #CRS line) written from the geotransform byte.tif really has.
struct Scan {
    fs::path image;
    fs::path points;
    std::array<double, 6> geotransform{};
};

Scan make_scan(const fs::path& dir) {
    Scan scan;
    const fs::path original = test::fixture_path("rasters/byte.tif");
    const json info = gdalinfo(original);
    for (std::size_t i = 0; i < 6; ++i) scan.geotransform[i] = info["geoTransform"][i].get<double>();
    scan.image = dir / "scan.png";
    const auto translated = test::run_command("GDAL_PAM_ENABLED=NO gdal_translate -q -of PNG " + quoted(original) + " " + quoted(scan.image));
    EXPECT_EQ(translated.exit_code, 0) << translated.err;
    EXPECT_FALSE(gdalinfo(scan.image).contains("geoTransform"));
    const auto& g = scan.geotransform;
    std::string text = "mapX,mapY,sourceX,sourceY,enable\n";
    for (auto [column, line] : {std::pair{0, 0}, {20, 0}, {0, 20}, {20, 20}, {10, 10}, {5, 15}, {15, 5}, {5, 5}, {15, 15},
                                {10, 0}, {0, 10}, {20, 10}, {10, 20}}) {
        text += fmt::format("{},{},{},{},1\n", g[0] + g[1] * column + g[2] * line, g[3] + g[4] * column + g[5] * line, column, -line);
    }
    scan.points = dir / "scan.points";
    test::write_text(scan.points, text);
    return scan;
}

void expect_near_corner(const json& corner, double x, double y, double tolerance, const std::string& what) {
    ASSERT_TRUE(corner.is_array()) << what;
    EXPECT_NEAR(corner[0].get<double>(), x, tolerance) << what;
    EXPECT_NEAR(corner[1].get<double>(), y, tolerance) << what;
}

TEST(CliGeoref, EveryMethodWarpsTheScanBackOntoItsMap) {
    const fs::path dir = test::scratch_dir();
    const Scan scan = make_scan(dir);
    const auto& g = scan.geotransform;
    for (const char* method : {"similarity", "affine", "poly2", "poly3", "tps"}) {
        const fs::path out = dir / fmt::format("{}.tif", method);
        const auto r = cli("georef " + quoted(scan.image) + " --gcps " + quoted(scan.points) + " --transform " + method +
                           " --srs EPSG:26711 --resampling bilinear -o " + quoted(out));
        ASSERT_EQ(r.exit_code, 0) << method << ": " << r.err;
        EXPECT_EQ(r.err, "") << method;  // no progress bar when standard error is not a terminal
        EXPECT_NE(r.out.find(fmt::format("over 13 enabled point(s), {}\n", method)), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("wrote " + out.string() + " (20 x 20 px, NAD27 / UTM zone 11N, warped, bilinear resampling)"),
                  std::string::npos)
            << r.out;
        const json info = gdalinfo(out);
        EXPECT_NE(info["coordinateSystem"]["wkt"].get<std::string>().find("ID[\"EPSG\",26711]"), std::string::npos) << method;
        const double pixel = g[1];
        expect_near_corner(info["cornerCoordinates"]["upperLeft"], g[0], g[3], 0.5 * pixel, method);
        expect_near_corner(info["cornerCoordinates"]["lowerRight"], g[0] + 20 * g[1], g[3] + 20 * g[5], 0.5 * pixel, method);
        ASSERT_EQ(info["bands"].size(), 2U) << method;
        EXPECT_EQ(info["bands"][1]["colorInterpretation"], "Alpha") << method;
    }
}

TEST(CliGeoref, PrintsTheResidualTable) {
    const fs::path dir = test::scratch_dir();
    const fs::path out = dir / "byte.tif";
    // byte-qgis2.points: 6 points, the last disabled; the .points file has no CRS.
    const fs::path points = dir / "moved.points";
    std::string text = test::read_text(test::fixture_path("georef/byte-qgis2.points"));
    text.replace(text.find("441320,3750720"), 14, "441350,3750720");  // point 5 is 30 m east of where it should be
    test::write_text(points, text);
    const auto r = cli("georef " + quoted(test::fixture_path("rasters/byte.tif")) + " --gcps " + quoted(points) +
                       " --transform affine --srs EPSG:26711 -o " + quoted(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(r.out.starts_with("  id  on    pixel x    pixel y          map x          map y    dx px    dy px  resid px  resid map\n"))
        << r.out;
    EXPECT_NE(r.out.find("\n   5 yes      10.00      10.00     441350.000    3750720.000"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\n   6  no       5.00      15.00"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("RMS "), std::string::npos);
    EXPECT_NE(r.out.find(" over 5 enabled point(s), affine\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("near resampling"), std::string::npos) << r.out;
}

TEST(CliGeoref, JsonReportMatchesItsSchema) {
    const fs::path dir = test::scratch_dir();
    const fs::path out = dir / "tps.tif";
    // byte.points carries a #CRS line, so --srs is not needed.
    const auto r = cli("georef " + quoted(test::fixture_path("rasters/byte.tif")) + " --gcps " +
                       quoted(test::fixture_path("georef/byte.points")) + " --transform tps --format json -o " + quoted(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const fs::path report = dir / "report.json";
    test::write_text(report, r.out);
    const auto check = test::json_schema_check(report, "cli-georef.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    const json doc = json::parse(r.out);
    EXPECT_EQ(doc["transform"], "tps");
    EXPECT_EQ(doc["mode"], "warped");
    EXPECT_EQ(doc["crs"]["name"], "NAD27 / UTM zone 11N");
    EXPECT_EQ(doc["enabled_points"], 12);
    ASSERT_EQ(doc["points"].size(), 12U);
    EXPECT_EQ(doc["points"][5]["pixel"], json::array({5.0, 15.0}));
    EXPECT_LT(doc["rms_map"].get<double>(), 1e-6);
    EXPECT_EQ(doc["size"]["width"], 20);
}

TEST(CliGeoref, EmbedsTheControlPointsWithoutWarping) {
    const fs::path dir = test::scratch_dir();
    const Scan scan = make_scan(dir);
    const fs::path out = dir / "with-gcps.tif";
    const auto r = cli("georef " + quoted(scan.image) + " --gcps " + quoted(scan.points) +
                       " --transform poly2 --srs EPSG:26711 --embed-gcps --format json -o " + quoted(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const fs::path report = dir / "report.json";
    test::write_text(report, r.out);
    EXPECT_EQ(test::json_schema_check(report, "cli-georef.schema.json").exit_code, 0);
    EXPECT_EQ(json::parse(r.out)["mode"], "embedded-gcps");
    const json info = gdalinfo(out);
    EXPECT_FALSE(info.contains("geoTransform"));
    EXPECT_EQ(info["size"], json::array({20, 20}));
    ASSERT_TRUE(info.contains("gcps"));
    EXPECT_NE(info["gcps"]["coordinateSystem"]["wkt"].get<std::string>().find("ID[\"EPSG\",26711]"), std::string::npos);
    const json& list = info["gcps"]["gcpList"];
    ASSERT_EQ(list.size(), 13U);
    EXPECT_EQ(list[1]["id"], "2");
    EXPECT_DOUBLE_EQ(list[1]["pixel"].get<double>(), 20.0);
    EXPECT_DOUBLE_EQ(list[1]["line"].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(list[1]["x"].get<double>(), scan.geotransform[0] + 20 * scan.geotransform[1]);
    // GDAL's own polynomial through the embedded points puts the corner where it belongs.
    const fs::path warped = dir / "gdal-warped.tif";
    ASSERT_EQ(test::run_command("gdalwarp -q -order 1 " + quoted(out) + " " + quoted(warped)).exit_code, 0);
    expect_near_corner(gdalinfo(warped)["cornerCoordinates"]["upperLeft"], scan.geotransform[0], scan.geotransform[3],
                       0.5 * scan.geotransform[1], "gdalwarp");
}

TEST(CliGeoref, FailuresExitTwoWithAReasonAndWriteNothing) {
    const fs::path dir = test::scratch_dir();
    const fs::path out = dir / "out.tif";
    const std::string image = quoted(test::fixture_path("rasters/byte.tif"));
    const std::string points = quoted(test::fixture_path("georef/byte.points"));
    const fs::path old_points = test::fixture_path("georef/byte-qgis2.points");
    struct Case {
        std::string arguments;
        std::string error;
    };
    const Case cases[] = {
        {quoted(dir / "missing.png") + " --gcps " + points + " --transform affine", "missing.png: cannot open the image"},
        {image + " --gcps " + quoted(dir / "missing.points") + " --transform affine", "missing.points: cannot open the file"},
        {image + " --gcps " + quoted(test::fixture_path("georef/broken/bad-enable.points")) + " --transform affine",
         "bad-enable.points:3: enable (column 5): expected 1 or 0, got 'yes'"},
        {image + " --gcps " + quoted(test::fixture_path("georef/broken/nan.points")) + " --transform affine --srs EPSG:26711",
         "nan.points:4: mapX (column 1): expected a finite number, got 'nan'"},
        {image + " --gcps " + quoted(test::fixture_path("georef/broken/far-map.points")) + " --transform affine --srs EPSG:26711",
         "far-map.points:2: mapX (column 1): expected a map coordinate within 1e+09 of 0, got '1e308'"},
        {image + " --gcps " + quoted(old_points) + " --transform poly3 --srs EPSG:26711",
         "byte-qgis2.points: a poly3 fit needs at least 10 enabled points, got 5 (1 disabled)"},
        {image + " --gcps " + quoted(old_points) + " --transform affine",
         "byte-qgis2.points: the file has no #CRS line; name the map coordinates' CRS with --srs"},
        {image + " --gcps " + points + " --transform affine --srs EPSG:999999",
         "--srs: 'EPSG:999999' is not a coordinate reference system GDAL knows"},
        {image + " --gcps " + points + " --transform helmert", "--transform: helmert not in {similarity,affine,poly2,poly3,tps}"},
        {image + " --gcps " + points + " --transform affine --resampling average", "average not in"},
        {image + " --transform affine", "--gcps is required"},
    };
    for (const Case& c : cases) {
        const auto r = cli("georef " + c.arguments + " -o " + quoted(out));
        EXPECT_EQ(r.exit_code, 2) << c.arguments;
        EXPECT_NE(r.err.find(c.error), std::string::npos) << c.arguments << "\n" << r.err;
        EXPECT_EQ(r.out, "") << c.arguments;
        EXPECT_FALSE(fs::exists(out)) << c.arguments;
    }
    for (const auto& entry : fs::directory_iterator(dir)) ADD_FAILURE() << "left behind: " << entry.path();

    const auto help = cli("georef --help");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--embed-gcps"), std::string::npos);
}

}  // namespace
}  // namespace sandtable
