// A free-form book opens in the editor and its map is drawn through the canvas's tile cache:
// fitted whole, the woods green where they are, the pieces at their points, and the samples'
// free-form map drawn too.
#include "freeform_field_fixture.hpp"
#include "editor/canvas/piece_handling.hpp"
#include "model/commands/placement_commands.hpp"
#include "model/commands/freeform_feature_commands.hpp"
#include "model/freeform/piece_footprint.hpp"

#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;

std::uint32_t pixel_at(const std::vector<std::uint32_t>& pixels, MapCanvas* canvas, MapPoint point) {
    const DevicePoint device = canvas->view().to_device(point);
    const int width = canvas->GetClientSize().x;
    return pixels[static_cast<std::size_t>(static_cast<int>(device.y) * width + static_cast<int>(device.x))];
}

int green(std::uint32_t argb) { return static_cast<int>((argb >> 8) & 0xff); }
int red(std::uint32_t argb) { return static_cast<int>((argb >> 16) & 0xff); }
int blue(std::uint32_t argb) { return static_cast<int>(argb & 0xff); }

TEST_F(FreeformField, AFreeformMapIsFittedAndDrawnWithItsPieces) {
    MapCanvas* canvas = frame_->canvas();
    const RenderView& view = canvas->view();
    ASSERT_GT(view.scale, 0.0);
    // The whole 1000 x 700 m extent is in view.
    const DevicePoint far_corner = view.to_device({1000, 700});
    EXPECT_LE(far_corner.x, canvas->GetClientSize().x);
    EXPECT_LE(far_corner.y, canvas->GetClientSize().y);
    const auto pixels = test::canvas_pixels(canvas);
    ASSERT_FALSE(pixels.empty());
    const std::uint32_t woods = pixel_at(pixels, canvas, {300, 120});
    EXPECT_GT(green(woods), red(woods) + 20) << std::hex << woods;
    const std::uint32_t clearing = pixel_at(pixels, canvas, {205, 172});
    EXPECT_GT(red(clearing), green(clearing) - 10) << "the clearing is paper: " << std::hex << clearing;
    // Pegram, an artillery piece of the Confederacy, grey at (40, 560) behind its front edge.
    const std::uint32_t pegram = pixel_at(pixels, canvas, {40 - 10, 560 + 5});
    EXPECT_LT(std::abs(red(pegram) - blue(pegram)), 20) << std::hex << pegram;
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText(1).Find(" m)"), wxNOT_FOUND) << "the pointer's place in metres";
}

TEST_F(FreeformField, AnEditOfAFreeformMapIsRedrawnWhereItHappened) {
    MapCanvas* canvas = frame_->canvas();
    const MapPoint spot{900, 150};
    const std::uint32_t before = pixel_at(test::canvas_pixels(canvas), canvas, spot);
    ASSERT_FALSE(created(make_add_point(open_book(), "field", "ford", "New ford", spot)).empty());
    settle(200);
    const std::uint32_t after = pixel_at(test::canvas_pixels(canvas), canvas, spot);
    EXPECT_NE(after, before);
    EXPECT_GT(blue(after), red(after) + 60) << "the ford's blue diamond: " << std::hex << after;
    frame_->document()->commands().undo();
    settle(200);
    EXPECT_EQ(pixel_at(test::canvas_pixels(canvas), canvas, spot), before) << "and gone again on undo";
    frame_->document()->commands().set_clean();
}


TEST_F(FreeformField, AMovedPieceRedrawsTheTilesWhereItWasAndWhereItIsOnly) {
    MapCanvas* canvas = frame_->canvas();
    (void)test::canvas_pixels(canvas);  // every tile of the view drawn
    const std::size_t tiles = canvas->tiles().tile_count();
    const MapPoint from = placed("cs-pegram").location.at;
    const MapPoint to{900, 150};
    const std::uint32_t empty_there = pixel_at(test::canvas_pixels(canvas), canvas, to);
    const TileCacheStats before = canvas->tiles().stats();
    frame_->document()->commands().execute(make_place_piece(open_book(), "morning", "cs-pegram", to, placed("cs-pegram").facing, false));
    settle(100);
    const auto pixels = test::canvas_pixels(canvas);
    const TileCacheStats& after = canvas->tiles().stats();
    EXPECT_EQ(after.tiles_rendered, before.tiles_rendered) << "no tile started over";
    EXPECT_GT(after.tiles_repaired, before.tiles_repaired);
    const auto view_pixels = static_cast<std::size_t>(canvas->GetClientSize().x) * static_cast<std::size_t>(canvas->GetClientSize().y);
    EXPECT_LT(after.pixels_rendered - before.pixels_rendered, view_pixels / 3) << "of " << tiles << " tiles in view";
    EXPECT_NE(pixel_at(pixels, canvas, to), empty_there) << "Pegram is drawn where it went";
    const std::uint32_t left = pixel_at(pixels, canvas, {from.x - 10, from.y + 5});
    EXPECT_GT(red(left), 200) << "and the field shows where it stood: " << std::hex << left;
    frame_->document()->commands().undo();
}

