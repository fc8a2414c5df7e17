// Real rasters (tests/fixtures/rasters, see the licences there) opened through GDAL: their
// georeference is checked against gdalinfo, and a point carried into WGS 84 against gdaltransform.
#include "io/gdal/reprojection.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "io/imagery/raster_dataset.hpp"
#include "support/test_support.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

struct RasterCase {
    std::string file;
    int width;
    int height;
    int bands;
    std::string crs_name;  // as the file itself names its CRS
    friend void PrintTo(const RasterCase& c, std::ostream* out) { *out << c.file; }
};

class RealRaster : public ::testing::TestWithParam<RasterCase> {};

nlohmann::json gdalinfo(const fs::path& file) {
    const auto result = test::run_command("gdalinfo -json " + test::quoted(file));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    return nlohmann::json::parse(result.out);
}

// gdaltransform reads "column line" and prints "longitude latitude height" in WGS 84.
MapPoint gdaltransform_to_wgs84(const fs::path& file, double col, double line) {
    const auto result = test::run_command(fmt::format("echo {} {} | gdaltransform -t_srs EPSG:4326 {}", col, line, test::quoted(file)));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    std::istringstream out(result.out);
    MapPoint p;
    out >> p.x >> p.y;
    return p;
}

TEST_P(RealRaster, OpensWithTheGeoreferenceGdalinfoReports) {
    const RasterCase& c = GetParam();
    const fs::path file = test::fixture_path("rasters/" + c.file);
    auto raster_result = RasterDataset::open(file);
    ASSERT_TRUE(raster_result) << raster_result.error();
    const auto& raster = *raster_result;
    EXPECT_EQ(raster->info().width, c.width);
    EXPECT_EQ(raster->info().height, c.height);
    EXPECT_EQ(raster->info().bands, c.bands);
    ASSERT_TRUE(raster->info().transform.has_value());
    const nlohmann::json info = gdalinfo(file);
    for (std::size_t i = 0; i < 6; ++i) {
        EXPECT_DOUBLE_EQ(raster->info().transform->c[i], info["geoTransform"][i].get<double>()) << "coefficient " << i;
    }
    EXPECT_EQ(crs_name(raster->info().crs_wkt), c.crs_name);
    EXPECT_TRUE(same_crs(raster->info().crs_wkt, info["coordinateSystem"]["wkt"].get<std::string>()));
}

TEST_P(RealRaster, APointCarriedIntoWgs84AgreesWithGdaltransform) {
    const RasterCase& c = GetParam();
    const fs::path file = test::fixture_path("rasters/" + c.file);
    auto raster_result = RasterDataset::open(file);
    ASSERT_TRUE(raster_result) << raster_result.error();
    const auto& raster = *raster_result;
    auto to_wgs84_result = Reprojection::between(raster->info().crs_wkt, "EPSG:4326");
    ASSERT_TRUE(to_wgs84_result) << to_wgs84_result.error();
    const auto& to_wgs84 = *to_wgs84_result;
    for (const auto& [col, line] : {std::pair{0.0, 0.0}, std::pair{c.width / 2.0, c.height / 3.0}, std::pair{double(c.width), double(c.height)}}) {
        MapPoint ours = raster->transform().pixel_to_map(col, line);
        ASSERT_TRUE(to_wgs84->apply(ours));
        const MapPoint theirs = gdaltransform_to_wgs84(file, col, line);
        EXPECT_NEAR(ours.x, theirs.x, 1e-7) << c.file << " pixel " << col << "," << line;
        EXPECT_NEAR(ours.y, theirs.y, 1e-7) << c.file << " pixel " << col << "," << line;
    }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, RealRaster,
                         ::testing::Values(RasterCase{"byte.tif", 20, 20, 1, "NAD27 / UTM zone 11N"},
                                           RasterCase{"RGB.byte.tif", 791, 718, 3, "WGS 84 / UTM zone 18N"},
                                           RasterCase{"rgb-byte-tenth.tif", 79, 71, 3, "UTM Zone 18, Northern Hemisphere"},
                                           RasterCase{"naip-utm17-sub.tif", 300, 300, 4, "NAD83 / UTM zone 17N"}),
                         [](const auto& info) {
                             std::string name = info.param.file.substr(0, info.param.file.find('.'));
                             for (char& ch : name) ch = std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
                             return name;
                         });

