// The tile cache paints what render_hex_map paints, and draws again only what it has not kept:
// views are compared pixel by pixel with render_hex_map drawing them directly.
#include "io/render/render_hex_map.hpp"
#include "io/render/render_map.hpp"
#include "io/render/tile_cache.hpp"
#include "model/book.hpp"
#include "support/test_books.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

namespace sandtable {
namespace {

// The canvas's background, so that partly covered pixels blend as they do on screen.
constexpr Colour kBackground{236 / 255.0, 232 / 255.0, 220 / 255.0, 1.0};

TileCacheSettings tiles_of(int size_px) {
    TileCacheSettings settings;
    settings.tile_size_px = size_px;
    return settings;
}

class Image {
public:
    Image(int width, int height, Colour fill = kBackground)
        : surface_(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), cairo_surface_destroy),
          cr_(cairo_create(surface_.get()), cairo_destroy) {
        cairo_set_source_rgba(cr_.get(), fill.r, fill.g, fill.b, fill.a);
        cairo_paint(cr_.get());
    }

    [[nodiscard]] cairo_t* cr() const { return cr_.get(); }
    [[nodiscard]] int width() const { return cairo_image_surface_get_width(surface_.get()); }
    [[nodiscard]] int height() const { return cairo_image_surface_get_height(surface_.get()); }

    [[nodiscard]] std::uint32_t at(int x, int y) const {
        cairo_surface_flush(surface_.get());
        const unsigned char* data = cairo_image_surface_get_data(surface_.get());
        std::uint32_t pixel = 0;
        std::memcpy(&pixel, data + y * cairo_image_surface_get_stride(surface_.get()) + x * 4, sizeof pixel);
        return pixel;
    }

private:
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr_;
};

int channel(std::uint32_t pixel, int shift) { return static_cast<int>((pixel >> shift) & 0xffu); }

int largest_channel_difference(std::uint32_t a, std::uint32_t b) {
    int largest = 0;
    for (const int shift : {0, 8, 16, 24}) largest = std::max(largest, std::abs(channel(a, shift) - channel(b, shift)));
    return largest;
}

struct Difference {
    double mean = 0.0;            // over every channel of every pixel
    double share_within_8 = 1.0;  // pixels whose channels all differ by 8 or less
    int largest = 0;              // over every channel of every pixel
};

Difference compare(const Image& a, const Image& b) {
    double total = 0.0;
    std::size_t within = 0;
    int largest = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const std::uint32_t pa = a.at(x, y);
            const std::uint32_t pb = b.at(x, y);
            for (const int shift : {0, 8, 16, 24}) total += std::abs(channel(pa, shift) - channel(pb, shift));
            const int difference = largest_channel_difference(pa, pb);
            if (difference <= 8) ++within;
            largest = std::max(largest, difference);
        }
    }
    const double pixels = static_cast<double>(a.width()) * a.height();
    return {total / (4.0 * pixels), static_cast<double>(within) / pixels, largest};
}

std::uint32_t opaque_pixel(const std::string& hex_colour) {
    return 0xff000000u | static_cast<std::uint32_t>(std::stoul(hex_colour.substr(1), nullptr, 16));
}

class TileCacheTest : public ::testing::Test {
protected:
    Book book = test::small_book();
    GameMap& game_map = *book.map("m");
    HexMap& map = game_map.hex;
    const Scenario* scenario = &book.scenarios.front();
    RenderOptions options;

