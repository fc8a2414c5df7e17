// Every registered ruleset brings all of its parts: its definition folder, its checks (registered
// from validators/<folder>/), a sample book of that ruleset in samples/<id>/, and its page
// docs/rulesets/<id>.md. The rulesets whose issues are still open stand on a named list of
// exemptions, and that list fails the test as soon as one of them no longer needs it.
#include "io/native/book_file.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/test_support.hpp"
#include "validators/registry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

// Rulesets that are registered (so that `new` makes their books) but not yet complete, each with
// the work that completes it. Their own issues take them off this list.
const std::map<std::string, std::string, std::less<>> kIncomplete = {
    {"time-for-heroes", "its checks and sample come with its ruleset's issue, on area graphs"},
    {"gettysburg-solitaire", "its checks and sample come with its ruleset's issue, on area graphs"},
};

std::string folder_of(std::string id) {
    std::replace(id.begin(), id.end(), '-', '_');
    return id;
}

// What a ruleset lacks of what every ruleset brings.
std::vector<std::string> missing_parts(const RulesetDefinition& ruleset) {
    std::vector<std::string> missing;
    if (!fs::is_regular_file(test::source_path("model/rulesets/" + folder_of(ruleset.id) + "/definition.cpp"))) {
        missing.push_back("model/rulesets/" + folder_of(ruleset.id) + "/definition.cpp");
    }
    const auto* checks = ruleset_checks(ruleset.id);
    if (checks == nullptr || checks->empty()) missing.push_back("checks registered from validators/" + folder_of(ruleset.id));
    bool has_sample = false;
    const fs::path samples = test::source_path("samples/" + ruleset.id);
    if (fs::is_directory(samples)) {
        for (const auto& entry : fs::directory_iterator(samples)) {
            if (entry.path().extension() != ".sandtable") continue;
            const LoadResult loaded = load_book(entry.path());
            has_sample = has_sample || (loaded && loaded->book.ruleset == ruleset.id);
        }
    }
    if (!has_sample) missing.push_back("a sample book in samples/" + ruleset.id);
    if (!fs::is_regular_file(test::source_path("docs/rulesets/" + ruleset.id + ".md"))) {
        missing.push_back("docs/rulesets/" + ruleset.id + ".md");
    }
    return missing;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
    return text;
}

TEST(RulesetCompleteness, EveryRegisteredRulesetHasItsChecksSampleAndDocsPage) {
    ASSERT_FALSE(all_rulesets().empty());
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        if (kIncomplete.contains(ruleset.id)) continue;
        const std::vector<std::string> missing = missing_parts(ruleset);
        EXPECT_TRUE(missing.empty()) << ruleset.id << " lacks " << joined(missing);
    }
}

TEST(RulesetCompleteness, TheExemptionsAreRegisteredRulesetsThatStillNeedThem) {
    for (const auto& [id, why] : kIncomplete) {
        const RulesetDefinition* ruleset = find_ruleset(id);
        ASSERT_NE(ruleset, nullptr) << id << " is exempted but not registered";
        EXPECT_FALSE(missing_parts(*ruleset).empty())
            << id << " has every part now: take it off the list of exemptions (" << why << ")";
    }
}

// The checks registered for a ruleset are registered from its own folder: each ruleset with
// checks has a validators/<folder>/checks.cpp.
TEST(RulesetCompleteness, ChecksComeFromTheRulesetsOwnFolder) {
    for (const std::string_view id : rulesets_with_checks()) {
        EXPECT_TRUE(fs::is_regular_file(test::source_path("validators/" + folder_of(std::string(id)) + "/checks.cpp"))) << id;
    }
}

}  // namespace
}  // namespace sandtable
