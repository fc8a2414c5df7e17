// Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z undo and redo whichever pane has the keyboard, the property pane
// included: right after a value is typed there is when a designer most wants them. The Edit menu
// names the step, shortened to fit.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/property_pane.hpp"
#include "model/commands/force_commands.hpp"

#include <wx/menu.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;
using test::settle_until;

AttributeValue combat_of(const MainFrame& frame, const std::string& id) {
    return const_cast<MainFrame&>(frame).document()->book().forces.node(id)->attributes.at("combat");
}

wxString menu_label(MainFrame& frame, int id) {
    frame.GetMenuBar()->UpdateMenus();
    return frame.GetMenuBar()->FindItem(id)->GetItemLabelText();
}

TEST_F(EditorWindow, TheEditMenuNamesTheStepAndShortensALongName) {
    frame_->document()->commands().execute(make_set_attribute("cs-heth", "combat", AttributeValue{std::int64_t{3}}));
    EXPECT_EQ(menu_label(*frame_, wxID_UNDO), "Undo Set Combat factor (CF) of Heth");
    ASSERT_TRUE(ran(make_rename_force_node(open_book(), "cs-heth", "Heth's Division & Pettigrew's Brigade, Hill's Third Corps")));
    EXPECT_EQ(menu_label(*frame_, wxID_UNDO), wxString::FromUTF8("Undo Rename Heth to Heth's Division & Pettig\u2026"))
        << "40 characters of the step at most, and its & is no mnemonic";
    ASSERT_TRUE(frame_->document()->commands().undo());
    EXPECT_EQ(menu_label(*frame_, wxID_REDO), wxString::FromUTF8("Redo Rename Heth to Heth's Division & Pettig\u2026"));
    EXPECT_EQ(menu_label(*frame_, wxID_UNDO), "Undo Set Combat factor (CF) of Heth");
}

TEST_F(EditorWindow, CtrlZUndoesAValueJustTypedInThePropertyPane) {
    PropertyPane* properties = frame_->properties();
    frame_->forces()->select_id("cs-heth");
    properties->show(frame_->document(), "cs-heth");
    ASSERT_EQ(combat_of(*frame_, "cs-heth"), AttributeValue{std::int64_t{5}});
    ASSERT_TRUE(properties->SelectProperty("attr.combat", true));
    settle(150);
    wxUIActionSimulator keys;
    keys.Char(WXK_END);
    keys.Char(WXK_BACK);
    keys.Text("7");
    keys.Char(WXK_RETURN);
    ASSERT_TRUE(settle_until([&] { return combat_of(*frame_, "cs-heth") == AttributeValue{std::int64_t{7}}; }));
    // The keyboard is still in the property pane.
    wxWindow* focus = wxWindow::FindFocus();
    ASSERT_TRUE(focus == properties || properties->IsDescendant(focus));

    keys.Char('z', wxMOD_CONTROL);
    EXPECT_TRUE(settle_until([&] { return combat_of(*frame_, "cs-heth") == AttributeValue{std::int64_t{5}}; }));
    EXPECT_EQ(properties->GetPropertyValueAsString("attr.combat"), "5") << "the pane shows the value undone";
    keys.Char('y', wxMOD_CONTROL);
    EXPECT_TRUE(settle_until([&] { return combat_of(*frame_, "cs-heth") == AttributeValue{std::int64_t{7}}; }));
    keys.Char('z', wxMOD_CONTROL);
    EXPECT_TRUE(settle_until([&] { return combat_of(*frame_, "cs-heth") == AttributeValue{std::int64_t{5}}; }));
    keys.Char('z', wxMOD_CONTROL | wxMOD_SHIFT);
    EXPECT_TRUE(settle_until([&] { return combat_of(*frame_, "cs-heth") == AttributeValue{std::int64_t{7}}; }));

    // Half-typed text is put back first; the book's last edit stays.
    ASSERT_TRUE(properties->SelectProperty("attr.combat", true));
    settle(150);
    keys.Char(WXK_END);
    keys.Char(WXK_BACK);
    keys.Text("3");
    auto* editor = dynamic_cast<wxTextCtrl*>(properties->GetEditorControl());
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(settle_until([&] { return editor->GetValue() == "3"; }));
    keys.Char('z', wxMOD_CONTROL);
    EXPECT_TRUE(settle_until([&] { return editor->GetValue() == "7"; })) << editor->GetValue();
    settle(100);
    EXPECT_EQ(combat_of(*frame_, "cs-heth"), AttributeValue{std::int64_t{7}});
}

TEST_F(EditorWindow, CtrlZUndoesFromTheForcesPaneAndTheMap) {
    Document& document = *frame_->document();
    wxUIActionSimulator keys;
    for (wxWindow* pane : {static_cast<wxWindow*>(frame_->forces()), static_cast<wxWindow*>(frame_->canvas())}) {
        document.commands().execute(make_set_attribute("cs-heth", "combat", AttributeValue{std::int64_t{3}}));
        pane->SetFocus();
        settle(100);
        keys.Char('z', wxMOD_CONTROL);
        EXPECT_TRUE(settle_until([&] { return combat_of(*frame_, "cs-heth") == AttributeValue{std::int64_t{5}}; })) << pane->GetName();
    }
}

}  // namespace
}  // namespace sandtable::editor
