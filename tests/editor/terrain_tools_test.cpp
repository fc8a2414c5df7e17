// Terrain tools in the editor: Map > Paint Terrain opens the Terrain pane on the map's
// catalogues; a drag on the real canvas paints a stroke that is one undo step while the middle
// button still pans; Add, Remove, the brushes and Fill change the hexes they should; hexsides are
// drawn and erased along a stroke, and the one under the pointer is highlighted.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/terrain_pane.hpp"
#include "model/hex/nearest_hexside.hpp"
#include "model/terrain_paint.hpp"

#include <cairo.h>
#include <cmath>
#include <cstring>
#include <wx/bmpcbox.h>
#include <wx/menu.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;
using test::settle_until;

constexpr TerrainMask bit(std::size_t i) { return TerrainMask{1} << i; }

class TerrainToolsInEditor : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        menu_id_ = frame_->GetMenuBar()->FindMenuItem("Map", "Paint Terrain...");
        ASSERT_NE(menu_id_, wxNOT_FOUND);
        wxCommandEvent event(wxEVT_MENU, menu_id_);
        frame_->GetEventHandler()->ProcessEvent(event);
        settle(150);
        pane_ = frame_->terrain_pane();
        ASSERT_TRUE(pane_->IsShownOnScreen());
    }

    [[nodiscard]] const HexMap& map() const { return frame_->canvas()->shown_map()->hex; }
    [[nodiscard]] TerrainMask terrain(HexCoord hex) const { return map().terrain[*map().index_of(hex)]; }
    [[nodiscard]] std::size_t terrain_bit(const std::string& id) const { return *map().terrain_index(id); }
    [[nodiscard]] MapPoint centre_of(HexCoord hex) const { return hex_to_point(map().grid.geometry, hex); }
    // The hex in the middle of the canvas.
    [[nodiscard]] HexCoord middle_hex() const {
        const wxSize size = frame_->canvas()->GetClientSize();
        return point_to_hex(map().grid.geometry, frame_->canvas()->view().to_map({size.x / 2.0, size.y / 2.0}));
    }
    [[nodiscard]] wxPoint screen_of(MapPoint point) const {
        const DevicePoint p = frame_->canvas()->view().to_device(point);
        return frame_->canvas()->ClientToScreen(wxPoint(static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))));
    }
    CommandStack& commands() { return frame_->document()->commands(); }

    int menu_id_ = wxNOT_FOUND;
    TerrainPane* pane_ = nullptr;
};

TEST_F(TerrainToolsInEditor, PaintTerrainOpensThePaneOnTheMapsCataloguesAndStartsPainting) {
    EXPECT_NE(frame_->GetMenuBar()->FindItem(menu_id_)->GetItemLabel().Find("Ctrl+T"), wxNOT_FOUND);
    EXPECT_TRUE(pane_->active());
    EXPECT_EQ(frame_->canvas()->tool(), &pane_->tool());
    ASSERT_EQ(pane_->terrain_choice()->GetCount(), map().terrain_catalogue.size());
    EXPECT_EQ(pane_->terrain_choice()->GetString(1), wxString::FromUTF8(map().terrain_catalogue[1].name));
    EXPECT_TRUE(pane_->terrain_choice()->GetItemBitmap(1).IsOk());
    EXPECT_EQ(pane_->feature_choice()->GetCount(), map().hexside_catalogue.size());
    EXPECT_FALSE(pane_->select_terrain("no-such-terrain"));

    frame_->canvas()->SetFocus();
    wxUIActionSimulator sim;
    sim.Char(WXK_ESCAPE);
    ASSERT_TRUE(settle_until([&] { return !pane_->active(); }));
    EXPECT_EQ(frame_->canvas()->tool(), nullptr);
    pane_->set_active(true);
    EXPECT_TRUE(pane_->active());
}