TEST(RasterDataset, AMissingOrUnreadableFileIsAnErrorNamingIt) {
    const auto missing = RasterDataset::open(test::scratch_dir() / "nowhere.tif");
    EXPECT_FALSE(missing);
    EXPECT_NE(missing.error().find("nowhere.tif: no such file"), std::string::npos) << missing.error();
    const fs::path text = test::scratch_dir() / "notes.tif";
    test::write_text(text, "not a picture\n");
    const auto unreadable = RasterDataset::open(text);
    EXPECT_FALSE(unreadable);
    EXPECT_NE(unreadable.error().find("notes.tif: not a raster GDAL can read"), std::string::npos) << unreadable.error();
}

TEST(RasterDataset, AnotherHandleOnTheSameFileIsIndependent) {
    auto raster_result = RasterDataset::open(test::fixture_path("rasters/RGB.byte.tif"));
    ASSERT_TRUE(raster_result) << raster_result.error();
    const auto& raster = *raster_result;
    const auto another = raster->open_another();
    ASSERT_NE(another, nullptr);
    EXPECT_NE(another->handle(), raster->handle());
    EXPECT_EQ(another->info().width, raster->info().width);
    EXPECT_EQ(another->path(), raster->path());
}

TEST(Reprojection, UnknownCrsTextIsRefusedWithWhatWasExpected) {
    const auto unknown = Reprojection::between("EPSG:999999", "EPSG:4326");
    EXPECT_FALSE(unknown);
    EXPECT_NE(unknown.error().find("expected EPSG:NNNN, WKT or a PROJ string"), std::string::npos) << unknown.error();
    EXPECT_TRUE(check_crs("EPSG:26918").error().empty());
    EXPECT_FALSE(check_crs("/etc/passwd").error().empty()) << "a file name is never read as a CRS";
    EXPECT_EQ(crs_name("EPSG:26918"), "NAD83 / UTM zone 18N");
}

TEST(Reprojection, NoTransformationBetweenTwoKnownCrsSaysWhyPerGdal) {
    const auto from_mars = Reprojection::between("IAU_2015:49900", "EPSG:4326");
    EXPECT_FALSE(from_mars);
    const std::string& error = from_mars.error();
    EXPECT_TRUE(error.starts_with("no transformation from Mars (2015) - Sphere / Ocentric to WGS 84: ")) << error;
    EXPECT_NE(error.find("Cannot find coordinate operations"), std::string::npos) << error;
}

TEST(Reprojection, TheDiamondOfGettysburgIsWhereTheDataSaysItIs) {
    // ../shared/data/gettysburg-geography/README: the Diamond town block lies at 39.8313 N, 77.2310 W.
    auto to_utm_result = Reprojection::between("EPSG:4326", "EPSG:26918");
    ASSERT_TRUE(to_utm_result) << to_utm_result.error();
    const auto& to_utm = *to_utm_result;
    MapPoint diamond{-77.2310, 39.8313};
    ASSERT_TRUE(to_utm->apply(diamond));
    const auto back = Reprojection::between("EPSG:26918", "EPSG:4326");
    MapPoint again = diamond;
    ASSERT_TRUE((*back)->apply(again));
    EXPECT_NEAR(again.x, -77.2310, 1e-9);
    EXPECT_NEAR(again.y, 39.8313, 1e-9);
    const auto result = test::run_command("echo -77.2310 39.8313 | gdaltransform -s_srs EPSG:4326 -t_srs EPSG:26918");
    std::istringstream out(result.out);
    MapPoint theirs;
    out >> theirs.x >> theirs.y;
    EXPECT_NEAR(diamond.x, theirs.x, 1e-3);
    EXPECT_NEAR(diamond.y, theirs.y, 1e-3);
}

}  // namespace
}  // namespace sandtable
