#include "support/diagnostics_with_code.hpp"
#include "support/test_books.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>
#include <set>

namespace sandtable {
namespace {

using test::with_code;

std::string all_codes(const ValidationReport& report) {
    std::string out;
    for (const auto& d : report.diagnostics.items) out += d.code + ": " + d.message + "\n";
    return out;
}

TEST(CoreChecks, TheSmallBookPassesEveryCheck) {
    const ValidationReport report = validate_book(test::small_book());
    EXPECT_TRUE(test::findings(report).empty()) << all_codes(report);
    // Its notes are the objective hexes of the rulebook it leaves out: its board is six by five.
    for (const auto& d : report.diagnostics.items) {
        if (d.severity != Severity::Note) continue;
        EXPECT_EQ(d.code, "core.rulebook-departure");
        EXPECT_EQ(d.objects, (std::vector<ObjectRef>{{"table", "objective-hexes"}}));
    }
    EXPECT_EQ(report.scenarios, std::vector<std::string>{"s1"});
}

TEST(CoreChecks, EveryCheckCitesARuleAndHasAUniqueCode) {
    std::set<std::string> codes;
    for (const Check* check : checks_for("gettysburg-125")) {
        EXPECT_FALSE(check->rule.empty()) << check->code;
        EXPECT_TRUE(codes.insert(check->code).second) << check->code;
    }
    EXPECT_GE(codes.size(), 7U);
}

TEST(CoreChecks, DuplicateIds) {
    Book book = test::small_book();
    book.forces.side("confederate")->nodes.push_back(test::unit_node("u-a", ""));
    book.scenarios.front().schedule.push_back(book.scenarios.front().schedule.front());
    const auto found = with_code(validate_book(book), "core.duplicate-id");
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].message, "id \"u-a\" names both a unit and a unit");
    EXPECT_EQ(found[1].message, "schedule entry id \"r1\" is used twice in scenario \"s1\"");
}

TEST(CoreChecks, ScenarioReferencesToMissingUnitsHexesAndEdges) {
    Book book = test::small_book();
    Scenario& s = book.scenarios.front();
    s.setup.push_back(Placement{"ghost", {LocationKind::Hex, "B1"}, UnitState::Full});
    s.setup[0].location.ref = "Z9";
    s.schedule[0].location.ref = "north";
    const auto report = validate_book(book);
    const auto found = with_code(report, "core.scenario-reference");
    ASSERT_EQ(found.size(), 3U) << all_codes(report);
    EXPECT_EQ(found[0].message, "unit \"u-a\" is set up: hex Z9 is off the map (6 columns, 5 rows)");
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"unit", "u-a"}, {"hex", "Z9"}}));
    EXPECT_EQ(found[1].message, "the setup names unit \"ghost\", which is not a unit of this book");
    EXPECT_EQ(found[2].message, "schedule entry \"r1\" arrives: map \"m\" has no edge \"north\"");
    EXPECT_EQ(found[2].scenario, "s1");
}

TEST(CoreChecks, OnAFreeformMapPiecesStandAtPointsAndArriveAtItsEntryEdges) {
    Book book = test::small_freeform_book();
    EXPECT_TRUE(with_code(validate_book(book), "core.scenario-reference").empty()) << all_codes(validate_book(book));
    Scenario& day1 = book.scenarios.front();
    day1.schedule[0].location.ref = "south";
    day1.setup[0].location = Location{LocationKind::Area, "wood-1"};
    const auto found = with_code(validate_book(book), "core.scenario-reference");
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].message, "unit \"u-a\" is set up: map \"field\" has no area \"wood-1\"");
    EXPECT_EQ(found[1].message, "schedule entry \"r1\" arrives: map \"field\" has no edge \"south\"");
}

TEST(CoreChecks, APointOfAHexMapIsNoPlaceForAPiece) {
    Book book = test::small_book();
    book.scenarios.front().setup[0].location = Location{MapPoint{10, 20}};
    const auto found = with_code(validate_book(book), "core.scenario-reference");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].message, "unit \"u-a\" is set up: map \"m\" is not a free-form map: its pieces stand in hexes");
}

TEST(CoreChecks, BookReferencesFromVariantsAndAcknowledgements) {
    Book book = test::small_book();
    Scenario v;
    v.id = "v";
    v.name = "V";
    v.extends = "s1";
    v.changes.add_units = {"ghost"};
    book.scenarios.push_back(v);
    book.acknowledgements.push_back(Acknowledgement{"core.unit-accounting", {{"unit", "phantom"}}, "", "why"});
    const auto found = with_code(validate_book(book), "core.dangling-reference");
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].message, "variant \"v\" names unit \"ghost\", which is not a unit of this book");
    EXPECT_EQ(found[1].message, "an acknowledgement of core.unit-accounting names unit \"phantom\", which does not exist");
}

