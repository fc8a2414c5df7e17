// io/export: --to tmx. Tiled's own tmxrasterizer draws each export, and the terrain colour at
// every hex centre (and the ring of a hex's second terrain) must be what our renderer draws there,
// for both stagger axes and both stagger indexes; the layout's arithmetic is checked against the
// size Tiled gives the map; units are objects carrying their attributes.
#include "io/export/exporter.hpp"
#include "io/native/book_file.hpp"
#include "io/render/render_to_file.hpp"
#include "io/render/render_view.hpp"
#include "io/tmx/tmx_hex_layout.hpp"
#include "io/png_pixels.hpp"
#include "io/sample_book.hpp"
#include "model/variant_resolution.hpp"
#include "support/test_support.hpp"

#include <bit>
#include <gtest/gtest.h>
#include <numbers>
#include <pugixml.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

Outcome<std::vector<fs::path>> export_tmx(const Book& book, const fs::path& out, int tile_size = 0) {
    ExportRequest request;
    request.book = &book;
    request.output = out;
    request.tile_size = tile_size;
    NullProgress progress;
    return find_exporter("tmx")->write(request, progress);
}

// Tiled's drawing of the terrain layers alone, at one pixel a TMX pixel.
fs::path rasterize_terrain(const fs::path& tmx, const fs::path& png, int terrain_layers) {
    std::string shown;
    for (int i = 1; i <= terrain_layers; ++i) shown += i == 1 ? " --show-layer Terrain" : " --show-layer 'Terrain " + std::to_string(i) + "'";
    const auto result = test::run_command("QT_QPA_PLATFORM=offscreen tmxrasterizer" + shown + " " + test::quoted(tmx) + " " + test::quoted(png));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    return png;
}

int most_terrains(const HexMap& map) {
    int most = 1;
    for (std::size_t i = 0; i < map.terrain.size(); ++i) most = std::max(most, std::popcount(map.terrain[i]));
    return most;
}

TEST(TmxLayout, TilesAreEvenAndHexesAsRegularAsWholePixelsAllow) {
    for (const HexOrientation orientation : {HexOrientation::PointyTop, HexOrientation::FlatTop}) {
        HexGrid grid;
        grid.geometry.orientation = orientation;
        grid.layout = orientation == HexOrientation::PointyTop ? OffsetLayout::EvenRows : OffsetLayout::OddColumns;
        for (int tile = kMinTmxTileSize; tile <= 300; ++tile) {
            const auto layout = tmx_layout_for(grid, tile);
            ASSERT_TRUE(layout) << layout.error();
            const int across_flats = orientation == HexOrientation::PointyTop ? layout->tile_width : layout->tile_height;
            const int stepped = orientation == HexOrientation::PointyTop ? layout->row_step() : layout->column_step();
            EXPECT_EQ(across_flats, tile + (tile & 1));
            EXPECT_EQ(layout->tile_width % 2, 0) << tile;
            EXPECT_EQ(layout->tile_height % 2, 0) << tile;
            // Rows (columns) of a regular hex grid are 1.5 sizes apart, the size being across_flats / sqrt 3.
            EXPECT_NEAR(stepped, 1.5 * across_flats / std::numbers::sqrt3, 0.5) << tile;
        }
    }
}

TEST(TmxExport, RefusesARotatedGridAndALayoutTiledCannotStagger) {
    const Book scan = test::load_sample("samples/gettysburg-125/gettysburg-125.sandtable");
    const auto refused = export_tmx(scan, test::scratch_dir() / "out");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error(),
              "map \"board\": the grid is rotated by -83.82 degrees; Tiled's hexagonal maps have unrotated rows and columns: set the "
              "rotation to 0 or export to another format");
    HexGrid grid;
    grid.geometry.orientation = HexOrientation::FlatTop;
    grid.layout = OffsetLayout::OddRows;
    EXPECT_EQ(tmx_layout_for(grid, 64).error(),
              "the grid staggers rows of flat-top hexes; Tiled staggers rows of pointy-top hexes and columns of flat-top ones");
}

