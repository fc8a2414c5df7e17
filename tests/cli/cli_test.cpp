#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::quoted;

using test::cli;

std::string sample() { return quoted(test::default_sample()); }

// The sample with one edit, written to the test's scratch folder.
fs::path edited_sample(const std::string& from, const std::string& to) {
    std::string text = test::read_text(test::default_sample());
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
    const fs::path file = test::scratch_dir() / "edited.sandtable";
    test::write_text(file, text);
    return file;
}

TEST(Cli, EverySubcommandHasHelp) {
    for (const char* sub : {"new", "info", "validate", "upgrade", "grid-fit", "diff"}) {
        const auto r = cli(std::string(sub) + " --help");
        EXPECT_EQ(r.exit_code, 0) << sub;
        EXPECT_NE(r.out.find("Usage"), std::string::npos) << sub;
    }
}

TEST(Cli, BadUsageExitsTwo) {
    EXPECT_EQ(cli("").exit_code, 2);
    EXPECT_EQ(cli("frobnicate").exit_code, 2);
    EXPECT_EQ(cli("info").exit_code, 2);
    EXPECT_EQ(cli("info " + sample() + " --format yaml").exit_code, 2);
}

TEST(Cli, AMistypedSubcommandIsNamedWithTheNearestOne) {
    const std::vector<std::pair<std::string, std::string>> typos = {
        {"valdate", "validate"}, {"vaildate", "validate"}, {"rendr", "render"}, {"grid-fti", "grid-fit"}, {"inof", "info"}};
    for (const auto& [typo, meant] : typos) {
        const auto r = cli(typo + " " + sample());
        EXPECT_EQ(r.exit_code, 2) << typo;
        EXPECT_NE(r.err.find("sandtable-cli: unknown subcommand \"" + typo + "\": did you mean \"" + meant + "\"?"),
                  std::string::npos)
            << r.err;
        EXPECT_EQ(r.err.find("A subcommand is required"), std::string::npos) << r.err;
    }
    const auto far = cli("frobnicate");
    EXPECT_EQ(far.exit_code, 2);
    EXPECT_NE(far.err.find("unknown subcommand \"frobnicate\" (subcommands: new, info, validate, upgrade, render, grid-fit, "
                           "georef, digitise, path, los, combat, reach, diff, export, import)"),
              std::string::npos)
        << far.err;
    EXPECT_EQ(far.err.find("did you mean"), std::string::npos) << far.err;
    // Without any word the old message stands; help and known subcommands are untouched.
    EXPECT_NE(cli("").err.find("A subcommand is required"), std::string::npos);
    EXPECT_EQ(cli("--help").exit_code, 0);
}

TEST(Cli, VersionIsTheProjectVersion) {
    const std::string cmake = test::read_text(test::source_path("CMakeLists.txt"));
    const std::string marker = "project(Sandtable VERSION ";
    const auto at = cmake.find(marker);
    ASSERT_NE(at, std::string::npos);
    const std::string version = cmake.substr(at + marker.size(), cmake.find(' ', at + marker.size()) - at - marker.size());
    const auto r = cli("--version");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "sandtable-cli " + version + "\n");
    EXPECT_NE(cli("--help").out.find("--version"), std::string::npos);
}

