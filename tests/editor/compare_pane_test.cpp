// What a variant changes, seen in the editor: View > Compare with Base lists the differences
// with both sides' values and selecting one shows what it concerns; the Forces pane shows the
// variant's own tree and marks what it adds, removes and moves (docs/variants.md).
#include "editor/panes/compare_pane.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/setup_changes.hpp"

#include <algorithm>

#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;

constexpr const char* kVariant = "first-day-third-corps";

class CompareWithBase : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        // The III Corps variant also moves Gamble under I Corps, sets Devin up elsewhere and drops Heth's arrival.
        VariantChanges changes = open_book().scenario(kVariant)->changes;
        changes.reassign.push_back({"us-gamble", "us-1"});
        changes.set_placements.push_back({"us-devin", {LocationKind::Hex, "O4"}, UnitState::Full});
        changes.remove_schedule.push_back("cs-heth-pegram");
        frame_->document()->commands().execute(make_set_variant_changes(kVariant, changes, "Change the variant"));
        frame_->select_scenario(kVariant);
        frame_->panes().show("compare", true);
        settle(100);
        pane_ = frame_->compare_pane();
    }

    long row_of(DiffTopic topic, const std::string& key) {
        const auto& items = pane_->diff().items;
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (items[i].topic == topic && items[i].key == key) return static_cast<long>(i);
        }
        return -1;
    }
    wxString cell(long row, int column) { return pane_->list()->GetItemText(row, column); }
    // The Forces pane's Variant cell of a node; nothing when the pane has no such column.
    std::optional<wxString> forces_mark(const std::string& id) {
        ForcesTreeModel& model = frame_->forces()->model();
        const auto& columns = model.columns();
        for (unsigned c = 0; c < columns.size(); ++c) {
            if (columns[c].key != "variant") continue;
            wxVariant value;
            model.GetValue(value, model.item_of(id), c);
            return value.GetString();
        }
        return std::nullopt;
    }

    ComparePane* pane_ = nullptr;
};

TEST_F(CompareWithBase, ListsEveryDifferenceWithBothSidesValues) {
    ASSERT_TRUE(frame_->panes().shown("compare"));
    const auto expected = diff_scenarios(open_book(), kVariant, "first-day");
    ASSERT_TRUE(expected);
    EXPECT_EQ(pane_->against(), "first-day") << "a variant is compared with its base";
    EXPECT_EQ(pane_->diff().items, expected->items);
    ASSERT_EQ(pane_->list()->GetItemCount(), static_cast<int>(expected->items.size()));
    EXPECT_EQ(pane_->heading(), wxString::Format("%zu differences against First day.", expected->items.size()));

    const long moved = row_of(DiffTopic::Assignments, "us-gamble");
    ASSERT_GE(moved, 0);
    EXPECT_EQ(cell(moved, ComparePane::kChange), "moved");
    EXPECT_EQ(cell(moved, ComparePane::kAgainst), "under 1st Cavalry Division");
    EXPECT_EQ(cell(moved, ComparePane::kScenario), "under I Corps");
    const long placed = row_of(DiffTopic::Setup, "us-devin");
    ASSERT_GE(placed, 0);
    EXPECT_EQ(cell(placed, ComparePane::kChange), "replaced");
    EXPECT_EQ(cell(placed, ComparePane::kAgainst), "hex P3");
    EXPECT_EQ(cell(placed, ComparePane::kScenario), "hex O4");
    const long removed = row_of(DiffTopic::Schedule, "cs-heth-pegram");
    ASSERT_GE(removed, 0);
    EXPECT_EQ(cell(removed, ComparePane::kChange), "removed");
    EXPECT_EQ(cell(removed, ComparePane::kScenario), "");
    const long added = row_of(DiffTopic::Forces, "us-sickles");
    ASSERT_GE(added, 0);
    EXPECT_EQ(cell(added, ComparePane::kChange), "added");
    EXPECT_EQ(cell(added, ComparePane::kItem), "Sickles");
    EXPECT_EQ(pane_->list()->GetItemBackgroundColour(added), wxColour(214, 240, 208));
    EXPECT_EQ(pane_->list()->GetItemBackgroundColour(removed), wxColour(246, 214, 210));

    EXPECT_EQ(pane_->tip_at(placed), "replaced Devin: hex P3 -> hex O4");
    EXPECT_EQ(pane_->tip_at(added), "added Sickles: Sickles");
    EXPECT_EQ(pane_->tip_at(-1), "");

    wxListItem column;
    column.SetMask(wxLIST_MASK_TEXT);
    pane_->list()->GetColumn(ComparePane::kAgainst, column);
    EXPECT_EQ(column.GetText(), "In First day");
}

