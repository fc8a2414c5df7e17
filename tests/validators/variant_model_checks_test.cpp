// The core checks of what variants may say (docs/variants.md): arrivals together with a unit,
// chits with a side, and pieces assigned to other formations. Each rule has a breaking and a
// passing book.
#include "model/rulesets/ruleset_registry.hpp"
#include "support/diagnostics_with_code.hpp"
#include "support/test_books.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::with_code;

// small_book's s1 with c-b arriving on `turn` together with `leader` instead of with c-a.
Book arriving_with(const std::string& leader, int turn) {
    Book book = test::small_book();
    Scenario& s = book.scenarios.front();
    s.schedule.front().units = {"c-a"};
    s.schedule.push_back({"r2", turn, {LocationKind::With, leader}, {"c-b"}, {}, "", false});
    return book;
}

TEST(ArrivalWithAUnit, ArrivingWithAUnitInPlayByThenPasses) {
    const ValidationReport same_turn = validate_book(arriving_with("c-a", 2));
    EXPECT_TRUE(test::findings(same_turn).empty()) << test::findings(same_turn).front().message;
    EXPECT_TRUE(with_code(validate_book(arriving_with("c-a", 5)), "core.arrival-with").empty()) << "later than the leader";
}

TEST(ArrivalWithAUnit, ALeaderNotYetInPlayOrOfTheOtherSideOrUnknownBreaksIt) {
    const auto early = with_code(validate_book(arriving_with("c-a", 1)), "core.arrival-with");
    ASSERT_EQ(early.size(), 1U);
    EXPECT_EQ(early[0].message, "schedule entry \"r2\" arrives on turn 1 with Unit c-a: Unit c-a arrives only on turn 2");
    EXPECT_EQ(early[0].objects, (std::vector<ObjectRef>{{"entry", "r2"}, {"unit", "c-a"}}));
    EXPECT_EQ(early[0].rule, "Sandtable format: arrivals together with a unit");

    const auto other_side = with_code(validate_book(arriving_with("u-a", 3)), "core.arrival-with");
    ASSERT_EQ(other_side.size(), 1U);
    EXPECT_NE(other_side[0].message.find("Unit u-a is of the other side"), std::string::npos) << other_side[0].message;

    const auto unknown = with_code(validate_book(arriving_with("nobody", 3)), "core.arrival-with");
    ASSERT_EQ(unknown.size(), 1U);
    EXPECT_NE(unknown[0].message.find("\"nobody\" is not a unit of this book"), std::string::npos);

    Book looped = arriving_with("c-a", 3);
    looped.scenarios.front().schedule.front().location = {LocationKind::With, "c-b"};
    const auto loop = with_code(validate_book(looped), "core.arrival-with");
    ASSERT_EQ(loop.size(), 2U) << "two units arriving only with each other";
    EXPECT_NE(loop[0].message.find("is neither set up nor arrives"), std::string::npos) << loop[0].message;
}

TEST(ChitsWithASide, ChitsOfTheBooksSidesPassAndASidelessChitIsAskedForItsSide) {
    Book book = test::small_book();
    Scenario& s = book.scenarios.front();
    s.chits = {Chit{"confederate", "III"}, Chit{"union", "I"}};
    s.schedule.front().chits = {Chit{"union", "C"}};
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << "gettysburg-125 formations carry no chits to compare";

    s.chits.push_back(Chit{"", "II"});
    const auto sideless = with_code(validate_book(book), "core.chit-side");
    ASSERT_EQ(sideless.size(), 1U);
    EXPECT_EQ(sideless[0].severity, Severity::Warning);
    EXPECT_EQ(sideless[0].message, "the starting chits: chit \"II\" names no side; write it as SIDE:II, such as union:II");

    s.chits.back() = Chit{"prussia", "II"};
    const auto foreign = with_code(validate_book(book), "core.chit-command");
    ASSERT_EQ(foreign.size(), 1U);
    EXPECT_NE(foreign[0].message.find("names side \"prussia\", which is not a side of this book"), std::string::npos);
}

TEST(ChitsWithASide, WhereFormationsCarryChitsAChitNamesACommandOfItsSide) {
    Book book = test::small_book();
    book.ruleset = "pub-battles";
    ForceNode& corps = *book.forces.node("u-1");
    corps.attributes["chit"] = AttributeValue{std::string("I")};
    Scenario& s = book.scenarios.front();
    s.chits = {Chit{"union", "I"}};
    EXPECT_TRUE(with_code(validate_book(book), "core.chit-command").empty());
    s.chits = {Chit{"union", "III"}, Chit{"confederate", "I"}};
    const auto wrong = with_code(validate_book(book), "core.chit-command");
    ASSERT_EQ(wrong.size(), 2U);
    EXPECT_NE(wrong[0].message.find("chit \"union:III\" names command III, which no formation of"), std::string::npos)
        << wrong[0].message;
    EXPECT_NE(wrong[1].message.find("confederate:I"), std::string::npos) << "the union's I is not the confederates'";
}

Book with_corps() {
    Book book = test::small_book();
    test::add_corps(book, "confederate", "c-1", "Third Corps");
    return book;
}

TEST(Assignments, AVariantReassigningAPieceIsCheckedOnItsNewTree) {
    Book book = with_corps();
    Scenario variant;
    variant.id = "v1";
    variant.name = "Reassigned";
    variant.extends = "s1";
    variant.changes.reassign.push_back({"c-a", "c-1"});
    book.scenarios.push_back(variant);
    const ValidationReport report = validate_book(book);
    EXPECT_TRUE(with_code(report, "core.assignment").empty());
    EXPECT_EQ(report.scenarios, (std::vector<std::string>{"s1", "v1"}));
}

TEST(Assignments, APieceAssignedTwiceAcrossSidesOrIntoItselfBreaksIt) {
    Book book = with_corps();
    Scenario& s = book.scenarios.front();
    s.assignments = {{"c-a", "c-1"}, {"c-a", "c-1"}, {"u-b", "c-1"}, {"u-1", "u-1"}, {"ghost", "c-1"}};
    const auto found = with_code(validate_book(book), "core.assignment");
    ASSERT_EQ(found.size(), 4U);
    EXPECT_EQ(found[0].message, "Unit c-a is assigned to a formation more than once");
    EXPECT_EQ(found[1].message, "Unit u-b cannot serve under Third Corps: Unit u-b and Third Corps are of different sides");
    EXPECT_EQ(found[2].message, "I Corps cannot serve under I Corps: I Corps is I Corps or inside it");
    EXPECT_EQ(found[3].message, "ghost cannot serve under Third Corps: ghost is not a unit or formation of the book");
    EXPECT_EQ(found[2].objects.front(), (ObjectRef{"formation", "u-1"}));
}

}  // namespace
}  // namespace sandtable
