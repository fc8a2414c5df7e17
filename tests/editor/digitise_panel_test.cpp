// Digitising in the editor: the Digitise pane's preview counts what `sandtable-cli digitise`
// reports on the same data, shows the changes on the canvas, applies them as one undoable edit
// that leaves the map as the CLI does, and names the file of a bad input.
#include "editor/panes/digitise_panel.hpp"
#include "editor/editor_window_fixture.hpp"
#include "support/gettysburg_books.hpp"
#include "editor/panes/grid_calibration_pane.hpp"
#include "io/native/book_file.hpp"
#include "model/digitise/digitise_summary.hpp"
#include "model/map_frame.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <nlohmann/json.hpp>
#include <wx/menu.h>

namespace sandtable::editor {
namespace {

namespace fs = std::filesystem;
using test::quoted;
using test::settle;

const fs::path kGettysburg = test::fixture_path("geography/gettysburg-1863.geojson");
const fs::path kMapping125 = test::fixture_path("digitise/gettysburg-125-mapping.json");

class DigitiseInEditor : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        town_ = dir_ / "town.sandtable";
        const auto saved = save_book(test::gettysburg_125_town_book(), town_);
        ASSERT_TRUE(saved) << saved.error();
        ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(town_.string())));
        settle(100);
        const int id = frame_->GetMenuBar()->FindMenuItem("Map", "Digitise Vector Layer...");
        ASSERT_NE(id, wxNOT_FOUND);
        wxCommandEvent event(wxEVT_MENU, id);
        frame_->GetEventHandler()->ProcessEvent(event);
        settle(100);
        panel_ = frame_->digitise_panel();
        ASSERT_TRUE(panel_->IsShownOnScreen());
    }

    fs::path town_;
    DigitisePanel* panel_ = nullptr;
};

TEST_F(DigitiseInEditor, PreviewCountsWhatTheCliReportsAndApplyThenUndoRestoresTheMap) {
    const fs::path output = dir_ / "cli.sandtable";
    const auto result = test::cli("digitise " + quoted(town_) + " --map town --layer " + quoted(kGettysburg) +
                                  " --mapping " + quoted(kMapping125) + " --format json -o " + quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const auto cli = nlohmann::json::parse(result.out);

    const HexMap before = frame_->document()->book().map("town")->hex;
    panel_->set_layer_file(kGettysburg);
    panel_->set_mapping_file(kMapping125);
    panel_->set_threshold(0.5);
    ASSERT_EQ(panel_->preview().error(), "");
    ASSERT_TRUE(panel_->last_preview().has_value());
    const DigitisePreview& preview = *panel_->last_preview();

    const auto terrain = terrain_tally(before, preview);
    ASSERT_EQ(terrain.size(), cli["terrain"].size());
    for (const auto& entry : cli["terrain"]) {
        const auto found = terrain.find(entry["id"].get<std::string>());
        ASSERT_NE(found, terrain.end()) << entry.dump();
        EXPECT_EQ(found->second.total, entry["hexes"].get<std::size_t>()) << entry.dump();
        EXPECT_EQ(found->second.added, entry["added"].get<std::size_t>()) << entry.dump();
        EXPECT_NE(panel_->report().Find(wxString::Format("%zu %s hex", found->second.total, found->first)), wxNOT_FOUND)
            << panel_->report();
    }
    const auto sides = hexside_tally(before, preview);
    ASSERT_EQ(sides.size(), cli["hexsides"].size());
    for (const auto& entry : cli["hexsides"]) {
        const auto found = sides.find(entry["id"].get<std::string>());
        ASSERT_NE(found, sides.end()) << entry.dump();
        EXPECT_EQ(found->second.total, entry["hexsides"].get<std::size_t>()) << entry.dump();
        EXPECT_NE(panel_->report().Find(wxString::Format("%zu %s hexside", found->second.total, found->first)), wxNOT_FOUND)
            << panel_->report();
    }
    EXPECT_EQ(preview.roads.size(), cli["roads"].size());
    EXPECT_EQ(preview.features_used, cli["features_used"].get<std::size_t>());

    // The canvas shows the changes through the pane's overlay.
    EXPECT_EQ(frame_->canvas()->tool(), &panel_->overlay());
    EXPECT_FALSE(panel_->overlay().changes().hexes.empty());
    EXPECT_FALSE(panel_->overlay().changes().sides.empty());
    EXPECT_EQ(frame_->document()->book().map("town")->hex, before) << "a preview changes nothing";

    ASSERT_EQ(panel_->apply().error(), "");
    const LoadResult digitised = load_book(output);
    ASSERT_TRUE(digitised) << digitised.error();
    EXPECT_EQ(frame_->document()->book().map("town")->hex, digitised->book.map("town")->hex)
        << "the editor leaves the map as the CLI does";
    EXPECT_EQ(frame_->canvas()->tool(), nullptr);

    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo);
    EXPECT_EQ(frame_->document()->book().map("town")->hex, before);
    EXPECT_FALSE(frame_->document()->commands().can_undo()) << "the digitising was one step";
}

TEST_F(DigitiseInEditor, BadInputsAreReportedWithTheirFileAndChangeNothing) {
    const HexMap before = frame_->document()->book().map("town")->hex;
    const auto expect_error = [&](const std::string& fragment) {
        const std::string error = panel_->preview().error();
        EXPECT_NE(error.find(fragment), std::string::npos) << error;
        EXPECT_NE(panel_->report().Find(wxString::FromUTF8(fragment)), wxNOT_FOUND) << panel_->report();
        EXPECT_FALSE(panel_->last_preview().has_value());
        EXPECT_EQ(frame_->document()->book().map("town")->hex, before);
    };
    panel_->set_layer_file(dir_ / "none.geojson");
    panel_->set_mapping_file(kMapping125);
    expect_error("none.geojson");

    panel_->set_layer_file(kGettysburg);
    panel_->set_mapping_file(dir_ / "none.json");
    expect_error("none.json");

    test::write_text(dir_ / "broken.json", "{\"terrain\": ");
    panel_->set_mapping_file(dir_ / "broken.json");
    expect_error("broken.json");

    panel_->set_mapping_file(kMapping125);
    panel_->set_layer_file(kGettysburg, "roads");
    expect_error("no layer \"roads\"");
    EXPECT_NE(panel_->apply().error(), "");
    EXPECT_FALSE(frame_->document()->commands().can_undo());
}

TEST_F(EditorWindow, ToolPanesLeftOpenAreClosedWhenTheEditorStartsAgain) {
    frame_->show_digitise();
    test::settle(100);
    ASSERT_TRUE(frame_->digitise_panel()->IsShown());
    frame_->document()->commands().set_clean();
    frame_->Destroy();  // remembers the layout, with the Digitise pane open
    test::settle(50);
    frame_ = new MainFrame;
    frame_->Show();
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book_.string())));
    test::settle(100);
    EXPECT_FALSE(frame_->digitise_panel()->IsShown());
    EXPECT_FALSE(frame_->grid_calibration()->IsShown());
}

}  // namespace
}  // namespace sandtable::editor
