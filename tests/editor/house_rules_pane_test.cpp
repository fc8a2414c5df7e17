// View > House Rules: where the book's rules depart from its rulebook, each with its rule, both
// values and an acknowledgement's reason; a variant with rules cells of its own is listed as it
// plays them (docs/variants.md#house-rules).
#include "editor/editor_window_fixture.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/panes/house_rules_pane.hpp"
#include "model/rulesets/ruleset_registry.hpp"

namespace sandtable::editor {
namespace {

using test::settle;

class HouseRulesView : public EditorWindow {
protected:
    void open_house_rules_book() {
        const auto copy = dir_ / "house-rules.sandtable";
        std::filesystem::copy_file(sandtable::test::source_path("docs/examples/books/house-rules.sandtable"), copy);
        ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(copy.string())));
        frame_->panes().show("house-rules", true);
        settle(100);
    }
    wxString cell(long row, int column) { return frame_->house_rules_pane()->list()->GetItemText(row, column); }
};

TEST_F(HouseRulesView, TheSampleKeepsItsRulebooksValues) {
    frame_->panes().show("house-rules", true);
    settle(50);
    EXPECT_EQ(frame_->house_rules_pane()->heading(), "The rules are the gettysburg-125 rulebook's.");
    EXPECT_EQ(frame_->house_rules_pane()->list()->GetItemCount(), 0);
}

TEST_F(HouseRulesView, ATerrainCostAndAUnitRangeAreListedWithTheirRulesAndReasons) {
    open_house_rules_book();
    HouseRulesPane& pane = *frame_->house_rules_pane();
    EXPECT_EQ(pane.departures(), rulebook_departures(open_book(), *find_ruleset("gettysburg-125")));
    ASSERT_EQ(pane.list()->GetItemCount(), 2);
    EXPECT_EQ(pane.heading(), "2 departures from the gettysburg-125 rulebook.");
    EXPECT_EQ(cell(0, HouseRulesPane::kWhere), "Movement and combat effects chart, Woods, MF");
    EXPECT_EQ(cell(0, HouseRulesPane::kRule), wxString::FromUTF8("gettysburg-125 §1.1 Table 1"));
    EXPECT_EQ(cell(0, HouseRulesPane::kRulebook), "+1");
    EXPECT_EQ(cell(0, HouseRulesPane::kBook), "+2");
    EXPECT_EQ(cell(0, HouseRulesPane::kReason), "");
    EXPECT_EQ(cell(1, HouseRulesPane::kChange), "changed");
    EXPECT_EQ(cell(1, HouseRulesPane::kWhere), "Unit schema, Movement factor (MF), Range");
    EXPECT_EQ(cell(1, HouseRulesPane::kRulebook), "1 to 20");
    EXPECT_EQ(cell(1, HouseRulesPane::kBook), "1 to 30");
    EXPECT_EQ(cell(1, HouseRulesPane::kReason), "Forced marches: the house rules let a unit march up to 30 MF.");
    EXPECT_EQ(pane.tip_at(1), wxString::FromUTF8("Unit schema, Movement factor (MF), Range (gettysburg-125 §1.2.1): the rulebook "
                                                 "\"1 to 20\", the book \"1 to 30\"\nAcknowledged: Forced marches: the house rules "
                                                 "let a unit march up to 30 MF."));
}

TEST_F(HouseRulesView, AVariantWithCellsOfItsOwnIsListedAsItPlaysThem) {
    open_house_rules_book();
    frame_->select_scenario("first-day-heavy-woods");
    settle(100);
    HouseRulesPane& pane = *frame_->house_rules_pane();
    EXPECT_EQ(pane.heading(), "With the rules cells of First day, heavy woods: 2 departures from the gettysburg-125 rulebook.");
    ASSERT_EQ(pane.list()->GetItemCount(), 2);
    EXPECT_EQ(cell(0, HouseRulesPane::kBook), "+3");
    frame_->select_scenario("first-day");
    settle(100);
    EXPECT_EQ(cell(0, HouseRulesPane::kBook), "+2") << "the base plays the book's own tables";
}

}  // namespace
}  // namespace sandtable::editor
