// PNG and GeoTIFF renders are drawn and written a strip of rows at a time: the strips join into
// the picture drawn whole, the GeoTIFF carries the PNG's pixels, and the PNG writer refuses
// strips that do not fit and leaves nothing behind when it is not finished.
#include "io/native/book_file.hpp"
#include "io/render/png_strip_writer.hpp"
#include "io/render/render_to_file.hpp"
#include "model/variant_resolution.hpp"
#include "support/first_day_fixture.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <gdal.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

constexpr int kWidth = 640;
constexpr int kHeight = 560;

// The picture as 0xRRGGBB values, row by row.
std::vector<std::uint32_t> png_pixels(const fs::path& file) {
    SurfacePtr surface(cairo_image_surface_create_from_png(file.c_str()), cairo_surface_destroy);
    EXPECT_EQ(cairo_surface_status(surface.get()), CAIRO_STATUS_SUCCESS) << file;
    const int width = cairo_image_surface_get_width(surface.get());
    const int height = cairo_image_surface_get_height(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    std::vector<std::uint32_t> pixels;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            std::uint32_t pixel = 0;
            std::memcpy(&pixel, data + static_cast<std::ptrdiff_t>(y) * stride + x * 4, sizeof pixel);
            pixels.push_back(pixel & 0xffffffu);
        }
    }
    return pixels;
}

std::vector<std::uint32_t> geotiff_pixels(const fs::path& file, int& alpha_min) {
    GDALAllRegister();
    GDALDatasetH dataset = GDALOpen(file.c_str(), GA_ReadOnly);
    EXPECT_NE(dataset, nullptr) << file;
    if (dataset == nullptr) return {};
    const int width = GDALGetRasterXSize(dataset);
    const int height = GDALGetRasterYSize(dataset);
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * height * 4);
    EXPECT_EQ(GDALDatasetRasterIO(dataset, GF_Read, 0, 0, width, height, rgba.data(), width, height, GDT_Byte, 4, nullptr, 4,
                                  4 * width, 1),
              CE_None);
    GDALClose(dataset);
    std::vector<std::uint32_t> pixels;
    alpha_min = 255;
    for (std::size_t i = 0; i < rgba.size(); i += 4) {
        pixels.push_back(static_cast<std::uint32_t>(rgba[i]) << 16 | static_cast<std::uint32_t>(rgba[i + 1]) << 8 | rgba[i + 2]);
        alpha_min = std::min<int>(alpha_min, rgba[i + 3]);
    }
    return pixels;
}

std::size_t differing(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) count += a[i] != b[i] ? 1 : 0;
    return count + (a.size() > b.size() ? a.size() - b.size() : b.size() - a.size());
}

class RenderStrips : public test::FirstDayOfTheSample {
protected:
    fs::path render(const std::string& name, int strip_rows) {
        const fs::path file = dir / name;
        RenderRequest request{kWidth, kHeight, 0.0, false, strip_rows};
        const RenderResult result = render_to_file(loaded->book, "", &scenario->scenario, file, request, {});
        EXPECT_TRUE(result) << result.error();
        return file;
    }

};

TEST_F(RenderStrips, APngDrawnInStripsIsThePictureDrawnWhole) {
    const auto whole = png_pixels(render("whole.png", kHeight));
    ASSERT_EQ(whole.size(), static_cast<std::size_t>(kWidth) * kHeight);
    // 37 rows a strip: seams cross hexes, labels and counters at odd places.
    const auto strips = png_pixels(render("strips.png", 37));
    EXPECT_EQ(differing(whole, strips), 0U);
    // And the picture is not blank: the sample's terrain and units are in it.
    std::size_t white = 0;
    for (const std::uint32_t pixel : whole) white += pixel == 0xffffffu ? 1 : 0;
    EXPECT_LT(white, whole.size() / 2);
}

TEST_F(RenderStrips, AGeoTiffDrawnInStripsCarriesThePngsPixels) {
    const auto png = png_pixels(render("whole.png", kHeight));
    // 100 rows a strip: the GeoTIFF's 256-row tiles are each written over several strips.
    int alpha_min = 0;
    const auto tiff = geotiff_pixels(render("strips.tif", 100), alpha_min);
    EXPECT_EQ(differing(png, tiff), 0U);
    EXPECT_EQ(alpha_min, 255) << "every pixel of a render is opaque";
}

