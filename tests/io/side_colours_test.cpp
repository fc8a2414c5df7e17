// Counters take the colour their ruleset gives their side; sides it does not know take a palette's.
#include "io/render/side_colours.hpp"
#include "model/book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sandtable {
namespace {

Book book_with_sides(std::string ruleset, const std::vector<std::string>& side_ids) {
    Book book;
    book.ruleset = std::move(ruleset);
    for (const std::string& id : side_ids) {
        Side side;
        side.id = id;
        book.forces.sides.push_back(side);
    }
    return book;
}

TEST(SideColours, EachRulesetsSidesTakeTheColourItsDefinitionGives) {
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        std::vector<std::string> side_ids;
        for (const SideDef& side : ruleset.sides) side_ids.push_back(side.id);
        const Book book = book_with_sides(ruleset.id, side_ids);
        for (std::size_t i = 0; i < ruleset.sides.size(); ++i) {
            const auto expected = parse_colour(ruleset.sides[i].colour);
            ASSERT_TRUE(expected) << ruleset.id << " gives side " << ruleset.sides[i].id << " no #rrggbb colour";
            EXPECT_EQ(side_colour(book, i), *expected) << ruleset.id << " " << ruleset.sides[i].id;
        }
    }
}

TEST(SideColours, TheArmiesOfTheGettysburgRulesetsAreBlueAndGrey) {
    const Book book = book_with_sides("gettysburg-125", {"union", "confederate"});
    EXPECT_EQ(side_colour(book, 0), parse_colour("#2b4f9e"));
    EXPECT_EQ(side_colour(book, 1), parse_colour("#a7a9ac"));
}

TEST(SideColours, SidesTheRulesetDoesNotKnowTakeDistinctPaletteColours) {
    const Book unknown_ruleset = book_with_sides("house-rules", {"union", "confederate"});
    const Book book = book_with_sides("gettysburg-125", {"union", "confederate", "militia"});
    EXPECT_NE(side_colour(unknown_ruleset, 0), side_colour(book, 0));
    EXPECT_NE(side_colour(unknown_ruleset, 0), side_colour(unknown_ruleset, 1));
    EXPECT_NE(side_colour(book, 2), side_colour(book, 0));
    EXPECT_NE(side_colour(book, 2), side_colour(book, 1));
}

}  // namespace
}  // namespace sandtable
