// Hexes too small to draw one by one are drawn as an overview image; both ways must colour every
// hex centre with the hex's terrain, whatever the grid's layout and rotation.
#include "io/render/map_palette.hpp"
#include "io/render/render_hex_map.hpp"
#include "io/render/terrain_overview.hpp"
#include "model/book.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

namespace sandtable {
namespace {

constexpr int kSide = 400;

struct Grid {
    HexOrientation orientation;
    OffsetLayout layout;
    const char* name;
};

constexpr Grid kGrids[] = {{HexOrientation::FlatTop, OffsetLayout::OddColumns, "odd columns"},
                           {HexOrientation::FlatTop, OffsetLayout::EvenColumns, "even columns"},
                           {HexOrientation::PointyTop, OffsetLayout::OddRows, "odd rows"},
                           {HexOrientation::PointyTop, OffsetLayout::EvenRows, "even rows"}};

// Terrain in a pattern where every hex differs from some of its neighbours.
Book patterned_book(const Grid& grid, double rotation) {
    Book book;
    GameMap map;
    map.id = "m";
    map.hex.grid.geometry = {grid.orientation, 10.0, {0.0, 0.0}, rotation};
    map.hex.grid.layout = grid.layout;
    map.hex.terrain_catalogue = {{"a", "A", "#ff0000"}, {"b", "B", "#0000ff"}, {"c", "C", "#00c000"}};
    map.hex.resize(120, 120);
    for (std::size_t i = 0; i < map.hex.hex_count(); ++i) map.hex.terrain.set(i, TerrainMask{1} << ((i * 7 + i / 120) % 4));
    book.maps.push_back(map);
    return book;
}

std::uint32_t pixel_at(cairo_surface_t* surface, DevicePoint p) {
    const unsigned char* data = cairo_image_surface_get_data(surface);
    std::uint32_t pixel = 0;
    std::memcpy(&pixel, data + static_cast<int>(p.y) * cairo_image_surface_get_stride(surface) + static_cast<int>(p.x) * 4,
                sizeof pixel);
    return pixel & 0xffffff;
}

// Renders the map with hexes of size_px and counts the hex centres in the picture's middle whose
// pixel is not their terrain's colour.
int wrong_centres(const Book& book, double size_px, int& checked) {
    const HexMap& map = book.maps.front().hex;
    const double scale = size_px / map.grid.geometry.size;
    // Centred on the middle of the map, away from its rotated borders.
    const MapPoint middle = hex_to_point(map.grid.geometry, offset_to_axial(map.grid.layout, {60, 60}));
    const RenderView view{scale, {middle.x - kSide / 2.0 / scale, middle.y - kSide / 2.0 / scale}, kSide, kSide};
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface(
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, kSide, kSide), cairo_surface_destroy);
    cairo_t* cr = cairo_create(surface.get());
    RenderOptions options;
    options.grid = false;
    options.labels = false;
    render_hex_map(cr, book, book.maps.front(), nullptr, view, options);
    cairo_destroy(cr);
    cairo_surface_flush(surface.get());

    const std::uint32_t colours[] = {0xff0000, 0x0000ff, 0x00c000, 0xf4f0e1};  // the last: no terrain
    int wrong = 0;
    checked = 0;
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const DevicePoint p = view.to_device(hex_to_point(map.grid.geometry, map.coord_at(i)));
        if (p.x < 20 || p.y < 20 || p.x > kSide - 20 || p.y > kSide - 20) continue;
        ++checked;
        const std::uint32_t expected = colours[(i * 7 + i / 120) % 4];
        if (pixel_at(surface.get(), p) != expected) ++wrong;
    }
    return wrong;
}

TEST(RenderOverview, SmallHexesAndOverviewBothColourEveryHexCentre) {
    for (const Grid& grid : kGrids) {
        for (const double rotation : {0.0, 20.0, -90.0}) {
            const Book book = patterned_book(grid, rotation);
            const std::string what = std::string(grid.name) + ", rotated " + std::to_string(rotation);
            int checked = 0;
            // Just above and below the size where drawing switches to the overview.
            EXPECT_EQ(wrong_centres(book, kOverviewHexPx + 0.5, checked), 0) << what << ", hexes";
            EXPECT_GT(checked, 1000) << what;
            EXPECT_EQ(wrong_centres(book, kOverviewHexPx - 0.2, checked), 0) << what << ", overview";
            EXPECT_GT(checked, 1000) << what;
        }
    }
}

}  // namespace
}  // namespace sandtable
