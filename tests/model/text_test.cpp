// The shared text helpers: trim, lower, equal_ignoring_case, whole_number, shortened.
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

TEST(Text, ShortenedKeepsATextThatFits) {
    EXPECT_EQ(shortened("Move Heth to P3", 40), "Move Heth to P3");
    EXPECT_EQ(shortened("abcde", 5), "abcde");
    EXPECT_EQ(shortened("", 5), "");
}

TEST(Text, ShortenedCutsALongTextToTheLimitWithAnEllipsis) {
    EXPECT_EQ(shortened("abcdef", 5), "abcd\u2026");
    const std::string step = "Set Combat factor (CF) of Brockenbrough's Brigade";
    EXPECT_EQ(shortened(step, 40), "Set Combat factor (CF) of Brockenbrough\u2026");
    EXPECT_EQ(shortened("Delete entry for Heth, Pegram (turn 2)", 14), "Delete entry\u2026") << "no blank before the ellipsis";
    EXPECT_EQ(shortened("abc", 1), "\u2026");
    EXPECT_EQ(shortened("abc", 0), "");
}

TEST(Text, ShortenedCountsCharactersNotBytes) {
    EXPECT_EQ(shortened("Émile Ängström", 14), "Émile Ängström") << "14 characters, 17 bytes";
    EXPECT_EQ(shortened("Émile Ängström", 8), "Émile Ä\u2026") << "never cuts inside a character";
    EXPECT_EQ(shortened("ÉÉÉÉ", 3), "ÉÉ\u2026");
}

}  // namespace
}  // namespace sandtable
