#include "model/commands/command_stack.hpp"
#include "model/commands/grid_commands.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

GridFit fit_with(OffsetLayout layout) {
    GridFit fit;
    fit.geometry = {orientation_for(layout), 37.5, {120.0, -40.0}, 2.5};
    fit.layout = layout;
    return fit;
}

TEST(GridCommands, ApplyingAFitSetsGeometryAndLayoutAndUndoRestoresTheGrid) {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    GameMap& map = book.maps[0];
    const HexGrid before = map.hex.grid;
    const OffsetLayout other = before.layout == OffsetLayout::OddRows ? OffsetLayout::EvenColumns : OffsetLayout::OddRows;
    const GridFit fit = fit_with(other);
    ASSERT_TRUE(disturbed_by_fit(map.hex, fit).empty());

    CommandStack stack(book);
    stack.execute(make_apply_grid_fit(map, fit));
    const HexGrid& after = book.maps[0].hex.grid;
    EXPECT_EQ(after.geometry, fit.geometry);
    EXPECT_EQ(after.layout, other);
    EXPECT_EQ(after.columns, before.columns);
    EXPECT_EQ(after.labels, before.labels);
    EXPECT_EQ(stack.undo_name(), "Fit Grid");
    stack.undo();
    EXPECT_EQ(book.maps[0].hex.grid, before);
}

TEST(GridCommands, AChangeOfLayoutDisturbsWhatTheMapKeepsByHex) {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    HexMap& map = book.maps[0].hex;
    map.places.push_back({"p", "Place", {0, 0}});
    const OffsetLayout other = map.grid.layout == OffsetLayout::OddRows ? OffsetLayout::EvenColumns : OffsetLayout::OddRows;
    EXPECT_EQ(disturbed_by_fit(map, fit_with(other)), std::vector<std::string>{"places"});
    EXPECT_TRUE(disturbed_by_fit(map, fit_with(map.grid.layout)).empty());
}

}  // namespace
}  // namespace sandtable
