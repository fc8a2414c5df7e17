// The tile layer draws real rasters (tests/fixtures/rasters) where their georeference puts them,
// with the colours GDAL's own gdallocationinfo reads, and reads only the tiles a view needs.
#include "io/gdal/dataset.hpp"
#include "io/gdal/setup.hpp"
#include "io/imagery/raster_tile_layer.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <fmt/format.h>
#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <cstdint>
#include <sstream>
#include <utility>

namespace sandtable {
namespace {

struct Rgba {
    int r, g, b, a;
};

Rgba pixel_at(cairo_surface_t* surface, int x, int y) {
    cairo_surface_flush(surface);
    const unsigned char* p = cairo_image_surface_get_data(surface) + y * cairo_image_surface_get_stride(surface) + x * 4;
    return {p[2], p[1], p[0], p[3]};
}

std::vector<int> gdallocationinfo(const std::filesystem::path& file, int col, int row) {
    const auto result = test::run_command(fmt::format("gdallocationinfo -valonly {} {} {}", test::quoted(file), col, row));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    std::istringstream out(result.out);
    std::vector<int> values;
    for (int v; out >> v;) values.push_back(v);
    return values;
}

struct Canvas {
    cairo_surface_t* surface;
    cairo_t* cr;
    Canvas(int w, int h) : surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)), cr(cairo_create(surface)) {}
    ~Canvas() {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
};

std::shared_ptr<RasterDataset> open_fixture(const std::string& name) {
    auto raster = RasterDataset::open(test::fixture_path("rasters/" + name));
    EXPECT_TRUE(raster) << raster.error();
    return raster ? std::move(raster).value() : nullptr;
}

TEST(RasterTileLayer, AtOneToOneEveryPixelHasTheColourGdalReads) {
    const auto raster = open_fixture("RGB.byte.tif");
    ASSERT_NE(raster, nullptr);
    Canvas canvas(320, 240);
    // The map is the raster's pixel grid here, as for a scan without georeference.
    RasterTileLayer pixel_layer(raster, GeoTransform{});
    const RasterTileStats stats = pixel_layer.draw(canvas.cr, RenderView{1.0, {300.0, 200.0}, 320, 240});
    EXPECT_EQ(stats.level, 0);
    EXPECT_GT(stats.read, 0U);
    for (const auto& [x, y] : {std::pair{0, 0}, std::pair{100, 100}, std::pair{319, 239}, std::pair{57, 201}}) {
        const std::vector<int> expected = gdallocationinfo(test::fixture_path("rasters/RGB.byte.tif"), 300 + x, 200 + y);
        ASSERT_EQ(expected.size(), 3U);
        const Rgba got = pixel_at(canvas.surface, x, y);
        EXPECT_EQ(got.r, expected[0]) << x << "," << y;
        EXPECT_EQ(got.g, expected[1]) << x << "," << y;
        EXPECT_EQ(got.b, expected[2]) << x << "," << y;
        EXPECT_EQ(got.a, 255);
    }
}

TEST(RasterTileLayer, TilesReadOnSeveralThreadsEachLandWhereTheyBelong) {
    // Twelve tiles in view, read on as many threads as there are cores: every pixel must match
    // one plain read of the whole image.
    const auto raster = open_fixture("RGB.byte.tif");  // 791 x 718
    ASSERT_NE(raster, nullptr);
    const int width = raster->info().width;
    const int height = raster->info().height;
    std::vector<unsigned char> expected(static_cast<std::size_t>(width) * height * 3);
    int bands[3] = {1, 2, 3};
    ASSERT_EQ(raster->handle()->RasterIO(GF_Read, 0, 0, width, height, expected.data(), width, height, GDT_Byte, 3, bands, 3,
                                         static_cast<GSpacing>(width) * 3, 1, nullptr),
              CE_None);
    RasterTileLayer layer(raster, GeoTransform{});
    Canvas canvas(width, height);
    const RasterTileStats stats = layer.draw(canvas.cr, RenderView{1.0, {0.0, 0.0}, width, height});
    EXPECT_EQ(stats.read, 12U);
    int wrong = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const unsigned char* want = &expected[(static_cast<std::size_t>(y) * width + x) * 3];
            if (want[0] == 0 && want[1] == 0 && want[2] == 0) continue;  // no-data, left transparent
            const Rgba got = pixel_at(canvas.surface, x, y);
            if (got.r != want[0] || got.g != want[1] || got.b != want[2]) ++wrong;
        }
    }
    EXPECT_EQ(wrong, 0);
}