TEST_F(TerrainToolsInEditor, ADragOnTheCanvasPaintsAStrokeThatIsOneUndoStep) {
    ASSERT_TRUE(pane_->select_terrain("woods"));
    const HexCoord first = middle_hex();
    const std::vector<HexCoord> stroke{first, neighbour(first, 0), neighbour(neighbour(first, 0), 0)};
    const TerrainGrid before = map().terrain;
    const std::size_t steps = commands().size();
    const MapPoint top_left = frame_->canvas()->view().top_left;

    wxUIActionSimulator sim;
    sim.MouseMove(screen_of(centre_of(stroke[0])));
    settle(50);
    sim.MouseDown();
    settle(50);
    for (const HexCoord hex : stroke) {
        sim.MouseMove(screen_of(centre_of(hex)));
        settle(50);
    }
    sim.MouseUp();
    ASSERT_TRUE(settle_until([&] { return commands().size() == steps + 1; }));
    for (const HexCoord hex : stroke) EXPECT_EQ(terrain(hex), bit(terrain_bit("woods"))) << map().label(hex);
    EXPECT_EQ(commands().undo_name(), "Paint Woods");
    EXPECT_EQ(frame_->canvas()->view().top_left, top_left);  // the drag painted, it did not pan

    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().terrain, before);
    ASSERT_TRUE(commands().redo());
    for (const HexCoord hex : stroke) EXPECT_EQ(terrain(hex), bit(terrain_bit("woods")));
}

TEST_F(TerrainToolsInEditor, TheMiddleButtonStillPansWhileTheToolTakesDrags) {
    const TerrainGrid before = map().terrain;
    const MapPoint top_left = frame_->canvas()->view().top_left;
    const wxPoint from = canvas_centre();
    wxUIActionSimulator sim;
    sim.MouseMove(from);
    settle(50);
    sim.MouseDown(wxMOUSE_BTN_MIDDLE);
    settle(50);
    sim.MouseMove(from + wxPoint(60, 30));
    settle(50);
    sim.MouseUp(wxMOUSE_BTN_MIDDLE);
    ASSERT_TRUE(settle_until([&] { return frame_->canvas()->view().top_left != top_left; }));
    const double scale = frame_->canvas()->view().scale;
    EXPECT_NEAR(frame_->canvas()->view().top_left.x, top_left.x - 60 / scale, 1e-6);
    EXPECT_NEAR(frame_->canvas()->view().top_left.y, top_left.y - 30 / scale, 1e-6);
    EXPECT_EQ(map().terrain, before);
}

TEST_F(TerrainToolsInEditor, SpaceWithTheLeftButtonPansWhileTheToolTakesDrags) {
    const TerrainGrid before = map().terrain;
    const MapPoint top_left = frame_->canvas()->view().top_left;
    const wxPoint from = canvas_centre();
    frame_->canvas()->SetFocus();
    wxUIActionSimulator sim;
    sim.MouseMove(from);
    settle(50);
    sim.KeyDown(WXK_SPACE);
    settle(50);
    sim.MouseDown();
    settle(50);
    sim.MouseMove(from + wxPoint(-50, 40));
    settle(50);
    sim.MouseUp();
    sim.KeyUp(WXK_SPACE);
    ASSERT_TRUE(settle_until([&] { return frame_->canvas()->view().top_left != top_left; }));
    const double scale = frame_->canvas()->view().scale;
    EXPECT_NEAR(frame_->canvas()->view().top_left.x, top_left.x + 50 / scale, 1e-6);
    EXPECT_EQ(map().terrain, before);
}

TEST_F(TerrainToolsInEditor, AQuickStrokeLeavesNoGapsBetweenTheHexesItCrosses) {
    ASSERT_TRUE(pane_->select_terrain("town"));
    const HexCoord from = middle_hex();
    const HexCoord to = from + direction_vector(5) * 4;
    ASSERT_TRUE(map().contains(to));
    pane_->tool().press(centre_of(from), false);
    pane_->tool().release(centre_of(to));  // one jump of four hexes
    for (const HexCoord hex : line(from, to)) EXPECT_EQ(terrain(hex), bit(terrain_bit("town"))) << map().label(hex);
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Paint Town (Gettysburg)");
}

TEST_F(TerrainToolsInEditor, AddJoinsTheTerrainRemoveTakesItAwayAndShiftRemoves) {
    const HexCoord hex = middle_hex();
    ASSERT_TRUE(pane_->select_terrain("hill"));
    pane_->tool().click(centre_of(hex), false);
    EXPECT_EQ(terrain(hex), bit(terrain_bit("hill")));

    ASSERT_TRUE(pane_->select_terrain("woods"));
    pane_->set_mode(TerrainPaintMode::Add);
    pane_->tool().click(centre_of(hex), false);
    EXPECT_EQ(terrain(hex), bit(terrain_bit("hill")) | bit(terrain_bit("woods")));
    EXPECT_EQ(commands().undo_name(), "Add Woods");

    pane_->set_mode(TerrainPaintMode::Remove);
    pane_->tool().click(centre_of(hex), false);
    EXPECT_EQ(terrain(hex), bit(terrain_bit("hill")));
    EXPECT_EQ(commands().undo_name(), "Remove Woods");

    ASSERT_TRUE(pane_->select_terrain("hill"));
    pane_->set_mode(TerrainPaintMode::Add);
    pane_->tool().click(centre_of(hex), true);
    EXPECT_EQ(terrain(hex), TerrainMask{0});
    EXPECT_EQ(commands().undo_name(), "Remove Hill");
}