    // Everything the renderer draws, some of it crossing tile borders: terrain, hexside features,
    // roads, a long place name, an objective, entry hexes, a highlight and stacked counters.
    void SetUp() override {
        map.resize(20, 16);
        map.edges.front().entry_hexes = {hex("A1"), hex("A2")};
        const auto woods = *map.terrain_index("woods");
        const auto hill = *map.terrain_index("hill");
        for (std::size_t i = 0; i < map.hex_count(); ++i) {
            TerrainMask mask = 0;
            if (i % 7 < 2) mask |= TerrainMask{1} << woods;
            if (i % 5 == 0) mask |= TerrainMask{1} << hill;
            map.terrain.set(i, mask);
        }
        const auto stream = *map.hexside_feature_index("stream");
        const auto road = *map.hexside_feature_index("road");
        map.hexside_features.set(*hexside_between(hex("C2"), hex("C3")), TerrainMask{1} << stream);
        map.hexside_features.set(*hexside_between(hex("E2"), hex("E3")), TerrainMask{1} << road);
        map.roads.push_back(HexRoad{"r", "trail", "", {hex("B3"), hex("C3"), hex("D3"), hex("E4")}});
        map.places.push_back(NamedPlace{"p", "Lutheran Theological Seminary", hex("D4")});
        map.objectives.push_back(HexObjective{"o", "Hill", {hex("C2"), hex("F5")}, 3, ""});
        options.highlight_hexes = {"E5"};
        Scenario& s1 = book.scenarios.front();
        s1.setup.push_back(Placement{"c-a", {LocationKind::Hex, "C3"}, UnitState::Full});
        s1.setup.push_back(Placement{"c-b", {LocationKind::Hex, "F4"}, UnitState::Full});
    }

    [[nodiscard]] HexCoord hex(const char* label) const { return map.find_label(label).value(); }

    [[nodiscard]] Image direct(const RenderView& view) const {
        Image image(view.width_px, view.height_px);
        render_hex_map(image.cr(), book, game_map, scenario, view, options);
        return image;
    }
    [[nodiscard]] Image cached(TileCache& cache, const RenderView& view) const {
        Image image(view.width_px, view.height_px);
        cache.draw(image.cr(), book, game_map, scenario, view, options);
        return image;
    }
    // Tiles that a view of this size may touch: one more across and down than fit in it.
    static std::size_t most_tiles(const RenderView& view, int tile_size) {
        return static_cast<std::size_t>(view.width_px / tile_size + 2) *
               static_cast<std::size_t>(view.height_px / tile_size + 2);
    }
};

#define EXPECT_SAME_PICTURE(a, b)                              \
    do {                                                       \
        const Difference difference = compare((a), (b));       \
        EXPECT_LT(difference.mean, 1.0);                       \
        EXPECT_GE(difference.share_within_8, 0.999);           \
    } while (false)

// Where tiles were drawn again, what was there before must be gone to the last pixel. Cairo does
// not rasterize a shape cut by a clip quite as it does the whole shape, so an edge drawn in
// pieces may differ by a few levels; anything left behind differs by far more.
#define EXPECT_NOTHING_LEFT_BEHIND(a, b)                       \
    do {                                                       \
        const Difference difference = compare((a), (b));       \
        EXPECT_LT(difference.mean, 1.0);                       \
        EXPECT_GE(difference.share_within_8, 0.999);           \
        EXPECT_LE(difference.largest, 32);                     \
    } while (false)

TEST_F(TileCacheTest, PaintsWhatRenderHexMapDrawsAtFractionalOffsets) {
    // Small tiles, so that hexes, labels, counters and the place name cross many tile borders.
    const RenderView views[] = {
        {1.37, {13.31, 7.77}, 700, 520},   // labels, named counters
        {0.613, {-20.71, -11.43}, 640, 480},  // no labels, small counters
        {0.05, {-3.3, -7.9}, 200, 150},    // terrain as an overview
    };
    for (const RenderView& view : views) {
        SCOPED_TRACE(::testing::Message() << "scale " << view.scale);
        TileCache cache(tiles_of(64));
        EXPECT_SAME_PICTURE(cached(cache, view), direct(view));
    }
}

TEST_F(TileCacheTest, OnItsBackgroundItPaintsOverWhatTheTargetHeld) {
    TileCacheSettings settings = tiles_of(64);
    settings.background = kBackground;
    const RenderView views[] = {
        {1.37, {13.31, 7.77}, 700, 520},
        {0.613, {-200.71, -11.43}, 640, 480},  // with tiles off the map
    };
    for (const RenderView& view : views) {
        SCOPED_TRACE(::testing::Message() << "scale " << view.scale);
        TileCache cache(settings);
        Image image(view.width_px, view.height_px, Colour{1.0, 0.0, 1.0, 1.0});
        cache.draw(image.cr(), book, game_map, scenario, view, options);
        EXPECT_SAME_PICTURE(image, direct(view));
    }
}

