// Vector data read through OGR: small files written here with known contents (GeoJSON, CSV with
// WKT, a GeoPackage converted by ogr2ogr), the errors for files and layers that are not there,
// and the real Gettysburg data (tests/fixtures/geography, see LICENSE there) checked against
// ogrinfo and a known coordinate.
#include "io/gdal/spatial_reference.hpp"
#include "io/vector/vector_dataset.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

const char* const kSmallGeoJson = R"({
  "type": "FeatureCollection",
  "features": [
    {"type": "Feature", "properties": {"cls": "well", "height": 3},
     "geometry": {"type": "Point", "coordinates": [1.5, 2.5]}},
    {"type": "Feature", "properties": {"cls": "run", "height": null},
     "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1], [2, 0]]}},
    {"type": "Feature", "properties": {"cls": "woodlot"},
     "geometry": {"type": "Polygon", "coordinates": [[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]],
                                                     [[1, 1], [2, 1], [2, 2], [1, 1]]]}},
    {"type": "Feature", "properties": {"cls": "town_block"},
     "geometry": {"type": "MultiPolygon", "coordinates": [[[[0, 0], [1, 0], [1, 1], [0, 0]]],
                                                          [[[5, 5], [6, 5], [6, 6], [5, 5]]]]}},
    {"type": "Feature", "properties": {"cls": "creek"},
     "geometry": {"type": "MultiLineString", "coordinates": [[[0, 0], [1, 0]], [[2, 0], [3, 0], [3, 1]]]}},
    {"type": "Feature", "properties": {"cls": "nothing"}, "geometry": null}
  ]
})";

fs::path write_file(const fs::path& dir, const std::string& name, const std::string& text) {
    const fs::path path = dir / name;
    test::write_text(path, text);
    return path;
}

TEST(VectorDataset, ReadsEveryKindOfGeometryAndTheAttributesAsText) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = write_file(dir, "small.geojson", kSmallGeoJson);
    auto dataset_result = VectorDataset::open(file);
    ASSERT_TRUE(dataset_result) << dataset_result.error();
    const auto& dataset = *dataset_result;
    ASSERT_EQ(dataset->layers().size(), 1U);
    EXPECT_EQ(dataset->layers()[0].feature_count, 6);
    EXPECT_TRUE(same_crs(dataset->layers()[0].crs_wkt, "EPSG:4326"));  // GeoJSON's own CRS
    const VectorLayerRead layer = dataset->read("");
    ASSERT_TRUE(layer) << layer.error();
    ASSERT_EQ(layer->features.size(), 6U);

    const auto& point = layer->features[0];
    EXPECT_EQ(point.attribute("cls"), "well");
    EXPECT_EQ(point.attribute("height"), "3");
    EXPECT_EQ(point.geometry.type, "Point");
    EXPECT_EQ(point.geometry.points, (std::vector<MapPoint>{{1.5, 2.5}}));

    const auto& line = layer->features[1];
    EXPECT_FALSE(line.attribute("height").has_value());  // null is left out
    ASSERT_EQ(line.geometry.lines.size(), 1U);
    EXPECT_EQ(line.geometry.lines[0], (PointList{{0, 0}, {1, 1}, {2, 0}}));

    const auto& polygon = layer->features[2].geometry;
    ASSERT_EQ(polygon.polygons.size(), 1U);
    EXPECT_EQ(polygon.polygons[0].outer.size(), 5U);
    ASSERT_EQ(polygon.polygons[0].holes.size(), 1U);
    EXPECT_EQ(polygon.polygons[0].holes[0], (PointList{{1, 1}, {2, 1}, {2, 2}, {1, 1}}));

    EXPECT_EQ(layer->features[3].geometry.polygons.size(), 2U);
    EXPECT_EQ(layer->features[3].geometry.type, "Multi Polygon");
    ASSERT_EQ(layer->features[4].geometry.lines.size(), 2U);
    EXPECT_EQ(layer->features[4].geometry.lines[1].size(), 3U);
    EXPECT_TRUE(layer->features[5].geometry.empty());
}