TEST_F(TerrainToolsInEditor, BrushesOfRadiusOneAndTwoPaintTheirHexesInOneStep) {
    ASSERT_TRUE(pane_->select_terrain("town"));
    const HexCoord hex = middle_hex();
    for (const auto& [brush, radius] : {std::pair{TerrainPane::kRadius1, 1}, std::pair{TerrainPane::kRadius2, 2}}) {
        const std::size_t steps = commands().index();
        pane_->set_brush(brush);
        EXPECT_EQ(pane_->tool().settings().radius, radius);
        pane_->tool().click(centre_of(hex), false);
        EXPECT_EQ(commands().index(), steps + 1);
        for (const HexCoord h : brush_hexes(map(), hex, radius)) EXPECT_EQ(terrain(h), bit(terrain_bit("town")));
        ASSERT_TRUE(commands().undo());
    }
}

TEST_F(TerrainToolsInEditor, FillPaintsTheConnectedRegionOfTheSameTerrainAsOneStep) {
    // A hex near the middle of the view in a region of more than one hex (the sample's woods of
    // the §13.1 example stand alone).
    HexCoord hex = middle_hex();
    for (int step = 0; step < 4 && fill_region(map(), hex).size() <= 1; ++step) hex = neighbour(hex, 0);
    const std::vector<HexCoord> region = fill_region(map(), hex);
    ASSERT_GT(region.size(), 1U);
    const TerrainGrid before = map().terrain;
    const TerrainMask old = terrain(hex);
    const std::size_t steps = commands().size();
    const std::string paint = old == bit(terrain_bit("rocky-hill")) ? "town" : "rocky-hill";
    ASSERT_TRUE(pane_->select_terrain(paint));
    pane_->set_brush(TerrainPane::kFill);
    pane_->tool().click(centre_of(hex), false);
    EXPECT_EQ(commands().size(), steps + 1);
    EXPECT_EQ(commands().undo_name(), "Fill " + map().terrain_catalogue[terrain_bit(paint)].name);
    std::size_t changed = 0;
    for (std::size_t i = 0; i < map().hex_count(); ++i) {
        if (map().terrain[i] != before[i]) ++changed;
    }
    EXPECT_EQ(changed, region.size());
    for (const HexCoord h : region) EXPECT_EQ(terrain(h), bit(terrain_bit(paint)));
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().terrain, before);
}

TEST_F(TerrainToolsInEditor, AStrokeAlongHexsidesDrawsAFeatureAndShiftErasesIt) {
    ASSERT_TRUE(pane_->select_feature("stream"));
    const std::size_t stream = *map().hexside_feature_index("stream");
    const HexCoord hex = middle_hex();
    const HexGeometry& geometry = map().grid.geometry;
    // Round the hex from the middle of one side to the middle of the next two.
    std::vector<MapPoint> middles;
    for (int direction : {0, 1, 2}) {
        const auto ends = hexside_ends(geometry, hexside(hex, direction));
        middles.push_back({(ends[0].x + ends[1].x) / 2.0, (ends[0].y + ends[1].y) / 2.0});
    }
    const std::size_t steps = commands().size();
    pane_->tool().press(middles[0], false);
    pane_->tool().drag(middles[1]);
    pane_->tool().release(middles[2]);
    EXPECT_EQ(commands().size(), steps + 1);
    EXPECT_EQ(commands().undo_name(), "Draw Stream");
    for (int direction : {0, 1, 2}) EXPECT_NE(map().hexside_features.mask(hexside(hex, direction)) & bit(stream), TerrainMask{0}) << direction;

    pane_->tool().press(middles[1], true);
    pane_->tool().release(middles[1]);
    EXPECT_EQ(commands().undo_name(), "Erase Stream");
    EXPECT_EQ(map().hexside_features.mask(hexside(hex, 1)) & bit(stream), TerrainMask{0});
    EXPECT_NE(map().hexside_features.mask(hexside(hex, 0)) & bit(stream), TerrainMask{0});

    pane_->set_erase(true);
    pane_->tool().click(middles[0], false);
    EXPECT_EQ(map().hexside_features.mask(hexside(hex, 0)) & bit(stream), TerrainMask{0});
    commands().undo();
    commands().undo();
    commands().undo();
    EXPECT_EQ(map().hexside_features.mask(hexside(hex, 2)) & bit(stream), TerrainMask{0});
}

