// House-rule ranges (<unit-range> in <rules-data>) and a scenario's own rules cells (<rules><cell>
// and a variant's <set-cell>), written and read back, checked by xmllint against
// docs/schema/sandtable-3.xsd, and the reader's errors for what cannot be read.
#include "io/native/book_file.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::replaced;

Book book_with_house_rules() {
    Book book = test::small_book_with_variant();
    book.unit_ranges = {{"movement", 1, 30}, {"range", 1, 6}};
    book.scenario("s1")->rules = {{"terrain-effects", "Woods", "mf", "+2"}};
    book.scenario("v1")->changes.set_rules = {{"terrain-effects", "Woods", "mf", "+3"}, {"terrain-effects", "Hill", "df", "+3"}};
    return book;
}

LoadResult read_changed(const std::string& from, const std::string& to) {
    return parse_book(replaced(serialize_book(book_with_house_rules()), from, to), "house.sandtable");
}

void expect_error(const LoadResult& loaded, const std::string& code, const std::string& words) {
    ASSERT_FALSE(loaded);
    EXPECT_EQ(loaded.failure().diagnostics.front().code, code);
    EXPECT_NE(loaded.failure().diagnostics.front().message.find(words), std::string::npos) << loaded.failure().diagnostics.front().message;
    EXPECT_GT(loaded.failure().diagnostics.front().line, 1);
}

TEST(RulesFormat, RangesAndRulesCellsRoundTripAndPassTheSchema) {
    const Book book = book_with_house_rules();
    const std::string xml = serialize_book(book);
    EXPECT_NE(xml.find("<unit-range attribute=\"movement\" min=\"1\" max=\"30\" />"), std::string::npos) << xml;
    EXPECT_NE(xml.find("<cell table=\"terrain-effects\" row=\"Woods\" column=\"mf\" value=\"+2\" />"), std::string::npos);
    EXPECT_NE(xml.find("<set-cell table=\"terrain-effects\" row=\"Hill\" column=\"df\" value=\"+3\" />"), std::string::npos);
    const LoadResult loaded = parse_book(xml, "house.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book, book);
    EXPECT_EQ(serialize_book(loaded->book), xml) << "canonical";

    const auto file = test::scratch_dir() / "house.sandtable";
    test::write_text(file, xml);
    const auto check = test::xmllint_check(file);
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(RulesFormat, TheSchemaRefusesARangeThatIsNotAWholeNumber) {
    const auto file = test::scratch_dir() / "bad-range.sandtable";
    test::write_text(file, replaced(serialize_book(book_with_house_rules()), "max=\"30\"", "max=\"thirty\""));
    EXPECT_NE(test::xmllint_check(file).exit_code, 0);
    expect_error(read_changed("max=\"30\"", "max=\"thirty\""), "load.bad-value", "max");
}

TEST(RulesFormat, ARangeMustNameAWholeNumberAttributeOnceAndRunUpwards) {
    expect_error(read_changed("attribute=\"range\"", "attribute=\"speed\""), "load.unknown-attribute",
                 "<unit-range>: the unit schema has no attribute \"speed\" in gettysburg-125");
    expect_error(read_changed("attribute=\"range\"", "attribute=\"replaces\""), "load.bad-value",
                 "\"replaces\" is not a whole-number attribute");
    expect_error(read_changed("min=\"1\" max=\"30\"", "min=\"31\" max=\"30\""), "load.bad-value",
                 "the range of \"movement\" runs from 31 down to 30");
    expect_error(read_changed("attribute=\"range\"", "attribute=\"movement\""), "load.repeated-element",
                 "the range of \"movement\" is given twice");
}

// The book's tables may change after a cell was written: the book still reads back, and validate
// reports the cell (core.rules-cell).
TEST(RulesFormat, ACellThatNamesNoCellOfTheBookStillReadsBack) {
    const LoadResult loaded = read_changed("row=\"Woods\" column=\"mf\" value=\"+2\"", "row=\"Swamp\" column=\"mf\" value=\"+2\"");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book.scenario("s1")->rules, (std::vector<RulesCell>{{"terrain-effects", "Swamp", "mf", "+2"}}));
    expect_error(read_changed("row=\"Hill\" column=\"df\"", "column=\"df\""), "load.missing-attribute", "row");
}

TEST(RulesFormat, AVersion1FileCannotSayThem) {
    const std::string v1 = replaced(serialize_book(book_with_house_rules()), "<sandtable version=\"4\"", "<sandtable version=\"1\"");
    const LoadResult loaded = parse_book(v1, "old.sandtable");
    expect_error(loaded, "load.needs-newer-version", "<unit-range> on <unit-range> needs format version 2");
    Book cells_only = book_with_house_rules();
    cells_only.unit_ranges.clear();
    const LoadResult cells = parse_book(replaced(serialize_book(cells_only), "<sandtable version=\"4\"", "<sandtable version=\"1\""), "old");
    expect_error(cells, "load.needs-newer-version", "<rules> on <rules> needs format version 2");
}

}  // namespace
}  // namespace sandtable
