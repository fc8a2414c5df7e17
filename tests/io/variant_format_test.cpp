// Format version 2: arrivals with a unit, chits with a side and reassigned pieces, written and
// read back, checked by xmllint against docs/schema/sandtable-3.xsd; version 1 books read as they
// always did, and refuse what only version 2 can say.
#include "io/native/book_file.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::replaced;

Book book_with_version_2_features() {
    Book book = test::small_book_with_variant();
    test::add_corps(book, "confederate", "c-1", "Third Corps");
    Scenario& base = *book.scenario("s1");
    base.chits = {Chit{"confederate", "III"}, Chit{"union", "C"}};
    base.assignments = {{"c-b", "c-1"}};
    Scenario& variant = *book.scenario("v1");
    variant.changes.set_schedule.push_back({"r2", 3, {LocationKind::With, "c-a"}, {"c-b"}, {Chit{"confederate", "I"}}, "", false});
    variant.changes.reassign.push_back({"c-a", "c-1"});
    variant.changes.add_chits.push_back(Chit{"union", "I"});
    return book;
}

TEST(FormatVersion2, ArrivalsWithAUnitSidedChitsAndReassignmentsRoundTrip) {
    const Book book = book_with_version_2_features();
    const std::string xml = serialize_book(book);
    EXPECT_NE(xml.find("<sandtable version=\"4\""), std::string::npos);
    EXPECT_NE(xml.find("with=\"c-a\""), std::string::npos);
    EXPECT_NE(xml.find("<chits ids=\"confederate:III union:C\" />"), std::string::npos) << xml;
    EXPECT_NE(xml.find("<assign piece=\"c-b\" formation=\"c-1\" />"), std::string::npos);
    EXPECT_NE(xml.find("<reassign piece=\"c-a\" formation=\"c-1\" />"), std::string::npos);
    const LoadResult loaded = parse_book(xml, "v2.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book, book);
    EXPECT_EQ(serialize_book(loaded->book), xml) << "canonical";

    const auto file = test::scratch_dir() / "v2.sandtable";
    test::write_text(file, xml);
    const auto check = test::xmllint_check(file);
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(FormatVersion2, TheSchemaRefusesAChitWithASpaceOrTwoColons) {
    const std::string xml = serialize_book(book_with_version_2_features());
    const auto file = test::scratch_dir() / "bad-chit.sandtable";
    test::write_text(file, replaced(xml, "confederate:III union:C", "confederate:III:x union:C"));
    EXPECT_NE(test::xmllint_check(file).exit_code, 0);
    const LoadResult loaded = parse_book(replaced(xml, "confederate:III union:C", "confederate:III:x union:C"), "f");
    ASSERT_FALSE(loaded);
    EXPECT_EQ(loaded.failure().diagnostics.front().code, "load.bad-chit");
    const LoadResult foreign = parse_book(replaced(xml, "confederate:III union:C", "prussia:III"), "f");
    ASSERT_FALSE(foreign);
    EXPECT_EQ(foreign.failure().diagnostics.front().code, "load.dangling-reference");
    EXPECT_NE(foreign.failure().diagnostics.front().message.find("side \"prussia\" is not a side of the book"), std::string::npos);
}

TEST(FormatVersion1, ChitsReadAsCommandsAndVersion2ElementsAreRefused) {
    Book book = test::small_book();
    const std::string v1 = replaced(serialize_book(book), "<sandtable version=\"4\"", "<sandtable version=\"1\"");
    const std::string with_chits =
        replaced(v1, "</schedule>", "</schedule>\n      <chits ids=\"III confederate:II nowhere:I\" />");
    const LoadResult loaded = parse_book(with_chits, "old.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->file_version, 1);
    EXPECT_EQ(loaded->book.scenario("s1")->chits,
              (std::vector<Chit>{{"", "III"}, {"confederate", "II"}, {"", "nowhere:I"}}))
        << "a version 1 chit id is its command, or SIDE:COMMAND where the side is one of the book's";

    const LoadResult with = parse_book(replaced(v1, "edge=\"west\"", "with=\"u-a\""), "old.sandtable");
    ASSERT_FALSE(with);
    EXPECT_EQ(with.failure().diagnostics.front().code, "load.needs-newer-version");
    EXPECT_NE(with.failure().diagnostics.front().message.find("with= on <entry> needs format version 2; the file says version 1"), std::string::npos)
        << with.failure().diagnostics.front().message;
    EXPECT_GT(with.failure().diagnostics.front().line, 1);
}

}  // namespace
}  // namespace sandtable
