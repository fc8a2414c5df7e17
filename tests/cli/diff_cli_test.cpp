// sandtable-cli diff on the samples' variants: what each adds, removes and changes, in text and
// in JSON checked against docs/schema/cli-diff.schema.json by python3-jsonschema.
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

std::string sample_125() { return quoted(test::default_sample()); }
std::string sample_150() { return quoted(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable")); }

TEST(DiffCli, TheIIICorpsVariantAddsSicklesAndBirneyArrivingAtA8) {
    const auto r = cli("diff " + sample_125() + " first-day-third-corps");
    EXPECT_EQ(r.exit_code, 1) << "the scenarios differ\n" << r.err;
    EXPECT_EQ(r.out,
              "First day, III Corps at A8 (first-day-third-corps) against First day (first-day): 4 differences\n"
              "+ forces      Sickles\n"
              "+ forces      Birney\n"
              "+ schedule    entry for Sickles (turn 7): turn 7 (Jul 1 18:00), hex A8, Sickles, may delay\n"
              "+ schedule    entry for Birney (turn 8): turn 8 (Jul 1 Night), hex A8, Birney, may delay\n");
}

TEST(DiffCli, JsonFollowsItsSchema) {
    const auto r = cli("diff " + sample_125() + " first-day-sudden-death --format json");
    ASSERT_EQ(r.exit_code, 1) << r.err;
    const auto diff = nlohmann::json::parse(r.out);
    EXPECT_EQ(diff["scenario"]["name"], "First day, sudden death");
    EXPECT_EQ(diff["against"]["id"], "first-day");
    ASSERT_EQ(diff["changes"].size(), 2U);
    EXPECT_EQ(diff["changes"][0]["topic"], "victory");
    EXPECT_EQ(diff["changes"][0]["key"], "sudden-death");
    EXPECT_FALSE(diff["changes"][0].contains("before")) << "an addition has nothing before";
    EXPECT_EQ(diff["changes"][1], (nlohmann::json{{"topic", "options"}, {"change", "added"}, {"key", "sudden-death"},
                                                  {"subject", "Sudden death"}, {"after", "Sudden death"}}));
    const fs::path file = test::scratch_dir() / "diff.json";
    test::write_text(file, r.out);
    const auto check = test::json_schema_check(file, "cli-diff.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

// A variant with rules of its own: woods cost +2 in it. The cell is listed as a rules change.
TEST(DiffCli, AVariantsOwnRulesCellsAreListed) {
    std::string text = test::read_text(test::default_sample());
    const std::string after = "<options ids=\"sudden-death\" />";
    text.replace(text.find(after), after.size(),
                 after + "\n      <set-cell table=\"terrain-effects\" row=\"Woods\" column=\"mf\" value=\"+2\" />");
    const fs::path dir = test::scratch_dir();
    const fs::path book = dir / "variant-rules.sandtable";
    test::write_text(book, text);
    const auto r = cli("diff " + quoted(book) + " first-day-sudden-death");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.out.find("~ rules       Movement and combat effects chart, Woods, MF: +1 -> +2\n"), std::string::npos) << r.out;
    const auto json = cli("diff " + quoted(book) + " first-day-sudden-death --format json");
    const auto diff = nlohmann::json::parse(json.out);
    EXPECT_EQ(diff["changes"].back(), (nlohmann::json{{"topic", "rules"}, {"change", "changed"}, {"key", "terrain-effects/Woods/mf"},
                                                      {"subject", "Movement and combat effects chart, Woods, MF"}, {"before", "+1"},
                                                      {"after", "+2"}}));
    const fs::path file = dir / "diff-rules.json";
    test::write_text(file, json.out);
    EXPECT_EQ(test::json_schema_check(file, "cli-diff.schema.json").exit_code, 0);
    const auto validated = cli("validate " + quoted(book));
    EXPECT_EQ(validated.exit_code, 0) << validated.out << validated.err;
}

TEST(DiffCli, TheIntermediateRulesVariantOfThe150thAddsFourOptions) {
    const auto r = cli("diff " + sample_150() + " three-days-intermediate --format json");
    ASSERT_EQ(r.exit_code, 1) << r.err;
    const auto diff = nlohmann::json::parse(r.out);
    std::vector<std::string> options;
    for (const auto& change : diff["changes"]) {
        EXPECT_EQ(change["topic"], "options");
        options.push_back(change["key"]);
    }
    EXPECT_EQ(options, (std::vector<std::string>{"leaders-and-corps-integrity", "force-march", "army-demoralization",
                                                 "gettysburg-events-table"}));
    const fs::path file = test::scratch_dir() / "diff-150.json";
    test::write_text(file, r.out);
    EXPECT_EQ(test::json_schema_check(file, "cli-diff.schema.json").exit_code, 0);
}

TEST(DiffCli, AnyScenarioAgainstAnotherAndTheReverse) {
    const auto forward = cli("diff " + sample_125() + " first-day --against first-day-third-corps");
    EXPECT_EQ(forward.exit_code, 1);
    EXPECT_NE(forward.out.find("- forces      Sickles\n"), std::string::npos) << forward.out;
    EXPECT_NE(forward.out.find("- schedule    entry for Birney (turn 8): turn 8 (Jul 1 Night), hex A8, Birney, may delay\n"),
              std::string::npos)
        << forward.out;
    const auto same = cli("diff " + sample_125() + " first-day --against first-day");
    EXPECT_EQ(same.exit_code, 0);
    EXPECT_EQ(same.out, "First day (first-day) against First day (first-day): no differences\n");
}

TEST(DiffCli, WhatCannotBeComparedIsRefusedWithExitTwo) {
    const auto not_variant = cli("diff " + sample_125() + " first-day");
    EXPECT_EQ(not_variant.exit_code, 2);
    EXPECT_EQ(not_variant.err,
              "sandtable-cli diff: \"first-day\" is not a variant: say which scenario to compare it with (--against SCENARIO)\n");
    const auto unknown = cli("diff " + sample_125() + " second-day");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.err.find("has no scenario \"second-day\""), std::string::npos) << unknown.err;
    const auto unknown_other = cli("diff " + sample_125() + " first-day --against nowhere");
    EXPECT_EQ(unknown_other.exit_code, 2);
    EXPECT_NE(unknown_other.err.find("has no scenario \"nowhere\" to compare with"), std::string::npos) << unknown_other.err;
    EXPECT_EQ(cli("diff " + sample_125() + " first-day-third-corps --format yaml").exit_code, 2);
    EXPECT_EQ(cli("diff no-such-book.sandtable first-day").exit_code, 2);
}

}  // namespace
}  // namespace sandtable