TEST_F(TileCacheTest, ASecondDrawOfTheSameViewRendersNoTile) {
    TileCache cache;
    const RenderView view{1.37, {13.31, 7.77}, 700, 520};
    (void)cached(cache, view);
    EXPECT_GT(cache.stats().tiles_rendered, 0u);
    cache.reset_stats();
    const Image again = cached(cache, view);
    EXPECT_EQ(cache.stats().tiles_rendered, 0u);
    EXPECT_GT(cache.stats().tiles_from_cache, 0u);
    EXPECT_SAME_PICTURE(again, direct(view));
}

TEST_F(TileCacheTest, APanByAFewPixelsDrawsOnlyTheStripsItUncovers) {
    constexpr int kTile = 128;
    TileCache cache(tiles_of(kTile));
    RenderView view{1.37, {13.31, 7.77}, 700, 520};
    (void)cached(cache, view);
    cache.reset_stats();
    // The canvas pans by whole device pixels.
    view.top_left.x += 7.0 / view.scale;
    view.top_left.y += 5.0 / view.scale;
    const Image panned = cached(cache, view);
    const std::size_t column = static_cast<std::size_t>(view.height_px / kTile + 2);
    const std::size_t row = static_cast<std::size_t>(view.width_px / kTile + 2);
    EXPECT_LE(cache.stats().tiles_rendered + cache.stats().tiles_repaired, column + row - 1);
    EXPECT_GT(cache.stats().tiles_from_cache, 0u);
    EXPECT_EQ(cache.stats().pixels_rendered, 7u * 520u + 5u * 700u - 7u * 5u);
    EXPECT_EQ(cache.stats().render_calls, 2u);
    EXPECT_SAME_PICTURE(panned, direct(view));
}

TEST_F(TileCacheTest, PansAndZoomsThereAndBackPaintWhatRenderHexMapDraws) {
    for (const double scale : {1.37, 0.05}) {
        SCOPED_TRACE(::testing::Message() << "scale " << scale);
        TileCache cache(tiles_of(64));
        RenderView view{scale, {13.31 / scale, 7.77 / scale}, 300, 200};
        const int steps[][2] = {{40, 0}, {0, 33}, {-71, -12}, {5, 90}, {-130, 7}, {64, -64}};
        for (const auto& step : steps) {
            view.top_left.x += step[0] / view.scale;
            view.top_left.y += step[1] / view.scale;
            (void)cached(cache, view);
            view.scale *= 1.25;
            (void)cached(cache, view);
            view.scale /= 1.25;
        }
        cache.reset_stats();
        EXPECT_NOTHING_LEFT_BEHIND(cached(cache, view), direct(view));
        EXPECT_EQ(cache.stats().pixels_rendered, 0u);
    }
}

TEST_F(TileCacheTest, InvalidatedHexesRedrawOnlyAroundThem) {
    constexpr int kTile = 128;
    TileCache cache(tiles_of(kTile));
    const RenderView view{1.0, {-3.5, -2.25}, 1000, 900};
    (void)cached(cache, view);
    const std::size_t in_view = cache.tile_count();

    const HexCoord changed = hex("J8");
    const auto town = *map.terrain_index("town");
    map.terrain.set(*map.index_of(changed), TerrainMask{1} << town);
    const HexCoord hexes[] = {changed};
    cache.invalidate_hexes(game_map, hexes);
    cache.reset_stats();
    const Image redrawn = cached(cache, view);

    // The hex and a hex around it reach 88 px from its centre: three tiles each way at most, drawn
    // again in one piece.
    EXPECT_EQ(cache.stats().tiles_rendered, 0u);
    EXPECT_GE(cache.stats().tiles_repaired, 1u);
    EXPECT_LE(cache.stats().tiles_repaired, 9u);
    EXPECT_EQ(cache.stats().tiles_from_cache, in_view - cache.stats().tiles_repaired);
    EXPECT_EQ(cache.stats().render_calls, 1u);
    const DevicePoint centre = view.to_device(hex_to_point(map.grid.geometry, changed));
    EXPECT_LE(largest_channel_difference(redrawn.at(static_cast<int>(centre.x), static_cast<int>(centre.y)),
                                         opaque_pixel(map.terrain_catalogue[town].colour)),
              2);
    EXPECT_NOTHING_LEFT_BEHIND(redrawn, direct(view));
}

