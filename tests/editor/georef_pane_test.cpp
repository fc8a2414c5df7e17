// The Georeferencing pane driven as a designer would: points clicked on the scan and on the map,
// typed and toggled in the table, undone from the keyboard, and a GeoTIFF written from them.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/georef_pane.hpp"
#include "editor/canvas/scan_view.hpp"
#include "model/map_frame.hpp"

#include <wx/msgdlg.h>
#include <nlohmann/json.hpp>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;
using test::settle_until;

// The Landsat fixture with its georeference stripped: what a scanner gives.
std::filesystem::path make_plain_scan(const std::filesystem::path& dir) {
    const std::filesystem::path scan = dir / "scan.tif";
    const auto made = test::run_command("gdal_translate -q -co PROFILE=BASELINE " + test::quoted(test::fixture_path("rasters/RGB.byte.tif")) +
                                        " " + test::quoted(scan));
    EXPECT_EQ(made.exit_code, 0) << made.err;
    std::filesystem::remove(dir / "scan.tif.aux.xml");
    return scan;
}

// Where the fixture's own geotransform puts a pixel (WGS 84 / UTM zone 18N).
MapPoint landsat(MapPoint pixel) { return {101985.0 + 300.037926675094809 * pixel.x, 2826915.0 - 300.041782729804993 * pixel.y}; }

class GeorefPaneTest : public EditorWindow {
protected:
    GeorefPane* open_scan() {
        EXPECT_TRUE(frame_->georeference_scan(make_plain_scan(dir_)));
        GeorefPane* pane = frame_->georef();
        settle_until([&] { return pane->IsShownOnScreen() && pane->scan_view()->GetClientSize().y > 100; });
        wxGetTopLevelParent(pane)->Raise();  // the pane floats over the main window
        settle(100);
        pane->scan_view()->fit();
        settle(100);
        return pane;
    }
};

TEST_F(GeorefPaneTest, AClickOnTheScanMarksAPixelAndAClickOnTheMapGivesItsPosition) {
    GeorefPane* pane = open_scan();
    EXPECT_TRUE(pane->session().rows().empty());
    EXPECT_EQ(pane->problem_text(), "affine needs at least 3 enabled points with map coordinates; 0 so far");
    ScanView* scan = pane->scan_view();

    // Near the top of the view, which shows even when a saved layout docks the pane in a short column.
    const wxPoint device(scan->GetClientSize().x / 2, 24);
    const MapPoint target = scan->view().to_map({static_cast<double>(device.x), static_cast<double>(device.y)});
    ASSERT_TRUE(target.x > 0 && target.y > 0 && target.x < 791 && target.y < 718) << "the image fills the top of the view";
    ASSERT_EQ(wxFindWindowAtPoint(scan->ClientToScreen(device)), scan);
    wxUIActionSimulator sim;
    sim.MouseMove(scan->ClientToScreen(device));
    settle(50);
    sim.MouseClick();
    ASSERT_TRUE(settle_until([&] { return pane->session().rows().size() == 1; }));
    const GcpRow& added = pane->session().rows()[0];
    const double pixel_tolerance = 2.0 / scan->view().scale;
    EXPECT_NEAR(added.point.pixel.x, target.x, pixel_tolerance);
    EXPECT_NEAR(added.point.pixel.y, target.y, pixel_tolerance);
    EXPECT_FALSE(added.has_map());
    EXPECT_EQ(pane->selected_row(), 0U);
    EXPECT_EQ(frame_->canvas()->tool(), &pane->pick_tool()) << "the map takes the matching click next";

    MapCanvas* canvas = frame_->canvas();
    const wxPoint centre = canvas_centre();
    sim.MouseMove(centre);
    settle(50);
    sim.MouseClick();
    ASSERT_TRUE(settle_until([&] { return pane->session().rows()[0].has_map(); }));
    const wxPoint client = canvas->ScreenToClient(centre);
    const MapPoint expected = map_to_crs(canvas->view().to_map({static_cast<double>(client.x), static_cast<double>(client.y)}));
    const double map_tolerance = 2.0 / canvas->view().scale;
    EXPECT_NEAR(pane->session().rows()[0].point.map.x, expected.x, map_tolerance);
    EXPECT_NEAR(pane->session().rows()[0].point.map.y, expected.y, map_tolerance);
    EXPECT_EQ(pane->session().undo_name(), "Set map position of point 1");

    canvas->SetFocus();
    sim.Char(WXK_ESCAPE);
    ASSERT_TRUE(settle_until([&] { return canvas->tool() == nullptr; }));
}

