#include "model/outcome.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace sandtable {
namespace {

Status check_even(int n) {
    if (n % 2 != 0) return failure(std::to_string(n) + " is odd");
    return {};
}

Outcome<int> half(int n) {
    if (Status even = check_even(n); !even) return failure("cannot halve: " + even.error());
    return n / 2;
}

Outcome<std::unique_ptr<std::string>> boxed(const std::string& text) {
    if (text.empty()) return failure("nothing to box");
    return std::make_unique<std::string>(text);
}

TEST(Status, DoneByDefaultWithNoError) {
    const Status done;
    EXPECT_TRUE(done);
    EXPECT_EQ(done.error(), "");
    EXPECT_TRUE(check_even(4));
}

TEST(Status, FailureCarriesItsReason) {
    const Status odd = check_even(3);
    EXPECT_FALSE(odd);
    EXPECT_EQ(odd.error(), "3 is odd");
}

TEST(Status, FailureWithoutWordsStillFails) {
    const Status failed = failure("");
    EXPECT_FALSE(failed);
}

TEST(Outcome, HoldsTheValue) {
    const Outcome<int> two = half(4);
    ASSERT_TRUE(two);
    EXPECT_TRUE(two.has_value());
    EXPECT_EQ(*two, 2);
    EXPECT_EQ(two.value(), 2);
    EXPECT_EQ(two.error(), "");
    EXPECT_EQ(two.optional(), std::optional<int>{2});
}

TEST(Outcome, FailureHasNoValueAndTheReason) {
    const Outcome<int> none = half(5);
    EXPECT_FALSE(none);
    EXPECT_FALSE(none.has_value());
    EXPECT_EQ(none.error(), "cannot halve: 5 is odd");
    EXPECT_EQ(none.optional(), std::nullopt);
}

TEST(Outcome, HoldsMoveOnlyValuesAndHandsThemOver) {
    Outcome<std::unique_ptr<std::string>> box = boxed("P3");
    ASSERT_TRUE(box);
    EXPECT_EQ(**box, "P3");
    EXPECT_EQ(box->get()->size(), 2U);  // operator-> reaches the unique_ptr
    std::unique_ptr<std::string> taken = std::move(box).value();
    EXPECT_EQ(*taken, "P3");
    const auto empty = boxed("");
    EXPECT_FALSE(empty);
    EXPECT_EQ(empty.error(), "nothing to box");
}


struct ClickFailure : Failure {
    int click = -1;
};

Outcome<int, ClickFailure> click_at(int n) {
    if (n < 0) return ClickFailure{{"click " + std::to_string(-n) + " is off the scan"}, -n};
    if (n == 0) return failure("no clicks");
    return n;
}

Report<int> sum_of(const std::vector<int>& rows) {
    std::vector<std::string> problems;
    std::vector<std::string> warnings;
    int sum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] < 0) problems.push_back("row " + std::to_string(i + 1) + ": negative");
        if (rows[i] == 0) warnings.push_back("row " + std::to_string(i + 1) + ": zero");
        sum += rows[i];
    }
    if (!problems.empty()) return failures(std::move(problems));
    return {sum, std::move(warnings)};
}

TEST(Status, CancellationIsAFailureThatSaysSo) {
    const Status stopped = cancellation("cancelled: 3 of 9 tiles written");
    EXPECT_FALSE(stopped);
    EXPECT_TRUE(stopped.cancelled());
    EXPECT_EQ(stopped.error(), "cancelled: 3 of 9 tiles written");
    EXPECT_FALSE(check_even(3).cancelled());
}

TEST(Outcome, ARicherFailureKeepsWhatItSays) {
    const auto off = click_at(-4);
    EXPECT_FALSE(off);
    EXPECT_EQ(off.error(), "click 4 is off the scan");
    EXPECT_EQ(off.failure().click, 4);
    const auto none = click_at(0);  // a plain failure into a richer one
    EXPECT_FALSE(none);
    EXPECT_EQ(none.error(), "no clicks");
    EXPECT_EQ(none.failure().click, -1);
    const auto two = click_at(2);
    ASSERT_TRUE(two);
    EXPECT_EQ(*two, 2);
}

TEST(Report, KeepsEveryProblemThatStoppedIt) {
    const Report<int> bad = sum_of({1, -2, 3, -4});
    EXPECT_FALSE(bad);
    EXPECT_EQ(bad.problems(), (std::vector<std::string>{"row 2: negative", "row 4: negative"}));
    EXPECT_EQ(bad.error(), "row 2: negative\nrow 4: negative");
}

TEST(Report, AValueCarriesItsWarnings) {
    const Report<int> sum = sum_of({1, 0, 3});
    ASSERT_TRUE(sum);
    EXPECT_EQ(*sum, 4);
    EXPECT_EQ(sum.problems(), std::vector<std::string>{"row 2: zero"});
    const Report<int> clean = sum_of({5});
    ASSERT_TRUE(clean);
    EXPECT_TRUE(clean.problems().empty());
    const Report<int> refused = failure("no rows");
    EXPECT_FALSE(refused);
    EXPECT_EQ(refused.error(), "no rows");
}

}  // namespace
}  // namespace sandtable
