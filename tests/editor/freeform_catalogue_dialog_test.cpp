// Map > Terrain Catalogue on a free-form map (editor/dialogs/freeform_catalogue_dialog.hpp): the list shows
// each entry's kind, drawing and uses; an entry is added, changed and deleted as undo steps; the
// id and kind of an entry in the list cannot be edited; a refusal shows in the dialog.
#include "freeform_field_fixture.hpp"

#include "editor/dialogs/freeform_catalogue_dialog.hpp"

#include <wx/listctrl.h>

namespace sandtable::editor {
namespace {

using FreeformCatalogue = FreeformField;

TEST_F(FreeformCatalogue, EntriesAreListedAddedChangedAndDeletedAsUndoSteps) {
    FreeformCatalogueDialog dialog(frame_, *frame_->document(), "field");
    const FreeformMap& map = open_book().maps.front().freeform;
    ASSERT_EQ(dialog.list()->GetItemCount(), static_cast<int>(map.catalogue.size()));
    EXPECT_EQ(dialog.list()->GetItemText(0, 2), "area");
    EXPECT_EQ(dialog.list()->GetItemText(0, 4), "trees");
    EXPECT_EQ(dialog.list()->GetItemText(0, 5), "1") << "Herbst Woods";

    FreeformTerrainDef orchard{"orchard", "Orchard", "#9ccc65", GeometryKind::Area, FillPattern::Dots};
    dialog.set_fields(orchard);
    ASSERT_TRUE(dialog.add_entry()) << dialog.message();
    ASSERT_NE(map.terrain("orchard"), nullptr);
    EXPECT_EQ(map.terrain("orchard")->pattern, FillPattern::Dots);
    EXPECT_EQ(dialog.selected_entry(), dialog.list()->GetItemCount() - 1);

    const long road = 7;  // minor-road
    dialog.select_entry(road);
    FreeformTerrainDef lane = dialog.fields();
    EXPECT_EQ(lane.id, "minor-road");
    lane.name = "Farm lane";
    lane.line_width = 3.5;
    dialog.set_fields(lane);
    ASSERT_TRUE(dialog.change_entry()) << dialog.message();
    EXPECT_EQ(map.terrain("minor-road")->name, "Farm lane");
    EXPECT_DOUBLE_EQ(map.terrain("minor-road")->line_width, 3.5);

    EXPECT_FALSE(dialog.delete_entry()) << "the Fairfield Road is a minor road";
    EXPECT_NE(dialog.message().ToStdString().find("used by 1 line"), std::string::npos) << dialog.message();

    dialog.select_entry(dialog.list()->GetItemCount() - 1);
    ASSERT_TRUE(dialog.delete_entry()) << dialog.message();
    EXPECT_EQ(map.terrain("orchard"), nullptr);
    frame_->document()->commands().undo();
    EXPECT_NE(map.terrain("orchard"), nullptr);
}

TEST_F(FreeformCatalogue, ABadIdIsRefusedInTheDialog) {
    FreeformCatalogueDialog dialog(frame_, *frame_->document(), "field");
    dialog.set_fields({"bad id", "X", "#123456"});
    EXPECT_FALSE(dialog.add_entry());
    EXPECT_NE(dialog.message().ToStdString().find("is not an id"), std::string::npos);
}

}  // namespace
}  // namespace sandtable::editor
