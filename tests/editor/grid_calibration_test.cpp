// Grid calibration in the editor: hex centres clicked on the real canvas give back a known grid
// in both orientations, labels and residuals show in the table, Apply to Map is one undoable
// edit, and the clicks go to CSV and back.
#include "editor/editor_window_fixture.hpp"
#include "editor/canvas/fitted_grid_overlay.hpp"
#include "editor/panes/grid_calibration_pane.hpp"
#include "model/hex/label_reading.hpp"
#include "model/hex/offset_coord.hpp"

#include <cmath>
#include <wx/grid.h>
#include <wx/menu.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;
using test::settle_until;

void send_menu(MainFrame& frame, int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    frame.GetEventHandler()->ProcessEvent(event);
}

class GridCalibrationInEditor : public EditorWindow {
protected:
    GridCalibrationPane* open_pane() {
        const int id = frame_->GetMenuBar()->FindMenuItem("Map", "Calibrate Grid...");
        EXPECT_NE(id, wxNOT_FOUND);
        send_menu(*frame_, id);
        settle(200);
        GridCalibrationPane* pane = frame_->grid_calibration();
        EXPECT_TRUE(pane->IsShownOnScreen());
        EXPECT_TRUE(pane->picking());
        return pane;
    }

    // A grid centred in the canvas whose hexes are `size_px` wide on screen.
    HexGeometry truth(HexOrientation orientation, double size_px, double rotation) const {
        MapCanvas* canvas = frame_->canvas();
        const wxSize size = canvas->GetClientSize();
        const MapPoint middle = canvas->view().to_map({size.x / 2.0, size.y / 2.0});
        return {orientation, size_px / canvas->view().scale, middle, rotation};
    }

    // Clicks the centre of each hex of the grid on the canvas, as a user would.
    void click_centres(GridCalibrationPane& pane, const HexGeometry& grid, const std::vector<HexCoord>& hexes,
                       bool shift = false) {
        MapCanvas* canvas = frame_->canvas();
        wxUIActionSimulator sim;
        for (const HexCoord hex : hexes) {
            const DevicePoint at = canvas->view().to_device(hex_to_point(grid, hex));
            const std::size_t before = pane.calibration().clicks().size();
            sim.MouseMove(canvas->ClientToScreen(wxPoint(static_cast<int>(std::lround(at.x)), static_cast<int>(std::lround(at.y)))));
            settle(30);
            if (shift) sim.KeyDown(WXK_SHIFT);
            sim.MouseClick();
            if (shift) sim.KeyUp(WXK_SHIFT);
            ASSERT_TRUE(settle_until([&] { return pane.calibration().clicks().size() != before; }))
                << "click on hex " << hex.q << "," << hex.r;
        }
    }

    const std::vector<HexCoord> hexes_ = {{0, 0}, {1, 0}, {0, 1}, {-1, 1}, {2, -1}, {-2, 0}, {1, -2}};
};

TEST_F(GridCalibrationInEditor, ClicksOnTheCanvasGiveTheKnownGridInBothOrientations) {
    GridCalibrationPane* pane = open_pane();
    const HexLabelScheme labels = frame_->canvas()->shown_map()->hex.grid.labels;
    for (const auto& [orientation, layout] : {std::pair{HexOrientation::FlatTop, OffsetLayout::OddColumns},
                                              std::pair{HexOrientation::PointyTop, OffsetLayout::EvenRows}}) {
        SCOPED_TRACE(orientation == HexOrientation::FlatTop ? "flat" : "pointy");
        pane->clear();
        pane->force_layout(layout);
        const HexGeometry grid = truth(orientation, 28.0, 4.0);
        // The hexes near the middle: labels such as C5 rather than off-map ones.
        const HexCoord base = offset_to_axial(layout, {4, 6});
        const HexGeometry shifted{grid.orientation, grid.size,
                                  {2 * grid.origin.x - hex_to_point(grid, base).x, 2 * grid.origin.y - hex_to_point(grid, base).y},
                                  grid.rotation_degrees};
        std::vector<HexCoord> hexes;
        for (const HexCoord h : hexes_) hexes.push_back({h.q + base.q, h.r + base.r});
        click_centres(*pane, shifted, hexes);
        ASSERT_EQ(pane->calibration().clicks().size(), hexes.size());
        ASSERT_NE(pane->calibration().fit(), nullptr) << pane->summary();

        // A labelled click, typed as the label column would take it; a second fixes the rotation.
        const std::string first = labels.format(axial_to_offset(layout, hexes[0]));
        pane->set_label(0, first);
        pane->set_label(1, labels.format(axial_to_offset(layout, hexes[1])));
        const GridFit* fit = pane->calibration().fit();
        ASSERT_NE(fit, nullptr) << pane->summary();
        const double pixel = 1.0 / frame_->canvas()->view().scale;
        EXPECT_EQ(fit->geometry.orientation, orientation);
        EXPECT_EQ(fit->layout, layout);
        EXPECT_NEAR(fit->geometry.size, shifted.size, 0.5 * pixel);
        EXPECT_NEAR(fit->geometry.rotation_degrees, shifted.rotation_degrees, 1.0);
        for (int q = -3; q <= 3; ++q) {
            for (int r = -3; r <= 3; ++r) {
                const HexCoord hex{base.q + q, base.r + r};
                const MapPoint expected = hex_to_point(shifted, hex);
                const MapPoint got = hex_to_point(fit->geometry, hex);
                EXPECT_LT(std::hypot(got.x - expected.x, got.y - expected.y), 2.0 * pixel) << q << "," << r;
            }
        }
        // The table: the label typed in place, the fitted hex of every click, small residuals.
        EXPECT_EQ(pane->cell(0, GridCalibrationPane::kLabel), wxString(first));
        for (std::size_t i = 0; i < hexes.size(); ++i) {
            const int row = static_cast<int>(i);
            EXPECT_EQ(pane->cell(row, GridCalibrationPane::kHex).ToStdString(), labels.format(axial_to_offset(layout, hexes[i])));
            double residual = -1.0;
            ASSERT_TRUE(pane->cell(row, GridCalibrationPane::kResidual).ToDouble(&residual));
            EXPECT_GE(residual, 0.0);
            EXPECT_LT(residual, 1.0 * pixel);
        }
        EXPECT_NE(pane->summary().Find("RMS"), wxNOT_FOUND) << pane->summary();
    }
}

