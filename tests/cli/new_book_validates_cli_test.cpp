// A new book of every registered ruleset validates clean, warnings counted as errors.
#include "model/rulesets/ruleset_registry.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(NewBookValidatesCli, ANewBookOfEveryRulesetPassesValidateWerror) {
    const auto dir = test::scratch_dir();
    ASSERT_GE(all_rulesets().size(), 5U);
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        const auto book = dir / (ruleset.id + ".sandtable");
        const auto made = test::cli("new --ruleset " + ruleset.id + " -o " + test::quoted(book));
        ASSERT_EQ(made.exit_code, 0) << ruleset.id << ": " << made.err;
        const auto checked = test::cli("validate --werror " + test::quoted(book));
        EXPECT_EQ(checked.exit_code, 0) << ruleset.id << ":\n" << checked.out << checked.err;
        EXPECT_NE(checked.out.find(": 0 error(s), 0 warning(s), 0 note(s), 0 acknowledged"), std::string::npos)
            << ruleset.id << ":\n" << checked.out;
    }
}

}  // namespace
}  // namespace sandtable
