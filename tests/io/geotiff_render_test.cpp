// Maps rendered to a GeoTIFF and to a PNG with its world file, checked with GDAL's own tools
// (gdalinfo, gdallocationinfo), and a GeoTIFF render read back as a raster layer of another book.
#include "io/imagery/map_imagery.hpp"
#include "io/render/map_bounds.hpp"
#include "io/render/render_hex_map.hpp"
#include "io/render/render_to_file.hpp"
#include "support/gettysburg_books.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstring>
#include <sstream>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

json gdalinfo(const fs::path& file) {
    const auto info = test::run_command("gdalinfo -json " + test::quoted(file));
    EXPECT_EQ(info.exit_code, 0) << info.err;
    return info.exit_code == 0 ? json::parse(info.out) : json::object();
}

std::string wkt_of(const json& info) {
    return info.contains("coordinateSystem") ? info["coordinateSystem"].value("wkt", "") : std::string();
}

RenderOptions map_only() {
    RenderOptions options;
    options.grid = options.labels = options.units = options.edges = options.places = options.objectives = false;
    return options;
}

// The rendered picture's centre is the centre of the map's hexes, in CRS coordinates.
void expect_centred(const json& gt, int width, int height, const GameMap& map) {
    const MapBounds bounds = hex_map_bounds(map.hex);
    EXPECT_NEAR(gt[0].get<double>() + width * gt[1].get<double>() / 2.0, (bounds.min.x + bounds.max.x) / 2.0, 1e-6);
    EXPECT_NEAR(gt[3].get<double>() + height * gt[5].get<double>() / 2.0, -(bounds.min.y + bounds.max.y) / 2.0, 1e-6);
}