TEST_F(GeorefPaneTest, TheRmsFollowsEveryEditAndEditsUndoFromThePane) {
    GeorefPane* pane = open_scan();
    GcpSession& session = pane->session();
    for (const MapPoint pixel : {MapPoint{20, 20}, MapPoint{760, 30}}) session.add_point(pixel, landsat(pixel));
    EXPECT_EQ(pane->rms_text(), "RMS -");
    EXPECT_EQ(pane->problem_text(), "affine needs at least 3 enabled points with map coordinates; 2 so far");
    session.add_point({700, 690}, landsat({700, 690}));
    EXPECT_EQ(pane->rms_text(), "RMS 0.00 px (0.00 map units), 3 points");
    EXPECT_EQ(pane->problem_text(), "");
    session.add_point({30, 650}, landsat({30, 650}) + MapPoint{1500.0, 0.0});  // five pixels east of where it is
    EXPECT_NE(pane->rms_text(), "RMS 0.00 px (0.00 map units), 3 points");
    EXPECT_NE(pane->rms_text().Find("4 points"), wxNOT_FOUND) << pane->rms_text();
    EXPECT_DOUBLE_EQ(session.fit()->rms_pixels, fit_georeference(session.complete_points(), TransformMethod::Affine).value().rms_pixels);

    // Typed into the table: refused with a reason, then accepted.
    GcpTableModel* model = pane->table_model();
    const wxDataViewItem fourth = model->GetItem(3);
    EXPECT_FALSE(model->ChangeValue(wxVariant(wxString("east")), fourth, GcpTableModel::MapX));
    EXPECT_EQ(pane->status_text(), "Point 4: easting \"east\" is not a number; type a number such as 412.5");
    const MapPoint exact = landsat({30, 650});
    EXPECT_TRUE(model->ChangeValue(wxVariant(wxString::Format("%.4f", exact.x)), fourth, GcpTableModel::MapX));
    EXPECT_EQ(pane->rms_text(), "RMS 0.00 px (0.00 map units), 4 points");

    // Unchecked in the table: the point leaves the fit.
    EXPECT_TRUE(model->ChangeValue(wxVariant(false), model->GetItem(0), GcpTableModel::Enabled));
    EXPECT_FALSE(session.rows()[0].point.enabled);
    EXPECT_NE(pane->rms_text().Find("3 points"), wxNOT_FOUND) << pane->rms_text();

    // Ctrl+Z and Ctrl+Y with the table focused work on the points, not on the book.
    const std::size_t book_steps = frame_->document()->commands().undo_name().size();
    pane->table()->SetFocus();
    settle(50);
    wxUIActionSimulator sim;
    sim.Char('z', wxMOD_CONTROL);
    ASSERT_TRUE(settle_until([&] { return session.rows()[0].point.enabled; }));
    sim.Char('z', wxMOD_CONTROL);
    ASSERT_TRUE(settle_until([&] { return pane->rms_text() != "RMS 0.00 px (0.00 map units), 4 points"; }));
    sim.Char('y', wxMOD_CONTROL);
    ASSERT_TRUE(settle_until([&] { return pane->rms_text() == "RMS 0.00 px (0.00 map units), 4 points"; }));
    EXPECT_EQ(frame_->document()->commands().undo_name().size(), book_steps);

    // Delete takes the selected point out, and undo brings it back.
    pane->select_row(1);
    pane->table()->SetFocus();
    settle(50);
    sim.Char(WXK_DELETE);
    ASSERT_TRUE(settle_until([&] { return session.rows().size() == 3; }));
    EXPECT_EQ(session.undo_name(), "Delete point 2");
    pane->undo();
    EXPECT_EQ(session.rows().size(), 4U);
}

