// The shared text helpers: trim, lower, equal_ignoring_case, whole_number.
#include "model/text.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(Text, TrimTakesBlanksFromBothEnds) {
    EXPECT_EQ(trim("  P3 \t"), "P3");
    EXPECT_EQ(trim("\r\nLittle Round Top\n"), "Little Round Top");
    EXPECT_EQ(trim(" \t "), "");
    EXPECT_EQ(trim(""), "");
    EXPECT_EQ(trim("a b"), "a b");
}

TEST(Text, LowerFoldsAsciiOnly) {
    EXPECT_EQ(lower("Infantry"), "infantry");
    EXPECT_EQ(lower("CEMENTERY Hill"), "cementery hill");
    EXPECT_EQ(lower("Émile"), "Émile") << "UTF-8 bytes pass through";
}

TEST(Text, EqualIgnoringCase) {
    EXPECT_TRUE(equal_ignoring_case("Infantry", "infantry"));
    EXPECT_TRUE(equal_ignoring_case("", ""));
    EXPECT_FALSE(equal_ignoring_case("Infantry", "infantr"));
    EXPECT_FALSE(equal_ignoring_case("leader", "leaders"));
}

TEST(Text, WholeNumberTakesTheWholeText) {
    EXPECT_EQ(whole_number("12"), 12);
    EXPECT_EQ(whole_number("-3"), -3);
    EXPECT_FALSE(whole_number(""));
    EXPECT_FALSE(whole_number("3 VP"));
    EXPECT_FALSE(whole_number(" 3"));
    EXPECT_FALSE(whole_number("1/2"));
    EXPECT_FALSE(whole_number("99999999999999999999999"));
}

}  // namespace
}  // namespace sandtable