TEST_F(GridCalibrationInEditor, ShiftClickDeleteAndThePanesOwnUndoEditTheClicks) {
    GridCalibrationPane* pane = open_pane();
    const HexGeometry grid = truth(HexOrientation::FlatTop, 30.0, 0.0);
    click_centres(*pane, grid, {{0, 0}, {1, 0}, {0, 1}, {-1, 1}});
    ASSERT_EQ(pane->calibration().clicks().size(), 4U);
    ASSERT_NE(pane->calibration().fit(), nullptr);
    const std::uint64_t generation = frame_->document()->generation();

    click_centres(*pane, grid, {{1, 0}}, true);  // Shift+click takes the click there away
    ASSERT_EQ(pane->calibration().clicks().size(), 3U);
    EXPECT_EQ(pane->table()->GetNumberRows(), 3);
    pane->select(0);
    EXPECT_TRUE(pane->delete_selected());
    EXPECT_EQ(pane->calibration().clicks().size(), 2U);
    EXPECT_EQ(pane->calibration().fit(), nullptr);
    EXPECT_NE(pane->summary().Find("2 of at least 3"), wxNOT_FOUND) << pane->summary();
    EXPECT_TRUE(pane->undo());
    EXPECT_TRUE(pane->undo());
    EXPECT_EQ(pane->calibration().clicks().size(), 4U);
    EXPECT_TRUE(pane->redo());
    EXPECT_EQ(pane->calibration().clicks().size(), 3U);
    EXPECT_EQ(frame_->document()->generation(), generation) << "the clicks are not an edit of the book";
    EXPECT_FALSE(frame_->document()->modified());

    // Escape on the canvas leaves the tool and the pane's Pick button goes up.
    frame_->canvas()->SetFocus();
    wxUIActionSimulator sim;
    sim.Char(WXK_ESCAPE);
    ASSERT_TRUE(settle_until([&] { return !pane->picking(); }));
}

TEST_F(GridCalibrationInEditor, ApplyToMapSetsTheGridAndUndoRestoresIt) {
    GridCalibrationPane* pane = open_pane();
    const GameMap& map = *frame_->canvas()->shown_map();
    const HexGrid before = map.hex.grid;
    const std::string map_id = map.id;

    // A grid of the map's own kind, a little larger and shifted, as a scan would give.
    HexGeometry grid = before.geometry;
    grid.size *= 1.1;
    grid.origin.x += 0.3 * before.geometry.size;
    grid.origin.y -= 0.2 * before.geometry.size;
    pane->force_layout(before.layout);
    const HexCoord middle = point_to_hex(grid, truth(before.geometry.orientation, 30, 0).origin);
    std::vector<HexCoord> hexes;
    for (const HexCoord h : hexes_) hexes.push_back({h.q + middle.q, h.r + middle.r});
    click_centres(*pane, grid, hexes);
    pane->set_label(0, before.labels.format(axial_to_offset(before.layout, hexes[0])));
    pane->set_label(1, before.labels.format(axial_to_offset(before.layout, hexes[1])));
    ASSERT_NE(pane->calibration().fit(), nullptr) << pane->summary();

    EXPECT_EQ(pane->apply_to_map().error(), "");
    const HexGrid& after = frame_->document()->book().map(map_id)->hex.grid;
    const double pixel = 1.0 / frame_->canvas()->view().scale;
    EXPECT_NEAR(after.geometry.size, grid.size, 0.5 * pixel);
    for (const HexCoord hex : hexes) {
        const MapPoint expected = hex_to_point(grid, hex);
        const MapPoint got = hex_to_point(after.geometry, hex);
        EXPECT_LT(std::hypot(got.x - expected.x, got.y - expected.y), 1.5 * pixel) << hex.q << "," << hex.r;
    }
    EXPECT_EQ(after.columns, before.columns);
    EXPECT_TRUE(frame_->document()->modified());

    send_menu(*frame_, wxID_UNDO);  // Edit > Undo, Ctrl+Z
    EXPECT_EQ(frame_->document()->book().map(map_id)->hex.grid, before);

    // A fit in another layout would move the map's roads and places to other labels: refused.
    const OffsetLayout other = before.layout == OffsetLayout::OddColumns ? OffsetLayout::EvenColumns
                               : before.layout == OffsetLayout::EvenColumns ? OffsetLayout::OddColumns
                               : before.layout == OffsetLayout::OddRows     ? OffsetLayout::EvenRows
                                                                            : OffsetLayout::OddRows;
    pane->force_layout(other);
    ASSERT_NE(pane->calibration().fit(), nullptr) << pane->summary();
    const std::string refused = pane->apply_to_map().error();
    EXPECT_NE(refused.find("nothing was changed"), std::string::npos) << refused;
    EXPECT_EQ(frame_->document()->book().map(map_id)->hex.grid, before);
}

