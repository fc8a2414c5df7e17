// sandtable-cli export --to pack: every sample's pack is checked by tests/support/pack_check.py
// (python3-jsonschema against docs/schema/pack-*.schema.json, and each file's SHA-256 with
// Python's hashlib); the same book and SOURCE_DATE_EPOCH give the same bytes; a variant's
// document has what it plays and what it changes; a folder that is not a pack is never replaced.
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

test::CommandResult pack_check(const fs::path& pack) {
    return test::run_command("/usr/bin/python3 " + quoted(test::source_path("tests/support/pack_check.py")) + " " + quoted(pack) + " " +
                             quoted(test::source_path("docs/schema")));
}

nlohmann::json json_at(const fs::path& path) { return nlohmann::json::parse(test::read_text(path)); }

test::CommandResult export_pack(const std::string& book, const fs::path& out, const std::string& more = "") {
    return test::run_command("SOURCE_DATE_EPOCH=1700000000 " + quoted(test::cli_path()) + " export " + quoted(test::source_path(book)) +
                             " --to pack -o " + quoted(out) + more);
}

class PackSamples : public testing::TestWithParam<std::string> {};

TEST_P(PackSamples, ThePackMatchesItsSchemasAndEveryChecksum) {
    const fs::path pack = test::scratch_dir() / "pack";
    const auto r = export_pack(GetParam(), pack);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto check = pack_check(pack);
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    EXPECT_EQ(check.out, "ok\n");
}

INSTANTIATE_TEST_SUITE_P(Samples, PackSamples,
                         testing::Values("samples/gettysburg-125/gettysburg-125.sandtable", "samples/gettysburg-125/mcphersons-ridge.sandtable",
                                         "samples/gettysburg-150/gettysburg-150.sandtable", "samples/gettysburg-base/gettysburg-base.sandtable",
                                         "docs/examples/books/house-rules.sandtable"));

TEST(ExportPack, TheCheckerFindsAFileChangedAfterTheExport) {
    const fs::path pack = test::scratch_dir() / "pack";
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", pack).exit_code, 0);
    test::write_text(pack / "book.json", test::replaced(test::read_text(pack / "book.json"), "Reynolds", "Reynolts"));
    test::write_text(pack / "extra.txt", "x");
    const auto check = pack_check(pack);
    EXPECT_EQ(check.exit_code, 1);
    EXPECT_NE(check.out.find("book.json: SHA-256 "), std::string::npos) << check.out;
    EXPECT_NE(check.out.find("extra.txt: in the pack, not listed in the manifest"), std::string::npos) << check.out;
}

TEST(ExportPack, TheSameBookAndSourceDateEpochGiveTheSameBytes) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(export_pack("samples/gettysburg-150/gettysburg-150.sandtable", dir / "a").exit_code, 0);
    ASSERT_EQ(export_pack("samples/gettysburg-150/gettysburg-150.sandtable", dir / "b").exit_code, 0);
    const auto manifest = json_at(dir / "a/manifest.json");
    EXPECT_EQ(manifest["created"], "2023-11-14T22:13:20Z");
    EXPECT_EQ(test::read_text(dir / "a/manifest.json"), test::read_text(dir / "b/manifest.json"));
    for (const auto& file : manifest["files"]) {
        const std::string path = file["path"];
        EXPECT_EQ(test::read_text(dir / "a" / path), test::read_text(dir / "b" / path)) << path;
    }
}

TEST(ExportPack, AVariantsDocumentHasWhatItPlaysAndWhatItChanges) {
    const fs::path pack = test::scratch_dir() / "pack";
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", pack).exit_code, 0);
    const auto manifest = json_at(pack / "manifest.json");
    EXPECT_EQ(manifest["ruleset"], (nlohmann::json{{"id", "gettysburg-125"}, {"name", "Gettysburg (125th Anniversary Edition)"}, {"version", 1}}));
    EXPECT_EQ(manifest["scenarios"][1], (nlohmann::json{{"id", "first-day-third-corps"},
                                                         {"name", "First day, III Corps at A8"},
                                                         {"variant_of", "first-day"},
                                                         {"file", "scenarios/first-day-third-corps.json"},
                                                         {"render", "renders/first-day-third-corps.png"}}));
    const auto variant = json_at(pack / "scenarios/first-day-third-corps.json");
    EXPECT_EQ(variant["chain"], (nlohmann::json{"first-day", "first-day-third-corps"}));
    EXPECT_EQ(variant["map"], "board") << "the base's map";
    ASSERT_EQ(variant["schedule"].size(), 3U) << "the base's entry and the variant's two";
    EXPECT_EQ(variant["schedule"][1], (nlohmann::json{{"id", "us-3-sickles"},
                                                      {"turn", 7},
                                                      {"location", {{"kind", "hex"}, {"ref", "A8"}}},
                                                      {"units", {"us-sickles"}},
                                                      {"chits", nlohmann::json::array()},
                                                      {"may_delay", true},
                                                      {"note", ""}}));
    EXPECT_EQ(variant["setup"].size(), 5U);
    const auto& definition = variant["definition"];
    EXPECT_EQ(definition["extends"], "first-day");
    EXPECT_TRUE(definition["setup"].empty()) << "the variant writes no setup of its own";
    EXPECT_EQ(definition["changes"]["add_units"], (nlohmann::json{"us-sickles", "us-birney"}));
    EXPECT_EQ(definition["changes"]["set_entries"].size(), 2U);
    EXPECT_TRUE(json_at(pack / "scenarios/first-day.json")["definition"]["changes"].is_null());
}