TEST_F(GeorefPaneTest, WriteGeoTiffMakesAGeoreferencedFileAndAddsItToTheMap) {
    GeorefPane* pane = open_scan();
    GcpSession& session = pane->session();
    NullProgress progress;
    GeotiffResult refused = pane->write_geotiff({dir_ / "early.tif", false, Resampling::Nearest}, progress);
    EXPECT_FALSE(refused);
    EXPECT_EQ(pane->status_text(), "Name the target CRS first, e.g. EPSG:26918");

    session.set_crs("EPSG:32618");
    for (const MapPoint pixel : {MapPoint{20, 20}, MapPoint{760, 30}, MapPoint{700, 690}, MapPoint{30, 650}}) {
        session.add_point(pixel, landsat(pixel));
    }
    const std::filesystem::path warped = dir_ / "warped.tif";
    const GeotiffResult written = pane->write_geotiff({warped, false, Resampling::Bilinear}, progress);
    ASSERT_TRUE(written) << written.error();
    const auto info = test::run_command("gdalinfo -json " + test::quoted(warped));
    ASSERT_EQ(info.exit_code, 0) << info.err;
    const auto json = nlohmann::json::parse(info.out);
    ASSERT_TRUE(json.contains("geoTransform"));
    EXPECT_NEAR(json["geoTransform"][0].get<double>(), 101985.0, 300.0 * 2) << "the image's west edge";
    EXPECT_NE(json["coordinateSystem"]["wkt"].get<std::string>().find("UTM zone 18N"), std::string::npos);

    const std::filesystem::path embedded = dir_ / "embedded.tif";
    ASSERT_TRUE(pane->write_geotiff({embedded, true, Resampling::Nearest}, progress));
    const auto gcp_info = nlohmann::json::parse(test::run_command("gdalinfo -json " + test::quoted(embedded)).out);
    ASSERT_TRUE(gcp_info.contains("gcps"));
    EXPECT_EQ(gcp_info["gcps"]["gcpList"].size(), 4U);

    // Through the progress dialog, then added to the map when the designer agrees.
    std::filesystem::path offered;
    pane->set_add_layer_question([&](const std::filesystem::path& file) {
        offered = file;
        return true;
    });
    // The scene is in UTM and the board in pixels: the editor says the layer lies off the map.
    int told_off_the_map = 0;
    test::DialogAnswers answers([&](wxDialog& dialog) {
        if (dynamic_cast<wxMessageDialog*>(&dialog) == nullptr) return static_cast<int>(wxID_NONE);
        ++told_off_the_map;
        return static_cast<int>(wxID_NO);
    });
    pane->write_geotiff_with_progress({dir_ / "layer.tif", false, Resampling::Nearest});
    EXPECT_EQ(told_off_the_map, 1);
    EXPECT_EQ(offered, dir_ / "layer.tif");
    const GameMap& map = *frame_->document()->book().map("board");
    ASSERT_EQ(map.layers.size(), 1U);
    EXPECT_EQ(map.layers[0].path, "layer.tif");
}

TEST_F(GeorefPaneTest, TheScanZoomsAboutTheCursorAndFitsAgain) {
    GeorefPane* pane = open_scan();
    ScanView* scan = pane->scan_view();
    const RenderView fitted = scan->view();
    const wxPoint cursor(scan->GetClientSize().x / 3, scan->GetClientSize().y / 3);
    const MapPoint under = fitted.to_map({static_cast<double>(cursor.x), static_cast<double>(cursor.y)});
    scan->zoom_about(1.2 * 1.2, cursor);
    EXPECT_NEAR(scan->view().scale, fitted.scale * 1.44, 1e-9);
    const MapPoint still = scan->view().to_map({static_cast<double>(cursor.x), static_cast<double>(cursor.y)});
    EXPECT_NEAR(still.x, under.x, 1e-9);
    EXPECT_NEAR(still.y, under.y, 1e-9);
    scan->fit();
    EXPECT_DOUBLE_EQ(scan->view().scale, fitted.scale);
}

TEST_F(GeorefPaneTest, ClosingWithUnsavedPointsAsksFirst) {
    GeorefPane* pane = open_scan();
    EXPECT_TRUE(pane->confirm_close()) << "nothing to lose";
    pane->session().add_point({10, 10}, landsat({10, 10}));
    int asked = 0;
    pane->set_unsaved_question([&] {
        ++asked;
        return asked == 1 ? wxID_CANCEL : wxID_NO;
    });
    EXPECT_FALSE(pane->confirm_close());
    EXPECT_TRUE(pane->confirm_close());
    EXPECT_EQ(asked, 2);
    ASSERT_TRUE(pane->save_points(dir_ / "scan.tif.points"));
    EXPECT_TRUE(pane->confirm_close());
    EXPECT_EQ(asked, 2) << "saved points need no question";
}

}  // namespace
}  // namespace sandtable::editor
