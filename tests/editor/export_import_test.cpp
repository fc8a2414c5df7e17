// File > Export and File > Import: the Export dialog writes a data pack or CSV files of the open
// book with a progress dialog; a CSV import is one undo step, and a bad file changes nothing; a
// data pack becomes a book that opens.
#include "editor/editor_window_fixture.hpp"
#include "editor/frame/book_exchange.hpp"
#include "io/import/importer.hpp"
#include "editor/dialogs/export_dialog.hpp"
#include "editor/frame/menu_table.hpp"
#include "io/native/book_file.hpp"

#include <wx/checkbox.h>
#include <wx/menu.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/radiobox.h>
#include <wx/spinctrl.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>

namespace sandtable::editor {
namespace {

namespace fs = std::filesystem;
using test::settle;

TEST_F(EditorWindow, TheExportDialogOffersEachFormatAndTheScenarioOnShow) {
    frame_->select_scenario("first-day-third-corps");
    settle(50);
    std::vector<ExportChoice> asked;
    ExportDialog dialog(frame_, "First day, III Corps at A8", "first-day-third-corps", (dir_ / "book-pack").string(),
                        [&](const ExportChoice& choice) {
                            asked.push_back(choice);
                            return Status();
                        });
    EXPECT_EQ(dialog.format_choice()->GetString(0), "pack");
    EXPECT_EQ(dialog.format_choice()->GetString(1), "tmx");
    EXPECT_EQ(dialog.format_choice()->GetString(2), "gpkg");
    EXPECT_EQ(dialog.format_choice()->GetString(3), "geojson");
    EXPECT_EQ(dialog.format_choice()->GetString(6), "csv");
    EXPECT_TRUE(dialog.renders_check()->IsEnabled());
    EXPECT_EQ(dialog.scenario_choice()->GetString(1), "Only First day, III Corps at A8");
    dialog.scenario_choice()->SetSelection(1);
    dialog.renders_check()->SetValue(false);
    ASSERT_TRUE(dialog.accept()) << dialog.message();
    ASSERT_EQ(asked.size(), 1U);
    EXPECT_EQ(asked[0].format, "pack");
    EXPECT_EQ(asked[0].folder, (dir_ / "book-pack").string());
    EXPECT_EQ(asked[0].scenarios, (std::vector<std::string>{"first-day-third-corps"}));
    EXPECT_FALSE(asked[0].renders);
    dialog.format_choice()->SetSelection(5);
    wxCommandEvent changed(wxEVT_CHOICE, dialog.format_choice()->GetId());
    dialog.format_choice()->GetEventHandler()->ProcessEvent(changed);
    EXPECT_FALSE(dialog.renders_check()->IsEnabled()) << "only a pack draws setups";
}

// The id the frame gave a File menu command, by its label.
int command_id(MainFrame& frame, const std::string& label) {
    for (const MenuEntry* entry : commands_of(frame.menus())) {
        if (entry->label == label) return entry->id;
    }
    return wxID_NONE;
}

TEST_F(EditorWindow, ExportAndCsvImportNeedAnOpenBook) {
    const int export_id = command_id(*frame_, "&Export...");
    const int csv_id = command_id(*frame_, "&Forces or Schedule (CSV)...");
    ASSERT_NE(export_id, wxID_NONE);
    ASSERT_NE(csv_id, wxID_NONE);
    frame_->UpdateWindowUI(wxUPDATE_UI_RECURSE);
    EXPECT_TRUE(frame_->GetMenuBar()->IsEnabled(export_id));
    frame_->document()->commands().set_clean();
    wxCommandEvent close(wxEVT_MENU, wxID_CLOSE);
    frame_->GetEventHandler()->ProcessEvent(close);
    settle(50);
    ASSERT_EQ(frame_->document(), nullptr);
    frame_->UpdateWindowUI(wxUPDATE_UI_RECURSE);
    EXPECT_FALSE(frame_->GetMenuBar()->IsEnabled(export_id));
    EXPECT_FALSE(frame_->GetMenuBar()->IsEnabled(csv_id));
}

TEST_F(EditorWindow, ExportWritesAPackAndRefusesAFolderThatHoldsSomethingElse) {
    const std::string written = frame_->exchange().export_book({"pack", (dir_ / "pack").string(), {}, false}).error();
    EXPECT_EQ(written, "");
    EXPECT_TRUE(fs::exists(dir_ / "pack/manifest.json"));
    EXPECT_TRUE(fs::exists(dir_ / "pack/scenarios/first-day-sudden-death.json"));
    EXPECT_TRUE(frame_->GetStatusBar()->GetStatusText().StartsWith("Exported 6 files to ")) << frame_->GetStatusBar()->GetStatusText();
    fs::create_directories(dir_ / "letters");
    sandtable::test::write_text(dir_ / "letters/mine.txt", "keep");
    const std::string refused = frame_->exchange().export_book({"pack", (dir_ / "letters").string(), {}, false}).error();
    EXPECT_NE(refused.find("not replaced: it holds files but no manifest.json of a data pack"), std::string::npos) << refused;
    EXPECT_EQ(sandtable::test::read_text(dir_ / "letters/mine.txt"), "keep");
}

TEST_F(EditorWindow, AGeoPackageIsWrittenIntoTheFolderNamedForTheBook) {
    ASSERT_EQ(frame_->exchange().export_book({"gpkg", (dir_ / "gis").string(), {}, true}).error(), "");
    EXPECT_TRUE(fs::exists(dir_ / "gis/book.gpkg"));
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(), "Exported " + wxString::FromUTF8((dir_ / "gis/book.gpkg").string()));
}

TEST_F(EditorWindow, ACsvImportIsOneUndoStepAndABadFileChangesNothing) {
    ASSERT_EQ(frame_->exchange().export_book({"csv", (dir_ / "csv").string(), {}, true}).error(), "");
    const std::string forces = sandtable::test::read_text(dir_ / "csv/forces.csv");
    sandtable::test::write_text(dir_ / "csv/forces.csv", sandtable::test::replaced(forces, ",Wadsworth,", ",Wadsworth's division,"));
    ASSERT_TRUE(frame_->exchange().import_into_book(dir_ / "csv/forces.csv"));
    EXPECT_EQ(open_book().forces.node("us-wadsworth")->name, "Wadsworth's division");
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Import forces.csv");
    EXPECT_TRUE(frame_->GetStatusBar()->GetStatusText().Contains("7 units and 3 formations of side union"));
    frame_->document()->commands().undo();
    EXPECT_EQ(open_book().forces.node("us-wadsworth")->name, "Wadsworth");

    std::vector<wxString> messages;
    frame_->exchange().collect_messages(&messages);
    sandtable::test::write_text(dir_ / "csv/forces.csv", sandtable::test::replaced(forces, ",4,2,5,", ",four,2,5,"));
    EXPECT_FALSE(frame_->exchange().import_into_book(dir_ / "csv/forces.csv"));
    ASSERT_EQ(messages.size(), 1U);
    EXPECT_TRUE(messages[0].StartsWith("forces.csv was not imported; the book is unchanged:")) << messages[0];
    EXPECT_TRUE(messages[0].Contains("column \"combat\": combat is \"four\", expected a whole number")) << messages[0];
    EXPECT_FALSE(frame_->document()->commands().can_undo());
}

TEST_F(EditorWindow, ADataPackBecomesABookThatOpens) {
    ASSERT_EQ(frame_->exchange().export_book({"pack", (dir_ / "pack").string(), {}, false}).error(), "");
    ImportRequest from_pack;
    from_pack.input = dir_ / "pack";
    ASSERT_TRUE(frame_->exchange().import_as_new_book(from_pack, dir_ / "from-pack.sandtable"));
    EXPECT_EQ(frame_->document()->path(), dir_ / "from-pack.sandtable");
    EXPECT_TRUE(frame_->GetStatusBar()->GetStatusText().Contains("1 map, 3 scenarios (2 variants), 9 units"));
    const LoadResult original = load_book(book_);
    EXPECT_TRUE(open_book() == original->book);
}

TEST_F(EditorWindow, ATiledMapExportedAtTheChosenTileSizeBecomesABookThatOpens) {
    ExportChoice choice{"tmx", (dir_ / "tmx").string(), {}, false};
    choice.tile_size = 30;
    ASSERT_EQ(frame_->exchange().export_book(choice).error(), "");
    EXPECT_NE(sandtable::test::read_text(dir_ / "tmx" / "board.tmx").find("tileheight=\"30\""), std::string::npos) << "flat-top: 30 px across the flats";
    ASSERT_TRUE(frame_->exchange().import_tiled_map(dir_ / "tmx" / "board.tmx", "", {}, dir_ / "from-tiled.sandtable"));
    EXPECT_EQ(frame_->document()->path(), dir_ / "from-tiled.sandtable");
    EXPECT_TRUE(frame_->GetStatusBar()->GetStatusText().StartsWith("20 x 15 hexes")) << frame_->GetStatusBar()->GetStatusText();
    const LoadResult original = load_book(book_);
    EXPECT_EQ(open_book().maps.front().hex.grid, original->book.maps.front().hex.grid);
    EXPECT_EQ(open_book().maps.front().hex.hexside_features, original->book.maps.front().hex.hexside_features);

    std::vector<wxString> messages;
    frame_->exchange().collect_messages(&messages);
    EXPECT_FALSE(frame_->exchange().import_tiled_map(sandtable::test::fixture_path("tiled/hexagonal-mini.tmx"), "gettysburg-150", {}, dir_ / "mini.sandtable"));
    ASSERT_EQ(messages.size(), 1U);
    EXPECT_TRUE(messages[0].Contains("tile 14 of tileset \"hex mini\" stands for no terrain")) << messages[0];
    EXPECT_FALSE(std::filesystem::exists(dir_ / "mini.sandtable"));
}

TEST_F(EditorWindow, TheExportDialogAsksTheTileSizeOnlyForTiledMaps) {
    ExportDialog dialog(frame_, "", "", (dir_ / "out").string(), [](const ExportChoice&) { return Status(); });
    EXPECT_EQ(dialog.folder_picker()->GetTextCtrl()->GetValue(), (dir_ / "out").string()) << "a folder to be made shows too";
    EXPECT_FALSE(dialog.tile_size_spin()->IsEnabled()) << "pack is chosen first";
    dialog.format_choice()->SetSelection(1);
    wxCommandEvent changed(wxEVT_CHOICE, dialog.format_choice()->GetId());
    dialog.format_choice()->GetEventHandler()->ProcessEvent(changed);
    EXPECT_TRUE(dialog.tile_size_spin()->IsEnabled());
    dialog.tile_size_spin()->SetValue(48);
    EXPECT_EQ(dialog.choice().tile_size, 48);
    EXPECT_FALSE(dialog.paper_choice()->IsEnabled());
    dialog.format_choice()->SetStringSelection("print");
    dialog.format_choice()->GetEventHandler()->ProcessEvent(changed);
    EXPECT_TRUE(dialog.paper_choice()->IsEnabled());
    EXPECT_FALSE(dialog.tile_size_spin()->IsEnabled());
    dialog.paper_choice()->SetSelection(1);
    EXPECT_EQ(dialog.choice().paper, "letter");
}

TEST_F(EditorWindow, PrintAndPlayIsOnePdfNamedForTheBook) {
    ExportChoice choice{"print", dir_.string(), {}, false};
    choice.paper = "letter";
    ASSERT_EQ(frame_->exchange().export_book(choice).error(), "");
    const std::filesystem::path pdf = dir_ / (book_.stem().string() + "-print.pdf");
    ASSERT_TRUE(std::filesystem::exists(pdf));
    const auto info = sandtable::test::run_command("pdfinfo " + sandtable::test::quoted(pdf));
    EXPECT_NE(info.out.find("612 x 792 pts (letter)"), std::string::npos) << info.out;
}

TEST_F(EditorWindow, MapLayersEditedInAGisComeBackAsOneUndoStep) {
    ASSERT_EQ(frame_->exchange().export_book({"shp", (dir_ / "shp").string(), {}, false}).error(), "");
    // A GIS user paints hex P3 woods in the Shapefile of the hexes: the attribute table's terrain.
    const auto edited = sandtable::test::run_command("ogrinfo " + sandtable::test::quoted(dir_ / "shp" / "board-hexes.shp") +
                                                     " -dialect SQLite -sql \"UPDATE 'board-hexes' SET terrain = 'woods' WHERE label = 'A1'\"");
    ASSERT_EQ(edited.exit_code, 0) << edited.err;
    const Book before = open_book();
    ASSERT_TRUE(frame_->exchange().import_into_book(dir_ / "shp"));
    const HexMap& map = open_book().maps.front().hex;
    EXPECT_EQ(map.terrain_at(*map.find_label("A1")), std::vector<std::string>{"woods"});
    ASSERT_TRUE(frame_->document()->commands().can_undo());
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Import shp");
    frame_->document()->commands().undo();
    EXPECT_TRUE(open_book() == before);
}

}  // namespace
}  // namespace sandtable::editor
