// model/commands: terrain areas of a free-form map are added, reshaped, united and removed as undo
// steps that name the map-space rectangle they touch; an empty or invalid shape, a terrain that is
// not an area, or a union of two terrains is refused with a message and changes nothing.
#include "model/commands/area_commands.hpp"
#include "model/commands/command_stack.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

MultiPolygon square(double x0, double y0, double x1, double y1) {
    return as_multi(Polygon{Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}, {}});
}

Book freeform_book() {
    Book book = test::BookBuilder("pub-battles").map_id("field").build();
    GameMap& map = book.maps.front();
    map.kind = MapKind::FreeForm;
    map.freeform.catalogue = {{"woods", "Woods", "#2e7d32", GeometryKind::Area},
                              {"marsh", "Marsh", "#6d8f7a", GeometryKind::Area},
                              {"minor-road", "Minor road", "#8d6e63", GeometryKind::Line}};
    return book;
}

TEST(AreaCommands, AddReshapeUniteAndRemoveAreUndoStepsNamingWhereTheyChange) {
    Book book = freeform_book();
    const Book empty = book;
    CommandStack commands(book);
    Edit add = make_add_area(book, "field", "woods", square(0, 0, 10, 10));
    ASSERT_TRUE(add) << add.problem;
    const ResolvingCommand* added = add.command.get();
    ChangeSet changed = commands.execute(std::move(add.command));
    const std::string first = added->created_id();
    EXPECT_EQ(first, "woods");
    ASSERT_NE(changed.map("field"), nullptr);
    EXPECT_EQ(changed.map("field")->area, (MapRect{{0, 0}, {10, 10}}));

    Edit second = make_add_area(book, "field", "woods", square(10, 0, 20, 10));
    ASSERT_TRUE(second);
    const ResolvingCommand* second_command = second.command.get();
    commands.execute(std::move(second.command));
    const std::string neighbour = second_command->created_id();
    EXPECT_NE(neighbour, first);

    Edit reshape = make_set_area_shape(book, "field", first, square(0, 0, 10, 12));
    ASSERT_TRUE(reshape) << reshape.problem;
    changed = commands.execute(std::move(reshape.command));
    EXPECT_EQ(changed.map("field")->area, (MapRect{{0, 0}, {10, 12}})) << "the old shape and the new";

    Edit united = make_unite_areas(book, "field", first, neighbour);
    ASSERT_TRUE(united) << united.problem;
    commands.execute(std::move(united.command));
    ASSERT_EQ(book.maps.front().freeform.areas.size(), 1U);
    EXPECT_NEAR(area_of(book.maps.front().freeform.areas.front().shape), 220.0, 1e-9);
    EXPECT_EQ(commands.undo_name(), "Unite " + first + " with " + neighbour);
    commands.undo();
    EXPECT_EQ(book.maps.front().freeform.areas.size(), 2U);
    commands.redo();

    Edit removed = make_remove_area(book, "field", first);
    ASSERT_TRUE(removed);
    commands.execute(std::move(removed.command));
    EXPECT_TRUE(book.maps.front().freeform.areas.empty());
    while (commands.can_undo()) commands.undo();
    EXPECT_EQ(book, empty);
}

TEST(AreaCommands, WhatCannotBeStoredIsRefused) {
    Book book = freeform_book();
    const MultiPolygon bow_tie = as_multi(Polygon{Ring{{0, 0}, {10, 10}, {10, 0}, {0, 10}, {0, 0}}, {}});
    EXPECT_EQ(make_add_area(book, "field", "woods", bow_tie).problem.rfind("The shape is invalid: ", 0), 0U);
    EXPECT_EQ(make_add_area(book, "field", "woods", square(0, 0, 0.0001, 0.0001)).problem, "The shape has no area.");
    EXPECT_EQ(make_add_area(book, "field", "minor-road", square(0, 0, 1, 1)).problem, "Minor road is a line terrain, not an area.");
    EXPECT_EQ(make_add_area(book, "field", "lava", square(0, 0, 1, 1)).problem, "\"lava\" is not in the map's terrain catalogue.");
    EXPECT_EQ(make_add_area(book, "nowhere", "woods", square(0, 0, 1, 1)).problem, "There is no map 'nowhere'.");
    CommandStack commands(book);
    Edit woods = make_add_area(book, "field", "woods", square(0, 0, 10, 10));
    const ResolvingCommand* w = woods.command.get();
    commands.execute(std::move(woods.command));
    Edit marsh = make_add_area(book, "field", "marsh", square(10, 0, 20, 10));
    const ResolvingCommand* m = marsh.command.get();
    commands.execute(std::move(marsh.command));
    EXPECT_EQ(make_unite_areas(book, "field", w->created_id(), m->created_id()).problem,
              w->created_id() + " is woods and " + m->created_id() + " is marsh: only areas of one terrain unite.");
    const Book before = book;
    EXPECT_FALSE(make_set_area_shape(book, "field", w->created_id(), bow_tie));
    EXPECT_EQ(book, before);
}

}  // namespace
}  // namespace sandtable
