// A unit's type is chosen when it is added and changed in the property pane afterwards; the
// attributes the new type does not take go in the same undo step.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/property_pane.hpp"

namespace sandtable::editor {
namespace {

using test::settle;

TEST_F(EditorWindow, AUnitIsAddedOfTheTypeChosen) {
    frame_->forces()->select_id("us-1");
    const std::string cavalry = frame_->add_force_node(ForceNodeKind::Unit, "cavalry");
    ASSERT_FALSE(cavalry.empty());
    EXPECT_EQ(open_book().forces.node(cavalry)->type, "cavalry");
    const std::string corps = frame_->add_force_node(ForceNodeKind::Formation, "corps");
    EXPECT_EQ(open_book().forces.node(corps)->type, "corps");
    const std::string plain = frame_->add_force_node(ForceNodeKind::Unit);
    EXPECT_EQ(open_book().forces.node(plain)->type, "infantry") << "without a choice, the ruleset's infantry";
}

TEST_F(EditorWindow, ChangingAUnitsTypeInThePropertiesDropsWhatTheTypeLacksInOneStep) {
    PropertyPane* properties = frame_->properties();
    frame_->forces()->select_id("us-wadsworth");
    properties->show(frame_->document(), "us-wadsworth");
    wxPGProperty* type = properties->GetProperty("node.type");
    ASSERT_NE(type, nullptr);
    EXPECT_TRUE(type->IsEnabled());
    EXPECT_EQ(type->GetValueAsString(), "infantry");
    const int hq = type->GetChoices().Index("hq");
    ASSERT_NE(hq, wxNOT_FOUND);
    ASSERT_EQ(open_book().forces.node("us-wadsworth")->attributes.count("combat"), 1U);

    ASSERT_TRUE(properties->ChangePropertyValue("node.type", wxVariant(static_cast<long>(hq))));
    settle(100);
    const ForceNode& made = *open_book().forces.node("us-wadsworth");
    EXPECT_EQ(made.type, "hq");
    EXPECT_EQ(made.attributes.count("combat"), 0U) << "headquarters carry no combat factor (125th §1.2.2)";
    EXPECT_EQ(made.attributes.count("movement"), 1U);
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Make Wadsworth hq");
    EXPECT_EQ(properties->GetPropertyValueAsString("node.type"), "hq");
    EXPECT_EQ(properties->GetPropertyByName("attr.combat"), nullptr) << "the pane shows the attributes of the new type";

    frame_->document()->commands().undo();
    settle(100);
    EXPECT_EQ(open_book().forces.node("us-wadsworth")->type, "infantry");
    EXPECT_EQ(open_book().forces.node("us-wadsworth")->attributes.count("combat"), 1U);
}

}  // namespace
}  // namespace sandtable::editor