TEST_F(CompareWithBase, SelectingADifferenceSelectsWhatItConcerns) {
    // A real click on the row of an entry the variant adds selects it in the Schedule pane.
    const long entry = row_of(DiffTopic::Schedule, "us-3-sickles");
    ASSERT_GE(entry, 0);
    wxRect rect;
    ASSERT_TRUE(pane_->list()->GetItemRect(entry, rect));
    wxWindow* rows = pane_->rows_window();
    wxUIActionSimulator sim;
    sim.MouseMove(rows->ClientToScreen(rect.GetPosition() + wxPoint(20, rect.GetHeight() / 2)));
    settle(50);
    sim.MouseClick();
    settle(150);
    SchedulePane* schedule = frame_->schedule();
    const wxArrayInt selected = schedule->GetSelectedRows();
    ASSERT_EQ(selected.size(), 1U);
    EXPECT_EQ(selected[0], schedule->row_of("us-3-sickles"));

    // The entry the variant removes is still shown, and selected.
    pane_->select_row(row_of(DiffTopic::Schedule, "cs-heth-pegram"));
    settle(50);
    ASSERT_GE(schedule->row_of("cs-heth-pegram"), 0);
    EXPECT_TRUE(schedule->is_removed_row(schedule->row_of("cs-heth-pegram")));
    EXPECT_EQ(schedule->GetGridCursorRow(), schedule->row_of("cs-heth-pegram"));

    // A placement selects its unit in the Forces pane; a reassigned piece too.
    pane_->select_row(row_of(DiffTopic::Setup, "us-devin"));
    settle(50);
    EXPECT_EQ(frame_->forces()->selected_id(), "us-devin");
    pane_->select_row(row_of(DiffTopic::Assignments, "us-gamble"));
    settle(50);
    EXPECT_EQ(frame_->forces()->selected_id(), "us-gamble");
}

TEST_F(CompareWithBase, TheMapMarksWhereTheVariantSetsUnitsUpOtherwise) {
    const auto& changes = frame_->canvas()->setup_marks().changes();
    EXPECT_EQ(changes, setup_changes(open_book(), kVariant, "first-day"));
    auto devin = std::find_if(changes.begin(), changes.end(), [](const SetupChange& c) { return c.unit == "us-devin"; });
    ASSERT_NE(devin, changes.end());
    EXPECT_EQ(devin->change, DiffChange::Changed);
    EXPECT_EQ(devin->before->location.ref, "P3");
    EXPECT_EQ(devin->after->location.ref, "O4");
    frame_->select_scenario("first-day");
    settle(100);
    EXPECT_TRUE(frame_->canvas()->setup_marks().changes().empty()) << "an ordinary scenario is not marked";
}

TEST_F(CompareWithBase, TheForcesPaneShowsTheVariantsTreeAndMarksIt) {
    ForcesTreeModel& model = frame_->forces()->model();
    EXPECT_EQ(model.id_of(model.GetParent(model.item_of("us-gamble"))), "us-1") << "the variant's tree";
    EXPECT_EQ(forces_mark("us-gamble"), wxString("moved"));
    EXPECT_EQ(forces_mark("us-sickles"), wxString("added"));
    EXPECT_EQ(forces_mark("us-reynolds"), wxString(""));
    wxDataViewItemAttr attr;
    EXPECT_TRUE(model.GetAttr(model.item_of("us-sickles"), 0, attr));
    EXPECT_EQ(attr.GetBackgroundColour(), wxColour(214, 240, 208));
    EXPECT_EQ(open_book().forces.node("us-gamble")->parent, "us-1c") << "the book's own tree is left alone";

    frame_->select_scenario("first-day");
    settle(100);
    EXPECT_EQ(forces_mark("us-gamble"), std::nullopt) << "an ordinary scenario has no Variant column";
    EXPECT_EQ(model.id_of(model.GetParent(model.item_of("us-gamble"))), "us-1c");
}

