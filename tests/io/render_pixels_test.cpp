// Pixel checks of the map renderer on the small test book (6 x 5 flat-top hexes of size 40,
// drawn at one pixel per map unit so that device and map coordinates coincide).
#include "io/render/map_palette.hpp"
#include "io/render/render_hex_map.hpp"
#include "io/render/side_colours.hpp"
#include "model/hex_map.hpp"
#include "support/book_builder.hpp"
#include "support/test_books.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <ostream>
#include <string>

namespace sandtable {
namespace {

constexpr int kImageSide = 440;
// Antialiasing and the rounding of 8-bit channels leave a little slack.
constexpr int kTolerance = 6;

struct Rgb {
    int r = 0;
    int g = 0;
    int b = 0;
};

std::ostream& operator<<(std::ostream& out, Rgb c) { return out << "rgb(" << c.r << ", " << c.g << ", " << c.b << ")"; }

Rgb rgb_of(Colour c) {
    return {static_cast<int>(std::lround(c.r * 255)), static_cast<int>(std::lround(c.g * 255)),
            static_cast<int>(std::lround(c.b * 255))};
}

int difference(Rgb a, Rgb b) { return std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)}); }

class RenderedImage {
public:
    RenderedImage(const Book& book, const Scenario* scenario, const RenderOptions& options)
        : surface_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, kImageSide, kImageSide), cairo_surface_destroy) {
        cairo_t* cr = cairo_create(surface_.get());
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        const RenderView view{1.0, {0.0, 0.0}, kImageSide, kImageSide};
        render_hex_map(cr, book, *book.map("m"), scenario, view, options);
        cairo_destroy(cr);
        cairo_surface_flush(surface_.get());
    }

    [[nodiscard]] Rgb at(int x, int y) const {
        const unsigned char* data = cairo_image_surface_get_data(surface_.get());
        const int stride = cairo_image_surface_get_stride(surface_.get());
        std::uint32_t pixel = 0;
        std::memcpy(&pixel, data + y * stride + x * 4, sizeof pixel);
        return {static_cast<int>((pixel >> 16) & 0xff), static_cast<int>((pixel >> 8) & 0xff), static_cast<int>(pixel & 0xff)};
    }
    [[nodiscard]] Rgb at(DevicePoint p) const { return at(static_cast<int>(p.x), static_cast<int>(p.y)); }

    // The pixel within `radius` of p that comes closest to `expected`: lines a pixel or two wide
    // land between pixel centres depending on where they fall.
    [[nodiscard]] Rgb closest_near(DevicePoint p, Colour expected, int radius = 1) const {
        Rgb best = at(p);
        for (int dy = -radius; dy <= radius; ++dy) {
            for (int dx = -radius; dx <= radius; ++dx) {
                const Rgb candidate = at(static_cast<int>(p.x) + dx, static_cast<int>(p.y) + dy);
                if (difference(candidate, rgb_of(expected)) < difference(best, rgb_of(expected))) best = candidate;
            }
        }
        return best;
    }

private:
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
};

#define EXPECT_COLOUR(actual, expected)                                          \
    EXPECT_LE(difference((actual), rgb_of(expected)), kTolerance)                \
        << "got " << (actual) << ", expected " << rgb_of(expected)

// A line a pixel or two wide that does not fall on pixel centres is blended with what lies under
// it: it passes when the pixel nearest its colour has gone at least three quarters of the way there.
#define EXPECT_LINE_COLOUR(actual, expected, under)                                                   \
    EXPECT_LE(difference((actual), rgb_of(expected)), difference(rgb_of(under), rgb_of(expected)) / 4) \
        << "got " << (actual) << ", expected " << rgb_of(expected) << " over " << rgb_of(under)

class RenderPixels : public ::testing::Test {
protected:
    test::BookBuilder builder{test::small_book()};
    Book& book = builder.book();
    HexMap& map = builder.hex_map();