TEST_F(GridCalibrationInEditor, ClicksGoToCsvAndBack) {
    GridCalibrationPane* pane = open_pane();
    pane->add_click({10.25, 20.5}, "C3");
    pane->add_click({40.125, 20.5});
    pane->add_click({25.0, 46.0}, "D4");
    const auto path = dir_ / "clicks.csv";
    ASSERT_EQ(pane->save_csv(path).error(), "");
    const std::vector<GridClick> saved = pane->calibration().clicks();
    pane->clear();
    ASSERT_EQ(pane->load_csv(path).error(), "");
    ASSERT_EQ(pane->calibration().clicks().size(), saved.size());
    for (std::size_t i = 0; i < saved.size(); ++i) {
        EXPECT_EQ(pane->calibration().clicks()[i].point, saved[i].point);
        EXPECT_EQ(pane->calibration().clicks()[i].label, saved[i].label);
    }
    EXPECT_EQ(pane->cell(2, GridCalibrationPane::kLabel), "D4");

    const std::string error = pane->load_csv(dir_ / "none.csv").error();
    EXPECT_NE(error.find("none.csv"), std::string::npos) << error;
    EXPECT_EQ(pane->calibration().clicks().size(), saved.size()) << "a failed load keeps the clicks";
}

TEST(FittedGridOverlay, CoversTheViewOrOnlyTheClicksWhenZoomedFarOut) {
    GridFit fit;
    fit.geometry = {HexOrientation::FlatTop, 10.0, {0.0, 0.0}, 0.0};
    fit.clicks.push_back({{0, 0}, "A1", {0.0, 0.0}, 0.0, true});
    RenderView view;
    view.scale = 2.0;
    view.top_left = {-100.0, -100.0};
    const auto in_view = overlay_hexes(fit, view, 400.0, 400.0);
    EXPECT_GT(in_view.size(), 50U);
    for (const HexCoord hex : in_view) {
        const MapPoint p = hex_to_point(fit.geometry, hex);
        EXPECT_TRUE(p.x >= -110.0 && p.x <= 110.0 && p.y >= -110.0 && p.y <= 110.0) << p.x << ", " << p.y;
    }
    view.scale = 0.01;
    EXPECT_EQ(overlay_hexes(fit, view, 400.0, 400.0).size(), 19U) << "two rings round the one click";
}

TEST_F(GridCalibrationInEditor, LabelsPrintedAnotherWayAreNamedWithWhereToReadThemSo) {
    GridCalibrationPane* pane = open_pane();
    const HexGrid grid = frame_->canvas()->shown_map()->hex.grid;
    pane->force_layout(grid.layout);
    // The map's own hexes, labelled with the letter on the row.
    const HexLabelScheme printed = read_another_way(grid.labels, {true, false, false});
    for (const OffsetCoord cell : {OffsetCoord{3, 2}, OffsetCoord{4, 2}, OffsetCoord{4, 3}, OffsetCoord{10, 7}, OffsetCoord{15, 12},
                                   OffsetCoord{7, 9}}) {
        pane->add_click(hex_to_point(grid.geometry, offset_to_axial(grid.layout, cell)), printed.format(cell));
    }
    settle(100);
    ASSERT_NE(pane->calibration().fit(), nullptr) << pane->summary();
    EXPECT_NE(pane->summary().Find("Warning: click "), wxNOT_FOUND) << pane->summary();
    EXPECT_NE(pane->summary().Find("The labels fit far better read with the letters naming the row"), wxNOT_FOUND) << pane->summary();
    EXPECT_NE(pane->summary().Find("Map > Grid Properties"), wxNOT_FOUND) << pane->summary();
}

}  // namespace
}  // namespace sandtable::editor