TEST(VectorDataset, ReadsCsvWithWktAndAGeoPackageMadeByOgr2ogr) {
    const fs::path dir = test::scratch_dir();
    const fs::path csv = write_file(dir, "blocks.csv", "WKT,cls\n\"POLYGON ((0 0,10 0,10 10,0 0))\",town_block\n\"LINESTRING (0 0,5 5)\",run\n");
    auto from_csv_result = VectorDataset::open(csv);
    ASSERT_TRUE(from_csv_result) << from_csv_result.error();
    const auto& from_csv = *from_csv_result;
    const VectorLayerRead csv_layer = from_csv->read("blocks");
    ASSERT_TRUE(csv_layer) << csv_layer.error();
    ASSERT_EQ(csv_layer->features.size(), 2U);
    EXPECT_EQ(csv_layer->features[0].attribute("cls"), "town_block");
    EXPECT_EQ(csv_layer->features[0].geometry.polygons.size(), 1U);
    EXPECT_EQ(csv_layer->features[1].geometry.lines.size(), 1U);

    const fs::path geojson = write_file(dir, "small.geojson", kSmallGeoJson);
    const fs::path gpkg = dir / "small.gpkg";
    const auto converted = test::run_command("ogr2ogr -f GPKG -nln features " + test::quoted(gpkg) + " " + test::quoted(geojson));
    ASSERT_EQ(converted.exit_code, 0) << converted.err;
    auto from_gpkg_result = VectorDataset::open(gpkg);
    ASSERT_TRUE(from_gpkg_result) << from_gpkg_result.error();
    const auto& from_gpkg = *from_gpkg_result;
    ASSERT_EQ(from_gpkg->layers().size(), 1U);
    EXPECT_EQ(from_gpkg->layers()[0].name, "features");
    const VectorLayerRead gpkg_layer = from_gpkg->read("features");
    ASSERT_TRUE(gpkg_layer) << gpkg_layer.error();
    ASSERT_EQ(gpkg_layer->features.size(), 6U);
    EXPECT_EQ(gpkg_layer->features[2].geometry.polygons[0].holes.size(), 1U);
    EXPECT_EQ(gpkg_layer->features[2].attribute("cls"), "woodlot");
}

TEST(VectorDataset, ReadsShapefilesAndKmlMadeByOgr2ogr) {
    const fs::path dir = test::scratch_dir();
    const fs::path geojson = write_file(dir, "small.geojson", kSmallGeoJson);
    const auto shp = test::run_command("ogr2ogr -f 'ESRI Shapefile' -where \"cls='woodlot'\" -nlt POLYGON " +
                                       test::quoted(dir / "woods.shp") + " " + test::quoted(geojson));
    ASSERT_EQ(shp.exit_code, 0) << shp.err;
    const auto kml = test::run_command("ogr2ogr -f KML " + test::quoted(dir / "small.kml") + " " + test::quoted(geojson));
    ASSERT_EQ(kml.exit_code, 0) << kml.err;

    auto woods_result = VectorDataset::open(dir / "woods.shp");
    ASSERT_TRUE(woods_result) << woods_result.error();
    const auto& woods = *woods_result;
    const VectorLayerRead woods_layer = woods->read("woods");
    ASSERT_TRUE(woods_layer) << woods_layer.error();
    ASSERT_EQ(woods_layer->features.size(), 1U);
    EXPECT_EQ(woods_layer->features[0].attribute("cls"), "woodlot");
    ASSERT_EQ(woods_layer->features[0].geometry.polygons.size(), 1U);
    EXPECT_EQ(woods_layer->features[0].geometry.polygons[0].holes.size(), 1U);

    auto from_kml_result = VectorDataset::open(dir / "small.kml");

    ASSERT_TRUE(from_kml_result) << from_kml_result.error();

    const auto& from_kml = *from_kml_result;
    const VectorLayerRead kml_layer = from_kml->read("");
    ASSERT_TRUE(kml_layer) << kml_layer.error();
    ASSERT_EQ(kml_layer->features.size(), 6U);
    EXPECT_EQ(kml_layer->features[1].geometry.lines.size(), 1U);
    EXPECT_EQ(kml_layer->features[2].geometry.polygons.size(), 1U);
}