TEST(CoreChecks, ScenarioWithoutMapOrTurns) {
    Book book = test::small_book();
    book.scenarios.front().map.clear();
    book.scenarios.front().end_turn.reset();
    const auto report = validate_book(book);
    const auto no_map = with_code(report, "core.dangling-reference");
    ASSERT_EQ(no_map.size(), 1U) << all_codes(report);
    EXPECT_EQ(no_map[0].message, "scenario \"s1\" names no map to be played on");
    EXPECT_EQ(no_map[0].scenario, "s1");
    const auto no_turns = with_code(report, "core.turn-range");
    ASSERT_EQ(no_turns.size(), 1U);
    EXPECT_EQ(no_turns[0].message, "the scenario has no start or end turn");
}

TEST(CoreChecks, UnitAccountingMissingTwiceAndOutsideTheOrderOfBattle) {
    Book book = test::small_book();
    Scenario& s = book.scenarios.front();
    s.setup.erase(s.setup.begin());                 // u-a nowhere
    s.casualties.push_back("u-b");                  // u-b set up and a casualty
    s.units = std::vector<std::string>{"u-a", "u-b", "c-a"};  // c-b scheduled but not taking part
    const auto report = validate_book(book);
    const auto found = with_code(report, "core.unit-accounting");
    ASSERT_EQ(found.size(), 3U) << all_codes(report);
    EXPECT_EQ(found[0].message, "Unit u-a (u-a) takes part but is neither set up, scheduled to arrive, nor a starting casualty");
    EXPECT_EQ(found[1].message, "Unit u-b (u-b) is accounted for 2 times: is set up at C3; is a starting casualty");
    EXPECT_EQ(found[2].message, "unit \"c-b\" arrives with entry r1 but is not in the scenario's order of battle");
}

TEST(CoreChecks, TurnRange) {
    Book book = test::small_book();
    book.scenarios.front().schedule[0].turn = 9;
    auto found = with_code(validate_book(book), "core.turn-range");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].message,
              "schedule entry \"r1\" arrives on turn 9 (Jul 2 06:00), outside the scenario's turn 1 (Jul 1 06:00) to turn 8 (Jul 1 Night)");
    book = test::small_book();
    book.scenarios.front().start_turn = 5;
    book.scenarios.front().end_turn = 3;
    found = with_code(validate_book(book), "core.turn-range");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].message, "starts on turn 5 (Jul 1 14:00) after it ends on turn 3 (Jul 1 10:00)");
    book.scenarios.front().end_turn = 30;
    found = with_code(validate_book(book), "core.turn-range");
    EXPECT_EQ(found[0].message, "turns 5 to 30 are not all on the turn track of 24 turns");
}

TEST(CoreChecks, VariantCycle) {
    Book book = test::small_book();
    Scenario a;
    a.id = "a";
    a.name = "A";
    a.extends = "b";
    Scenario b = a;
    b.id = "b";
    b.extends = "a";
    book.scenarios.push_back(a);
    book.scenarios.push_back(b);
    const auto found = with_code(validate_book(book), "core.variant-resolution");
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].message, "variant cycle: a extends b extends a");
}

TEST(CoreChecks, ResolvedVariantsAreCheckedToo) {
    Book book = test::small_book();
    Scenario v;
    v.id = "v";
    v.name = "V";
    v.extends = "s1";
    v.changes.remove_placements = {"u-a"};
    book.scenarios.push_back(v);
    const auto found = with_code(validate_book(book), "core.unit-accounting");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].scenario, "v");
}

TEST(CoreChecks, AttributeValuesFitTheUnitSchemaAndCiteItsRule) {
    Book book = test::small_book();
    book.forces.node("u-a")->attributes["combat"] = AttributeValue{std::int64_t{99}};
    book.forces.node("u-b")->attributes.erase("movement");
    book.forces.node("c-a")->type = "dragoons";
    const auto report = validate_book(book);
    const auto found = with_code(report, "core.attribute-value");
    ASSERT_EQ(found.size(), 3U) << all_codes(report);
    EXPECT_EQ(found[0].message, "Unit u-a: combat is 99, expected 0 to 10");
    EXPECT_EQ(found[0].rule, "gettysburg-125 §1.2.1");
    EXPECT_EQ(found[1].message, "Unit u-b lacks its Movement factor (MF) (movement)");
    EXPECT_EQ(found[2].message, "Unit c-a has type \"dragoons\", which gettysburg-125 does not know");
}

TEST(CoreChecks, AcknowledgedDiagnosticsStayListedAndCounted) {
    Book book = test::small_book();
    book.scenarios.front().setup.erase(book.scenarios.front().setup.begin());
    book.acknowledgements.push_back(Acknowledgement{"core.unit-accounting", {{"unit", "u-a"}}, "s1", "arrives off-map"});
    const auto report = validate_book(book);
    EXPECT_EQ(report.diagnostics.count(Severity::Error), 0U);
    EXPECT_EQ(report.diagnostics.acknowledged_count(), 1U);
    const auto found = test::findings(report);
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].acknowledged, "arrives off-map");
}

TEST(CoreChecks, OneScenarioOrAnUnknownOne) {
    const Book book = test::small_book();
    ValidationOptions options;
    options.scenario = "s1";
    EXPECT_EQ(validate_book(book, options).scenarios, std::vector<std::string>{"s1"});
    options.scenario = "zzz";
    EXPECT_EQ(validate_book(book, options).error, "no scenario with id \"zzz\"");
}

}  // namespace
}  // namespace sandtable