TEST_F(TileCacheTest, HexesInvalidatedOutOfViewAreRedrawnWhenTheyComeIntoIt) {
    TileCache cache(tiles_of(128));
    const RenderView left_half{1.0, {-3.5, -2.25}, 500, 900};
    RenderView right_half = left_half;
    right_half.top_left.x += 500.0;
    (void)cached(cache, left_half);
    (void)cached(cache, right_half);

    const HexCoord changed[] = {hex("H8"), hex("I8")};
    for (const HexCoord hex : changed) map.terrain.set(*map.index_of(hex), TerrainMask{1} << *map.terrain_index("town"));
    cache.invalidate_hexes(game_map, changed);
    cache.reset_stats();
    EXPECT_NOTHING_LEFT_BEHIND(cached(cache, left_half), direct(left_half));
    EXPECT_NOTHING_LEFT_BEHIND(cached(cache, right_half), direct(right_half));
    EXPECT_EQ(cache.stats().tiles_rendered, 0u);
    EXPECT_GT(cache.stats().tiles_repaired, 0u);
}

TEST_F(TileCacheTest, RenamingAPlaceRedrawsWhereItsOldNameReached) {
    // Hexes of 12 px under a name 8 px high: the name runs well beyond a hex on either side.
    TileCache cache(tiles_of(64));
    const RenderView view{0.3, {-20.71, -11.43}, 400, 300};
    (void)cached(cache, view);
    map.places.front().name = "Seminary";
    const HexCoord hexes[] = {map.places.front().hex};
    cache.invalidate_hexes(game_map, hexes);
    EXPECT_NOTHING_LEFT_BEHIND(cached(cache, view), direct(view));

    // Gone from the map, the place is still known to have had a long name there.
    map.places.clear();
    cache.invalidate_hexes(game_map, hexes);
    EXPECT_NOTHING_LEFT_BEHIND(cached(cache, view), direct(view));
}

TEST_F(TileCacheTest, AZoomRendersTilesForTheNewScaleAndKeepsTheOldOnes) {
    TileCache cache(tiles_of(128));
    const RenderView near{1.37, {13.31, 7.77}, 700, 520};
    RenderView far = near;
    far.scale = 0.8;
    (void)cached(cache, near);
    cache.reset_stats();
    const Image zoomed = cached(cache, far);
    EXPECT_GT(cache.stats().tiles_rendered, 0u);
    EXPECT_EQ(cache.stats().tiles_from_cache, 0u);
    EXPECT_SAME_PICTURE(zoomed, direct(far));

    cache.reset_stats();
    (void)cached(cache, near);
    EXPECT_EQ(cache.stats().tiles_rendered, 0u);
}

TEST_F(TileCacheTest, TheBudgetLetsTheLeastRecentlyPaintedTilesGo) {
    constexpr int kTile = 128;
    const RenderView near{1.37, {13.31, 7.77}, 700, 520};
    RenderView far = near;
    far.scale = 0.8;
    const std::size_t one_view = most_tiles(near, kTile) * (kTile * kTile * 4 + 256);
    TileCacheSettings settings = tiles_of(kTile);
    settings.budget_bytes = one_view;
    TileCache cache(settings);
    (void)cached(cache, near);
    (void)cached(cache, far);
    EXPECT_LE(cache.bytes_in_use(), one_view);
    cache.reset_stats();
    (void)cached(cache, near);
    EXPECT_GT(cache.stats().tiles_rendered, 0u);
}