TEST(RasterTileLayer, NoDataPixelsAreLeftTransparent) {
    const auto raster = open_fixture("RGB.byte.tif");
    ASSERT_NE(raster, nullptr);
    ASSERT_EQ(gdallocationinfo(test::fixture_path("rasters/RGB.byte.tif"), 0, 0), (std::vector<int>{0, 0, 0}));
    RasterTileLayer layer(raster, GeoTransform{});
    Canvas canvas(16, 16);
    layer.draw(canvas.cr, RenderView{1.0, {0.0, 0.0}, 16, 16});
    EXPECT_EQ(pixel_at(canvas.surface, 0, 0).a, 0);
}

TEST(RasterTileLayer, AGeoreferencedRasterLandsWhereItsGeotransformPutsIt) {
    // naip-utm17-sub.tif: 1 m pixels in UTM. A map whose y axis points south (map y = -northing)
    // sees it upright; the transform below says so.
    const auto raster = open_fixture("naip-utm17-sub.tif");
    ASSERT_NE(raster, nullptr);
    const GeoTransform to_map = raster->transform().onto_map();
    RasterTileLayer layer(raster, to_map);
    const MapPoint corner = to_map.pixel_to_map(0, 0);
    // Half a metre a device pixel, the raster's corner 10 px in from the view's corner.
    const RenderView view{2.0, {corner.x - 5.0, corner.y - 5.0}, 200, 200};
    Canvas canvas(200, 200);
    const RasterTileStats stats = layer.draw(canvas.cr, view);
    EXPECT_EQ(stats.level, 0);
    EXPECT_EQ(pixel_at(canvas.surface, 5, 5).a, 0) << "left of and above the raster nothing is drawn";
    EXPECT_EQ(pixel_at(canvas.surface, 11, 11).a, 255);
    const std::vector<int> expected = gdallocationinfo(test::fixture_path("rasters/naip-utm17-sub.tif"), 30, 40);
    const Rgba got = pixel_at(canvas.surface, 10 + 30 * 2 + 1, 10 + 40 * 2 + 1);
    EXPECT_NEAR(got.r, expected[0], 2);
    EXPECT_NEAR(got.g, expected[1], 2);
    EXPECT_NEAR(got.b, expected[2], 2);
}

TEST(RasterTileLayer, ZoomedOutItReadsAReducedLevelAndOnlyTheTilesInView) {
    const auto raster = open_fixture("RGB.byte.tif");  // 791 x 718
    ASSERT_NE(raster, nullptr);
    RasterTileLayer layer(raster, GeoTransform{});
    Canvas canvas(200, 200);
    // A quarter of a device pixel a raster pixel: level 2, one 1024-pixel tile covers it all.
    const RasterTileStats whole = layer.draw(canvas.cr, RenderView{0.25, {0.0, 0.0}, 200, 200});
    EXPECT_EQ(whole.level, 2);
    EXPECT_EQ(whole.read, 1U);
    // 1:1 on the top-left 200 x 200 pixels: only tile (0, 0) of level 0.
    const RasterTileStats corner = layer.draw(canvas.cr, RenderView{1.0, {10.0, 10.0}, 200, 200});
    EXPECT_EQ(corner.level, 0);
    EXPECT_EQ(corner.read, 1U);
    // Panned 40 px right: still inside tile (0, 0), nothing read.
    const RasterTileStats panned = layer.draw(canvas.cr, RenderView{1.0, {50.0, 10.0}, 200, 200});
    EXPECT_EQ(panned.read, 0U);
    EXPECT_EQ(panned.reused, 1U);
    // Across the tile border: tiles (1, 0), (0, 1) and (1, 1) are read, (0, 0) is kept.
    const RasterTileStats across = layer.draw(canvas.cr, RenderView{1.0, {200.0, 200.0}, 200, 200});
    EXPECT_EQ(across.read, 3U);
    EXPECT_EQ(across.reused, 1U);
}

