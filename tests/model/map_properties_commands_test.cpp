// Map > Properties: a map's name, CRS and units change as one undoable step.
#include "model/commands/command_stack.hpp"
#include "model/commands/map_properties_commands.hpp"
#include "model/printed_sizes.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(MapPropertiesCommands, NameCrsAndUnitsChangeInOneStepAndUndoBack) {
    Book book = test::BookBuilder("gettysburg-125").map_id("board").build();
    book.maps.front().name = "Board";
    const Book before = book;
    CommandStack commands(book);
    Edit edit = make_set_map_properties(book, "board", {"  Gettysburg 1863 ", " EPSG:26918 ", "m", std::nullopt});
    ASSERT_TRUE(edit) << edit.error();
    commands.execute(std::move(*edit));
    EXPECT_EQ(properties_of(*book.map("board")), (MapProperties{"Gettysburg 1863", "EPSG:26918", "m", std::nullopt}));
    EXPECT_EQ(commands.undo_name(), "Set properties of Board");
    commands.undo();
    EXPECT_EQ(book, before);
    commands.redo();
    EXPECT_EQ(book.map("board")->crs, "EPSG:26918");
}

TEST(MapPropertiesCommands, RefusesWhatAMapCannotHave) {
    Book book = test::BookBuilder("gettysburg-125").map_id("board").build();
    book.maps.front().name = "Board";
    EXPECT_EQ(make_set_map_properties(book, "board", {" ", "", "px", std::nullopt}).error(), "The map needs a name.");
    EXPECT_EQ(make_set_map_properties(book, "board", {"Board", "", "furlongs", std::nullopt}).error(), "Map units are px, mm, in or m, not \"furlongs\".");
    EXPECT_EQ(make_set_map_properties(book, "board", {"Board", "EPSG:26918", "px", std::nullopt}).error(), "A map with a CRS is in metres of it, not in px.");
    EXPECT_EQ(make_set_map_properties(book, "board", {"Board", "", "px", std::nullopt}).error(), "Board has these properties already.");
    EXPECT_EQ(make_set_map_properties(book, "nowhere", {"X", "", "px", std::nullopt}).error(), "There is no map 'nowhere'.");
}

TEST(MapPropertiesCommands, APrintedHexSizeIsSetOnHexMapsOnlyAndWithinRange) {
    Book book = test::BookBuilder("gettysburg-125").map_id("board").build();
    book.maps.front().name = "Board";
    CommandStack commands(book);
    Edit edit = make_set_map_properties(book, "board", {"Board", "", "px", 19.05});
    ASSERT_TRUE(edit) << edit.error();
    commands.execute(std::move(*edit));
    EXPECT_EQ(book.map("board")->hex.printed_hex_mm, 19.05);
    commands.undo();
    EXPECT_EQ(book.map("board")->hex.printed_hex_mm, std::nullopt);
    EXPECT_EQ(make_set_map_properties(book, "board", {"Board", "", "px", 0.0}).error(),
              "The printed hex size: expected a size in millimetres greater than 0 and at most 1000.");
    book.maps.front().kind = MapKind::Freeform;
    EXPECT_EQ(make_set_map_properties(book, "board", {"Board", "", "px", 16.0}).error(), "Only a hex map has a printed hex size.");
}

TEST(PrintedSizes, AreReadAsADesignerTypesThem) {
    EXPECT_EQ(*read_printed_size_mm("  "), std::nullopt);
    EXPECT_EQ(*read_printed_size_mm(" 15.875 "), 15.875);
    EXPECT_EQ(read_printed_size_mm("5/8").error(), "\"5/8\" is not a number: expected a size in millimetres, such as 15.875, or nothing for the default");
    EXPECT_EQ(read_printed_size_mm("-1").error(), "expected a size in millimetres greater than 0 and at most 1000");
    EXPECT_EQ(printed_size_text(std::nullopt), "");
    EXPECT_EQ(printed_size_text(12.7), "12.7");
}

}  // namespace
}  // namespace sandtable
