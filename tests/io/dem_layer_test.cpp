// Elevation models as reference layers: the hillshade greys agree with `gdaldem hillshade` on the
// same DEM, 16-bit and Float32 models are stretched from their least to greatest sample or with a
// share clipped at each end, and a hillshaded layer of a book is drawn as relief through the
// map's imagery. The DEMs are made from the base map's traced relief (fixtures/rasters/dem).
#include "io/gdal/dataset.hpp"
#include "io/gdal/setup.hpp"
#include "io/render/hillshade.hpp"
#include "io/imagery/map_imagery.hpp"
#include "io/imagery/raster_dataset.hpp"
#include "io/imagery/raster_tile_layer.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <gdal_priv.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

const fs::path kFloatDem = test::fixture_path("rasters/dem/dem-float32.tif");
const fs::path kWordDem = test::fixture_path("rasters/dem/dem-uint16.tif");
constexpr int kWidth = 350;
constexpr int kHeight = 375;
constexpr double kCell = 20.0;

std::vector<double> elevations(const fs::path& file) {
    gdal::start();
    const gdal::Dataset dataset(GDALOpen(file.c_str(), GA_ReadOnly));
    EXPECT_TRUE(dataset) << file;
    std::vector<double> values(static_cast<std::size_t>(kWidth) * kHeight);
    if (dataset) {
        EXPECT_EQ(dataset->GetRasterBand(1)->RasterIO(GF_Read, 0, 0, kWidth, kHeight, values.data(), kWidth, kHeight,
                                                      GDT_Float64, 0, 0, nullptr),
                  CE_None);
    }
    return values;
}

std::vector<std::uint8_t> bytes_of(const fs::path& file) {
    gdal::start();
    const gdal::Dataset dataset(GDALOpen(file.c_str(), GA_ReadOnly));
    EXPECT_TRUE(dataset) << file;
    std::vector<std::uint8_t> values(static_cast<std::size_t>(kWidth) * kHeight);
    if (dataset) {
        EXPECT_EQ(dataset->GetRasterBand(1)->RasterIO(GF_Read, 0, 0, kWidth, kHeight, values.data(), kWidth, kHeight, GDT_Byte,
                                                      0, 0, nullptr),
                  CE_None);
    }
    return values;
}

// Grey of each pixel of an ARGB32 surface drawn at one raster pixel a device pixel, and its alpha.
struct Drawn {
    std::vector<int> grey;
    std::vector<int> alpha;
};

Drawn draw(RasterTileLayer& layer) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
    cairo_t* cr = cairo_create(surface);
    layer.draw(cr, RenderView{1.0, {0.0, 0.0}, kWidth, kHeight});
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    Drawn drawn;
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < kHeight; ++y) {
        for (int x = 0; x < kWidth; ++x) {
            std::uint32_t pixel = 0;
            std::memcpy(&pixel, data + static_cast<std::ptrdiff_t>(y) * stride + x * 4, 4);
            drawn.grey.push_back(static_cast<int>((pixel >> 16) & 0xff));
            drawn.alpha.push_back(static_cast<int>(pixel >> 24));
        }
    }
    cairo_surface_destroy(surface);
    return drawn;
}

std::unique_ptr<RasterTileLayer> layer_of(const fs::path& file, RasterLook look) {
    auto raster = RasterDataset::open(file);
    EXPECT_TRUE(raster) << raster.error();
    if (!raster) return nullptr;
    // Drawn in the raster's own pixels, as a scan is.
    return std::make_unique<RasterTileLayer>(std::move(raster).value(), GeoTransform{}, 256, look);
}

double share_at(const Drawn& drawn, int grey) {
    std::size_t count = 0;
    for (const int g : drawn.grey) count += g == grey ? 1 : 0;
    return static_cast<double>(count) / static_cast<double>(drawn.grey.size());
}