TEST(RasterTileLayer, KeepsNoMoreTilesThanAllowed) {
    const auto raster = open_fixture("RGB.byte.tif");
    ASSERT_NE(raster, nullptr);
    RasterTileLayer layer(raster, GeoTransform{}, 2);
    Canvas canvas(791, 718);
    const RasterTileStats stats = layer.draw(canvas.cr, RenderView{1.0, {0.0, 0.0}, 791, 718});
    EXPECT_EQ(stats.read, 12U);  // 4 x 3 tiles at level 0
    EXPECT_EQ(layer.kept_tiles(), 2U);
}

TEST(RasterTileLayer, SixteenBitSamplesAreStretchedOverTheirRangeAndNoDataLeftOut) {
    // The classic byte.tif widened to 16 bits (each value times 257) with 0 as no-data and one
    // pixel set to it: drawn, it must look like the original stretched over its own range, not
    // clipped to white, with the no-data pixel left out.
    const std::filesystem::path wide = test::scratch_dir() / "byte-16bit.tif";
    const auto made = test::run_command("gdal_translate -q -ot UInt16 -scale 0 255 0 65535 -a_nodata 0 " +
                                        test::quoted(test::fixture_path("rasters/byte.tif")) + " " + test::quoted(wide));
    ASSERT_EQ(made.exit_code, 0) << made.err;
    gdal::start();
    std::vector<std::uint16_t> values(400);
    {
        const gdal::Dataset dataset(GDALOpen(wide.string().c_str(), GA_Update));
        ASSERT_NE(dataset.get(), nullptr);
        std::uint16_t zero = 0;
        ASSERT_EQ(dataset->GetRasterBand(1)->RasterIO(GF_Write, 5, 6, 1, 1, &zero, 1, 1, GDT_UInt16, 0, 0, nullptr), CE_None);
        ASSERT_EQ(dataset->GetRasterBand(1)->RasterIO(GF_Read, 0, 0, 20, 20, values.data(), 20, 20, GDT_UInt16, 0, 0, nullptr), CE_None);
    }
    int low = 65535;
    int high = 0;
    for (const std::uint16_t v : values) {
        if (v == 0) continue;
        low = std::min<int>(low, v);
        high = std::max<int>(high, v);
    }
    ASSERT_LT(low, high);
    auto wide_result = RasterDataset::open(wide);
    ASSERT_TRUE(wide_result) << wide_result.error();
    std::shared_ptr<RasterDataset> raster = std::move(wide_result).value();
    RasterTileLayer layer(raster, GeoTransform{});
    Canvas canvas(20, 20);
    layer.draw(canvas.cr, RenderView{1.0, {0.0, 0.0}, 20, 20});
    for (const auto& [x, y] : {std::pair{3, 4}, std::pair{10, 10}, std::pair{17, 2}}) {
        const int v = values[static_cast<std::size_t>(y) * 20 + x];
        const Rgba got = pixel_at(canvas.surface, x, y);
        EXPECT_NEAR(got.r, (v - low) * 255.0 / (high - low), 1.0) << x << "," << y << " holds " << v;
        EXPECT_EQ(got.r, got.g);
        EXPECT_EQ(got.a, 255);
    }
    EXPECT_EQ(pixel_at(canvas.surface, 5, 6).a, 0);
    EXPECT_EQ(pixel_at(canvas.surface, 6, 6).a, 255);
}

TEST(RasterTileLayer, OpacityBlendsWithWhatIsBelow) {
    const auto raster = open_fixture("byte.tif");  // one grey band
    ASSERT_NE(raster, nullptr);
    RasterTileLayer layer(raster, GeoTransform{});
    Canvas canvas(20, 20);
    cairo_set_source_rgb(canvas.cr, 1, 1, 1);
    cairo_paint(canvas.cr);
    layer.draw(canvas.cr, RenderView{1.0, {0.0, 0.0}, 20, 20}, 0.5);
    const int grey = gdallocationinfo(test::fixture_path("rasters/byte.tif"), 3, 4).at(0);
    const Rgba got = pixel_at(canvas.surface, 3, 4);
    EXPECT_NEAR(got.r, (grey + 255) / 2.0, 1.5);
    EXPECT_EQ(got.r, got.g);
    EXPECT_EQ(got.g, got.b);
}

}  // namespace
}  // namespace sandtable