TEST_F(CompareWithBase, APieceDroppedOnAFormationIsReassignedInTheVariantOnly) {
    const Forces book_forces = open_book().forces;
    ASSERT_TRUE(frame_->move_node("us-devin", "us-1"));
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Reassign Devin to I Corps in First day, III Corps at A8");
    const auto& reassign = open_book().scenario(kVariant)->changes.reassign;
    EXPECT_EQ(reassign, (std::vector<Assignment>{{"us-gamble", "us-1"}, {"us-devin", "us-1"}}));
    EXPECT_EQ(open_book().forces, book_forces) << "the book's own tree is left alone";
    settle(100);
    ForcesTreeModel& model = frame_->forces()->model();
    EXPECT_EQ(model.id_of(model.GetParent(model.item_of("us-devin"))), "us-1");
    EXPECT_EQ(forces_mark("us-devin"), wxString("moved"));
    EXPECT_GE(row_of(DiffTopic::Assignments, "us-devin"), 0) << "the Compare pane follows";

    // Back under the formation its base has it under: the reassignment goes.
    ASSERT_TRUE(frame_->move_node("us-gamble", "us-1c"));
    EXPECT_EQ(open_book().scenario(kVariant)->changes.reassign, (std::vector<Assignment>{{"us-devin", "us-1"}}));
    frame_->document()->commands().undo();
    frame_->document()->commands().undo();
    EXPECT_EQ(open_book().scenario(kVariant)->changes.reassign, (std::vector<Assignment>{{"us-gamble", "us-1"}}));

    // What cannot be a reassignment is refused with the reason, and nothing changes.
    const Book before = open_book();
    EXPECT_FALSE(frame_->move_node("us-devin", "cs-3"));
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(), "Devin cannot be reassigned: Devin and Third Corps are of different sides.");
    EXPECT_FALSE(frame_->move_node("us-devin", "us-buford"));
    EXPECT_NE(frame_->GetStatusBar()->GetStatusText().Find("only a formation takes pieces"), wxNOT_FOUND);
    EXPECT_FALSE(frame_->move_node("us-gamble", "us-1"));
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(), "Gamble is already under I Corps in First day, III Corps at A8.");
    EXPECT_EQ(open_book(), before);
}

TEST_F(CompareWithBase, AnotherScenarioCanBeChosenAndAnOrdinaryOneSaysItIsNoVariant) {
    ASSERT_TRUE(pane_->compare_against("first-day-sudden-death"));
    const auto expected = diff_scenarios(open_book(), kVariant, "first-day-sudden-death");
    ASSERT_TRUE(expected) << expected.error();
    EXPECT_EQ(pane_->diff().items, expected->items);
    EXPECT_NE(pane_->heading().Find("against First day, sudden death"), wxNOT_FOUND) << pane_->heading();

    frame_->select_scenario("first-day");
    settle(100);
    EXPECT_EQ(pane_->list()->GetItemCount(), 0);
    EXPECT_EQ(pane_->heading(), "First day is not a variant: choose a scenario to compare it with.");
    ASSERT_TRUE(pane_->compare_against(kVariant));
    EXPECT_EQ(pane_->list()->GetItemCount(), static_cast<int>(diff_scenarios(open_book(), "first-day", kVariant).value().items.size()));
}

TEST_F(CompareWithBase, ANewVariantStartsAsItsBaseWithNothingToList) {
    const std::string id = frame_->add_variant("first-day");
    ASSERT_FALSE(id.empty());
    settle(100);
    EXPECT_EQ(frame_->scenario(), id);
    EXPECT_EQ(pane_->against(), "first-day");
    EXPECT_EQ(pane_->list()->GetItemCount(), 0);
    EXPECT_EQ(pane_->heading(), "First day (variant) plays as First day does.");
    EXPECT_EQ(frame_->schedule()->GetNumberRows(), static_cast<int>(open_book().scenario("first-day")->schedule.size()));
}

}  // namespace
}  // namespace sandtable::editor