struct GridCase {
    std::string sample;
    HexOrientation orientation;
    OffsetLayout layout;
    int tile_size;
};

class TiledDrawsTheTerrain : public ::testing::TestWithParam<GridCase> {};

TEST_P(TiledDrawsTheTerrain, AsTheRendererDrawsItAtEveryHexCentre) {
    const GridCase& grid_case = GetParam();
    Book book = test::load_sample(grid_case.sample);
    GameMap& map = book.maps.front();
    map.hex.grid.geometry.orientation = grid_case.orientation;  // same cells and terrain, another stagger
    map.hex.grid.layout = grid_case.layout;
    const fs::path dir = test::scratch_dir();
    const auto written = export_tmx(book, dir / "tmx", grid_case.tile_size);
    ASSERT_TRUE(written) << written.error();
    const auto layout = tmx_layout_for(map.hex.grid, grid_case.tile_size);
    ASSERT_TRUE(layout);
    const test::PngPixels tiled(rasterize_terrain(dir / "tmx" / (map.id + ".tmx"), dir / "tiled.png", most_terrains(map.hex)));
    ASSERT_TRUE(tiled.ok());
    // Tiled's map size is the layout's: the two agree on where every tile goes.
    EXPECT_EQ(tiled.width(), layout->map_width_px());
    EXPECT_EQ(tiled.height(), layout->map_height_px());

    RenderOptions terrain_only;
    terrain_only.grid = terrain_only.labels = terrain_only.hexsides = terrain_only.edges = terrain_only.places = false;
    terrain_only.objectives = terrain_only.units = false;
    const RenderResult ours_drawn = render_to_file(book, map.id, nullptr, dir / "ours.png", 1600, 0, terrain_only);
    ASSERT_TRUE(ours_drawn) << ours_drawn.error();
    const test::PngPixels ours(dir / "ours.png");
    const RenderView view = fit_view(map.hex, ours_drawn->width_px, ours_drawn->height_px, kRenderMarginPx);

    int checked_rings = 0;
    for (std::size_t i = 0; i < map.hex.terrain.size(); ++i) {
        const HexCoord hex = map.hex.coord_at(i);
        const OffsetCoord cell = axial_to_offset(map.hex.grid.layout, hex);
        const TerrainMask mask = map.hex.terrain[i];
        const TiledPoint centre = layout->tile_centre(cell);
        const DevicePoint our_centre = view.to_device(hex_to_point(map.hex.grid.geometry, hex));
        const std::string label = map.hex.label(hex);
        if (mask == 0) {
            EXPECT_EQ(tiled.at(centre.x, centre.y).a, 0) << label << ": no terrain, nothing drawn";
            continue;
        }
        const test::Rgba first = test::rgb_of(map.hex.terrain_catalogue[static_cast<std::size_t>(std::countr_zero(mask))].colour);
        EXPECT_TRUE(test::close_colours(tiled.at(centre.x, centre.y), first, 2)) << label << " Tiled " << test::describe(tiled.at(centre.x, centre.y));
        EXPECT_TRUE(test::close_colours(ours.at(our_centre.x, our_centre.y), first, 3)) << label << " ours " << test::describe(ours.at(our_centre.x, our_centre.y));
        const TerrainMask rest = mask & (mask - 1);
        if (rest == 0) continue;
        // The second terrain's ring, 0.9 of the way from the centre to the first corner.
        const test::Rgba second = test::rgb_of(map.hex.terrain_catalogue[static_cast<std::size_t>(std::countr_zero(rest))].colour);
        const TiledPoint corner = layout->tile_hex(cell)[0];
        const test::Rgba tiled_ring = tiled.at(centre.x + 0.9 * (corner.x - centre.x), centre.y + 0.9 * (corner.y - centre.y));
        const MapPoint map_corner = hex_corners(map.hex.grid.geometry, hex)[0];
        const DevicePoint our_corner = view.to_device(map_corner);
        const test::Rgba our_ring = ours.at(our_centre.x + 0.9 * (our_corner.x - our_centre.x), our_centre.y + 0.9 * (our_corner.y - our_centre.y));
        EXPECT_TRUE(test::close_colours(tiled_ring, second, 2)) << label << " Tiled ring " << test::describe(tiled_ring);
        EXPECT_TRUE(test::close_colours(our_ring, second, 3)) << label << " our ring " << test::describe(our_ring);
        ++checked_rings;
    }
    if (grid_case.sample.find("mcphersons") != std::string::npos) {
        EXPECT_GT(checked_rings, 0);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Samples, TiledDrawsTheTerrain,
    ::testing::Values(GridCase{"samples/gettysburg-125/mcphersons-ridge.sandtable", HexOrientation::FlatTop, OffsetLayout::OddColumns, 64},
                      GridCase{"samples/gettysburg-125/mcphersons-ridge.sandtable", HexOrientation::FlatTop, OffsetLayout::EvenColumns, 41},
                      GridCase{"samples/gettysburg-125/mcphersons-ridge.sandtable", HexOrientation::PointyTop, OffsetLayout::OddRows, 50},
                      GridCase{"samples/gettysburg-125/mcphersons-ridge.sandtable", HexOrientation::PointyTop, OffsetLayout::EvenRows, 33},
                      GridCase{"samples/gettysburg-150/gettysburg-150.sandtable", HexOrientation::FlatTop, OffsetLayout::OddColumns, 48},
                      GridCase{"samples/gettysburg-base/gettysburg-base.sandtable", HexOrientation::FlatTop, OffsetLayout::OddColumns, 24}));

TEST(TmxExport, EachScenarioIsALayerOfUnitObjectsWithEveryAttribute) {
    const Book book = test::load_sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const fs::path dir = test::scratch_dir();
    const auto written = export_tmx(book, dir);
    ASSERT_TRUE(written) << written.error();
    EXPECT_EQ(*written, (std::vector<fs::path>{dir / "board.tmx", dir / "board-terrain.png"}));
    pugi::xml_document doc;
    ASSERT_TRUE(doc.load_file((dir / "board.tmx").c_str()));
    int unit_layers = 0;
    for (const Scenario& stored : book.scenarios) {
        const auto resolved = resolve_scenario(book, stored.id);
        ASSERT_TRUE(resolved);
        const pugi::xml_node layer = doc.select_node(("/map/objectgroup[properties/property[@name='sandtable.scenario' and @value='" + stored.id + "']]").c_str()).node();
        ASSERT_TRUE(layer) << stored.id;
        ++unit_layers;
        EXPECT_EQ(std::string(layer.attribute("visible").value()), unit_layers == 1 ? "" : "0") << "only the first scenario shows";
        std::size_t objects = 0;
        for (pugi::xml_node object : layer.children("object")) {
            ++objects;
            const std::string id = object.select_node("properties/property[@name='id']").node().attribute("value").value();
            const ForceNode* unit = book.forces.node(id);
            ASSERT_NE(unit, nullptr) << id;
            EXPECT_EQ(std::string(object.attribute("name").value()), unit->name);
            EXPECT_EQ(std::string(object.attribute("type").value()), unit->type);
            EXPECT_EQ(std::string(object.select_node("properties/property[@name='hex']").node().attribute("value").value()),
                      resolved->scenario.placement(id)->location.ref);
            for (const auto& [name, value] : unit->attributes) {
                const pugi::xml_node property = object.select_node(("properties/property[@name='" + name + "']").c_str()).node();
                ASSERT_TRUE(property) << id << " " << name;
                EXPECT_EQ(std::string(property.attribute("value").value()), std::holds_alternative<bool>(value) ? (std::get<bool>(value) ? "true" : "false") : to_text(value));
            }
        }
        EXPECT_EQ(objects, resolved->scenario.setup.size()) << stored.id;
    }
    EXPECT_GT(unit_layers, 0);
}

TEST(TmxExport, ABookWithoutHexMapsIsRefused) {
    Book book = test::load_sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    for (GameMap& map : book.maps) map.kind = MapKind::Freeform;
    const auto refused = export_tmx(book, test::scratch_dir() / "out");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error(), "the book has no hex map; Tiled's hexagonal maps hold hex maps only");
}

}  // namespace
}  // namespace sandtable