TEST(VectorDataset, AMissingFileIsAnErrorNamingIt) {
    const fs::path missing = test::scratch_dir() / "nowhere.geojson";
    const auto opened = VectorDataset::open(missing);
    EXPECT_FALSE(opened);
    EXPECT_EQ(opened.error(), missing.string() + ": no such file");
}

TEST(VectorDataset, AFileThatIsNotVectorDataIsAnErrorNamingIt) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = write_file(dir, "notes.geojson", "this is not GeoJSON");
    const auto opened = VectorDataset::open(file);
    EXPECT_FALSE(opened);
    EXPECT_EQ(opened.error().rfind(file.string() + ": cannot open as vector data", 0), 0U) << opened.error();
}

TEST(VectorDataset, AnUnknownLayerIsAnErrorNamingTheFileAndItsLayers) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = write_file(dir, "small.geojson", kSmallGeoJson);
    auto dataset_result = VectorDataset::open(file);
    ASSERT_TRUE(dataset_result) << dataset_result.error();
    const auto& dataset = *dataset_result;
    const VectorLayerRead layer = dataset->read("roads");
    EXPECT_FALSE(layer);
    EXPECT_EQ(layer.error(), file.string() + ": no layer \"roads\" (its layers: small)");
}

TEST(VectorDataset, ALayerWithoutACrsCannotBeCarriedIntoOne) {
    const fs::path dir = test::scratch_dir();
    const fs::path csv = write_file(dir, "plain.csv", "WKT,cls\n\"POINT (1 2)\",well\n");
    auto dataset_result = VectorDataset::open(csv);
    ASSERT_TRUE(dataset_result) << dataset_result.error();
    const auto& dataset = *dataset_result;
    EXPECT_TRUE(dataset->layers()[0].crs_wkt.empty());
    EXPECT_TRUE(dataset->read("", ""));  // taken as it is
    const VectorLayerRead layer = dataset->read("", "EPSG:26918");
    EXPECT_FALSE(layer);
    EXPECT_EQ(layer.error(), csv.string() + " (layer plain): the layer declares no coordinate reference system, so it cannot be "
                                          "carried into NAD83 / UTM zone 18N");
}

TEST(VectorDataset, GeometryIsCarriedIntoTheTargetCrs) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = write_file(dir, "small.geojson", kSmallGeoJson);
    auto dataset_result = VectorDataset::open(file);
    ASSERT_TRUE(dataset_result) << dataset_result.error();
    const auto& dataset = *dataset_result;
    const VectorLayerRead layer = dataset->read("", "EPSG:3857");
    ASSERT_TRUE(layer) << layer.error();
    // Web Mercator: x = R * longitude in radians.
    EXPECT_NEAR(layer->features[0].geometry.points[0].x, 6378137.0 * 1.5 * M_PI / 180.0, 1e-3);
    EXPECT_GT(layer->features[0].geometry.points[0].y, 278000.0);
}

// The real data: 45 features in NAD83 / UTM 18N.
const fs::path kGettysburg = test::fixture_path("geography/gettysburg-1863.geojson");

struct OgrinfoSummary {
    long long feature_count = -1;
    double min_x = 0, min_y = 0, max_x = 0, max_y = 0;
};

