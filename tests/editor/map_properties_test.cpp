// Map > Properties sets the map's CRS (checked through GDAL) as one undo step, and a GeoTIFF added
// to a map it does not overlap (a georeferenced scene on a new book in pixels) is never silently
// far away: the editor says where it is and offers View > Zoom to Layer.
#include "editor/editor_window_fixture.hpp"
#include "editor/dialogs/map_properties_dialog.hpp"
#include "editor/dialogs/new_book_choices.hpp"
#include "editor/panes/property_pane.hpp"
#include "io/imagery/map_imagery.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <wx/choice.h>
#include <wx/msgdlg.h>
#include <wx/textctrl.h>

namespace sandtable::editor {
namespace {

using test::DialogAnswers;
using test::settle;

Status set_through(MainFrame& frame, const std::string& map_id, const MapProperties& properties) {
    return apply_edit(*frame.document(), make_set_map_properties(frame.document()->book(), map_id, properties));
}

TEST_F(EditorWindow, MapPropertiesSetsTheCrsInOneStepAndRefusesOneGdalDoesNotKnow) {
    const GameMap& map = *open_book().map("board");
    MapPropertiesDialog dialog(frame_, map, [this](const MapProperties& p) { return set_through(*frame_, "board", p); });
    EXPECT_EQ(dialog.name_control()->GetValue(), wxString::FromUTF8(map.name));
    dialog.crs_control()->SetValue("EPSG:999999");
    EXPECT_FALSE(dialog.accept());
    EXPECT_TRUE(dialog.message().StartsWith("The CRS is not one GDAL knows")) << dialog.message();
    EXPECT_TRUE(open_book().map("board")->crs.empty());

    dialog.crs_control()->SetValue("EPSG:26918");
    EXPECT_EQ(dialog.units_choice()->GetStringSelection(), "m") << "a map with a CRS is in its metres";
    EXPECT_FALSE(dialog.units_choice()->IsEnabled());
    ASSERT_TRUE(dialog.accept()) << dialog.message();
    EXPECT_EQ(open_book().map("board")->crs, "EPSG:26918");
    EXPECT_EQ(open_book().map("board")->units, "m");
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Set properties of " + map.name);
    frame_->document()->commands().undo();
    EXPECT_TRUE(open_book().map("board")->crs.empty());
    EXPECT_EQ(open_book().map("board")->units, "px");
}

TEST_F(EditorWindow, MapPropertiesSetsThePrintedHexSizeAndTheBookThePrintedCounters) {
    const GameMap& map = *open_book().map("board");
    MapPropertiesDialog dialog(frame_, map, [this](const MapProperties& p) { return set_through(*frame_, "board", p); });
    EXPECT_TRUE(dialog.printed_hex_control()->GetValue().empty()) << "the default until the designer gives one";
    dialog.printed_hex_control()->SetValue("5/8");
    EXPECT_FALSE(dialog.accept());
    EXPECT_TRUE(dialog.message().StartsWith("The printed hex size: \"5/8\" is not a number")) << dialog.message();
    dialog.printed_hex_control()->SetValue("19.05");
    ASSERT_TRUE(dialog.accept()) << dialog.message();
    EXPECT_EQ(open_book().map("board")->hex.printed_hex_mm, 19.05);

    PropertyPane* properties = frame_->properties();
    properties->show(frame_->document(), "");
    EXPECT_FALSE(properties->ChangePropertyValue("book.counter-mm", wxVariant(wxString("wide"))));
    ASSERT_TRUE(properties->ChangePropertyValue("book.counter-mm", wxVariant(wxString("15.875"))));
    settle(50);
    EXPECT_EQ(open_book().forces.printed_counter_mm, 15.875);
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Set printed counter size");
    frame_->document()->commands().undo();
    EXPECT_EQ(open_book().forces.printed_counter_mm, std::nullopt);
}

TEST(LayerOffTheMap, AGeoTiffOnANewPixelBookIsSaidToLieOffTheMapAndCanBeZoomedTo) {
    const std::filesystem::path dir = test::scratch_dir();
    auto* frame = new MainFrame;
    frame->Show();
    settle();
    NewBookChoices choices = NewBookChoices::defaults_for(*find_ruleset("gettysburg-125"));
    choices.file = dir / "new.sandtable";
    ASSERT_EQ(frame->create_book(choices).error(), "");
    const std::filesystem::path scene = dir / "RGB.byte.tif";
    std::filesystem::copy_file(test::fixture_path("rasters/RGB.byte.tif"), scene);

    wxString told;
    DialogAnswers answers([&](wxDialog& dialog) {
        if (auto* ask = dynamic_cast<wxMessageDialog*>(&dialog)) told = ask->GetMessage() + "\n" + ask->GetExtendedMessage();
        return static_cast<int>(wxID_YES);  // Zoom to Layer
    });
    const std::string id = frame->add_imagery_layer(scene);
    ASSERT_FALSE(id.empty());
    EXPECT_EQ(answers.asked(), 1);
    EXPECT_TRUE(told.StartsWith("RGB.byte.tif lies off the map, ")) << told;
    EXPECT_NE(told.Find("The map has no CRS"), wxNOT_FOUND) << told;
    EXPECT_NE(frame->GetStatusBar()->GetStatusText(0).Find("lies off the map"), wxNOT_FOUND);
    // Zoomed to the layer: the middle of the view is on the scene, far from the hexes.
    const RenderView& view = frame->canvas()->view();
    const MapPoint middle = view.to_map({view.width_px / 2.0, view.height_px / 2.0});
    const GameMap& map = frame->document()->book().maps.front();
    const MapBox box = frame->canvas()->imagery()->bounds(map, map.layers.front());
    EXPECT_TRUE(middle.x > box.min.x && middle.x < box.max.x && middle.y > box.min.y && middle.y < box.max.y);
    EXPECT_GT(std::abs(middle.x), 100000.0);
    frame->document()->commands().undo();
    frame->document()->commands().set_clean();
    frame->Destroy();
    settle(50);
}

}  // namespace
}  // namespace sandtable::editor