TEST(GeotiffRender, AMapWithACrsBecomesAGeoTiffGdalPlacesOnTheGround) {
    const fs::path dir = test::scratch_dir();
    const Book book = test::gettysburg_town_book();
    RenderRequest request;
    request.resolution = 10.0;
    const RenderResult result = render_to_file(book, "", nullptr, dir / "town.tif", request, map_only());
    ASSERT_TRUE(result) << result.error();
    EXPECT_TRUE(result.problems().empty());

    const json info = gdalinfo(dir / "town.tif");
    EXPECT_EQ(info["driverShortName"], "GTiff");
    EXPECT_EQ(info["size"], json::array({result->width_px, result->height_px}));
    const json& gt = info["geoTransform"];
    EXPECT_DOUBLE_EQ(gt[1].get<double>(), 10.0);
    EXPECT_DOUBLE_EQ(gt[2].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(gt[4].get<double>(), 0.0);
    EXPECT_DOUBLE_EQ(gt[5].get<double>(), -10.0);
    expect_centred(gt, result->width_px, result->height_px, book.maps.front());
    // The map's hexes start at E 304500, N 4413000, less the margin.
    EXPECT_LT(gt[0].get<double>(), 304500.0);
    EXPECT_GT(gt[3].get<double>(), 4413000.0);
    EXPECT_NE(wkt_of(info).find("ID[\"EPSG\",26918]"), std::string::npos) << wkt_of(info);
    ASSERT_EQ(info["bands"].size(), 4U);
    EXPECT_EQ(info["bands"][3]["colorInterpretation"], "Alpha");
    EXPECT_EQ(info["bands"][0]["block"], json::array({256, 256})) << "tiled";
    EXPECT_EQ(info["metadata"]["IMAGE_STRUCTURE"]["COMPRESSION"], "DEFLATE");
    EXPECT_FALSE(fs::exists(dir / "town.tif.aux.xml"));
}

TEST(GeotiffRender, APngWithItsWorldFileIsPlacedLikeTheGeoTiff) {
    const fs::path dir = test::scratch_dir();
    const Book book = test::gettysburg_town_book();
    RenderRequest request;
    request.resolution = 10.0;
    ASSERT_TRUE(render_to_file(book, "", nullptr, dir / "town.tif", request, map_only()));
    request.world_file = true;
    const RenderResult result = render_to_file(book, "", nullptr, dir / "town.png", request, map_only());
    ASSERT_TRUE(result) << result.error();
    for (const char* name : {"town.pgw", "town.prj", "town.png.aux.xml"}) EXPECT_TRUE(fs::exists(dir / name)) << name;

    const json png = gdalinfo(dir / "town.png");
    const json tif = gdalinfo(dir / "town.tif");
    EXPECT_EQ(png["driverShortName"], "PNG");
    EXPECT_EQ(png["size"], tif["size"]);
    ASSERT_EQ(png["geoTransform"].size(), 6U);
    for (int i = 0; i < 6; ++i) EXPECT_NEAR(png["geoTransform"][i].get<double>(), tif["geoTransform"][i].get<double>(), 1e-6) << i;
    EXPECT_NE(wkt_of(png).find("ID[\"EPSG\",26918]"), std::string::npos) << wkt_of(png);
    EXPECT_EQ(png["bands"].size(), 3U) << "cairo leaves out the alpha channel of an opaque picture";

    // The world file names the centre of the top-left pixel.
    std::istringstream lines(test::read_text(dir / "town.pgw"));
    double values[6] = {};
    for (double& value : values) lines >> value;
    EXPECT_DOUBLE_EQ(values[0], 10.0);
    EXPECT_DOUBLE_EQ(values[3], -10.0);
    EXPECT_NEAR(values[4], tif["geoTransform"][0].get<double>() + 5.0, 1e-6);
    EXPECT_NEAR(values[5], tif["geoTransform"][3].get<double>() - 5.0, 1e-6);
}

TEST(GeotiffRender, AMapWithoutCrsIsGeoreferencedInMapUnitsWithAWarning) {
    const fs::path dir = test::scratch_dir();
    const Book book = test::small_book();
    const RenderResult result = render_to_file(book, "", nullptr, dir / "board.tif", RenderRequest{0, 0, 2.0, false, 0}, map_only());
    ASSERT_TRUE(result) << result.error();
    ASSERT_EQ(result.problems().size(), 1U);
    EXPECT_NE(result.problems()[0].find("map 'm' has no CRS"), std::string::npos) << result.problems()[0];
    const json info = gdalinfo(dir / "board.tif");
    EXPECT_EQ(wkt_of(info), "");
    EXPECT_DOUBLE_EQ(info["geoTransform"][1].get<double>(), 2.0);
    EXPECT_DOUBLE_EQ(info["geoTransform"][5].get<double>(), -2.0);
    expect_centred(info["geoTransform"], result->width_px, result->height_px, book.maps.front());
}

TEST(GeotiffRender, BadRequestsAreRefusedWithNothingWritten) {
    const fs::path dir = test::scratch_dir();
    const Book book = test::gettysburg_town_book();
    auto error_of = [&](const fs::path& out, RenderRequest request) {
        const RenderResult result = render_to_file(book, "", nullptr, out, request, map_only());
        EXPECT_FALSE(result);
        EXPECT_FALSE(fs::exists(out));
        return result.error();
    };
    const std::string too_fine = error_of(dir / "a.tif", {0, 0, 0.01, false});
    EXPECT_NE(too_fine.find("a resolution of 0.01 m a pixel makes a drawing of 7725"), std::string::npos) << too_fine;
    EXPECT_NE(too_fine.find("px, over the limit of 16384 px a side; use a coarser resolution"), std::string::npos) << too_fine;
    EXPECT_NE(error_of(dir / "b.tif", {100, 0, 5.0, false}).find("either a resolution or a width and height"), std::string::npos);
    EXPECT_NE(error_of(dir / "c.tif", {0, 0, -1.0, false}).find("positive number"), std::string::npos);
    EXPECT_NE(error_of(dir / "d.tif", {0, 0, 5.0, true}).find("a GeoTIFF carries its georeference itself"), std::string::npos);
    EXPECT_NE(error_of(dir / "e.svg", {0, 0, 5.0, true}).find("a world file goes with a .png output"), std::string::npos);
    EXPECT_NE(error_of(dir / "missing" / "f.tif", {0, 0, 5.0, false}).find(( dir / "missing" / "f.tif").string()),
              std::string::npos);
    EXPECT_TRUE(fs::is_empty(dir));
}

// The colour at a device point of a picture.
std::uint32_t rgb_at(cairo_surface_t* surface, DevicePoint p) {
    std::uint32_t pixel = 0;
    std::memcpy(&pixel,
                cairo_image_surface_get_data(surface) + static_cast<int>(p.y) * cairo_image_surface_get_stride(surface) +
                    static_cast<int>(p.x) * 4,
                sizeof pixel);
    return pixel & 0xffffff;
}

TEST(GeotiffRender, ARenderReadBackAsARasterLayerPutsAHexsColourWhereTheHexIs) {
    const fs::path dir = test::scratch_dir();
    Book painted = test::gettysburg_town_book();
    HexMap& hexes = painted.maps.front().hex;
    const std::size_t woods = hexes.terrain_index("woods").value();
    hexes.terrain_catalogue[woods].colour = "#ff00ff";
    const HexCoord diamond = point_to_hex(hexes.grid.geometry, crs_to_map(test::kDiamondCrs));
    hexes.terrain.set(*hexes.index_of(diamond), TerrainMask{1} << woods);
    ASSERT_TRUE(render_to_file(painted, "", nullptr, dir / "painted.tif", RenderRequest{0, 0, 10.0, false, 0}, map_only()));

    // GDAL finds the colour at the hex's centre on the ground.
    const MapPoint centre = hex_to_point(hexes.grid.geometry, diamond);
    const MapPoint ground = map_to_crs(centre);
    const auto located = test::run_command("gdallocationinfo -valonly -geoloc " + test::quoted(dir / "painted.tif") + " " +
                                           std::to_string(ground.x) + " " + std::to_string(ground.y));
    EXPECT_EQ(located.out, "255\n0\n255\n255\n") << located.err;

    Book reader = test::gettysburg_town_book();
    ReferenceLayer layer;
    layer.id = "l-painted";
    layer.path = "painted.tif";
    reader.maps.front().layers.push_back(layer);
    MapImagery imagery(dir);
    EXPECT_TRUE(imagery.check(reader.maps.front()).empty());
    RenderOptions options = map_only();
    options.imagery = &imagery;
    // 5 m a pixel, the hex's centre in the middle of the picture.
    const RenderView view{0.2, {centre.x - 200.0 * 5.0, centre.y - 200.0 * 5.0}, 400, 400};
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    render_hex_map(cr, reader, reader.maps.front(), nullptr, view, options);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    EXPECT_EQ(rgb_at(surface, view.to_device(centre)), 0xff00ffU);
    // Half a hex (75 m) from the centre is still the hex; two hexes away is not.
    EXPECT_EQ(rgb_at(surface, view.to_device({centre.x + 60.0, centre.y})), 0xff00ffU);
    EXPECT_EQ(rgb_at(surface, view.to_device({centre.x, centre.y - 60.0})), 0xff00ffU);
    EXPECT_NE(rgb_at(surface, view.to_device({centre.x + 300.0, centre.y})), 0xff00ffU);
    cairo_surface_destroy(surface);
}

}  // namespace
}  // namespace sandtable
