// House rules in validation (docs/variants.md#house-rules): a book's own ranges for unit-schema
// attributes (core.unit-range, core.attribute-value, core.rulebook-departure) and a scenario's
// own rules cells (core.rules-cell), which the scenario's checks then play by. Each rule has a
// breaking and a passing book.
#include "support/diagnostics_with_code.hpp"
#include "support/test_books.hpp"
#include "validators/validate_book.hpp"

#include <algorithm>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::with_code;

// small_book with unit u-a moving `movement` hexes.
Book book_moving(std::int64_t movement) {
    Book book = test::small_book();
    book.forces.node("u-a")->attributes["movement"] = movement;
    return book;
}

TEST(UnitRangeCheck, ARangeOfAWholeNumberAttributePassesAndIsNotedAsAHouseRule) {
    Book book = book_moving(25);
    book.unit_ranges = {{"movement", 1, 30}};
    const ValidationReport report = validate_book(book);
    EXPECT_TRUE(with_code(report, "core.unit-range").empty());
    EXPECT_TRUE(test::findings(report).empty()) << test::findings(report).front().message;
    std::vector<Diagnostic> noted;
    for (const Diagnostic& d : with_code(report, "core.rulebook-departure")) {
        if (d.objects.front().kind == "attribute") noted.push_back(d);  // small_book also leaves rows of a table out
    }
    ASSERT_EQ(noted.size(), 1U);
    EXPECT_EQ(noted[0].message, "Unit schema, Movement factor (MF), Range is \"1 to 30\"; the rulebook prints \"1 to 20\"");
    EXPECT_EQ(noted[0].rule, "gettysburg-125 §1.2.1");
    EXPECT_EQ(noted[0].objects, (std::vector<ObjectRef>{{"attribute", "movement"}}));

    book.acknowledgements.push_back({"core.rulebook-departure", {{"attribute", "movement"}}, "", "Forced marches."});
    const ValidationReport acknowledged = validate_book(book);
    const auto notes = with_code(acknowledged, "core.rulebook-departure");
    EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [](const Diagnostic& d) { return d.acknowledged == "Forced marches."; }));
    EXPECT_TRUE(with_code(acknowledged, "core.dangling-reference").empty()) << "an attribute with a range is an object of the book";
}

TEST(UnitRangeCheck, AValueBeyondTheRulebooksRangeBreaksItWithoutAHouseRule) {
    const auto found = with_code(validate_book(book_moving(25)), "core.attribute-value");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_NE(found[0].message.find("Unit u-a"), std::string::npos) << found[0].message;
    Book narrower = book_moving(5);
    narrower.unit_ranges = {{"movement", 1, 4}};
    EXPECT_EQ(with_code(validate_book(narrower), "core.attribute-value").size(), 4U)
        << "a house rule may narrow a range too: each of the four units moves 5";
}

TEST(UnitRangeCheck, ARangeThatCannotApplyBreaksIt) {
    Book book = test::small_book();
    book.unit_ranges = {{"speed", 1, 3}, {"movement", 9, 3}, {"replaces", 0, 1}, {"combat", 0, 12}, {"combat", 0, 11}};
    const auto found = with_code(validate_book(book), "core.unit-range");
    ASSERT_EQ(found.size(), 4U);
    EXPECT_EQ(found[0].message, "house-rule range left out: the unit schema has no attribute \"speed\"");
    EXPECT_EQ(found[1].message, "house-rule range left out: the range of \"movement\" runs from 9 down to 3");
    EXPECT_EQ(found[2].message, "house-rule range left out: \"replaces\" is not a whole-number attribute");
    EXPECT_EQ(found[3].message, "the range of \"combat\" is given more than once; the first one applies");
    EXPECT_EQ(found[3].objects, (std::vector<ObjectRef>{{"attribute", "combat"}}));
}

TEST(RulesCellCheck, CellsOfTheBookPassAndCellsOfNothingBreakIt) {
    Book book = test::small_book_with_variant();
    book.scenario("v1")->changes.set_rules = {{"terrain-effects", "Woods", "mf", "+2"}};
    EXPECT_TRUE(with_code(validate_book(book), "core.rules-cell").empty());

    book.scenario("v1")->changes.set_rules.push_back({"terrain-effects", "Swamp", "mf", "+3"});
    const auto found = with_code(validate_book(book), "core.rules-cell");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].message, "Variant plays terrain-effects, Swamp, mf as \"+3\", but the table \"terrain-effects\" has no row \"Swamp\"");
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"scenario", "v1"}}));
    EXPECT_EQ(found[0].rule, "Sandtable format: a scenario's rules cells name cells of the book");
}

// §14: the 2nd of July scenario starts with the Union casualties of its table. A variant that
// plays Doubleday's row as eliminated is checked against its own table, and its base is not.
TEST(RulesCellCheck, AScenariosChecksPlayByItsOwnCells) {
    Book book = test::small_book_with_variant();
    book.forces.node("u-b")->short_name = "us doubleday/1 id";
    book.scenario("s1")->start_turn = 9;
    book.scenario("s1")->end_turn = 10;
    book.scenario("v1")->changes.set_rules = {{"jul-2-union-casualties", "us doubleday/1 id", "state", "eliminated"}};
    const auto found = with_code(validate_book(book), "gettysburg-125.starting-casualties");
    auto about_doubleday = [&](const std::string& scenario) {
        return std::count_if(found.begin(), found.end(), [&](const Diagnostic& d) {
            return d.message.starts_with("us doubleday/1 id starts the 2nd of July eliminated") &&
                   std::find(d.objects.begin(), d.objects.end(), ObjectRef{"scenario", scenario}) != d.objects.end();
        });
    };
    EXPECT_EQ(about_doubleday("v1"), 1);
    EXPECT_EQ(about_doubleday("s1"), 0);
}

}  // namespace
}  // namespace sandtable
