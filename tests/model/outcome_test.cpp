#include "model/outcome.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>

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

}  // namespace
}  // namespace sandtable
