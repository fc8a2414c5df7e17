#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

TEST(Schema, EverySampleValidates) {
    std::size_t checked = 0;
    for (const auto& entry : fs::recursive_directory_iterator(test::source_path("samples"))) {
        if (entry.path().extension() != ".sandtable") continue;
        const auto lint = test::xmllint_check(entry.path());
        EXPECT_EQ(lint.exit_code, 0) << entry.path() << "\n" << lint.err;
        ++checked;
    }
    EXPECT_GE(checked, 1U);
}

TEST(Schema, SmallValidFixtureValidates) {
    const auto lint = test::xmllint_check(test::fixture_path("small-valid.sandtable"));
    EXPECT_EQ(lint.exit_code, 0) << lint.err;
}

TEST(Schema, EveryBrokenFixtureIsRejected) {
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(test::fixture_path("broken"))) {
        if (entry.path().extension() != ".sandtable") continue;
        const auto lint = test::xmllint_check(entry.path());
        EXPECT_NE(lint.exit_code, 0) << entry.path() << " was accepted";
        ++checked;
    }
    EXPECT_GE(checked, 10U);
}

}  // namespace
}  // namespace sandtable