TEST_F(RenderStrips, ThePngIsEightBitRgb) {
    const std::string bytes = test::read_text(render("map.png", 0));
    ASSERT_GT(bytes.size(), 26U);
    EXPECT_EQ(bytes.substr(12, 4), "IHDR");
    EXPECT_EQ(static_cast<int>(bytes[24]), 8);  // bit depth
    EXPECT_EQ(static_cast<int>(bytes[25]), 2);  // colour type: RGB
}

TEST(PngStripWriter, RefusesAStripOfAnotherWidthOrTooManyRows) {
    const fs::path out = test::scratch_dir() / "map.png";
    auto writer = open_png_strip_writer(out, 10, 4);
    ASSERT_TRUE(writer) << writer.error();
    SurfacePtr narrow(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 9, 2), cairo_surface_destroy);
    const Status refused = (*writer)->write_strip(narrow.get());
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error(), out.string() + ": a strip of 9 x 2 px does not fit a 10 x 4 px picture at row 0");
    SurfacePtr tall(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 5), cairo_surface_destroy);
    EXPECT_FALSE((*writer)->write_strip(tall.get()));
}

TEST(PngStripWriter, AnUnfinishedPictureLeavesNothingBehind) {
    const fs::path dir = test::scratch_dir();
    const fs::path out = dir / "map.png";
    {
        auto writer = open_png_strip_writer(out, 10, 4);
        ASSERT_TRUE(writer) << writer.error();
        SurfacePtr half(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 2), cairo_surface_destroy);
        ASSERT_TRUE((*writer)->write_strip(half.get()));
        const Status finished = (*writer)->finish();
        ASSERT_FALSE(finished);
        EXPECT_EQ(finished.error(), out.string() + ": only 2 of 4 rows were drawn");
    }
    EXPECT_TRUE(fs::is_empty(dir)) << "neither the picture nor its temporary file is left";
}

TEST(PngStripWriter, AFolderThatCannotBeWrittenIsNamed) {
    const fs::path out = test::scratch_dir() / "no-such-folder" / "map.png";
    const auto writer = open_png_strip_writer(out, 10, 4);
    ASSERT_FALSE(writer);
    EXPECT_NE(writer.error().find(out.string()), std::string::npos) << writer.error();
}

TEST(PngStripWriter, StripsOfAnyHeightMakeOnePicture) {
    const fs::path out = test::scratch_dir() / "bands.png";
    auto writer = open_png_strip_writer(out, 3, 5);
    ASSERT_TRUE(writer) << writer.error();
    // Rows 0-1 red, 2 green, 3-4 blue, in strips of 2, 1 and 2 rows.
    for (const auto& [rows, colour] : {std::pair{2, 0xffff0000u}, std::pair{1, 0xff00ff00u}, std::pair{2, 0xff0000ffu}}) {
        SurfacePtr strip(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3, rows), cairo_surface_destroy);
        unsigned char* data = cairo_image_surface_get_data(strip.get());
        for (int y = 0; y < rows; ++y) {
            for (int x = 0; x < 3; ++x) std::memcpy(data + y * cairo_image_surface_get_stride(strip.get()) + x * 4, &colour, 4);
        }
        cairo_surface_mark_dirty(strip.get());
        ASSERT_TRUE((*writer)->write_strip(strip.get()));
    }
    ASSERT_TRUE((*writer)->finish());
    const auto pixels = png_pixels(out);
    const std::vector<std::uint32_t> expected{0xff0000, 0xff0000, 0xff0000, 0xff0000, 0xff0000, 0xff0000, 0x00ff00, 0x00ff00,
                                              0x00ff00, 0x0000ff, 0x0000ff, 0x0000ff, 0x0000ff, 0x0000ff, 0x0000ff};
    EXPECT_EQ(pixels, expected);
}

}  // namespace
}  // namespace sandtable