TEST_F(TileCacheTest, TilesOffTheMapHoldNoPixels) {
    TileCache cache(tiles_of(128));
    const RenderView view{1.0, {-5000.0, -5000.0}, 700, 520};
    (void)cached(cache, view);
    EXPECT_GT(cache.tile_count(), 0u);
    EXPECT_LT(cache.bytes_in_use(), cache.tile_count() * 1024);
}

TEST_F(TileCacheTest, OtherOptionsStartOverAndAnotherHighlightRedrawsAroundIt) {
    TileCache cache(tiles_of(128));
    const RenderView view{1.0, {-3.5, -2.25}, 1000, 900};
    (void)cached(cache, view);
    const std::size_t in_view = cache.tile_count();

    options.grid = false;
    cache.reset_stats();
    EXPECT_SAME_PICTURE(cached(cache, view), direct(view));
    EXPECT_EQ(cache.stats().tiles_rendered, in_view);

    options.highlight_hexes = {"J8"};
    cache.reset_stats();
    EXPECT_NOTHING_LEFT_BEHIND(cached(cache, view), direct(view));
    EXPECT_EQ(cache.stats().tiles_rendered, 0u);
    EXPECT_GT(cache.stats().tiles_repaired, 0u);
    EXPECT_LT(cache.stats().tiles_repaired, in_view);
}

}  // namespace
}  // namespace sandtable

namespace sandtable {
namespace {

// Free-form maps through the cache: the picture is the renderer's, patterns meet across tiles,
// and an edit redraws only the tiles over the rectangle it names.
class FreeformTileCacheTest : public ::testing::Test {
protected:
    Book book = test::small_freeform_book();
    const Scenario* scenario = &book.scenarios.front();
    RenderOptions options;

    [[nodiscard]] Image direct(const RenderView& view) const {
        Image image(view.width_px, view.height_px);
        render_map(image.cr(), book, book.maps.front(), scenario, view, options);
        return image;
    }
    [[nodiscard]] Image cached(TileCache& cache, const RenderView& view) const {
        Image image(view.width_px, view.height_px);
        cache.draw(image.cr(), book, book.maps.front(), scenario, view, options);
        return image;
    }
};

TEST_F(FreeformTileCacheTest, PaintsWhatTheRendererDrawsWithPatternsMeetingAcrossTiles) {
    for (const RenderView& view : {RenderView{1.0, {-20.3, -10.7}, 1040, 740}, RenderView{2.37, {90.1, 80.9}, 700, 500}}) {
        SCOPED_TRACE(::testing::Message() << "scale " << view.scale);
        TileCache cache(tiles_of(64));
        EXPECT_SAME_PICTURE(cached(cache, view), direct(view));
    }
}

TEST_F(FreeformTileCacheTest, AnEditRedrawsOnlyTheTilesOverItsRectangle) {
    TileCache cache(tiles_of(128));
    const RenderView view{1.0, {-20.0, -20.0}, 1040, 740};
    (void)cached(cache, view);
    const std::size_t in_view = cache.tile_count();
    // The marsh's second part becomes woods: it lies in (850, 500)-(950, 560).
    book.maps.front().freeform.area("marsh-1")->terrain = "woods";
    cache.invalidate_map_rect({{700, 500}, {950, 600}}, 8.0);
    cache.reset_stats();
    const Image redrawn = cached(cache, view);
    EXPECT_EQ(cache.stats().tiles_rendered, 0u);
    EXPECT_GE(cache.stats().tiles_repaired, 1u);
    EXPECT_LE(cache.stats().tiles_repaired, 6u);
    EXPECT_EQ(cache.stats().tiles_from_cache, in_view - cache.stats().tiles_repaired);
    EXPECT_NOTHING_LEFT_BEHIND(redrawn, direct(view));
}

}  // namespace
}  // namespace sandtable