    HexCoord hex(const char* label) const { return map.find_label(label).value(); }
    DevicePoint centre(const char* label) const {
        const MapPoint p = hex_to_point(map.grid.geometry, hex(label));
        return {p.x, p.y};
    }
    // Midpoint of the side two adjacent hexes share.
    DevicePoint shared_side(const char* a, const char* b) const {
        const DevicePoint pa = centre(a);
        const DevicePoint pb = centre(b);
        return {(pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0};
    }
    // A point from the centre of `a` towards the side it shares with `b`, `share` of the way.
    DevicePoint towards(const char* a, const char* b, double share) const {
        const DevicePoint pa = centre(a);
        const DevicePoint side = shared_side(a, b);
        return {pa.x + (side.x - pa.x) * share, pa.y + (side.y - pa.y) * share};
    }
    Colour terrain_colour(const char* id) const { return parse_colour(map.terrain_catalogue[*map.terrain_index(id)].colour).value(); }
    Colour feature_colour(const char* id) const {
        return parse_colour(map.hexside_catalogue[*map.hexside_feature_index(id)].colour).value();
    }
};

TEST_F(RenderPixels, TerrainFillsItsHexes) {
    builder.terrain("C2", {"woods"});
    builder.terrain("D4", {"woods", "hill"});
    const RenderedImage image(book, nullptr, {});
    EXPECT_COLOUR(image.at(centre("C2")), terrain_colour("woods"));
    EXPECT_COLOUR(image.at(centre("E2")), palette::kPlainHex);
    // Several terrains: the first fills the hex, the next one a band inside its border.
    EXPECT_COLOUR(image.at(centre("D4")), terrain_colour("woods"));
    EXPECT_COLOUR(image.at(towards("D4", "D5", 0.9)), terrain_colour("hill"));

    RenderOptions no_terrain;
    no_terrain.terrain = false;
    EXPECT_COLOUR(RenderedImage(book, nullptr, no_terrain).at(centre("C2")), palette::kPlainHex);
}

TEST_F(RenderPixels, HexsideFeaturesRunAlongTheirSideAndRoadsAcrossIt) {
    builder.hexside("C2", "C3", "stream").hexside("E2", "E3", "road");
    const RenderedImage image(book, nullptr, {});
    EXPECT_COLOUR(image.closest_near(shared_side("C2", "C3"), feature_colour("stream")), feature_colour("stream"));
    EXPECT_COLOUR(image.at(centre("C2")), palette::kPlainHex);
    EXPECT_COLOUR(image.closest_near(shared_side("E2", "E3"), feature_colour("road")), feature_colour("road"));
    // A road crosses its side from centre to centre.
    EXPECT_COLOUR(image.closest_near(towards("E2", "E3", 0.5), feature_colour("road")), feature_colour("road"));

    RenderOptions without;
    without.hexsides = false;
    EXPECT_COLOUR(RenderedImage(book, nullptr, without).at(towards("E2", "E3", 0.5)), palette::kPlainHex);
}

TEST_F(RenderPixels, RoadsThroughHexesJoinTheirCentres) {
    map.roads.push_back(HexRoad{"r", "road", "", {hex("B3"), hex("C3"), hex("D3")}});
    const RenderedImage image(book, nullptr, {});
    const Colour road = feature_colour("road");
    EXPECT_COLOUR(image.closest_near(towards("B3", "C3", 0.5), road), road);
    EXPECT_COLOUR(image.closest_near(towards("D3", "C3", 0.5), road), road);
}

TEST_F(RenderPixels, GridLinesSeparatePlainHexes) {
    const RenderedImage image(book, nullptr, {});
    EXPECT_LINE_COLOUR(image.closest_near(shared_side("E2", "E3"), palette::kGrid), palette::kGrid, palette::kPlainHex);

    RenderOptions no_grid;
    no_grid.grid = false;
    EXPECT_COLOUR(RenderedImage(book, nullptr, no_grid).closest_near(shared_side("E2", "E3"), palette::kPlainHex),
                  palette::kPlainHex);
}

TEST_F(RenderPixels, LabelsSitNearTheTopOfTheirHexAndNothingIsDrawnOffTheMap) {
    auto inked_pixels_in_label_box = [&](const RenderedImage& image) {
        const DevicePoint c = centre("B4");
        int inked = 0;
        for (int y = static_cast<int>(c.y) - 31; y <= static_cast<int>(c.y) - 20; ++y) {
            for (int x = static_cast<int>(c.x) - 12; x <= static_cast<int>(c.x) + 12; ++x) {
                if (difference(image.at(x, y), rgb_of(palette::kPlainHex)) > 40) ++inked;
            }
        }
        return inked;
    };
    const RenderedImage labelled(book, nullptr, {});
    EXPECT_GT(inked_pixels_in_label_box(labelled), 10);
    RenderOptions no_labels;
    no_labels.labels = false;
    EXPECT_EQ(inked_pixels_in_label_box(RenderedImage(book, nullptr, no_labels)), 0);

    // The map ends at x 380 and y 387; the bottom right corner stays background.
    for (int y = kImageSide - 40; y < kImageSide; ++y) {
        for (int x = kImageSide - 40; x < kImageSide; ++x) {
            if (difference(labelled.at(x, y), rgb_of(palette::kBackground)) != 0) {
                FAIL() << "drawn at (" << x << ", " << y << "): " << labelled.at(x, y);
            }
        }
    }
}

TEST_F(RenderPixels, UnitCountersShowTheirSidesColourAndStateAtTheirHexCentre) {
    Scenario& scenario = book.scenarios.front();  // u-a full at B2, u-b reduced at C3
    scenario.setup.push_back({"c-a", {LocationKind::Hex, "E2"}, UnitState::Full});
    scenario.setup.push_back({"c-b", {LocationKind::Hex, "E4"}, UnitState::Eliminated});
    const Colour union_blue = side_colour(book, 0);
    const RenderedImage image(book, &scenario, {});
    EXPECT_COLOUR(image.at(centre("B2")), union_blue);
    EXPECT_COLOUR(image.at(centre("C3")), lighter(union_blue, 0.5));
    EXPECT_COLOUR(image.at(centre("E2")), side_colour(book, 1));
    EXPECT_COLOUR(image.at(centre("E4")), palette::kPlainHex);  // eliminated units are not drawn

    // The counter carries its symbol and factors in ink: white on Union blue.
    const DevicePoint b2 = centre("B2");
    int white = 0;
    for (int y = static_cast<int>(b2.y) + 3; y <= static_cast<int>(b2.y) + 14; ++y) {
        for (int x = static_cast<int>(b2.x) - 10; x <= static_cast<int>(b2.x) + 10; ++x) {
            if (difference(image.at(x, y), {255, 255, 255}) < 60) ++white;
        }
    }
    EXPECT_GT(white, 5) << "no factors text on the counter";

    RenderOptions no_units;
    no_units.units = false;
    EXPECT_COLOUR(RenderedImage(book, &scenario, no_units).at(centre("B2")), palette::kPlainHex);
    EXPECT_COLOUR(RenderedImage(book, nullptr, {}).at(centre("B2")), palette::kPlainHex);
}

TEST_F(RenderPixels, StackedUnitsAreOffsetSoThatEachShows) {
    Scenario& scenario = book.scenarios.front();
    scenario.setup = {{"u-a", {LocationKind::Hex, "C3"}, UnitState::Full}, {"c-a", {LocationKind::Hex, "C3"}, UnitState::Full}};
    const RenderedImage image(book, &scenario, {});
    // The unit under the stack shows at the lower right corner, the top unit at the upper left.
    const DevicePoint c = centre("C3");
    const double corner = 40 * 0.85 / 2 - 0.5;
    EXPECT_COLOUR(image.at({c.x + corner, c.y + corner}), side_colour(book, 0));
    EXPECT_COLOUR(image.at({c.x - corner, c.y - corner}), side_colour(book, 1));
}

TEST_F(RenderPixels, HighlightedHexesGetAnOutline) {
    RenderOptions options;
    options.highlight_hexes = {"D3", "Z99"};  // a label off the map is skipped
    const RenderedImage image(book, nullptr, options);
    EXPECT_COLOUR(image.closest_near(shared_side("D3", "D4"), palette::kHighlight), palette::kHighlight);
    EXPECT_COLOUR(image.closest_near(shared_side("D3", "C3"), palette::kHighlight), palette::kHighlight);
    EXPECT_COLOUR(image.at(centre("D3")), palette::kPlainHex);
    EXPECT_LINE_COLOUR(image.closest_near(shared_side("E2", "E3"), palette::kGrid), palette::kGrid, palette::kPlainHex);
}

TEST_F(RenderPixels, ObjectivesAndPlacesAreDrawnInTheirHex) {
    map.objectives.push_back(HexObjective{"o", "Hill", {hex("C2")}, 3, ""});
    map.places.push_back(NamedPlace{"p", "Town", hex("E3")});
    const RenderedImage image(book, nullptr, {});
    const DevicePoint c2 = centre("C2");
    EXPECT_COLOUR(image.closest_near({c2.x + 40 * 0.42 - 3, c2.y - 40 * 0.52}, palette::kObjectiveFill, 2),
                  palette::kObjectiveFill);
    const DevicePoint e3 = centre("E3");
    int dark = 0;
    for (int x = static_cast<int>(e3.x) - 15; x <= static_cast<int>(e3.x) + 15; ++x) {
        for (int y = static_cast<int>(e3.y) + 18; y <= static_cast<int>(e3.y) + 28; ++y) {
            if (difference(image.at(x, y), rgb_of(palette::kPlaceText)) < 60) ++dark;
        }
    }
    EXPECT_GT(dark, 10) << "no place name below the centre of E3";
}

TEST_F(RenderPixels, EntryHexesGetAnArrowheadInFromTheBorderAndTheirEdgesName) {
    // The small book's edge "West" holds A1, in the corner: sides to the north and west are on the border.
    ASSERT_EQ(map.edges.size(), 1U);
    ASSERT_EQ(map.edges[0].entry_hexes, std::vector<HexCoord>{hex("A1")});
    const RenderedImage image(book, nullptr, {});
    const DevicePoint a1 = centre("A1");
    std::vector<DevicePoint> border_middles;
    for (int direction = 0; direction < 6; ++direction) {
        const HexCoord outside = neighbour(hex("A1"), direction);
        if (map.contains(outside)) continue;
        const MapPoint o = hex_to_point(map.grid.geometry, outside);
        border_middles.push_back({(a1.x + o.x) / 2.0, (a1.y + o.y) / 2.0});
    }
    ASSERT_FALSE(border_middles.empty());
    for (const DevicePoint middle : border_middles) {
        const DevicePoint in_arrow{middle.x + (a1.x - middle.x) * 0.3, middle.y + (a1.y - middle.y) * 0.3};
        EXPECT_COLOUR(image.closest_near(in_arrow, palette::kEntryHex), palette::kEntryHex);
    }
    // Inner sides get no arrowhead.
    const DevicePoint inner = shared_side("A1", "B1");
    EXPECT_COLOUR(image.at(DevicePoint{inner.x + (a1.x - inner.x) * 0.3, inner.y + (a1.y - inner.y) * 0.3}), palette::kPlainHex);

    map.edges[0].name.clear();
    const RenderedImage unnamed(book, nullptr, {});
    const DevicePoint name{a1.x, a1.y + 40 * 0.58};  // low in the hex, where a place's name would stand
    int differing = 0;
    for (int x = static_cast<int>(name.x) - 12; x <= static_cast<int>(name.x) + 12; ++x) {
        for (int y = static_cast<int>(name.y) - 3; y <= static_cast<int>(name.y) + 3; ++y) {
            if (difference(image.at(x, y), unnamed.at(x, y)) > 40) ++differing;
        }
    }
    EXPECT_GT(differing, 10) << "no edge name in A1";
}

}  // namespace
}  // namespace sandtable
