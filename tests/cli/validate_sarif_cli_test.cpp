// sandtable-cli validate --format sarif: a SARIF 2.1.0 log checked against the OASIS schema
// (tests/fixtures/sarif) by python3-jsonschema with its format checker on; every check is a rule,
// every diagnostic a result with its file, line and objects, an acknowledgement a suppression.
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

struct SarifRun {
    int exit_code = 0;
    nlohmann::json log;
};

// Runs validate --format sarif on a book and checks the log against the SARIF schema.
SarifRun sarif_of(const std::string& book) {
    const auto r = cli("validate " + quoted(test::source_path(book)) + " --format sarif");
    const fs::path file = test::scratch_dir() / "log.sarif";
    test::write_text(file, r.out);
    const auto check = test::json_schema_check_with_formats(file, test::fixture_path("sarif/sarif-schema-2.1.0.json"));
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    return {r.exit_code, nlohmann::json::parse(r.out)};
}

const nlohmann::json& run_of(const SarifRun& sarif) { return sarif.log["runs"][0]; }

TEST(ValidateSarif, ACleanSampleIsAValidLogWithEveryCheckAsARuleAndNoResults) {
    const SarifRun sarif = sarif_of("samples/gettysburg-125/mcphersons-ridge.sandtable");
    EXPECT_EQ(sarif.exit_code, 0);
    EXPECT_EQ(sarif.log["version"], "2.1.0");
    const auto& run = run_of(sarif);
    EXPECT_EQ(run["tool"]["driver"]["name"], "sandtable-cli");
    EXPECT_TRUE(run["results"].empty());
    EXPECT_EQ(run["invocations"][0]["executionSuccessful"], true);
    const auto& rules = run["tool"]["driver"]["rules"];
    ASSERT_GT(rules.size(), 20U);
    bool stacking = false;
    for (const auto& rule : rules) {
        if (rule["id"] != "gettysburg-125.stacking") continue;
        stacking = true;
        EXPECT_EQ(rule["properties"]["rule"], "gettysburg-125 §7 Stacking");
        EXPECT_EQ(rule["defaultConfiguration"]["level"], "error");
    }
    EXPECT_TRUE(stacking) << "the ruleset's own checks are rules";
    const std::string uri = run["artifacts"][0]["location"]["uri"];
    EXPECT_TRUE(uri.starts_with("file:///") && uri.ends_with("/samples/gettysburg-125/mcphersons-ridge.sandtable")) << uri;
}

TEST(ValidateSarif, EachDiagnosticIsAResultWithItsRuleLineAndObjects) {
    const SarifRun sarif = sarif_of("docs/examples/books/book2.sandtable");
    EXPECT_EQ(sarif.exit_code, 1) << "errors fail validation in every format";
    const auto& run = run_of(sarif);
    ASSERT_EQ(run["results"].size(), 3U);
    const auto& range = run["results"][2];
    EXPECT_EQ(range["ruleId"], "core.attribute-value");
    EXPECT_EQ(range["level"], "error");
    EXPECT_EQ(range["message"]["text"], "Pegram: range is 9, expected 1 to 5");
    EXPECT_EQ(range["properties"]["rule"], "gettysburg-125 §1.2.1");
    const auto& location = range["locations"][0];
    EXPECT_EQ(location["physicalLocation"]["region"]["startLine"], 138);
    EXPECT_EQ(location["physicalLocation"]["artifactLocation"]["index"], 0);
    EXPECT_EQ(location["logicalLocations"][0], (nlohmann::json{{"name", "cs-pegram"}, {"fullyQualifiedName", "unit:cs-pegram"}, {"kind", "unit"}}));
    const std::size_t index = range["ruleIndex"];
    EXPECT_EQ(run["tool"]["driver"]["rules"][index]["id"], "core.attribute-value") << "the index names the result's rule";
    EXPECT_FALSE(run["results"][0].contains("suppressions"));
}

TEST(ValidateSarif, AnAcknowledgedDiagnosticIsAnAcceptedSuppressionWithItsReason) {
    const SarifRun sarif = sarif_of("docs/examples/books/house-rules.sandtable");
    EXPECT_EQ(sarif.exit_code, 0);
    int suppressed = 0;
    for (const auto& result : run_of(sarif)["results"]) {
        if (!result.contains("suppressions")) continue;
        ++suppressed;
        EXPECT_EQ(result["ruleId"], "core.rulebook-departure");
        EXPECT_EQ(result["level"], "note");
        EXPECT_EQ(result["suppressions"][0], (nlohmann::json{{"kind", "inSource"},
                                                             {"status", "accepted"},
                                                             {"justification", "Forced marches: the house rules let a unit march up to 30 MF."}}));
    }
    EXPECT_EQ(suppressed, 1);
}

TEST(ValidateSarif, ABookThatDoesNotLoadIsARunThatDidNotCompleteWithItsLoadError) {
    const SarifRun sarif = sarif_of("tests/fixtures/broken/duplicate-id.sandtable");
    EXPECT_EQ(sarif.exit_code, 2);
    const auto& run = run_of(sarif);
    EXPECT_EQ(run["invocations"][0]["executionSuccessful"], false);
    ASSERT_EQ(run["results"].size(), 1U);
    EXPECT_EQ(run["results"][0]["ruleId"], "load.duplicate-id");
    EXPECT_EQ(run["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"], 42);
    EXPECT_EQ(run["tool"]["driver"]["rules"][0]["id"], "load.duplicate-id");
}

TEST(ValidateSarif, ARelativePathIsARelativeUriEscapedWhereAUriNeedsIt) {
    const fs::path scratch = test::scratch_dir();
    fs::create_directories(scratch / "my books");
    fs::copy_file(test::default_sample(), scratch / "my books" / "ridge #1.sandtable");
    const auto r = test::run_command("cd " + quoted(scratch) + " && " + quoted(test::cli_path()) +
                                     " validate \"my books/ridge #1.sandtable\" --format sarif");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["runs"][0]["artifacts"][0]["location"]["uri"], "my%20books/ridge%20%231.sandtable");
}

TEST(ValidateSarif, TheSchemaCheckRefusesALogWithALevelSarifDoesNotKnow) {
    SarifRun sarif = sarif_of("docs/examples/books/book2.sandtable");
    sarif.log["runs"][0]["results"][0]["level"] = "fatal";
    const fs::path file = test::scratch_dir() / "bad.sarif";
    test::write_text(file, sarif.log.dump());
    const auto check = test::json_schema_check_with_formats(file, test::fixture_path("sarif/sarif-schema-2.1.0.json"));
    EXPECT_EQ(check.exit_code, 1);
    EXPECT_NE(check.out.find("runs/0/results/0/level"), std::string::npos) << check.out;
}

}  // namespace
}  // namespace sandtable