TEST_F(FreeformField, APieceIsMovedByDraggingAndTurnedByItsHandle) {
    const MapPoint start = placed("us-cutler").location.at;
    const double scale = frame_->canvas()->view().scale;
    drag(screen_of(start), screen_of({start.x + 80.0, start.y}));
    EXPECT_EQ(frame_->canvas()->selected_piece(), "us-cutler");
    EXPECT_NEAR(placed("us-cutler").location.at.x, start.x + 80.0, 2.0 / scale);
    EXPECT_NEAR(placed("us-cutler").location.at.y, start.y, 2.0 / scale);
    EXPECT_EQ(placed("us-cutler").facing, 250.0) << "a move keeps the facing";
    EXPECT_EQ(frame_->document()->commands().undo_name().rfind("Move Cutler to (3", 0), 0u) << frame_->document()->commands().undo_name();

    // The handle lies ahead of the front edge; dragged to a point due north of the piece, it faces 0.
    const Placement now = placed("us-cutler");
    const PieceSize size = piece_size(open_book().map("field")->freeform);
    const DevicePoint handle = facing_handle(frame_->canvas()->view(), now, size.depth * scale);
    const wxPoint handle_screen = frame_->canvas()->ClientToScreen(wxPoint(static_cast<int>(std::lround(handle.x)), static_cast<int>(std::lround(handle.y))));
    drag(handle_screen, screen_of({now.location.at.x, now.location.at.y - 150.0}));
    EXPECT_EQ(placed("us-cutler").facing, 0.0);
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Turn Cutler to 0°");

    frame_->canvas()->SetFocus();
    wxUIActionSimulator sim;
    sim.Char(']');
    ASSERT_TRUE(test::settle_until([&] { return placed("us-cutler").facing == 15.0; }));
    sim.Char('R');
    ASSERT_TRUE(test::settle_until([&] { return placed("us-cutler").road_column; }));
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Put Cutler in road column");
    for (int step = 0; step < 4; ++step) ASSERT_TRUE(frame_->document()->commands().undo());
    EXPECT_EQ(placed("us-cutler").location.at, start);
}

TEST_F(FreeformField, AUnitDroppedOnTheMapStandsWhereItFellAndPressingOffAPieceSelectsNone) {
    // Archer taken off, then dropped back at (500, 650).
    frame_->document()->commands().execute(make_remove_unit_from_map(open_book(), "morning", "cs-archer"));
    const DevicePoint at = frame_->canvas()->view().to_device({500, 650});
    ASSERT_TRUE(frame_->canvas()->drop_unit("cs-archer", wxPoint(static_cast<int>(at.x), static_cast<int>(at.y))));
    EXPECT_NEAR(placed("cs-archer").location.at.x, 500.0, 2.0);
    EXPECT_EQ(placed("cs-archer").facing, 0.0);
    EXPECT_EQ(frame_->canvas()->selected_piece(), "cs-archer");
    wxUIActionSimulator sim;
    sim.MouseMove(screen_of({950, 100}));
    settle(50);
    sim.MouseClick();
    settle(100);
    EXPECT_EQ(frame_->canvas()->selected_piece(), "");
}

TEST_F(EditorWindow, TheSamplesFreeformBattlefieldIsDrawn) {
    const auto book = dir_ / "gettysburg-freeform.sandtable";
    std::filesystem::copy_file(test::source_path("samples/gettysburg-base/gettysburg-freeform.sandtable"), book);
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book.string())));
    settle();
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    settle(200);
    const auto pixels = test::canvas_pixels(canvas);
    ASSERT_FALSE(pixels.empty());
    // Big Round Top's woods lie near (309270, -4406900): green.
    const std::uint32_t round_top = pixel_at(pixels, canvas, {309200, -4407000});
    EXPECT_GT(green(round_top), blue(round_top) + 10) << std::hex << round_top;
}

}  // namespace
}  // namespace sandtable::editor