TEST(DemLayer, TheHillshadeGreysAgreeWithGdaldem) {
    for (const fs::path& dem : {kFloatDem, kWordDem}) {
        const fs::path theirs = test::scratch_dir() / "gdaldem.tif";
        const auto made = test::run_command("gdaldem hillshade -q " + test::quoted(dem) + " " + test::quoted(theirs));
        ASSERT_EQ(made.exit_code, 0) << made.err;
        const std::vector<std::uint8_t> expected = bytes_of(theirs);
        const Hillshade ours = hillshade(elevations(dem), kWidth, kHeight, kCell, kCell);
        int worst = 0;
        double lit = 0.0;
        // gdaldem leaves the border cells without a value; it writes 1 + 254 x the cosine.
        for (int y = 1; y < kHeight - 1; ++y) {
            for (int x = 1; x < kWidth - 1; ++x) {
                const std::size_t i = static_cast<std::size_t>(y) * kWidth + x;
                ASSERT_TRUE(ours.valid[i]);
                worst = std::max(worst, std::abs(static_cast<int>(ours.grey[i]) - static_cast<int>(expected[i])));
                lit += ours.grey[i];
            }
        }
        EXPECT_LE(worst, 2) << dem;
        EXPECT_GT(lit / ((kWidth - 2) * (kHeight - 2)), 150.0) << "the plain is lit at 45 degrees: about 180";
    }
}

TEST(DemLayer, ASlopeFacingTheLightIsBrighterThanOneFacingAway) {
    // A ramp rising to the east faces west, towards a light from the north-west; one rising to
    // the west faces east, away from it.
    std::vector<double> east(9), west(9);
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 3; ++x) {
            east[static_cast<std::size_t>(y * 3 + x)] = 10.0 * x;
            west[static_cast<std::size_t>(y * 3 + x)] = 10.0 * (2 - x);
        }
    }
    EXPECT_GT(hillshade(east, 3, 3, 10.0, 10.0).grey[4], 200);
    EXPECT_LT(hillshade(west, 3, 3, 10.0, 10.0).grey[4], 60);
    std::vector<double> flat(9, 100.0);
    EXPECT_EQ(hillshade(flat, 3, 3, 10.0, 10.0).grey[4], 180);  // sin 45 degrees of 255
    flat[0] = std::nan("");
    EXPECT_FALSE(hillshade(flat, 3, 3, 10.0, 10.0).valid[4]) << "next to a cell without data";
}

TEST(DemLayer, SixteenBitAndFloatModelsAreStretchedFromLeastToGreatestOrClipped) {
    for (const fs::path& dem : {kFloatDem, kWordDem}) {
        const auto min_max = layer_of(dem, {});
        ASSERT_TRUE(min_max);
        const Drawn full = draw(*min_max);
        // Most of the ground is the plain at its lowest, drawn black; only the summits are white.
        EXPECT_GT(share_at(full, 0), 0.5) << dem;
        EXPECT_LT(share_at(full, 255), 0.005) << dem;
        int brightest = 0;
        for (const int g : full.grey) brightest = std::max(brightest, g);
        EXPECT_GE(brightest, 254) << dem;

        const auto clipped = layer_of(dem, {RasterStretch::PercentClip, 2.0, false});
        ASSERT_TRUE(clipped);
        const Drawn clip = draw(*clipped);
        // The top 2% of the samples are drawn white, give or take the histogram's buckets.
        EXPECT_GT(share_at(clip, 255), 0.01) << dem;
        EXPECT_LT(share_at(clip, 255), 0.04) << dem;
        for (const int a : clip.alpha) ASSERT_EQ(a, 255);
    }
}

TEST(DemLayer, ABooksLayerMarkedHillshadeIsDrawnAsRelief) {
    GameMap map;
    map.id = "map";
    map.kind = MapKind::Hex;
    ReferenceLayer layer;
    layer.id = "dem";
    layer.path = kFloatDem.string();
    layer.look.hillshade = true;
    map.layers.push_back(layer);
    MapImagery imagery(test::scratch_dir());
    EXPECT_TRUE(imagery.check(map).empty());
    // The map has no CRS: the DEM lands in its own coordinates, y turned to the map's (northing negated).
    const double left = 305000.0;
    const double top = -4413000.0;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, kHeight);
    cairo_t* cr = cairo_create(surface);
    imagery.draw(cr, map, RenderView{1.0 / kCell, {left, top}, kWidth, kHeight});
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    const Hillshade expected = hillshade(elevations(kFloatDem), kWidth, kHeight, kCell, kCell);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    int worst = 0;
    for (int y = 1; y < kHeight - 1; ++y) {
        for (int x = 1; x < kWidth - 1; ++x) {
            const int red = data[static_cast<std::ptrdiff_t>(y) * stride + x * 4 + 2];
            worst = std::max(worst, std::abs(red - static_cast<int>(expected.grey[static_cast<std::size_t>(y) * kWidth + x])));
        }
    }
    cairo_surface_destroy(surface);
    EXPECT_LE(worst, 1);
}

}  // namespace
}  // namespace sandtable