TEST(ExportPack, EachScenarioHasARenderOfItsSetupThatGdalReads) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "pack").exit_code, 0);
    const auto info = test::run_command("gdalinfo -json " + quoted(dir / "pack/renders/first-day-third-corps.png"));
    ASSERT_EQ(info.exit_code, 0) << info.err;
    const auto json = nlohmann::json::parse(info.out);
    EXPECT_EQ(json["driverShortName"], "PNG");
    EXPECT_EQ(json["size"][0], 1600);
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "bare", " --no-renders").exit_code, 0);
    EXPECT_FALSE(fs::exists(dir / "bare/renders"));
    EXPECT_EQ(json_at(dir / "bare/manifest.json")["scenarios"][0]["render"], nullptr);
    EXPECT_EQ(pack_check(dir / "bare").out, "ok\n");
}

TEST(ExportPack, AMapHasEveryHexWithItsLabelCoordinatesCentreAndTerrain) {
    const fs::path pack = test::scratch_dir() / "pack";
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", pack).exit_code, 0);
    const auto map = json_at(pack / "maps/board.json");
    EXPECT_EQ(map["crs"], nullptr);
    EXPECT_EQ(map["units"], "px");
    ASSERT_EQ(map["hexes"].size(), 20U * 15U);
    const auto& b1 = map["hexes"][1];
    EXPECT_EQ(b1["label"], "B1");
    EXPECT_EQ(b1["q"], 1);
    EXPECT_EQ(b1["r"], 0);
    EXPECT_EQ(b1["centre"][0], 100.0);
    EXPECT_NEAR(b1["centre"][1].get<double>(), 40.0 + 40.0 * std::sqrt(3.0) / 2.0, 1e-9);
    EXPECT_EQ(map["hexsides"][0], (nlohmann::json{{"hex", "D3"}, {"side", "NE"}, {"neighbour", "E3"}, {"features", {"road"}}}));
}

TEST(ExportPack, AHouseRuleRangeIsInTheBooksUnitSchema) {
    const fs::path pack = test::scratch_dir() / "pack";
    ASSERT_EQ(export_pack("docs/examples/books/house-rules.sandtable", pack).exit_code, 0);
    const auto book = json_at(pack / "book.json");
    ASSERT_FALSE(book["unit_ranges"].empty());
    const auto& range = book["unit_ranges"][0];
    bool found = false;
    for (const auto& attribute : book["unit_schema"]["attributes"]) {
        if (attribute["key"] != range["attribute"]) continue;
        found = true;
        EXPECT_EQ(attribute["min"], range["min"]);
        EXPECT_EQ(attribute["max"], range["max"]);
    }
    EXPECT_TRUE(found);
}

TEST(ExportPack, AnEarlierPackIsReplacedWholeAndAnyOtherFolderIsRefused) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "pack").exit_code, 0);
    test::write_text(dir / "pack/scenarios/old.json", "{}");
    const auto again = export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "pack", " --scenario first-day");
    ASSERT_EQ(again.exit_code, 0) << again.err;
    EXPECT_FALSE(fs::exists(dir / "pack/scenarios/old.json"));
    EXPECT_FALSE(fs::exists(dir / "pack/scenarios/first-day-third-corps.json"));
    EXPECT_EQ(pack_check(dir / "pack").out, "ok\n");
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& item : fs::directory_iterator(dir)) ++entries;
    EXPECT_EQ(entries, 1U) << "no temporary folder is left beside the pack";

    fs::create_directories(dir / "notes");
    test::write_text(dir / "notes/letter.txt", "keep me");
    const auto refused = export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "notes");
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find((dir / "notes").string() + ": not replaced: it holds files but no manifest.json of a data pack"),
              std::string::npos)
        << refused.err;
    EXPECT_EQ(test::read_text(dir / "notes/letter.txt"), "keep me");
}

