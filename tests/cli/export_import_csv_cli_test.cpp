// sandtable-cli export --to csv and import: forces and schedules out to spreadsheets and back.
// Python's csv module, which the project did not write, reads what the export writes and writes
// what the import reads.
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

class CsvRoundTrip : public testing::TestWithParam<std::string> {};

// Export, then import forces.csv and schedule.csv into the book: the same book, byte for byte,
// as the canonical writer gives it.
TEST_P(CsvRoundTrip, ExportThenImportGivesBackTheSameBook) {
    const fs::path dir = test::scratch_dir();
    const std::string book = quoted(test::source_path(GetParam()));
    ASSERT_EQ(cli("export " + book + " --to csv -o " + quoted(dir / "csv")).exit_code, 0);
    ASSERT_EQ(cli("upgrade " + book + " -o " + quoted(dir / "canonical.sandtable")).exit_code, 0);
    const auto forces = cli("import " + quoted(dir / "csv/forces.csv") + " --into " + book + " -o " + quoted(dir / "f.sandtable"));
    ASSERT_EQ(forces.exit_code, 0) << forces.err;
    const auto schedule = cli("import " + quoted(dir / "csv/schedule.csv") + " --into " + quoted(dir / "f.sandtable") + " -o " +
                              quoted(dir / "fs.sandtable"));
    ASSERT_EQ(schedule.exit_code, 0) << schedule.err;
    EXPECT_EQ(test::read_text(dir / "fs.sandtable"), test::read_text(dir / "canonical.sandtable"));
}

INSTANTIATE_TEST_SUITE_P(Samples, CsvRoundTrip,
                         testing::Values("samples/gettysburg-125/gettysburg-125.sandtable", "samples/gettysburg-125/mcphersons-ridge.sandtable",
                                         "samples/gettysburg-150/gettysburg-150.sandtable", "samples/gettysburg-base/gettysburg-base.sandtable",
                                         "docs/examples/books/house-rules.sandtable"));

TEST(ExportCsv, PythonsCsvModuleReadsEveryUnitAndEntryWithItsFields) {
    const fs::path dir = test::scratch_dir();
    const auto r = cli("export " + quoted(test::default_sample()) + " --to csv -o " + quoted(dir));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "wrote " + (dir / "forces.csv").string() + "\nwrote " + (dir / "schedule.csv").string() + "\n");
    const auto python = test::run_command(
        "cd " + quoted(dir) +
        " && /usr/bin/python3 -c 'import csv, json\n"
        "forces = list(csv.DictReader(open(\"forces.csv\", encoding=\"utf-8-sig\", newline=\"\")))\n"
        "schedule = list(csv.DictReader(open(\"schedule.csv\", encoding=\"utf-8-sig\", newline=\"\")))\n"
        "print(json.dumps({\"forces\": forces, \"schedule\": schedule}))'");
    ASSERT_EQ(python.exit_code, 0) << python.err;
    const auto read = nlohmann::json::parse(python.out);
    ASSERT_EQ(read["forces"].size(), 13U) << "9 units and 4 formations";
    EXPECT_EQ(read["forces"][2], (nlohmann::json{{"side", "union"}, {"id", "us-wadsworth"}, {"kind", "unit"}, {"parent", "us-1"},
                                                 {"type", "infantry"}, {"echelon", "division"}, {"name", "Wadsworth"},
                                                 {"short_name", "wadsworth/1 id"}, {"combat", "4"}, {"combat-reduced", "2"},
                                                 {"movement", "5"}, {"range", ""}, {"replaces", ""}}));
    ASSERT_EQ(read["schedule"].size(), 5U);
    EXPECT_EQ(read["schedule"][2], (nlohmann::json{{"scenario", "first-day-third-corps"}, {"id", "us-3-sickles"}, {"turn", "7"},
                                                   {"location_kind", "hex"}, {"location", "A8"}, {"units", "us-sickles"},
                                                   {"chits", ""}, {"may_delay", "yes"}, {"note", ""}}));
}

TEST(ExportCsv, ScenarioLimitsTheScheduleToTheScenariosNamed) {
    const fs::path dir = test::scratch_dir();
    ASSERT_EQ(cli("export " + quoted(test::default_sample()) + " --to csv --scenario first-day-third-corps -o " + quoted(dir)).exit_code, 0);
    const std::string schedule = test::read_text(dir / "schedule.csv");
    EXPECT_EQ(schedule.find("\r\nfirst-day,"), std::string::npos);
    EXPECT_NE(schedule.find("\r\nfirst-day-third-corps,us-3-birney,8,"), std::string::npos);
}