TEST_F(TerrainToolsInEditor, TheHexsideUnderThePointerIsHighlightedInTheFeaturesColour) {
    ASSERT_TRUE(pane_->select_feature("stream"));
    const HexCoord hex = middle_hex();
    const auto ends = hexside_ends(map().grid.geometry, hexside(hex, 0));
    const MapPoint middle{(ends[0].x + ends[1].x) / 2.0, (ends[0].y + ends[1].y) / 2.0};
    const RenderView& view = frame_->canvas()->view();
    auto pixel_at_middle = [&] {
        const wxSize size = frame_->canvas()->GetClientSize();
        cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.x, size.y);
        cairo_t* cr = cairo_create(surface);
        pane_->tool().draw_overlay(cr, view);
        cairo_destroy(cr);
        cairo_surface_flush(surface);
        const DevicePoint p = view.to_device(middle);
        const auto* data = cairo_image_surface_get_data(surface);
        std::uint32_t value = 0;
        std::memcpy(&value, data + static_cast<std::ptrdiff_t>(std::lround(p.y)) * cairo_image_surface_get_stride(surface) +
                                static_cast<std::ptrdiff_t>(std::lround(p.x)) * 4, sizeof value);
        cairo_surface_destroy(surface);
        return value;
    };
    EXPECT_TRUE(pane_->tool().hover(std::nullopt));
    EXPECT_EQ(pixel_at_middle(), 0U);
    EXPECT_TRUE(pane_->tool().hover(MapPoint{middle.x + 1.0, middle.y + 1.0}));
    const std::uint32_t pixel = pixel_at_middle();
    // #1e88e5 drawn at 95% over nothing: mostly blue.
    const int red = static_cast<int>((pixel >> 16) & 0xff);
    const int blue = static_cast<int>(pixel & 0xff);
    EXPECT_GT(blue, 180);
    EXPECT_LT(red, 60);
}

}  // namespace
}  // namespace sandtable::editor

namespace sandtable::editor {
namespace {

class RoadToolInEditor : public TerrainToolsInEditor {};

TEST_F(RoadToolInEditor, AStrokeDrawsARoadThroughTheHexCentresAndShiftErasesAStep) {
    pane_->set_road_kind(1);  // pike
    const HexCoord start = middle_hex();
    const std::vector<HexCoord> hexes = {start, neighbours(start)[0], neighbours(neighbours(start)[0])[0]};
    const std::size_t roads_before = map().roads.size();
    const std::size_t steps = commands().size();
    pane_->tool().press(centre_of(hexes[0]), false);
    pane_->tool().drag(centre_of(hexes[1]));
    pane_->tool().release(centre_of(hexes[2]));
    EXPECT_EQ(commands().size(), steps + 1);
    EXPECT_EQ(commands().undo_name(), "Draw Pike");
    ASSERT_EQ(map().roads.size(), roads_before + 1);
    EXPECT_EQ(map().roads.back().kind, "pike");
    EXPECT_EQ(map().roads.back().hexes, hexes);

    pane_->tool().press(centre_of(hexes[1]), true);
    pane_->tool().release(centre_of(hexes[2]));
    EXPECT_EQ(commands().undo_name(), "Erase Pike");
    ASSERT_EQ(map().roads.size(), roads_before + 1);
    EXPECT_EQ(map().roads.back().hexes, (std::vector<HexCoord>{hexes[0], hexes[1]}));
    commands().undo();
    EXPECT_EQ(map().roads.back().hexes, hexes);
    commands().undo();
    EXPECT_EQ(map().roads.size(), roads_before);
}

TEST_F(RoadToolInEditor, AJumpOfSeveralHexesLaysTheRoadAlongTheLineBetweenThem) {
    pane_->set_road_kind(0);
    const HexCoord from = middle_hex();
    HexCoord to = from;
    for (int i = 0; i < 3; ++i) to = neighbours(to)[1];
    pane_->tool().press(centre_of(from), false);
    pane_->tool().release(centre_of(to));
    ASSERT_FALSE(map().roads.empty());
    EXPECT_EQ(map().roads.back().hexes.size(), 4U);
    EXPECT_EQ(map().roads.back().hexes.front(), from);
    EXPECT_EQ(map().roads.back().hexes.back(), to);
    EXPECT_EQ(commands().undo_name(), "Draw Road");
}

}  // namespace
}  // namespace sandtable::editor
