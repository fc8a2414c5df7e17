// model/commands: a free-form map's lines, points, named locations, entry edges, extent and
// measures, and pieces placed, turned and put in road column, are undo steps that name the
// map-space rectangle they touch; what would leave the map unfit is refused with a message.
#include "model/commands/command_stack.hpp"
#include "model/commands/freeform_feature_commands.hpp"
#include "model/commands/placement_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

// Runs the edit; the id it made, or "" (and a test failure) when it was refused.
std::string run(CommandStack& commands, Edit edit) {
    EXPECT_TRUE(edit) << edit.error();
    if (!edit) return {};
    const ResolvingCommand* command = edit->get();
    commands.execute(std::move(*edit));
    return command->created_id();
}

MapRect touched(CommandStack& commands, Edit edit) {
    EXPECT_TRUE(edit) << edit.error();
    const ChangeSet changes = commands.execute(std::move(*edit));
    EXPECT_NE(changes.map("field"), nullptr);
    return changes.map("field") != nullptr ? changes.map("field")->area.value_or(MapRect{}) : MapRect{};
}

TEST(FreeformFeatureCommands, LinesAreAddedReshapedAndRemoved) {
    Book book = test::small_freeform_book();
    const Book before = book;
    CommandStack commands(book);
    const std::string id = run(commands, make_add_line(book, "field", "minor-road", "Fairfield Road", {{0, 600}, {500, 650}, {500, 650}, {1000, 620}}));
    EXPECT_EQ(id, "minor-road");
    const FreeformMap& map = book.maps.front().freeform;
    ASSERT_EQ(map.lines.size(), 3u);
    EXPECT_EQ(map.lines.back().line, (Polyline{{0, 600}, {500, 650}, {1000, 620}})) << "the repeated point dropped";
    EXPECT_EQ(commands.undo_name(), "Add Fairfield Road");
    EXPECT_EQ(touched(commands, make_set_line_points(book, "field", id, {{0, 600}, {1000, 700}})), (MapRect{{0, 600}, {1000, 700}}));
    EXPECT_EQ(commands.undo_name(), "Reshape Fairfield Road");
    run(commands, make_remove_line(book, "field", id));
    EXPECT_EQ(map.lines.size(), 2u);
    while (commands.can_undo()) commands.undo();
    EXPECT_EQ(book, before);
}

TEST(FreeformFeatureCommands, ALineIsRefusedWhatItCannotBe) {
    const Book book = test::small_freeform_book();
    EXPECT_EQ(make_add_line(book, "field", "minor-road", "", {{1, 1}, {1, 1}}).error(), "A line needs two different points at least.");
    EXPECT_EQ(make_add_line(book, "field", "woods", "", {{1, 1}, {2, 2}}).error(), "Woods is area terrain, not line terrain.");
    EXPECT_EQ(make_add_line(book, "field", "lava", "", {{1, 1}, {2, 2}}).error(), "\"lava\" is not in the map's terrain catalogue.");
    EXPECT_EQ(make_add_line(book, "nowhere", "minor-road", "", {{1, 1}, {2, 2}}).error(), "There is no map 'nowhere'.");
    EXPECT_EQ(make_set_line_points(book, "field", "pike", {{0, 400}, {333.25, 410.5}, {1000, 380}}).error(), "Chambersburg Pike runs this way already.");
}

TEST(FreeformFeatureCommands, PointsAndLocationsAreAddedMovedAndRemoved) {
    Book book = test::small_freeform_book();
    CommandStack commands(book);
    const std::string bridge = run(commands, make_add_point(book, "field", "bridge", "Pike bridge", {410, 405}));
    EXPECT_EQ(touched(commands, make_move_point(book, "field", bridge, {420, 400})), (MapRect{{410, 400}, {420, 405}}));
    EXPECT_EQ(commands.undo_name(), "Move Pike bridge");
    EXPECT_EQ(make_add_point(book, "field", "stream", "", {1, 1}).error(), "Stream is line terrain, not point terrain.");
    const std::string cemetery = run(commands, make_add_location(book, "field", "Cemetery Hill", {900, 300}, 50));
    EXPECT_EQ(cemetery, "location");
    EXPECT_EQ(touched(commands, make_set_location(book, "field", cemetery, "Cemetery Hill", {900, 300}, 100)), (MapRect{{800, 200}, {1000, 400}}));
    EXPECT_EQ(make_add_location(book, "field", "", {1, 1}, 0).error(), "A named location needs a name.");
    EXPECT_EQ(make_add_location(book, "field", "X", {1, 1}, -5).error(), "A location's place and radius are numbers, the radius 0 or more.");
    run(commands, make_remove_location(book, "field", cemetery));
    run(commands, make_remove_point(book, "field", bridge));
    EXPECT_EQ(book.maps.front().freeform.points.size(), 1u);
    EXPECT_EQ(book.maps.front().freeform.locations.size(), 1u);
}

