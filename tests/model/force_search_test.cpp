// Find in the forces tree: matching by name, short name or id, and moving on from the selection.
#include "model/force_search.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Forces searched_forces() {
    test::BookBuilder builder("gettysburg-125");
    builder.formation("union", "us-1c", "division").name("1st Cavalry Division");
    builder.unit("union", "us-gamble", "cavalry", "us-1c").name("Gamble").short_name("Gam");
    builder.unit("union", "us-devin", "cavalry", "us-1c").name("Devin");
    builder.unit("confederate", "cs-heth", "infantry", "").name("Heth");
    return builder.forces();
}

std::string found(const Forces& forces, const std::string& after, const std::string& text) {
    const ForceNode* node = next_force_match(forces, after, text);
    return node != nullptr ? node->id : std::string{"(none)"};
}

TEST(ForceSearch, MatchesNameShortNameOrIdInAnyCase) {
    const Forces forces = searched_forces();
    EXPECT_EQ(found(forces, "", "GAMB"), "us-gamble");
    EXPECT_EQ(found(forces, "", "gam"), "us-gamble");  // the short name
    EXPECT_EQ(found(forces, "", "cs-h"), "cs-heth");   // the id
    EXPECT_EQ(found(forces, "", "Longstreet"), "(none)");
    EXPECT_EQ(found(forces, "", ""), "(none)");
}

TEST(ForceSearch, FindAgainMovesOnFromTheSelectionAndWrapsRound) {
    const Forces forces = searched_forces();
    EXPECT_EQ(found(forces, "", "cavalry"), "us-1c");  // "1st Cavalry Division"
    EXPECT_EQ(found(forces, "", "e"), "us-gamble");
    EXPECT_EQ(found(forces, "us-gamble", "e"), "us-devin");
    EXPECT_EQ(found(forces, "us-devin", "e"), "cs-heth");   // on to the other side
    EXPECT_EQ(found(forces, "cs-heth", "e"), "us-gamble");  // and round to the top
    EXPECT_EQ(found(forces, "cs-heth", "heth"), "cs-heth");  // the only match finds itself again
}

}  // namespace
}  // namespace sandtable
