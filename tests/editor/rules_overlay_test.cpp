// The selected unit's movement range and line of sight, drawn over the map by the ruleset's engine.
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "model/commands/hex_commands.hpp"
#include "editor_window_fixture.hpp"
#include "gui_test_support.hpp"

#include <cairo.h>
#include <gtest/gtest.h>
#include <wx/statusbr.h>

namespace sandtable::editor {
namespace {

HexCoord hex_of(MainFrame& frame, const char* label) {
    return *frame.canvas()->shown_map()->hex.find_label(label).optional();
}

// Pixels the overlay covers when drawn alone at the canvas's view.
std::size_t overlay_pixels(MapCanvas* canvas) {
    const wxSize size = canvas->GetClientSize();
    return test::painted_pixels(size.x, size.y, [&](cairo_t* cr) { canvas->rules_overlay().draw(cr, canvas->view(), canvas->shown_map()->hex); });
}

TEST_F(EditorWindow, TheOverlayKeepsItsBoardUntilAnEditMakesItStale) {
    MapCanvas* canvas = frame_->canvas();
    canvas->show_movement_range(true);
    canvas->select_hex(hex_of(*frame_, "D3"));
    test::settle(100);
    const RulesOverlay& overlay = canvas->rules_overlay();
    ASSERT_EQ(overlay.unit(), "us-wadsworth");
    const HexCoord d4 = hex_of(*frame_, "D4");
    ASSERT_TRUE(overlay.reachable().contains(d4));
    const double cost = overlay.reachable().at(d4);
    const std::size_t boards = overlay.boards_set_up();
    canvas->select_hex(hex_of(*frame_, "D3"));
    test::settle(50);
    EXPECT_EQ(overlay.boards_set_up(), boards) << "nothing changed: the board is kept";

    // Woods in D4 cost +1 MF (§1.1 Table 1): the edit makes the board stale and the range follows it.
    const GameMap& map = *canvas->shown_map();
    const TerrainMask woods = TerrainMask{1} << *map.hex.terrain_index("woods");
    const TerrainMask before = map.hex.terrain[*map.hex.index_of(d4)];
    ASSERT_EQ(before & woods, 0U) << "D4 is open ground in the sample";
    frame_->document()->commands().execute(make_set_hex_terrain(map.id, d4, before | woods, "D4"));
    test::settle(100);
    EXPECT_EQ(overlay.boards_set_up(), boards + 1);
    ASSERT_TRUE(overlay.reachable().contains(d4));
    EXPECT_EQ(overlay.reachable().at(d4), cost + 1);
    frame_->document()->commands().undo();
    test::settle(100);
    EXPECT_EQ(overlay.reachable().at(d4), cost);
    canvas->show_movement_range(false);
}

TEST_F(EditorWindow, TheSelectedUnitsMovementRangeIsShadedWithItsCosts) {
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    canvas->select_hex(hex_of(*frame_, "D3"));
    test::settle(200);
    EXPECT_TRUE(canvas->rules_overlay().reachable().empty()) << "nothing is shown until asked for";
    EXPECT_EQ(overlay_pixels(canvas), 0U);

    canvas->show_movement_range(true);
    test::settle(200);
    const RulesOverlay& overlay = canvas->rules_overlay();
    EXPECT_EQ(overlay.unit(), "us-wadsworth") << "the top unit of the selected stack";
    // Wadsworth (MF 5) stands with Reynolds, his corps headquarters: 6 MF (§11.1.3).
    EXPECT_EQ(overlay.allowance(), 6);
    EXPECT_EQ(overlay.status().rfind("Wadsworth: ", 0), 0U) << "the status line names the unit: " << overlay.status();
    ASSERT_FALSE(overlay.reachable().empty());
    for (const auto& [hex, cost] : overlay.reachable()) EXPECT_LE(cost, 6);
    EXPECT_TRUE(overlay.reachable().contains(hex_of(*frame_, "D4")));
    EXPECT_GT(overlay_pixels(canvas), 500U) << "the range is drawn";

    canvas->select_hex(hex_of(*frame_, "P3"));
    test::settle(100);
    EXPECT_EQ(overlay.unit(), "us-gamble");
    canvas->select_hex(std::nullopt);
    EXPECT_TRUE(overlay.reachable().empty());
    canvas->show_movement_range(false);
}

TEST_F(EditorWindow, TheLineOfSightToTheHexUnderThePointerIsShownAndSaid) {
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    canvas->show_line_of_sight(true);
    canvas->select_hex(hex_of(*frame_, "D3"));
    canvas->look_at(hex_of(*frame_, "D5"));
    test::settle(200);
    const auto& sight = canvas->rules_overlay().sight();
    ASSERT_TRUE(sight.has_value());
    EXPECT_EQ(sight->rule, "gettysburg-125 §9");
    EXPECT_EQ(sight->distance, 2);
    canvas->look_at(hex_of(*frame_, "D8"));
    ASSERT_TRUE(canvas->rules_overlay().sight().has_value());
    EXPECT_FALSE(canvas->rules_overlay().sight()->clear) << "five hexes is beyond the range of 2";
    EXPECT_NE(canvas->rules_overlay().status().find("beyond the range of 2"), std::string::npos) << canvas->rules_overlay().status();
    canvas->show_line_of_sight(false);
    EXPECT_FALSE(canvas->rules_overlay().sight().has_value());
}

}  // namespace
}  // namespace sandtable::editor