TEST(Cli, NewWritesABookThatLoadsWithTheRulebookData) {
    const fs::path out = test::scratch_dir() / "new.sandtable";
    const auto r = cli("new --ruleset gettysburg-150 --map hex --title 'My book' -o " + quoted(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const LoadResult loaded = load_book(out);
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book.ruleset, "gettysburg-150");
    EXPECT_EQ(loaded->book.metadata.title, "My book");
    EXPECT_FALSE(loaded->book.rules.tables.empty());
    EXPECT_EQ(loaded->book.maps.front().hex.grid.labels.format({18, 4}), "1905");
    const auto lint = test::xmllint_check(out);
    EXPECT_EQ(lint.exit_code, 0) << lint.err;
    // Refuses to overwrite without --force, and a map kind the ruleset does not play on.
    EXPECT_EQ(cli("new --ruleset gettysburg-150 -o " + quoted(out)).exit_code, 2);
    const auto wrong = cli("new --ruleset pub-battles --map hex -o " + quoted(out.parent_path() / "pb.sandtable"));
    EXPECT_EQ(wrong.exit_code, 2);
    EXPECT_NE(wrong.err.find("pub-battles plays on freeform maps, not hex"), std::string::npos) << wrong.err;
    EXPECT_EQ(cli("new --ruleset chess -o x.sandtable").exit_code, 2);
}

TEST(Cli, InfoTextAndJson) {
    const auto text = cli("info " + sample());
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("ruleset: gettysburg-125"), std::string::npos);
    EXPECT_NE(text.out.find("hex grid 20 x 15 (300 hexes)"), std::string::npos);
    EXPECT_NE(text.out.find("side union: 7 units in 3 formations"), std::string::npos);
    EXPECT_NE(text.out.find("variant first-day-third-corps"), std::string::npos);

    const auto json = cli("info " + sample() + " --format json");
    ASSERT_EQ(json.exit_code, 0);
    const auto info = nlohmann::json::parse(json.out);
    EXPECT_EQ(info["maps"][0]["hexes"], 300);
    EXPECT_EQ(info["sides"][1]["units"], 2);
    EXPECT_EQ(info["variants"][0]["extends"], "first-day");
    const fs::path file = test::scratch_dir() / "info.json";
    test::write_text(file, json.out);
    const auto check = test::json_schema_check(file, "cli-info.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(Cli, ValidateCleanSampleExitsZero) {
    const auto r = cli("validate " + sample());
    EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("0 error(s), 0 warning(s), 0 note(s), 0 acknowledged, in 3 scenario(s)"), std::string::npos) << r.out;
}

TEST(Cli, ValidateReportsErrorsWithFileLineCodeAndRule) {
    const fs::path file = edited_sample("<placement unit=\"us-wadsworth\" hex=\"D3\" />\n", "");
    const auto r = cli("validate " + quoted(file));
    EXPECT_EQ(r.exit_code, 1);
    const int line = load_book(file).value().sources.line("us-wadsworth");
    ASSERT_GT(line, 0);
    const std::string expected = file.string() + ":" + std::to_string(line) +
                                 ": error[core.unit-accounting] Sandtable format: every unit accounted for once: "
                                 "Wadsworth (us-wadsworth) takes part but is neither set up, scheduled to arrive, nor a "
                                 "starting casualty [scenario first-day]";
    EXPECT_NE(r.out.find(expected), std::string::npos) << r.out;
    // The variant inherits the missing placement.
    EXPECT_NE(r.out.find("[scenario first-day-third-corps]"), std::string::npos);
}

TEST(Cli, ValidateOneScenarioJsonAndAcknowledgements) {
    const fs::path file = edited_sample("<placement unit=\"us-wadsworth\" hex=\"D3\" />\n", "");
    std::string text = test::read_text(file);
    text.replace(text.rfind("</sandtable>"), 12, R"(  <acknowledgements>
    <acknowledge code="core.unit-accounting" scenario="first-day" reason="left off on purpose">
      <object kind="unit" id="us-wadsworth" />
    </acknowledge>
  </acknowledgements>
</sandtable>)");
    test::write_text(file, text);
    const auto one = cli("validate " + quoted(file) + " --scenario first-day");
    EXPECT_EQ(one.exit_code, 0) << one.out;
    EXPECT_NE(one.out.find("(acknowledged: left off on purpose)"), std::string::npos) << one.out;
    EXPECT_NE(one.out.find("0 error(s), 0 warning(s), 0 note(s), 1 acknowledged, in 1 scenario(s)"), std::string::npos);

    const auto all = cli("validate " + quoted(file) + " --format json");
    EXPECT_EQ(all.exit_code, 1);  // the two variants' diagnostics are other scenarios', so not acknowledged
    const auto report = nlohmann::json::parse(all.out);
    EXPECT_EQ(report["summary"]["errors"], 2);
    EXPECT_EQ(report["summary"]["acknowledged"], 1);
    const fs::path json = file.parent_path() / "validate.json";
    test::write_text(json, all.out);
    const auto check = test::json_schema_check(json, "cli-validate.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;

    EXPECT_EQ(cli("validate " + quoted(file) + " --scenario nope").exit_code, 2);
}

TEST(Cli, ValidateUnloadableFileExitsTwoWithPosition) {
    const fs::path file = edited_sample("<place id=\"little-round-top\"", "<place id=\"mcphersons-woods\"");
    const auto r = cli("validate " + quoted(file));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find(file.string() + ":"), std::string::npos);
    EXPECT_NE(r.err.find("error[load.duplicate-id]: duplicate id \"mcphersons-woods\""), std::string::npos) << r.err;
    EXPECT_EQ(cli("validate /nonexistent.sandtable").exit_code, 2);
}