TEST(ExportCsv, AnUnknownScenarioWritesNothing) {
    const fs::path dir = test::scratch_dir() / "out";
    const auto r = cli("export " + quoted(test::default_sample()) + " --to csv --scenario third-day -o " + quoted(dir));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("no scenario or variant with id \"third-day\""), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(dir));
}

TEST(ImportCsv, AScheduleThatPythonWroteWithQuotesCommasAndLineBreaksIsRead) {
    const fs::path dir = test::scratch_dir();
    const auto python = test::run_command(
        "cd " + quoted(dir) +
        " && /usr/bin/python3 -c 'import csv\n"
        "with open(\"schedule.csv\", \"w\", encoding=\"utf-8\", newline=\"\") as f:\n"
        "    w = csv.writer(f)\n"
        "    w.writerow([\"scenario\", \"id\", \"turn\", \"location_kind\", \"location\", \"units\", \"chits\", \"may_delay\", \"note\"])\n"
        "    w.writerow([\"first-day\", \"cs-heth-pegram\", 3, \"edge\", \"edge-west\", \"cs-heth cs-pegram\", \"confederate:III\", \"yes\","
        " \"Heth\\x27s \\\"division\\\",\\nlate\"])\n"
        "'");
    ASSERT_EQ(python.exit_code, 0) << python.err;
    const auto r = cli("import " + quoted(dir / "schedule.csv") + " --into " + quoted(test::default_sample()) + " -o " +
                       quoted(dir / "out.sandtable"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, (dir / "schedule.csv").string() + ": 1 entry of scenario first-day, written to " + (dir / "out.sandtable").string() + "\n");
    const LoadResult loaded = load_book(dir / "out.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    const ReinforcementEntry& entry = loaded->book.scenario("first-day")->schedule.at(0);
    EXPECT_EQ(entry.turn, 3);
    EXPECT_EQ(entry.chits, (std::vector<Chit>{{"confederate", "III"}}));
    EXPECT_TRUE(entry.may_delay);
    EXPECT_EQ(entry.note, "Heth's \"division\",\nlate");
    EXPECT_EQ(test::xmllint_check(dir / "out.sandtable").exit_code, 0);
}

TEST(ImportCsv, AFileWithBadRowsNamesEachAndLeavesTheOutputAsItWas) {
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "forces.csv",
                     "side,id,kind,parent,type,name,combat\n"
                     "union,us-1,formation,,corps,I Corps,\n"
                     "union,us-a,unit,us-1,infantry,A,x\n"
                     "union,us-b,unit,us-1,tank,B,3\n");
    test::write_text(dir / "out.sandtable", "kept");
    const auto r = cli("import " + quoted(dir / "forces.csv") + " --into " + quoted(test::default_sample()) + " -o " +
                       quoted(dir / "out.sandtable"));
    EXPECT_EQ(r.exit_code, 2);
    const std::string file = (dir / "forces.csv").string();
    EXPECT_EQ(r.err, file + ":3: column \"combat\": combat is \"x\", expected a whole number\n" + file +
                         ":4: column \"type\": \"tank\" is no unit type of gettysburg-125: expected one of infantry, cavalry, "
                         "artillery, horse-artillery, hq\n"
                         "sandtable-cli import: " + file + ": 2 bad row(s); " + (dir / "out.sandtable").string() + " not written\n");
    EXPECT_EQ(test::read_text(dir / "out.sandtable"), "kept");
}

TEST(ImportCsv, ACsvFileNeedsABookToGoInto) {
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "forces.csv", "side,id,kind,parent,type,name\n");
    const auto r = cli("import " + quoted(dir / "forces.csv") + " -o " + quoted(dir / "out.sandtable"));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "sandtable-cli import: " + (dir / "forces.csv").string() + ": a CSV file goes into a book: give --into BOOK\n");
    const auto other = cli("import " + quoted(test::default_sample()) + " -o " + quoted(dir / "out.sandtable"));
    EXPECT_EQ(other.exit_code, 2);
    EXPECT_NE(other.err.find("expected a data pack (a folder, manifest.json or .zip), a Tiled map (.tmx), a GeoPackage (.gpkg), a KML file, a folder of GeoJSON files or Shapefiles, or a CSV file (forces or schedule)"), std::string::npos) << other.err;
}

}  // namespace
}  // namespace sandtable
