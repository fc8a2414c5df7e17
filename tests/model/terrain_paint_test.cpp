#include "model/commands/command_stack.hpp"
#include "model/commands/paint_commands.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/terrain_paint.hpp"

#include <algorithm>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

constexpr TerrainMask bit(std::size_t i) { return TerrainMask{1} << i; }

Book hex_book() {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    EXPECT_GE(book.maps[0].hex.terrain_catalogue.size(), 3U);
    return book;
}

bool holds(const std::vector<HexCoord>& hexes, HexCoord hex) { return std::find(hexes.begin(), hexes.end(), hex) != hexes.end(); }

TEST(TerrainPaint, PaintMakesTheHexExactlyTheTerrainAddJoinsItAndRemoveTakesItAway) {
    const TerrainMask woods_on_hill = bit(1) | bit(2);
    EXPECT_EQ(painted_mask(woods_on_hill, 0, TerrainPaintMode::Paint), bit(0));
    EXPECT_EQ(painted_mask(bit(2), 1, TerrainPaintMode::Add), woods_on_hill);
    EXPECT_EQ(painted_mask(woods_on_hill, 1, TerrainPaintMode::Remove), bit(2));
    EXPECT_EQ(painted_mask(bit(2), 1, TerrainPaintMode::Remove), bit(2));
    EXPECT_EQ(painted_mask(bit(2), kMaxCatalogueEntries, TerrainPaintMode::Paint), bit(2));
}

TEST(TerrainPaint, BrushesReachTheHexesWithinTheirRadiusOnTheMap) {
    const Book book = hex_book();
    const HexMap& map = book.maps[0].hex;
    const HexCoord middle = map.coord_at(5 * 10 + 5);
    EXPECT_EQ(brush_hexes(map, middle, 0), std::vector<HexCoord>{middle});
    EXPECT_EQ(brush_hexes(map, middle, 1).size(), 7U);
    EXPECT_EQ(brush_hexes(map, middle, 2).size(), 19U);
    EXPECT_EQ(brush_hexes(map, middle, 2).front(), middle);
    // In a corner, the brush keeps to the map.
    const HexCoord corner = map.coord_at(0);
    const auto at_corner = brush_hexes(map, corner, 1);
    EXPECT_LT(at_corner.size(), 7U);
    for (const HexCoord hex : at_corner) EXPECT_TRUE(map.contains(hex));
}

TEST(TerrainPaint, FillReachesTheConnectedHexesWithTheSameTerrainSetOnly) {
    Book book = hex_book();
    HexMap& map = book.maps[0].hex;
    map.terrain.assign(map.hex_count(), bit(0));
    // A wall of woods down column 4 cuts the map in two; one hex of it is woods on a hill.
    for (int row = 0; row < map.grid.rows; ++row) map.terrain.set(static_cast<std::size_t>(row * map.grid.columns + 4), bit(1));
    map.terrain.set(static_cast<std::size_t>(3 * map.grid.columns + 4), bit(1) | bit(2));
    const auto left = fill_region(map, map.coord_at(0));
    EXPECT_EQ(left.size(), static_cast<std::size_t>(4 * map.grid.rows));
    EXPECT_EQ(left.front(), map.coord_at(0));
    EXPECT_FALSE(holds(left, map.coord_at(9)));
    const auto wall = fill_region(map, map.coord_at(4));
    EXPECT_EQ(wall.size(), 3U);  // rows 0-2: the woods-and-hill hex is another terrain set
    EXPECT_TRUE(fill_region(map, {-50, -50}).empty());
}

TEST(PaintCommands, AFillIsOneUndoStepThatSkipsHexesItDoesNotChange) {
    Book book = hex_book();
    HexMap& map = book.maps[0].hex;
    map.terrain.assign(map.hex_count(), bit(0));
    map.terrain.set(1, bit(1));
    const TerrainGrid before = map.terrain;
    std::vector<HexCoord> hexes{map.coord_at(0), map.coord_at(1), map.coord_at(2), map.coord_at(2), {-40, -40}};
    auto transaction = make_paint_terrain(book.maps[0].id, map, hexes, 1, TerrainPaintMode::Paint, "Paint Woods");
    CommandStack stack(book);
    stack.execute(std::move(transaction));
    EXPECT_EQ(stack.size(), 1U);
    EXPECT_EQ(stack.undo_name(), "Paint Woods");
    EXPECT_EQ(map.terrain[0], bit(1));
    EXPECT_EQ(map.terrain[2], bit(1));
    stack.undo();
    EXPECT_EQ(map.terrain, before);
    stack.redo();
    EXPECT_EQ(map.terrain[0], bit(1));
    EXPECT_TRUE(make_paint_terrain(book.maps[0].id, map, {map.coord_at(1)}, 1, TerrainPaintMode::Add, "Add Woods")->empty());
}

TEST(PaintCommands, DrawingAndErasingAHexsideFeatureKeepsTheOthersOnThatSide) {
    Book book = hex_book();
    HexMap& map = book.maps[0].hex;
    const HexsideKey side = hexside(map.coord_at(11), 0);
    map.hexside_features.set(side, bit(1));
    CommandStack stack(book);
    auto draw = make_draw_hexside(book.maps[0].id, map, side, 0, false);
    ASSERT_NE(draw, nullptr);
    stack.execute(std::move(draw));
    EXPECT_EQ(map.hexside_features.mask(side), bit(0) | bit(1));
    EXPECT_EQ(make_draw_hexside(book.maps[0].id, map, side, 0, false), nullptr);  // already there
    stack.execute(make_draw_hexside(book.maps[0].id, map, side, 1, true));
    EXPECT_EQ(map.hexside_features.mask(side), bit(0));
    stack.undo();
    stack.undo();
    EXPECT_EQ(map.hexside_features.mask(side), bit(1));
    EXPECT_EQ(make_draw_hexside(book.maps[0].id, map, hexside({-40, -40}, 0), 0, false), nullptr);  // off the map
}

}  // namespace
}  // namespace sandtable
