// File > New for each ruleset: the dialog's defaults are the ruleset's, OK writes the book as
// chosen (grid, labels, CRS) and opens it; bad choices are refused with a message and write
// nothing. With no book open the window shows the start page with the recent books.
#include "editor/editor_window_fixture.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/dialogs/new_book_dialog.hpp"
#include "editor/frame/start_page.hpp"
#include "io/native/book_file.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <fmt/format.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/listctrl.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

namespace sandtable::editor {
namespace {

using test::settle;

TEST(NewBookChoices, StartFromTheRulesetsMapKindAndLabelsAndRefuseWhatCannotBeMade) {
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        NewBookChoices choices = NewBookChoices::defaults_for(ruleset);
        EXPECT_EQ(choices.ruleset, ruleset.id);
        EXPECT_EQ(choices.map_kind, ruleset.map_kinds.front());
        EXPECT_NE(choices.title.find(ruleset.display_name), std::string::npos) << choices.title;
        EXPECT_EQ(choices.grid.applied_to(HexGrid{}).labels, ruleset.label_scheme);
        EXPECT_EQ(choices.check().error(), "Choose the file to write the book to.");
        choices.file = test::scratch_dir() / "b.sandtable";
        EXPECT_EQ(choices.check().error(), "");
        choices.title = "  ";
        EXPECT_EQ(choices.check().error(), "The book needs a title.");
        choices.title = "T";
        choices.grid.columns = 0;
        // The grid is a hex map's only.
        EXPECT_EQ(choices.check().error(), ruleset.map_kinds.front() == MapKind::Hex ? "A map needs at least 1 column and 1 row." : "");
        choices.grid.columns = 5;
        const MapKind other = ruleset.map_kinds.front() == MapKind::Freeform ? MapKind::Hex : MapKind::Freeform;
        choices.map_kind = other;
        EXPECT_NE(choices.check().error().find(fmt::format("is not played on {} maps", to_string(other))), std::string::npos) << choices.check().error();
        choices.map_kind = ruleset.map_kinds.front();
        choices.file = test::scratch_dir() / "b.xml";
        EXPECT_NE(choices.check().error().find("ends in .sandtable"), std::string::npos);
        choices.file = test::scratch_dir() / "no-such-folder" / "b.sandtable";
        EXPECT_NE(choices.check().error().find("There is no folder"), std::string::npos);
    }
}

class NewBook : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = test::scratch_dir();
        frame_ = new MainFrame;
        frame_->Show();
        settle();
    }
    void TearDown() override {
        if (frame_->document() != nullptr) frame_->document()->commands().set_clean();
        frame_->Destroy();
        settle(50);
    }
    std::filesystem::path dir_;
    MainFrame* frame_ = nullptr;
};