TEST(Cli, DeeplyNestedFormationsAreALoadErrorNotACrash) {
    std::string nested;
    for (int i = 0; i < 10000; ++i) nested += "<formation id=\"deep" + std::to_string(i) + "\" type=\"division\" name=\"D\">\n";
    for (int i = 0; i < 10000; ++i) nested += "</formation>\n";
    const std::string side = "<side id=\"union\" name=\"Union (Army of the Potomac)\">\n";
    const fs::path file = edited_sample(side, side + nested);
    const std::string text = test::read_text(file);
    const auto at = text.find("<formation id=\"deep256\"");
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
    for (const char* command : {"info", "validate", "upgrade", "render"}) {
        const std::string extra = std::string(command) == "render" ? " -o " + quoted(file.parent_path() / "deep.png") : "";
        const auto r = cli(std::string(command) + " " + quoted(file) + extra);
        EXPECT_EQ(r.exit_code, 2) << command << ": " << r.err;
        EXPECT_EQ(r.out, "") << command;
        EXPECT_NE(r.err.find(fmt::format("{}:{}:2: error[load.too-deep]: <formation> is nested 257 levels deep",
                                         file.string(), line)),
                  std::string::npos)
            << command << ": " << r.err;
        EXPECT_NE(r.err.find("at most 256 levels deep"), std::string::npos) << r.err;
    }
}

// sandtable-cli with its address space limited to `kib` KiB.
test::CommandResult cli_within(long kib, const std::string& arguments) {
    return test::run_command("ulimit -v " + std::to_string(kib) + " && " + quoted(test::cli_path()) + " " + arguments);
}

TEST(Cli, RunningOutOfMemoryIsReportedWithItsOwnExitCode) {
#if defined(__SANITIZE_ADDRESS__)
    GTEST_SKIP() << "AddressSanitizer's shadow memory needs far more address space than the limit this test sets";
#endif
    const fs::path small = test::fixture_path("small-valid.sandtable");
    // The least address space in which the program reads the small book, to 1 MiB.
    long works = 4L << 20;
    long fails = 16L << 10;
    ASSERT_EQ(cli_within(works, "info " + quoted(small)).exit_code, 0);
    while (works - fails > 1024) {
        const long middle = (works + fails) / 2;
        (cli_within(middle, "info " + quoted(small)).exit_code == 0 ? works : fails) = middle;
    }
    // The same book on 25,000,000 hexes needs about 50 MB more for its terrain alone.
    std::string text = test::read_text(small);
    const std::string size = "columns=\"3\" rows=\"3\"";
    text.replace(text.find(size), size.size(), "columns=\"5000\" rows=\"5000\"");
    const auto terrain = text.find("<terrain>");
    const std::string end = "</terrain>";
    text.erase(terrain, text.find(end) + end.size() - terrain);  // every hex clear
    const fs::path big = test::scratch_dir() / "big.sandtable";
    test::write_text(big, text);
    const auto r = cli_within(works + (16L << 10), "info " + quoted(big));
    EXPECT_EQ(r.exit_code, 3) << r.out << r.err;
    EXPECT_NE(r.err.find("sandtable-cli info: out of memory"), std::string::npos) << r.err;
    EXPECT_EQ(cli_within(works + (400L << 10), "info " + quoted(big)).exit_code, 0);
}

TEST(Cli, UpgradeRewritesInPlaceKeepingABackup) {
    const fs::path file = test::scratch_dir() / "book.sandtable";
    // Attribute order and spacing that the writer would not produce.
    std::string text = test::read_text(test::default_sample());
    text.replace(text.find("<sandtable version=\"4\" ruleset=\"gettysburg-125\">"), 48,
                 "<sandtable  ruleset=\"gettysburg-125\"   version=\"1\">");
    test::write_text(file, text);
    const auto r = cli("upgrade " + quoted(file));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(test::read_text(file), test::read_text(test::default_sample()));
    EXPECT_EQ(test::read_text(backup_path(file)), text);
    const fs::path out = file.parent_path() / "out.sandtable";
    EXPECT_EQ(cli("upgrade " + quoted(file) + " -o " + quoted(out)).exit_code, 0);
    EXPECT_TRUE(fs::exists(out));
}

}  // namespace
}  // namespace sandtable
