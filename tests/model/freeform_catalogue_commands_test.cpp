// model/commands/freeform_catalogue_commands: a free-form map's catalogue gains, changes and loses
// entries as undo steps naming the map's catalogues; ids and kinds never change; an entry in use,
// a bad id, colour, name or line width is refused with the reason.
#include "model/commands/freeform_catalogue_commands.hpp"

#include "model/commands/command_stack.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book freeform_book() {
    Book book = test::BookBuilder("pub-battles").map_id("field").build();
    GameMap& map = book.maps.front();
    map.kind = MapKind::Freeform;
    map.freeform.catalogue = {{"woods", "Woods", "#2e7d32", GeometryKind::Area, FillPattern::Trees},
                              {"minor-road", "Minor road", "#8d6e63", GeometryKind::Line, FillPattern::Solid, LineStyle::Dashed, 2.0}};
    map.freeform.lines = {{"lane", "minor-road", "Lane", Polyline{{0, 0}, {10, 0}}}};
    return book;
}

TEST(FreeformCatalogueCommands, AddChangeAndRemoveAreUndoStepsOnTheCatalogue) {
    Book book = freeform_book();
    const Book before = book;
    CommandStack commands(book);
    Edit add = make_add_freeform_terrain(book, "field", {" orchard ", "Orchard", "#9ccc65", GeometryKind::Area, FillPattern::Dots});
    ASSERT_TRUE(add) << add.error();
    const ChangeSet changed = commands.execute(std::move(*add));
    ASSERT_NE(changed.map("field"), nullptr);
    EXPECT_TRUE(changed.map("field")->has(MapPart::Catalogues));
    const FreeformMap& map = book.maps.front().freeform;
    ASSERT_NE(map.terrain("orchard"), nullptr);
    EXPECT_EQ(map.terrain("orchard")->pattern, FillPattern::Dots);

    FreeformTerrainDef road = *map.terrain("minor-road");
    road.name = "Farm lane";
    road.line_style = LineStyle::Dotted;
    road.line_width = 1.5;
    road.kind = GeometryKind::Area;  // asked for, but a kind never changes
    Edit change = make_change_freeform_terrain(book, "field", road);
    ASSERT_TRUE(change) << change.error();
    commands.execute(std::move(*change));
    EXPECT_EQ(map.terrain("minor-road")->name, "Farm lane");
    EXPECT_EQ(map.terrain("minor-road")->line_style, LineStyle::Dotted);
    EXPECT_EQ(map.terrain("minor-road")->kind, GeometryKind::Line);

    Edit remove = make_remove_freeform_terrain(book, "field", "orchard");
    ASSERT_TRUE(remove) << remove.error();
    commands.execute(std::move(*remove));
    EXPECT_EQ(map.terrain("orchard"), nullptr);
    while (commands.can_undo()) commands.undo();
    EXPECT_EQ(book, before);
}

TEST(FreeformCatalogueCommands, WhatCannotBeKeptIsRefusedWithItsReason) {
    Book book = freeform_book();
    EXPECT_EQ(make_add_freeform_terrain(book, "field", {"woods", "Woods", "#2e7d32"}).error(), "The catalogue has \"woods\" already.");
    EXPECT_NE(make_add_freeform_terrain(book, "field", {"two words", "X", "#2e7d32"}).error().find("is not an id"), std::string::npos);
    EXPECT_EQ(make_add_freeform_terrain(book, "field", {"x", " ", "#2e7d32"}).error(), "An entry needs a name.");
    EXPECT_NE(make_add_freeform_terrain(book, "field", {"x", "X", "green"}).error().find("#rrggbb"), std::string::npos);
    FreeformTerrainDef wide{"x", "X", "#2e7d32", GeometryKind::Line};
    wide.line_width = 40;
    EXPECT_NE(make_add_freeform_terrain(book, "field", wide).error().find("line width"), std::string::npos);
    EXPECT_EQ(make_remove_freeform_terrain(book, "field", "minor-road").error(), "Minor road is used by 1 line: change or remove them first.");
    EXPECT_EQ(make_remove_freeform_terrain(book, "field", "nothing").error(), "The catalogue has no \"nothing\".");
    EXPECT_EQ(make_change_freeform_terrain(book, "field", *book.maps.front().freeform.terrain("woods")).error(), "Woods is like that already.");
    EXPECT_EQ(freeform_terrain_uses(book.maps.front().freeform, "minor-road"), 1U);
}

}  // namespace
}  // namespace sandtable