TEST_F(NewBook, FileNewMakesABookForEachRulesetWithTheGridAndCrsChosen) {
    EXPECT_TRUE(frame_->panes().shown("start"));
    EXPECT_FALSE(frame_->panes().shown("map"));
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        NewBookDialog dialog(frame_, dir_, [this](const NewBookChoices& choices) { return frame_->create_book(choices); });
        ASSERT_TRUE(dialog.choose_ruleset(ruleset.id));
        EXPECT_EQ(dialog.map_kind_choice()->GetCount(), ruleset.map_kinds.size());
        const bool hex = ruleset.map_kinds.front() == MapKind::Hex;
        EXPECT_EQ(dialog.columns_control()->IsEnabled(), hex) << "the grid fields are a hex map's only";
        EXPECT_TRUE(dialog.file_control()->GetPath().EndsWith(".sandtable"));
        dialog.title_control()->SetValue("Pickett's Charge for " + wxString::FromUTF8(ruleset.id));
        dialog.orientation_choice()->SetSelection(1);
        dialog.size_control()->SetValue(120.0);
        dialog.columns_control()->SetValue(12);
        dialog.rows_control()->SetValue(8);
        dialog.labels_choice()->SetSelection(1);
        dialog.crs_control()->SetValue("EPSG:26918");
        const std::filesystem::path file = dir_ / (ruleset.id + ".sandtable");
        dialog.file_control()->SetPath(wxString::FromUTF8(file.string()));
        ASSERT_TRUE(dialog.accept()) << dialog.message();

        ASSERT_NE(frame_->document(), nullptr);
        EXPECT_EQ(frame_->document()->path(), file);
        EXPECT_FALSE(frame_->document()->modified());
        const Book& book = frame_->document()->book();
        EXPECT_EQ(book.ruleset, ruleset.id);
        EXPECT_EQ(book.metadata.title, "Pickett's Charge for " + ruleset.id);
        EXPECT_EQ(book.forces.sides.size(), ruleset.sides.size());
        ASSERT_EQ(book.maps.size(), 1U);
        const GameMap& map = book.maps.front();
        EXPECT_EQ(map.kind, ruleset.map_kinds.front());
        EXPECT_EQ(map.crs, "EPSG:26918");
        EXPECT_EQ(map.units, "m");
        if (hex) {
            EXPECT_EQ(map.hex.grid.geometry.orientation, HexOrientation::PointyTop);
            EXPECT_DOUBLE_EQ(map.hex.grid.geometry.size, 120.0);
            EXPECT_EQ(map.hex.grid.columns, 12);
            EXPECT_EQ(map.hex.grid.rows, 8);
            EXPECT_EQ(map.hex.hex_count(), 96U);
            EXPECT_EQ(map.hex.grid.labels, HexLabelScheme::four_digit());
        }
        // What was written is the book on show, and the schema takes it.
        const LoadResult written = load_book(file);
        ASSERT_TRUE(written) << written.error();
        EXPECT_EQ(written->book, book);
        const test::CommandResult schema = test::xmllint_check(file);
        EXPECT_EQ(schema.exit_code, 0) << schema.err;
        EXPECT_TRUE(frame_->panes().shown("map"));
        EXPECT_FALSE(frame_->panes().shown("start"));
    }
}

TEST_F(NewBook, ABadCrsOrAFileThatExistsIsRefusedWithAMessageAndWritesNothing) {
    NewBookDialog dialog(frame_, dir_, [this](const NewBookChoices& choices) { return frame_->create_book(choices); });
    const std::filesystem::path file = dir_ / "new.sandtable";
    dialog.file_control()->SetPath(wxString::FromUTF8(file.string()));
    dialog.crs_control()->SetValue("EPSG:999999");
    EXPECT_FALSE(dialog.accept());
    EXPECT_TRUE(dialog.message().StartsWith("The CRS is not one GDAL knows")) << dialog.message();
    EXPECT_FALSE(std::filesystem::exists(file));
    EXPECT_EQ(frame_->document(), nullptr);

    test::write_text(file, "mine");
    dialog.crs_control()->SetValue("");
    EXPECT_FALSE(dialog.accept());
    EXPECT_NE(dialog.message().Find("exists already"), wxNOT_FOUND) << dialog.message();
    EXPECT_EQ(test::read_text(file), "mine");
}

TEST_F(EditorWindow, ClosingTheBookShowsTheStartPageWithItAmongTheRecentBooksAndClearsTheStatusBar) {
    frame_->canvas()->select_hex(frame_->document()->book().maps.front().hex.find_label("D3").optional());
    wxCommandEvent close(wxEVT_MENU, wxID_CLOSE);
    frame_->GetEventHandler()->ProcessEvent(close);
    settle(100);
    ASSERT_EQ(frame_->document(), nullptr);
    EXPECT_TRUE(frame_->panes().shown("start"));
    EXPECT_FALSE(frame_->panes().shown("map"));
    wxStatusBar* status = frame_->GetStatusBar();
    EXPECT_EQ(status->GetStatusText(0), "No book open");
    for (int field = 1; field < status->GetFieldsCount(); ++field) EXPECT_EQ(status->GetStatusText(field), "") << field;

    wxListView* recent = frame_->start_page()->recent_list();
    ASSERT_GE(recent->GetItemCount(), 1);
    EXPECT_EQ(recent->GetItemText(0, 0), "book.sandtable");
    EXPECT_EQ(recent->GetItemText(0, 1), wxString::FromUTF8(dir_.string()));
    frame_->start_page()->open_recent(0);
    settle(100);
    ASSERT_NE(frame_->document(), nullptr);
    EXPECT_EQ(frame_->document()->path(), book_);
    EXPECT_FALSE(frame_->panes().shown("start"));
}

}  // namespace
}  // namespace sandtable::editor
