// Map > Terrain Catalogue: the dialog lists the map's terrain and hexside catalogues with how many
// hexes use each entry; Add, Rename / Recolour and Delete are one undo step each, an entry in use
// is not deleted (the message says how many hexes use it), and the Terrain pane lists the
// catalogue as it becomes, keeping the entry it paints with. The dialog is never shown modally.
#include "editor/editor_window_fixture.hpp"
#include "editor/dialogs/terrain_catalogue_dialog.hpp"
#include "editor/panes/terrain_pane.hpp"

#include <wx/bmpcbox.h>
#include <wx/listctrl.h>
#include <wx/menu.h>

namespace sandtable::editor {
namespace {

using test::settle;

class TerrainCatalogueInEditor : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        map_id_ = frame_->canvas()->shown_map()->id;
        dialog_ = new TerrainCatalogueDialog(frame_, *frame_->document(), map_id_);
        dialog_->Show();
        settle(100);
    }
    void TearDown() override {
        if (dialog_ != nullptr) dialog_->Destroy();
        EditorWindow::TearDown();
    }
    [[nodiscard]] const HexMap& map() const { return frame_->document()->book().map(map_id_)->hex; }
    [[nodiscard]] long row_of(const std::string& id) const {
        const auto& entries = map().terrain_catalogue;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (entries[i].id == id) return static_cast<long>(i);
        }
        return -1;
    }
    CommandStack& commands() { return frame_->document()->commands(); }

    std::string map_id_;
    TerrainCatalogueDialog* dialog_ = nullptr;
};

TEST_F(TerrainCatalogueInEditor, TheMenuItemIsThereAndTheListShowsBothCataloguesWithTheirUse) {
    const int item = frame_->GetMenuBar()->FindMenuItem("Map", "Terrain Catalogue...");
    ASSERT_NE(item, wxNOT_FOUND);
    EXPECT_NE(frame_->GetMenuBar()->FindItem(item)->GetItemLabel().Find("Ctrl+Shift+T"), wxNOT_FOUND);
    ASSERT_EQ(dialog_->list()->GetItemCount(), static_cast<int>(map().terrain_catalogue.size()));
    EXPECT_EQ(dialog_->list()->GetItemText(1, 0), "woods");
    EXPECT_EQ(dialog_->list()->GetItemText(1, 1), "Woods");
    EXPECT_EQ(dialog_->list()->GetItemText(1, 2), "#2e7d32");
    const std::size_t woods = catalogue_entry_uses(map(), CatalogueKind::Terrain, 1);
    EXPECT_GT(woods, 0U);
    EXPECT_EQ(dialog_->list()->GetItemText(1, 3), wxString::Format("%zu hexes", woods));
    dialog_->show_catalogue(CatalogueKind::Hexside);
    ASSERT_EQ(dialog_->list()->GetItemCount(), static_cast<int>(map().hexside_catalogue.size()));
    EXPECT_EQ(dialog_->list()->GetItemText(0, 0), "stream");
    EXPECT_NE(dialog_->list()->GetItemText(0, 3).Find("hexsides"), wxNOT_FOUND);
}

TEST_F(TerrainCatalogueInEditor, AddingAnEntryIsOneUndoStepAndTheTerrainPaneListsIt) {
    frame_->show_terrain_tools();
    settle(100);
    const std::size_t entries = map().terrain_catalogue.size();
    dialog_->set_fields({"marsh", "Marsh", "#4db6ac"});
    ASSERT_TRUE(dialog_->add_entry()) << dialog_->message();
    ASSERT_EQ(map().terrain_catalogue.size(), entries + 1);
    EXPECT_EQ(map().terrain_catalogue.back(), (TerrainDef{"marsh", "Marsh", "#4db6ac"}));
    EXPECT_EQ(commands().undo_name(), "Add Terrain Marsh");
    EXPECT_EQ(dialog_->list()->GetItemCount(), static_cast<int>(entries + 1));
    EXPECT_EQ(dialog_->selected_entry(), static_cast<long>(entries));
    settle(100);
    ASSERT_EQ(frame_->terrain_pane()->terrain_choice()->GetCount(), entries + 1);
    EXPECT_NE(frame_->terrain_pane()->terrain_choice()->GetString(static_cast<unsigned>(entries)).Find("Marsh"), wxNOT_FOUND);
    EXPECT_TRUE(frame_->terrain_pane()->select_terrain("marsh"));

    // The same id again is refused, and the dialog says why.
    EXPECT_FALSE(dialog_->add_entry());
    EXPECT_NE(dialog_->message().Find("already"), wxNOT_FOUND);
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().terrain_catalogue.size(), entries);
    settle(100);
    EXPECT_EQ(frame_->terrain_pane()->terrain_choice()->GetCount(), entries);
}

