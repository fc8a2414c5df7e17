#include "model/commands/command_stack.hpp"
#include "model/commands/grid_commands.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

constexpr TerrainMask bit(std::size_t i) { return TerrainMask{1} << i; }

Book hex_book() { return new_book(*find_ruleset("gettysburg-125"), MapKind::Hex); }

TEST(SetGrid, TerrainStaysWithItsLabelWhenTheMapGrowsOrShrinksAndUndoRestoresIt) {
    Book book = hex_book();
    GameMap& map = book.maps[0];
    map.hex.terrain.set(*map.hex.index_of(*map.hex.find_label("C4")), bit(1));
    map.hex.terrain.set(*map.hex.index_of(*map.hex.find_label("J10")), bit(2));
    const HexMap before = map.hex;

    HexGrid bigger = map.hex.grid;
    bigger.columns = 14;
    bigger.rows = 12;
    bigger.geometry.size = 25.0;
    ASSERT_TRUE(disturbed_by_grid(book, map, bigger).empty());
    CommandStack stack(book);
    stack.execute(make_set_grid(map, bigger));
    EXPECT_EQ(stack.undo_name(), "Grid Properties");
    EXPECT_EQ(book.maps[0].hex.grid, bigger);
    EXPECT_EQ(book.maps[0].hex.hex_count(), 14U * 12U);
    EXPECT_TRUE(book.maps[0].hex.has_terrain(*book.maps[0].hex.find_label("C4"), book.maps[0].hex.terrain_catalogue[1].id));
    EXPECT_TRUE(book.maps[0].hex.has_terrain(*book.maps[0].hex.find_label("J10"), book.maps[0].hex.terrain_catalogue[2].id));
    EXPECT_EQ(book.maps[0].hex.terrain[*book.maps[0].hex.index_of(*book.maps[0].hex.find_label("N12"))], TerrainMask{0});

    HexGrid smaller = map.hex.grid;
    smaller.columns = 5;
    smaller.rows = 5;
    stack.execute(make_set_grid(book.maps[0], smaller));
    EXPECT_EQ(book.maps[0].hex.hex_count(), 25U);
    EXPECT_TRUE(book.maps[0].hex.has_terrain(*book.maps[0].hex.find_label("C4"), book.maps[0].hex.terrain_catalogue[1].id));
    stack.undo();
    stack.undo();
    EXPECT_EQ(book.maps[0].hex, before);
}

TEST(SetGrid, AChangeThatWouldMoveOrDropWhatTheMapKeepsIsNamed) {
    Book book = hex_book();
    GameMap& map = book.maps[0];
    map.hex.places.push_back({"mill", "Mill", *map.hex.find_label("H8")});

    HexGrid other_layout = map.hex.grid;
    other_layout.layout = map.hex.grid.layout == OffsetLayout::OddColumns ? OffsetLayout::EvenColumns : OffsetLayout::OddColumns;
    const auto layout = disturbed_by_grid(book, map, other_layout);
    ASSERT_EQ(layout.size(), 1U);
    EXPECT_NE(layout[0].find("places"), std::string::npos);

    HexGrid smaller = map.hex.grid;
    smaller.columns = 4;
    const auto shrunk = disturbed_by_grid(book, map, smaller);
    ASSERT_EQ(shrunk.size(), 1U);
    EXPECT_NE(shrunk[0].find("places lie beyond 4 columns"), std::string::npos);

    Scenario scenario;
    scenario.id = "s";
    scenario.map = map.id;
    scenario.setup.push_back({"unit", {LocationKind::Hex, "B2"}, UnitState::Full});
    book.scenarios.push_back(scenario);
    HexGrid four_digit = map.hex.grid;
    four_digit.labels = HexLabelScheme::four_digit();
    const auto labels = disturbed_by_grid(book, map, four_digit);
    ASSERT_EQ(labels.size(), 1U);
    EXPECT_NE(labels[0].find("1 unit placements"), std::string::npos);
    book.scenarios.clear();
    EXPECT_TRUE(disturbed_by_grid(book, map, four_digit).empty());
}

}  // namespace
}  // namespace sandtable
