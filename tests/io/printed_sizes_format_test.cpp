// Format version 3: the printed hex size of a hex map (printed-hex-mm on <grid>) and the printed
// counter size (counter-mm on <forces>) are written, read back and checked by xmllint against
// docs/schema/sandtable-3.xsd; a version 2 file cannot say them, and a size out of range is refused.
#include "io/native/book_file.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::replaced;

Book printed_book() {
    Book book = test::small_book();
    book.maps.front().hex.printed_hex_mm = 19.05;
    book.forces.printed_counter_mm = 15.875;
    return book;
}

TEST(PrintedSizesFormat, RoundTripInVersion3AndTheSchemaAgrees) {
    const Book book = printed_book();
    const std::string xml = serialize_book(book);
    EXPECT_NE(xml.find("<sandtable version=\"4\""), std::string::npos);
    EXPECT_NE(xml.find("rows=\"5\" printed-hex-mm=\"19.05\" />"), std::string::npos) << xml;
    EXPECT_NE(xml.find("<forces counter-mm=\"15.875\">"), std::string::npos) << xml;
    const LoadResult loaded = parse_book(xml, "printed.sandtable");
    ASSERT_TRUE(loaded) << loaded.failure().diagnostics.front().message;
    EXPECT_EQ(loaded->book, book);
    const auto file = test::scratch_dir() / "printed.sandtable";
    test::write_text(file, xml);
    const auto check = test::xmllint_check(file);
    EXPECT_EQ(check.exit_code, 0) << check.err;
    test::write_text(file, replaced(xml, "printed-hex-mm=\"19.05\"", "printed-hex-mm=\"0\""));
    EXPECT_NE(test::xmllint_check(file).exit_code, 0) << "the schema refuses a size of 0 too";
}

TEST(PrintedSizesFormat, WithoutThemNothingIsWritten) {
    const std::string xml = serialize_book(test::small_book());
    EXPECT_EQ(xml.find("printed-hex-mm"), std::string::npos);
    EXPECT_NE(xml.find("<forces>"), std::string::npos);
}

TEST(PrintedSizesFormat, AVersion2FileCannotSayThem) {
    const std::string v2 = replaced(serialize_book(printed_book()), "<sandtable version=\"4\"", "<sandtable version=\"2\"");
    const LoadResult loaded = parse_book(v2, "old.sandtable");
    ASSERT_FALSE(loaded);
    EXPECT_EQ(loaded.failure().diagnostics.front().code, "load.needs-newer-version");
    EXPECT_NE(loaded.failure().diagnostics.front().message.find("printed-hex-mm on <grid> needs format version 3; the file says version 2"), std::string::npos)
        << loaded.failure().diagnostics.front().message;
    const LoadResult counters =
        parse_book(replaced(v2, " printed-hex-mm=\"19.05\"", ""), "old.sandtable");
    ASSERT_FALSE(counters);
    EXPECT_NE(counters.failure().diagnostics.front().message.find("counter-mm on <forces> needs format version 3"), std::string::npos);
}

TEST(PrintedSizesFormat, ASizeOutOfRangeIsRefusedWithItsLine) {
    for (const std::string bad : {"0", "-3", "1000.5", "wide"}) {
        const LoadResult loaded = parse_book(replaced(serialize_book(printed_book()), "counter-mm=\"15.875\"", "counter-mm=\"" + bad + "\""), "bad.sandtable");
        ASSERT_FALSE(loaded) << bad;
        EXPECT_EQ(loaded.failure().diagnostics.front().code, "load.bad-value") << bad;
        EXPECT_GT(loaded.failure().diagnostics.front().line, 0) << bad;
    }
    const LoadResult zero = parse_book(replaced(serialize_book(printed_book()), "counter-mm=\"15.875\"", "counter-mm=\"0\""), "bad.sandtable");
    EXPECT_EQ(zero.failure().diagnostics.front().message, "counter-mm=\"0\" on <forces>: expected a size in millimetres greater than 0 and at most 1000");
}

}  // namespace
}  // namespace sandtable
