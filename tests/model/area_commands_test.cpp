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
    map.kind = MapKind::Freeform;
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
    ASSERT_TRUE(add) << add.error();
    const ResolvingCommand* added = add->get();
    ChangeSet changed = commands.execute(std::move(*add));
    const std::string first = added->created_id();
    EXPECT_EQ(first, "woods");
    ASSERT_NE(changed.map("field"), nullptr);
    EXPECT_EQ(changed.map("field")->area, (MapRect{{0, 0}, {10, 10}}));

    Edit second = make_add_area(book, "field", "woods", square(10, 0, 20, 10));
    ASSERT_TRUE(second);
    const ResolvingCommand* second_command = second->get();
    commands.execute(std::move(*second));
    const std::string neighbour = second_command->created_id();
    EXPECT_NE(neighbour, first);

    Edit reshape = make_set_area_shape(book, "field", first, square(0, 0, 10, 12));
    ASSERT_TRUE(reshape) << reshape.error();
    changed = commands.execute(std::move(*reshape));
    EXPECT_EQ(changed.map("field")->area, (MapRect{{0, 0}, {10, 12}})) << "the old shape and the new";

    Edit united = make_unite_areas(book, "field", first, neighbour);
    ASSERT_TRUE(united) << united.error();
    commands.execute(std::move(*united));
    ASSERT_EQ(book.maps.front().freeform.areas.size(), 1U);
    EXPECT_NEAR(area_of(book.maps.front().freeform.areas.front().shape), 220.0, 1e-9);
    EXPECT_EQ(commands.undo_name(), "Unite " + first + " with " + neighbour);
    commands.undo();
    EXPECT_EQ(book.maps.front().freeform.areas.size(), 2U);
    commands.redo();

    Edit removed = make_remove_area(book, "field", first);
    ASSERT_TRUE(removed);
    commands.execute(std::move(*removed));
    EXPECT_TRUE(book.maps.front().freeform.areas.empty());
    while (commands.can_undo()) commands.undo();
    EXPECT_EQ(book, empty);
}

TEST(AreaCommands, WhatCannotBeStoredIsRefused) {
    Book book = freeform_book();
    const MultiPolygon bow_tie = as_multi(Polygon{Ring{{0, 0}, {10, 10}, {10, 0}, {0, 10}, {0, 0}}, {}});
    EXPECT_EQ(make_add_area(book, "field", "woods", bow_tie).error().rfind("The shape is invalid: ", 0), 0U);
    EXPECT_EQ(make_add_area(book, "field", "woods", square(0, 0, 0.0001, 0.0001)).error(), "The shape has no area.");
    EXPECT_EQ(make_add_area(book, "field", "minor-road", square(0, 0, 1, 1)).error(), "Minor road is a line terrain, not an area.");
    EXPECT_EQ(make_add_area(book, "field", "lava", square(0, 0, 1, 1)).error(), "\"lava\" is not in the map's terrain catalogue.");
    EXPECT_EQ(make_add_area(book, "nowhere", "woods", square(0, 0, 1, 1)).error(), "There is no map 'nowhere'.");
    CommandStack commands(book);
    Edit woods = make_add_area(book, "field", "woods", square(0, 0, 10, 10));
    const ResolvingCommand* w = woods->get();
    commands.execute(std::move(*woods));
    Edit marsh = make_add_area(book, "field", "marsh", square(10, 0, 20, 10));
    const ResolvingCommand* m = marsh->get();
    commands.execute(std::move(*marsh));
    EXPECT_EQ(make_unite_areas(book, "field", w->created_id(), m->created_id()).error(),
              w->created_id() + " is woods and " + m->created_id() + " is marsh: only areas of one terrain unite.");
    const Book before = book;
    EXPECT_FALSE(make_set_area_shape(book, "field", w->created_id(), bow_tie));
    EXPECT_EQ(book, before);
}


TEST(AreaCommands, SubtractCutsTheSecondAreaOutOfTheFirstAndKeepsTheSecond) {
    Book book = freeform_book();
    FreeformMap& map = book.maps.front().freeform;
    map.areas = {{"woods", "woods", square(0, 0, 10, 10), {}, {}}, {"marsh", "marsh", square(5, 0, 15, 10), {}, {}}};
    const Book before = book;
    CommandStack commands(book);
    Edit cut = make_subtract_area(book, "field", "woods", "marsh");
    ASSERT_TRUE(cut) << cut.error();
    const ChangeSet changed = commands.execute(std::move(*cut));
    EXPECT_EQ(commands.undo_name(), "Cut marsh out of woods");
    EXPECT_NEAR(area_of(map.area("woods")->shape), 50.0, 1e-9);
    EXPECT_NEAR(area_of(map.area("marsh")->shape), 100.0, 1e-9);
    EXPECT_EQ(changed.map("field")->area, (MapRect{{0, 0}, {10, 10}}));
    commands.undo();
    EXPECT_EQ(book, before);

    map.areas.push_back({"far", "marsh", square(50, 50, 60, 60), {}, {}});
    EXPECT_EQ(make_subtract_area(book, "field", "woods", "far").error(), "far does not overlap woods.");
    map.areas.push_back({"cover", "marsh", square(-1, -1, 20, 20), {}, {}});
    EXPECT_NE(make_subtract_area(book, "field", "woods", "cover").error().find("leaves no area"), std::string::npos);
    EXPECT_EQ(make_subtract_area(book, "field", "woods", "woods").error(), "An area cannot be cut out of itself.");
}

