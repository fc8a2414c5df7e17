// io/csv/forces_csv and io/import/csv_import: a book's orders of battle to CSV and back, and a
// bad row reported by its line and column with nothing imported.
#include "io/csv/forces_csv.hpp"
#include "io/import/csv_import.hpp"
#include "io/native/book_file.hpp"
#include "model/book_unit_schema.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book sample(const std::string& path) {
    LoadResult loaded = load_book(test::source_path(path));
    EXPECT_TRUE(loaded) << loaded.error();
    return loaded->book;
}

UnitSchema schema_of(const Book& book) { return unit_schema_of(book, *find_ruleset(book.ruleset)); }

ForcesCsv read_back(const std::string& text, const Book& book) {
    const auto table = parse_csv(text, "forces.csv");
    EXPECT_TRUE(table) << table.error();
    if (!table) return failure(table.error());
    return read_forces_csv(*table, "forces.csv", book, schema_of(book));
}

class ForcesCsvSamples : public testing::TestWithParam<std::string> {};

TEST_P(ForcesCsvSamples, EverySideReadsBackAsItWasWritten) {
    const Book book = sample(GetParam());
    const ForcesCsv read = read_back(format_forces_csv(book.forces, schema_of(book)), book);
    ASSERT_TRUE(read) << read.problems().front();
    Forces expected = book.forces;
    std::erase_if(expected.sides, [](const Side& side) { return side.nodes.empty(); });
    EXPECT_EQ(*read, expected);
}

INSTANTIATE_TEST_SUITE_P(Samples, ForcesCsvSamples,
                         testing::Values("samples/gettysburg-125/gettysburg-125.sandtable", "samples/gettysburg-125/mcphersons-ridge.sandtable",
                                         "samples/gettysburg-150/gettysburg-150.sandtable"));

TEST(ForcesCsv, TheHeaderNamesEveryAttributeOfTheSchemaAndABlankValueIsADash) {
    Book book = sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    book.forces.node("us-wadsworth")->attributes["combat-reduced"] = BlankValue{};
    const std::string text = format_forces_csv(book.forces, schema_of(book));
    EXPECT_TRUE(text.starts_with("\xEF\xBB\xBFside,id,kind,parent,type,echelon,name,short_name,combat,combat-reduced,movement,range,"
                                 "replaces\r\n"));
    EXPECT_NE(text.find("union,us-wadsworth,unit,us-1,infantry,division,Wadsworth,wadsworth/1 id,4,-,5,,\r\n"), std::string::npos);
    const ForcesCsv read = read_back(text, book);
    ASSERT_TRUE(read);
    EXPECT_TRUE(std::holds_alternative<BlankValue>(read->node("us-wadsworth")->attributes.at("combat-reduced")));
    EXPECT_EQ(read->node("us-wadsworth")->attributes.count("range"), 0U) << "an empty cell is no attribute";
}

TEST(ForcesCsv, RowsOfOneFormationMayBeApartAndComeBackInTreeOrder) {
    const Book book = sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const std::string text =
        "side,id,kind,parent,type,name\n"
        "union,us-1,formation,,corps,I Corps\n"
        "union,us-1c,formation,,division,1st Cavalry Division\n"
        "union,us-wadsworth,unit,us-1,infantry,Wadsworth\n"
        "union,us-buford,unit,us-1c,hq,Buford\n"
        "union,us-doubleday,unit,us-1,infantry,Doubleday\n";
    const ForcesCsv read = read_back(text, book);
    ASSERT_TRUE(read) << read.problems().front();
    std::vector<std::string> order;
    for (const ForceNode& node : read->sides.at(0).nodes) order.push_back(node.id);
    EXPECT_EQ(order, (std::vector<std::string>{"us-1", "us-wadsworth", "us-doubleday", "us-1c", "us-buford"}));
}

