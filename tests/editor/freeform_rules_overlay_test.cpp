// The selected piece's reach, field of fire, command range and line of sight on a free-form map,
// drawn by the book's free-form engine (Pub Battles'): the same answers as `sandtable-cli reach` and `los`, kept up to
// date as the piece moves.
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "freeform_field_fixture.hpp"
#include "gui_test_support.hpp"
#include "model/commands/placement_commands.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"
#include "model/rulesets/pub_battles/reach.hpp"
#include "model/variant_resolution.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

namespace sandtable::editor {
namespace {

// Pixels the overlay covers when drawn alone at the canvas's view.
std::size_t overlay_pixels(MapCanvas* canvas) {
    const wxSize size = canvas->GetClientSize();
    return test::painted_pixels(size.x, size.y, [&](cairo_t* cr) { canvas->freeform_rules_overlay().draw(cr, canvas->view()); });
}

TEST_F(FreeformField, TheSelectedPiecesOverlaysAnswerAsTheEngineDoes) {
    MapCanvas* canvas = frame_->canvas();
    EXPECT_EQ(overlay_pixels(canvas), 0u);
    canvas->show_movement_range(true);
    canvas->show_field_of_fire(true);
    canvas->show_command_range(true);
    ASSERT_TRUE(canvas->select_piece("us-meredith"));
    test::settle(100);
    const FreeformRulesOverlay& overlay = canvas->freeform_rules_overlay();
    ASSERT_TRUE(overlay.reach());
    ASSERT_TRUE(overlay.command());
    EXPECT_GT(overlay_pixels(canvas), 1000u);

    const Book& book = open_book();
    const auto resolved = resolve_scenario(book, "morning");
    const FreeformBoard field(book, resolved->scenario, book.maps.front().freeform);
    const FreeformPiece& meredith = *field.piece("us-meredith");
    EXPECT_DOUBLE_EQ(overlay.reach()->formation.area(), pub_battles::reach_of(field, meredith).formation.area());
    EXPECT_DOUBLE_EQ(area_of(overlay.fire()), area_of(pub_battles::field_of_fire(field, meredith)));
    EXPECT_EQ(overlay.command()->hq, "us-i-hq");
    EXPECT_NE(overlay.status().find("Meredith: Foot move 400"), std::string::npos) << overlay.status();
}

TEST_F(FreeformField, TheOverlaysFollowThePieceWhenItMovesAndWhenTheMoveIsUndone) {
    MapCanvas* canvas = frame_->canvas();
    canvas->show_field_of_fire(true);
    ASSERT_TRUE(canvas->select_piece("us-meredith"));
    test::settle(100);
    const double before = area_of(canvas->freeform_rules_overlay().fire());
    ASSERT_GT(before, 0.0);
    // Into the open south-east corner, facing west.
    frame_->document()->commands().execute(make_place_piece(open_book(), "morning", "us-meredith", {880, 650}, placed("us-meredith").facing, false));
    test::settle(100);
    const double after = area_of(canvas->freeform_rules_overlay().fire());
    EXPECT_GT(after, before);  // out of Herbst woods, nothing cuts its arc
    frame_->document()->commands().undo();
    test::settle(100);
    EXPECT_DOUBLE_EQ(area_of(canvas->freeform_rules_overlay().fire()), before);
}

TEST_F(FreeformField, TheLineOfSightRunsToThePointUnderThePointer) {
    MapCanvas* canvas = frame_->canvas();
    canvas->show_line_of_sight(true);
    ASSERT_TRUE(canvas->select_piece("cs-archer"));
    test::settle(100);
    wxUIActionSimulator sim;
    sim.MouseMove(screen_of({230, 250}));  // Meredith, inside Herbst woods
    test::settle(150);
    const auto& sight = canvas->freeform_rules_overlay().sight();
    ASSERT_TRUE(sight);
    EXPECT_FALSE(sight->clear);
    EXPECT_NE(canvas->freeform_rules_overlay().status().find("Blocked"), std::string::npos) << canvas->freeform_rules_overlay().status();
    canvas->look_at_point(MapPoint{200, 420});
    ASSERT_TRUE(canvas->freeform_rules_overlay().sight());
    EXPECT_TRUE(canvas->freeform_rules_overlay().sight()->clear);
}

}  // namespace
}  // namespace sandtable::editor