TEST(AreaCommands, SplitKeepsOnePartAndItsLevelAndGivesTheOtherANewAreaOfTheSameTerrain) {
    Book book = freeform_book();
    book.maps.front().freeform.catalogue.push_back({"hill", "Hill", "#c8a165", GeometryKind::Area});
    FreeformMap& map = book.maps.front().freeform;
    map.areas = {{"ridge", "hill", square(0, 0, 20, 10), 2, Polyline{{1, 5}, {19, 5}}}};
    const Book before = book;
    CommandStack commands(book);
    Edit split_edit = make_split_area(book, "field", "ridge", Polyline{{10, -1}, {10, 11}});
    ASSERT_TRUE(split_edit) << split_edit.error();
    const ResolvingCommand* command = split_edit->get();
    commands.execute(std::move(*split_edit));
    ASSERT_EQ(map.areas.size(), 2U);
    const TerrainArea* kept = map.area("ridge");
    const TerrainArea* other = map.area(command->created_id());
    ASSERT_NE(other, nullptr);
    EXPECT_EQ(other->terrain, "hill");
    EXPECT_EQ(other->level, 2);
    EXPECT_TRUE(other->crest.empty());
    EXPECT_EQ(kept->crest.size(), 2U);
    EXPECT_NEAR(area_of(kept->shape), 100.0, 1e-9);
    EXPECT_NEAR(area_of(other->shape), 100.0, 1e-9);
    commands.undo();
    EXPECT_EQ(book, before);
    EXPECT_NE(make_split_area(book, "field", "ridge", Polyline{{30, -1}, {30, 11}}).error().find("does not cut the shape in two"), std::string::npos);
}

TEST(AreaCommands, SimplifyDropsVerticesNearTheirNeighboursLineAndRefusesWhenNoneIs) {
    Book book = freeform_book();
    FreeformMap& map = book.maps.front().freeform;
    // A square whose top edge bows up by 0.2 at its middle.
    map.areas = {{"woods", "woods", as_multi(Polygon{Ring{{0, 0}, {5, -0.2}, {10, 0}, {10, 10}, {0, 10}, {0, 0}}, {}}), {}, {}}};
    EXPECT_NE(make_simplify_area(book, "field", "woods", 0.1).error().find("no vertex that close"), std::string::npos);
    CommandStack commands(book);
    Edit simpler = make_simplify_area(book, "field", "woods", 0.5);
    ASSERT_TRUE(simpler) << simpler.error();
    commands.execute(std::move(*simpler));
    EXPECT_EQ(map.area("woods")->shape.front().outer.size(), 5U);
    EXPECT_NE(make_simplify_area(book, "field", "woods", -1).error().find("0 or more"), std::string::npos);
    // Simplified too far, a thin triangle loses its area: refused.
    map.areas = {{"sliver", "woods", as_multi(Polygon{Ring{{0, 0}, {10, 0.1}, {20, 0}, {0, 0}}, {}}), {}, {}}};
    EXPECT_NE(make_simplify_area(book, "field", "sliver", 1.0).error().find("smaller one"), std::string::npos);
}

TEST(AreaCommands, AHillsLevelAndCrestAreOneStep) {
    Book book = freeform_book();
    FreeformMap& map = book.maps.front().freeform;
    map.areas = {{"hill", "woods", square(0, 0, 10, 10), {}, {}}};
    CommandStack commands(book);
    Edit hill = make_set_hill(book, "field", "hill", 3, Polyline{{1, 5}, {9, 5}});
    ASSERT_TRUE(hill) << hill.error();
    commands.execute(std::move(*hill));
    EXPECT_EQ(map.area("hill")->level, 3);
    EXPECT_EQ(map.area("hill")->crest.size(), 2U);
    EXPECT_EQ(make_set_hill(book, "field", "hill", 0, {}).error(), "A hill's level is 1 or more, not 0.");
    EXPECT_EQ(make_set_hill(book, "field", "hill", 3, Polyline{{1, 1}}).error(), "A crest line needs two points or more.");
    EXPECT_EQ(make_set_hill(book, "field", "hill", 3, Polyline{{1, 5}, {9, 5}}).error(), "hill has this level and crest already.");
    commands.undo();
    EXPECT_FALSE(map.area("hill")->level.has_value());
}

TEST(AreaCommands, AnAreaTakenOutAndPutBackByUndoIsWhereItWas) {
    Book book = freeform_book();
    FreeformMap& map = book.maps.front().freeform;
    map.areas = {{"a", "woods", square(0, 0, 10, 10), {}, {}}, {"b", "woods", square(10, 0, 20, 10), {}, {}}, {"c", "marsh", square(30, 0, 40, 10), {}, {}}};
    const Book before = book;
    CommandStack commands(book);
    Edit removed = make_remove_area(book, "field", "b");
    ASSERT_TRUE(removed);
    commands.execute(std::move(*removed));
    commands.undo();
    EXPECT_EQ(book, before) << "b is second again: areas of one level are drawn in their order";
    Edit united = make_unite_areas(book, "field", "a", "b");
    ASSERT_TRUE(united);
    commands.execute(std::move(*united));
    commands.undo();
    EXPECT_EQ(book, before);
    commands.redo();
    commands.undo();
    EXPECT_EQ(book, before);
}

}  // namespace
}  // namespace sandtable