TEST(ForcesCsv, EachBadRowIsReportedByLineAndColumn) {
    const Book book = sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const std::string text =
        "side,id,kind,parent,type,echelon,name,short_name,combat\n"
        "union,us-1,formation,,corps,corps,I Corps,,\n"
        "prussia,pr-1,unit,,infantry,,Blücher,,\n"
        "union,us-1,unit,us-1,infantry,,Again,,\n"
        "union,us-x,squad,us-1,infantry,,X,,\n"
        "union,us-y,unit,us-9,infantry,,Y,,\n"
        "union,us-z,unit,us-1,dragoons,,Z,,\n"
        "union,us-w,unit,us-1,infantry,,W,,four\n"
        "union,us-v,unit,us-1,infantry,,,,\n"
        "union,us-u,unit,us-1,infantry,,U,,,extra\n"
        "union,us-t,unit,us-1,infantry,,T,,3\n";
    const ForcesCsv read = read_back(text, book);
    EXPECT_EQ(read.problems(), (std::vector<std::string>{
                               "forces.csv:3: column \"side\": \"prussia\" is no side of the book: expected one of union, confederate",
                               "forces.csv:4: column \"id\": \"us-1\" is the id of an earlier row",
                               "forces.csv:5: column \"kind\": \"squad\": expected formation or unit",
                               "forces.csv:6: column \"parent\": \"us-9\" is no formation of side union in an earlier row: a "
                               "formation comes before what it holds",
                               "forces.csv:7: column \"type\": \"dragoons\" is no unit type of gettysburg-125: expected one of "
                               "infantry, cavalry, artillery, horse-artillery, hq",
                               "forces.csv:8: column \"combat\": combat is \"four\", expected a whole number",
                               "forces.csv:9: column \"name\": expected a name",
                               "forces.csv:10: column \"combat\": the row has 10 fields, the header names 9 columns",
                           }));
}

TEST(ForcesCsv, AHeaderWithAColumnTheSchemaDoesNotKnowIsRefused) {
    const Book book = sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const ForcesCsv read = read_back("side,id,kind,parent,type,name,morale\nunion,us-1,formation,,corps,I Corps,3\n", book);
    ASSERT_EQ(read.problems().size(), 1U);
    EXPECT_EQ(read.problems()[0], "forces.csv:1: column \"morale\" is no attribute of the gettysburg-125 unit schema: expected one of "
                              "combat, combat-reduced, movement, range, replaces");
}

TEST(BookImport, AForcesFileReplacesTheSidesItNamesAndLeavesTheOthers) {
    const Book book = sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const auto file = test::scratch_dir() / "forces.csv";
    test::write_text(file, "side,id,kind,parent,type,name,combat,movement\nconfederate,cs-heth,unit,,infantry,Heth,5,4\n");
    const BookImport imported = import_csv(book, file);
    ASSERT_TRUE(imported) << imported.problems().front();
    EXPECT_EQ(imported->summary, file.string() + ": 1 unit and 0 formations of side confederate");
    EXPECT_EQ(imported->book.forces.side("union")->nodes, book.forces.side("union")->nodes);
    ASSERT_EQ(imported->book.forces.side("confederate")->nodes.size(), 1U);
    EXPECT_EQ(imported->book.forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{5}});
}

TEST(BookImport, AFileWithABadRowChangesNothing) {
    const Book book = sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const auto file = test::scratch_dir() / "forces.csv";
    test::write_text(file, "side,id,kind,parent,type,name\nconfederate,cs-heth,unit,,infantry,Heth\nconfederate,cs-x,unit,,tank,X\n");
    const BookImport imported = import_csv(book, file);
    EXPECT_FALSE(imported);
    ASSERT_EQ(imported.problems().size(), 1U);
    EXPECT_TRUE(imported.problems()[0].starts_with(file.string() + ":3: column \"type\"")) << imported.problems()[0];
}

TEST(BookImport, AFileThatIsNeitherForcesNorScheduleSaysWhatItExpected) {
    const auto file = test::scratch_dir() / "clicks.csv";
    test::write_text(file, "x,y,label\n1,2,A1\n");
    const BookImport imported = import_csv(sample("samples/gettysburg-125/mcphersons-ridge.sandtable"), file);
    ASSERT_EQ(imported.problems().size(), 1U);
    EXPECT_EQ(imported.problems()[0], file.string() + ":1: expected a forces file (its header starting \"side,id,kind\") or a schedule "
                                                  "file (\"scenario,id,turn\"), got a first column \"x\"");
}

}  // namespace
}  // namespace sandtable