TEST(ImportPack, APackBecomesTheBookItCameFrom) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "pack").exit_code, 0);
    ASSERT_EQ(cli("upgrade " + quoted(test::default_sample()) + " -o " + quoted(dir / "canonical.sandtable")).exit_code, 0);
    const auto r = cli("import " + quoted(dir / "pack") + " -o " + quoted(dir / "back.sandtable"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, (dir / "pack").string() + ": 1 map, 3 scenarios (2 variants), 9 units, written to " + (dir / "back.sandtable").string() + "\n");
    EXPECT_EQ(test::read_text(dir / "back.sandtable"), test::read_text(dir / "canonical.sandtable"));
    EXPECT_EQ(test::xmllint_check(dir / "back.sandtable").exit_code, 0);
}

TEST(ImportPack, AChangedPackOrOneGivenIntoABookWritesNothing) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "pack").exit_code, 0);
    const auto into = cli("import " + quoted(dir / "pack") + " --into " + quoted(test::default_sample()) + " -o " + quoted(dir / "out.sandtable"));
    EXPECT_EQ(into.exit_code, 2);
    EXPECT_EQ(into.err, "sandtable-cli import: " + (dir / "pack").string() + ": a data pack is a whole book: leave out --into\n");
    test::write_text(dir / "pack/book.json", test::replaced(test::read_text(dir / "pack/book.json"), "Reynolds", "Reynolts"));
    const auto changed = cli("import " + quoted(dir / "pack/manifest.json") + " -o " + quoted(dir / "out.sandtable"));
    EXPECT_EQ(changed.exit_code, 2);
    EXPECT_NE(changed.err.find("book.json: its SHA-256 is not the manifest's"), std::string::npos) << changed.err;
    EXPECT_NE(changed.err.find("1 problem(s); " + (dir / "out.sandtable").string() + " not written"), std::string::npos) << changed.err;
    EXPECT_FALSE(fs::exists(dir / "out.sandtable"));
}

TEST(ExportPack, AZipPackHoldsTheSameFilesAndImportsBack) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "ridge.zip").exit_code, 0);
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", dir / "again.zip").exit_code, 0);
    EXPECT_EQ(test::read_text(dir / "ridge.zip"), test::read_text(dir / "again.zip")) << "the same book and SOURCE_DATE_EPOCH";
    // Python's zipfile tests every member's CRC and unpacks the archive for the pack checker.
    const auto unzip = test::run_command("cd " + quoted(dir) + " && /usr/bin/python3 -m zipfile -t ridge.zip && /usr/bin/python3 -m zipfile -e ridge.zip unpacked");
    ASSERT_EQ(unzip.exit_code, 0) << unzip.out << unzip.err;
    EXPECT_EQ(pack_check(dir / "unpacked").out, "ok\n");
    ASSERT_EQ(cli("upgrade " + quoted(test::default_sample()) + " -o " + quoted(dir / "canonical.sandtable")).exit_code, 0);
    const auto r = cli("import " + quoted(dir / "ridge.zip") + " -o " + quoted(dir / "back.sandtable"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(test::read_text(dir / "back.sandtable"), test::read_text(dir / "canonical.sandtable"));
    test::write_text(dir / "not.zip", "PK but not really");
    const auto bad = cli("import " + quoted(dir / "not.zip") + " -o " + quoted(dir / "bad.sandtable"));
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find((dir / "not.zip").string() + ": not a zip archive: "), std::string::npos) << bad.err;
}

// docs/pack-format.md shows the manifest of its worked example: it is what the export writes.
TEST(ExportPack, TheWorkedExampleOfThePackFormatIsWhatTheExportWrites) {
    const std::string doc = test::read_text(test::source_path("docs/pack-format.md"));
    const auto example = doc.find("## Worked example");
    ASSERT_NE(example, std::string::npos);
    const auto begin = doc.find("```json\n", example);
    ASSERT_NE(begin, std::string::npos);
    const auto end = doc.find("```", begin + 8);
    const auto documented = nlohmann::json::parse(doc.substr(begin + 8, end - begin - 8));
    const fs::path pack = test::scratch_dir() / "ridge-pack";
    ASSERT_EQ(export_pack("samples/gettysburg-125/mcphersons-ridge.sandtable", pack, " --scenario first-day-third-corps --no-renders").exit_code, 0);
    auto written = json_at(pack / "manifest.json");
    written["generator"]["version"] = documented["generator"]["version"];  // the version of the build that runs the test
    EXPECT_EQ(written, documented) << written.dump(2);
    const auto variant = json_at(pack / "scenarios/first-day-third-corps.json");
    EXPECT_EQ(variant["order_of_battle"].size(), 9U);
    for (const auto& side : variant["forces"]) {
        for (const auto& node : side["nodes"]) {
            if (node["id"] == "us-wadsworth") {
                EXPECT_EQ(node["attributes"], (nlohmann::json{{"combat", 4}, {"combat-reduced", 2}, {"movement", 5}}));
            }
        }
    }
}

}  // namespace
}  // namespace sandtable
