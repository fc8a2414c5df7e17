// core.rulebook-departure: a book's house rules are noted, each citing the rule of its table, so
// that a reviewer sees them; an acknowledged departure keeps its reason.
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/diagnostics_with_code.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::with_code;

Book book_of(const char* ruleset) { return new_book(*find_ruleset(ruleset), MapKind::Hex); }

TEST(RulebookDepartureCheck, ABookWithTheRulebooksValuesHasNoNote) {
    for (const char* ruleset : {"gettysburg-125", "gettysburg-150"}) {
        EXPECT_TRUE(with_code(validate_book(book_of(ruleset)), "core.rulebook-departure").empty()) << ruleset;
    }
}

TEST(RulebookDepartureCheck, AChangedTerrainCostIsANoteCitingItsTable) {
    Book book = book_of("gettysburg-125");
    for (auto& row : book.rules.find("terrain-effects")->rows) {
        if (row.front() == "Woods") row[1] = "+2";
    }
    const auto found = with_code(validate_book(book), "core.rulebook-departure");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Note);
    EXPECT_EQ(found[0].rule, "gettysburg-125 §1.1 Table 1");
    EXPECT_EQ(found[0].message, "Movement and combat effects chart, Woods, MF is \"+2\"; the rulebook prints \"+1\"");
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"table", "terrain-effects"}}));

    book.acknowledgements.push_back({"core.rulebook-departure", {{"table", "terrain-effects"}}, "", "Woods slow more in this variant."});
    const auto acknowledged = with_code(validate_book(book), "core.rulebook-departure");
    ASSERT_EQ(acknowledged.size(), 1U);
    EXPECT_EQ(acknowledged[0].acknowledged, "Woods slow more in this variant.");
}

TEST(RulebookDepartureCheck, ATableOfTheBooksOwnChangesNoRule) {
    Book book = book_of("gettysburg-125");
    book.rules.tables.push_back({"sources", {"unit", "page"}, {{"us-buford", "12"}}});
    EXPECT_TRUE(with_code(validate_book(book), "core.rulebook-departure").empty());
    book.rules.tables.erase(book.rules.tables.begin());
    EXPECT_EQ(with_code(validate_book(book), "core.rulebook-departure").size(), 1U) << "a table left out is noted";
}

}  // namespace
}  // namespace sandtable
