// sandtable-cli diff BOOK --against rulebook: where a book's rules depart from its rulebook, in
// text and in JSON checked against docs/schema/cli-diff-rulebook.schema.json by python3-jsonschema.
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

// The 125th sample with woods costing +2 to enter, a house rule.
fs::path house_rules_book() {
    const fs::path file = test::scratch_dir() / "house.sandtable";
    test::write_text(file, replaced(test::read_text(test::default_sample()), "<c>Woods</c>\n        <c>+1</c>",
                                    "<c>Woods</c>\n        <c>+2</c>"));
    return file;
}

TEST(DiffRulebookCli, TheSampleKeepsItsRulebooksValues) {
    const auto r = cli("diff " + quoted(test::default_sample()) + " --against rulebook");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "Gettysburg, 1 July 1863: McPherson's Ridge against the gettysburg-125 rulebook: no departures\n");
}

TEST(DiffRulebookCli, AChangedTerrainCostIsListedWithItsRule) {
    const auto r = cli("diff " + quoted(house_rules_book()) + " --against rulebook");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_EQ(r.out, "Gettysburg, 1 July 1863: McPherson's Ridge against the gettysburg-125 rulebook: 1 departure\n"
                     "~ Movement and combat effects chart, Woods, MF: +1 -> +2 (gettysburg-125 §1.1 Table 1)\n");
    const auto validated = cli("validate " + quoted(house_rules_book()));
    EXPECT_EQ(validated.exit_code, 0) << "a departure is a note\n" << validated.out;
    EXPECT_NE(validated.out.find("note[core.rulebook-departure] gettysburg-125 §1.1 Table 1: Movement and combat effects chart, "
                                 "Woods, MF is \"+2\"; the rulebook prints \"+1\""),
              std::string::npos)
        << validated.out;
}

TEST(DiffRulebookCli, JsonFollowsItsSchema) {
    const auto r = cli("diff " + quoted(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable")) +
                       " --against rulebook --format json");
    ASSERT_EQ(r.exit_code, 1) << r.err;
    const auto diff = nlohmann::json::parse(r.out);
    EXPECT_EQ(diff["ruleset"], "gettysburg-150");
    ASSERT_EQ(diff["departures"].size(), 2U);
    EXPECT_EQ(diff["departures"][0]["table"], "events");
    EXPECT_EQ(diff["departures"][0]["row"], "12");
    EXPECT_FALSE(diff["departures"][0].contains("rulebook")) << "the rulebook prints the cell blank";
    EXPECT_EQ(diff["departures"][1]["change"], "added");
    EXPECT_EQ(diff["departures"][1]["table"], "unit-values");
    const fs::path file = test::scratch_dir() / "rulebook.json";
    test::write_text(file, r.out);
    const auto check = test::json_schema_check(file, "cli-diff-rulebook.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(DiffRulebookCli, AScenarioWithRulebookIsRefused) {
    const auto r = cli("diff " + quoted(test::default_sample()) + " first-day --against rulebook");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "sandtable-cli diff: --against rulebook compares the book's rules, which every scenario shares: give no SCENARIO\n");
    const auto none = cli("diff " + quoted(test::default_sample()));
    EXPECT_EQ(none.exit_code, 2);
    EXPECT_NE(none.err.find("say which scenario to compare"), std::string::npos) << none.err;
}

TEST(DiffRulebookCli, AReassignedPieceFollowsTheDiffSchema) {
    const auto r = cli("diff " + quoted(test::source_path("docs/examples/books/reorganised.sandtable")) +
                       " first-day-reorganised --format json");
    ASSERT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.out.find("\"topic\": \"assignments\""), std::string::npos) << r.out;
    const fs::path file = test::scratch_dir() / "reorganised.json";
    test::write_text(file, r.out);
    const auto check = test::json_schema_check(file, "cli-diff.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

}  // namespace
}  // namespace sandtable