TEST(FreeformFeatureCommands, EntryEdgesLieOnTheBorderOfTheExtent) {
    Book book = test::small_freeform_book();
    CommandStack commands(book);
    // South-east: from the bottom-right corner's right side round to the bottom.
    EXPECT_EQ(touched(commands, make_add_entry_edge(book, "field", "South-east", 1500, 1900)), (MapRect{{800, 500}, {1000, 700}}));
    EXPECT_EQ(book.maps.front().freeform.edges.back().name, "South-east");
    EXPECT_EQ(make_add_entry_edge(book, "field", "X", 100, 100).error(), "An entry edge needs a stretch of the border, not one place.");
    EXPECT_EQ(make_add_entry_edge(book, "field", "X", 100, 3500).error(), "An entry edge runs along the border, from 0 to 3400.");
    EXPECT_EQ(make_add_entry_edge(book, "field", "", 100, 300).error(), "An entry edge needs a name.");
    EXPECT_EQ(make_set_extent(book, "field", {{0, 0}, {500, 700}}).error(),
              "Entry edge West would run off the new border; remove it or set it again first.");
}

TEST(FreeformFeatureCommands, ExtentAndMeasuresAreOneStepEach) {
    Book book = test::small_freeform_book();
    CommandStack commands(book);
    EXPECT_EQ(touched(commands, make_set_extent(book, "field", {{0, 0}, {1000, 1200}})), (MapRect{{0, 0}, {1000, 1200}}));
    EXPECT_EQ(commands.undo_name(), "Set the map's extent");
    run(commands, make_set_measures(book, "field", {500, 1000, 120, 40}));
    EXPECT_EQ(book.maps.front().freeform.measures.foot_move, 500);
    EXPECT_EQ(make_set_measures(book, "field", {500, 1000, 120, 40}).error(), "The map has these measures already.");
    EXPECT_EQ(make_set_measures(book, "field", {-1, 1000, 120, 40}).error(), "Moves and piece sizes are lengths of 0 (not set) or more.");
    EXPECT_EQ(make_set_extent(book, "field", {{0, 0}, {0, 10}}).error(), "The extent needs a width and a height greater than 0.");
    commands.undo();
    commands.undo();
    EXPECT_EQ(book.maps.front().freeform.extent, (MapRect{{0, 0}, {1000, 700}}));
}

TEST(FreeformFeatureCommands, PiecesArePlacedTurnedAndPutInRoadColumn) {
    Book book = test::small_freeform_book();
    const Book before = book;
    CommandStack commands(book);
    commands.execute(make_place_piece(book, "day1", "c-a", {100, 500}, -90, false));
    const Placement* placed = book.scenario("day1")->placement("c-a");
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed->location, Location(MapPoint{100, 500}));
    EXPECT_EQ(placed->facing, 270.0) << "-90 is 270";
    EXPECT_EQ(commands.undo_name(), "Move Piece c-a to (100, 500)");
    commands.execute(make_turn_piece(book, "day1", "c-a", 450));
    EXPECT_EQ(book.scenario("day1")->placement("c-a")->facing, 90.0);
    EXPECT_EQ(commands.undo_name(), "Turn Piece c-a to 90°");
    EXPECT_EQ(make_turn_piece(book, "day1", "c-a", 90), nullptr) << "it faces so already";
    commands.execute(make_set_road_column(book, "day1", "c-a", true));
    EXPECT_TRUE(book.scenario("day1")->placement("c-a")->road_column);
    EXPECT_EQ(commands.undo_name(), "Put Piece c-a in road column");
    EXPECT_EQ(make_set_road_column(book, "day1", "c-a", true), nullptr);
    EXPECT_EQ(make_turn_piece(book, "day1", "nobody", 10), nullptr);
    while (commands.can_undo()) commands.undo();
    EXPECT_EQ(book, before);
}

}  // namespace
}  // namespace sandtable