TEST_F(TerrainCatalogueInEditor, RenamingAndRecolouringTheSelectedEntryAreOneUndoStepEach) {
    const HexMap before = map();
    dialog_->select_entry(row_of("woods"));
    EXPECT_EQ(dialog_->fields(), (TerrainDef{"woods", "Woods", "#2e7d32"}));
    dialog_->set_fields({"woods", "Woodland", "#1b5e20"});
    ASSERT_TRUE(dialog_->change_entry()) << dialog_->message();
    EXPECT_EQ(map().terrain_catalogue[static_cast<std::size_t>(row_of("woods"))], (TerrainDef{"woods", "Woodland", "#1b5e20"}));
    EXPECT_EQ(commands().undo_name(), "Change Terrain Woodland");
    EXPECT_EQ(dialog_->list()->GetItemText(row_of("woods"), 1), "Woodland");
    EXPECT_EQ(map().terrain, before.terrain);
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map(), before);
}

TEST_F(TerrainCatalogueInEditor, AnEntryInUseIsNotDeletedAndAnUnusedOneIsOneUndoStep) {
    const HexMap before = map();
    const std::size_t steps = commands().size();
    dialog_->select_entry(row_of("woods"));
    EXPECT_FALSE(dialog_->delete_entry());
    const std::size_t woods = catalogue_entry_uses(map(), CatalogueKind::Terrain, static_cast<std::size_t>(row_of("woods")));
    EXPECT_NE(dialog_->message().Find(wxString::Format("Woods was not deleted: %zu hexes use it", woods)), wxNOT_FOUND)
        << dialog_->message();
    EXPECT_EQ(commands().size(), steps);
    EXPECT_EQ(map(), before);

    const HexCoord woods_hex = *map().find_label("E4");
    ASSERT_TRUE(map().has_terrain(woods_hex, "woods"));
    dialog_->select_entry(row_of("rocky-hill"));
    EXPECT_FALSE(dialog_->delete_entry());
    dialog_->select_entry(row_of("town"));
    ASSERT_TRUE(dialog_->delete_entry()) << dialog_->message();
    EXPECT_EQ(row_of("town"), -1);
    EXPECT_EQ(commands().undo_name(), "Delete Terrain Town (Gettysburg)");
    EXPECT_TRUE(map().has_terrain(woods_hex, "woods"));
    EXPECT_EQ(dialog_->list()->GetItemCount(), static_cast<int>(before.terrain_catalogue.size() - 1));
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map(), before);
}

TEST_F(TerrainCatalogueInEditor, TheTerrainPaneKeepsItsChoiceWhenAnEarlierEntryIsDeleted) {
    frame_->show_terrain_tools();
    settle(100);
    dialog_->set_fields({"marsh", "Marsh", "#4db6ac"});
    ASSERT_TRUE(dialog_->add_entry()) << dialog_->message();
    settle(100);
    ASSERT_TRUE(frame_->terrain_pane()->select_terrain("marsh"));
    dialog_->select_entry(row_of("town"));
    ASSERT_TRUE(dialog_->delete_entry()) << dialog_->message();
    settle(100);
    EXPECT_EQ(frame_->terrain_pane()->tool().settings().terrain, static_cast<std::size_t>(row_of("marsh")));
    EXPECT_NE(frame_->terrain_pane()->terrain_choice()->GetStringSelection().Find("Marsh"), wxNOT_FOUND);
}

}  // namespace
}  // namespace sandtable::editor