OgrinfoSummary ogrinfo_summary(const fs::path& file) {
    const auto result = test::run_command("ogrinfo -ro -so -al " + test::quoted(file));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    OgrinfoSummary summary;
    if (const auto at = result.out.find("Feature Count: "); at != std::string::npos) {
        summary.feature_count = std::stoll(result.out.substr(at + 15));
    }
    if (const auto at = result.out.find("Extent: "); at != std::string::npos) {
        std::sscanf(result.out.c_str() + at, "Extent: (%lf, %lf) - (%lf, %lf)", &summary.min_x, &summary.min_y, &summary.max_x,
                    &summary.max_y);
    }
    return summary;
}

TEST(GettysburgGeography, ImportsWithTheFeatureCountCrsAndExtentOgrinfoReports) {
    auto dataset_result = VectorDataset::open(kGettysburg);
    ASSERT_TRUE(dataset_result) << dataset_result.error();
    const auto& dataset = *dataset_result;
    ASSERT_EQ(dataset->layers().size(), 1U);
    const VectorLayerInfo& info = dataset->layers()[0];
    EXPECT_EQ(info.feature_count, 45);
    EXPECT_TRUE(same_crs(info.crs_wkt, "EPSG:26918"));
    const VectorLayerRead layer = dataset->read(info.name);
    ASSERT_TRUE(layer) << layer.error();
    ASSERT_EQ(layer->features.size(), 45U);

    const OgrinfoSummary ogrinfo = ogrinfo_summary(kGettysburg);
    EXPECT_EQ(ogrinfo.feature_count, 45);
    double min_x = INFINITY, min_y = INFINITY, max_x = -INFINITY, max_y = -INFINITY;
    std::size_t lines = 0, polygons = 0;
    const auto extend = [&](const PointList& points) {
        for (const MapPoint p : points) {
            min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x);
            min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
        }
    };
    for (const VectorFeature& feature : layer->features) {
        for (const PointList& line : feature.geometry.lines) extend(line), ++lines;
        for (const PolygonShape& polygon : feature.geometry.polygons) extend(polygon.outer), ++polygons;
    }
    EXPECT_EQ(lines, 27U);
    EXPECT_EQ(polygons, 18U);
    EXPECT_NEAR(min_x, ogrinfo.min_x, 1e-3);
    EXPECT_NEAR(min_y, ogrinfo.min_y, 1e-3);
    EXPECT_NEAR(max_x, ogrinfo.max_x, 1e-3);
    EXPECT_NEAR(max_y, ogrinfo.max_y, 1e-3);
}

double metres_between(MapPoint a, MapPoint b) {  // longitude/latitude in degrees, short distances
    const double lat = (a.y + b.y) / 2.0 * M_PI / 180.0;
    const double dx = (a.x - b.x) * M_PI / 180.0 * 6371000.0 * std::cos(lat);
    const double dy = (a.y - b.y) * M_PI / 180.0 * 6371000.0;
    return std::hypot(dx, dy);
}

TEST(GettysburgGeography, TheDiamondTownBlockLiesAtLincolnSquare) {
    auto dataset_result = VectorDataset::open(kGettysburg);
    ASSERT_TRUE(dataset_result) << dataset_result.error();
    const auto& dataset = *dataset_result;
    const VectorLayerRead layer = dataset->read("", "EPSG:4326");
    ASSERT_TRUE(layer) << layer.error();
    const auto diamond = std::find_if(layer->features.begin(), layer->features.end(),
                                      [](const VectorFeature& f) { return f.attribute("id") == "town-block-diamond"; });
    ASSERT_NE(diamond, layer->features.end());
    ASSERT_EQ(diamond->geometry.polygons.size(), 1U);
    const PointList& ring = diamond->geometry.polygons[0].outer;
    MapPoint centre{};
    for (std::size_t i = 0; i + 1 < ring.size(); ++i) centre.x += ring[i].x, centre.y += ring[i].y;  // the ring is closed
    centre.x /= static_cast<double>(ring.size() - 1);
    centre.y /= static_cast<double>(ring.size() - 1);
    EXPECT_LT(metres_between(centre, {-77.2310, 39.8313}), 100.0) << centre.x << ", " << centre.y;
}

}  // namespace
}  // namespace sandtable
