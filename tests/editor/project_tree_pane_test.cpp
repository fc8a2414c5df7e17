// The Project pane: what it lists, and choosing a scenario or a layer in it.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/project_tree_pane.hpp"
#include "editor/panes/property_pane.hpp"
#include "model/commands/layer_commands.hpp"
#include "model/commands/scenario_commands.hpp"

#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;

wxTreeItemId item_with_text(const wxTreeCtrl& tree, const wxString& text) {
    for (const wxTreeItemId& item : test::tree_items(tree)) {
        if (tree.GetItemText(item) == text) return item;
    }
    return {};
}

bool lists(const wxTreeCtrl& tree, const wxString& text) { return item_with_text(tree, text).IsOk(); }

TEST_F(EditorWindow, TheProjectPaneListsMapsSidesAndScenariosAndFollowsEdits) {
    ProjectTreePane& tree = *frame_->project_tree();
    EXPECT_TRUE(lists(tree, "Maps"));
    EXPECT_TRUE(lists(tree, "Forces"));
    EXPECT_TRUE(lists(tree, "First day"));
    const std::string variant = frame_->add_variant("first-day");
    ASSERT_FALSE(variant.empty());
    settle(100);
    // Listed under the scenario it changes once the edit is made.
    const wxTreeItemId listed = item_with_text(tree, "First day (variant)");
    ASSERT_TRUE(listed.IsOk());
    EXPECT_EQ(tree.GetItemText(tree.GetItemParent(listed)), "First day");
    EXPECT_EQ(tree.GetItemText(tree.GetItemParent(item_with_text(tree, "First day, III Corps at A8"))), "First day");
    EXPECT_EQ(tree.GetItemText(tree.GetItemParent(item_with_text(tree, "First day"))), "Scenarios");
    frame_->document()->commands().undo();
    settle(100);
    EXPECT_FALSE(lists(tree, "First day (variant)"));
}

TEST_F(EditorWindow, ChoosingAScenarioInTheProjectPaneShowsItAndItsProperties) {
    const std::string second = frame_->add_scenario();
    ASSERT_FALSE(second.empty());
    settle(100);
    ProjectTreePane& tree = *frame_->project_tree();
    ASSERT_TRUE(tree.select_scenario_item("first-day"));
    settle(100);
    EXPECT_EQ(frame_->scenario(), "first-day");
    EXPECT_EQ(frame_->properties()->scenario_id(), "first-day");
    EXPECT_EQ(tree.selected_scenario(), "first-day");
    ASSERT_TRUE(tree.select_scenario_item(second));
    settle(100);
    EXPECT_EQ(frame_->scenario(), second);
    // An edit rebuilds the tree: the selection stays where it was, and the property pane on what it shows.
    frame_->forces()->select_id("cs-heth");
    frame_->properties()->show(frame_->document(), "cs-heth");
    frame_->document()->commands().execute(make_rename_scenario(second, "Second day"));
    settle(100);
    EXPECT_EQ(tree.selected_scenario(), second);
    EXPECT_EQ(frame_->properties()->node_id(), "cs-heth");
    EXPECT_FALSE(tree.select_scenario_item("no-such-scenario"));
}

TEST_F(EditorWindow, ChoosingALayerShowsItWithWhatIsWrongWithItsFile) {
    ReferenceLayer layer;
    layer.id = "scan";
    layer.name = "Lost scan";
    layer.kind = ReferenceLayerKind::Raster;
    layer.path = "no-such-scan.tif";
    ASSERT_TRUE(ran(make_add_reference_layer(open_book(), "board", layer)));
    settle(100);
    ProjectTreePane& tree = *frame_->project_tree();
    ASSERT_TRUE(tree.select_layer_item({"board", "scan"}));
    settle(100);
    ASSERT_TRUE(tree.selected_layer().has_value());
    EXPECT_EQ(tree.selected_layer()->layer_id, "scan");
    EXPECT_TRUE(tree.selected_scenario().empty());
    PropertyPane& properties = *frame_->properties();
    EXPECT_EQ(properties.layer_id(), "scan");
    const wxString status = properties.GetPropertyValueAsString("layer.status");
    EXPECT_NE(status, "reads");
    EXPECT_NE(status.Find("no-such-scan.tif"), wxNOT_FOUND) << status;
}

TEST(ProjectTreeMenu, AScenarioOffersItsVariantsCopiesAndDeletionTheBackgroundOnlyANewOne) {
    EXPECT_EQ(ProjectTreePane::menu_actions(false), std::vector<ScenarioAction>{ScenarioAction::New});
    EXPECT_EQ(ProjectTreePane::menu_actions(true),
              (std::vector<ScenarioAction>{ScenarioAction::New, ScenarioAction::NewVariant, ScenarioAction::Duplicate, ScenarioAction::Delete}));
}

}  // namespace
}  // namespace sandtable::editor

namespace sandtable::editor {
namespace {

// Names longer than the pane are read whole in a tooltip, as are property values longer than
// their cell.
TEST_F(EditorWindow, ALongNameInTheProjectPaneIsReadWholeInItsTooltip) {
    const wxString text = "First day, with the III Corps arriving at A8 on the second turn and Buford held back";
    frame_->document()->commands().execute(make_rename_scenario("first-day-third-corps", text.ToStdString()));
    ProjectTreePane* tree = frame_->project_tree();
    ASSERT_TRUE(tree->select_scenario_item("first-day-third-corps"));
    test::settle(200);  // choosing the scenario rebuilds the tree
    const wxTreeItemId item = tree->GetSelection();
    ASSERT_EQ(tree->GetItemText(item), text);
    wxRect bounds;
    ASSERT_TRUE(tree->GetBoundingRect(item, bounds, true));
    EXPECT_GT(bounds.GetRight(), tree->GetClientSize().x) << "longer than the pane";
    wxUIActionSimulator pointer;
    pointer.MouseMove(tree->ClientToScreen(wxPoint(bounds.x + 20, bounds.y + bounds.height / 2)));
    EXPECT_TRUE(test::settle_until([&] { return tree->GetToolTipText() == text; })) << tree->GetToolTipText();
    EXPECT_TRUE(frame_->properties()->HasFlag(wxPG_TOOLTIPS));
}

}  // namespace
}  // namespace sandtable::editor
