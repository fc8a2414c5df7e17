// io/csv/csv_table: RFC 4180 records as spreadsheets write them, and the same written back.
#include "io/csv/csv_table.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(CsvTable, QuotedFieldsHoldCommasDoubledQuotesAndLineBreaks) {
    const auto table = parse_csv("a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\nplain,,last\r\n", "t.csv");
    ASSERT_TRUE(table) << table.error();
    EXPECT_EQ(table->header, (std::vector<std::string>{"a", "b", "c"}));
    ASSERT_EQ(table->rows.size(), 2U);
    EXPECT_EQ(table->rows[0].fields, (std::vector<std::string>{"x, y", "say \"hi\"", "two\nlines"}));
    EXPECT_EQ(table->rows[0].line, 2);
    EXPECT_EQ(table->rows[1].fields, (std::vector<std::string>{"plain", "", "last"}));
    EXPECT_EQ(table->rows[1].line, 4) << "the quoted line break makes the first row span lines 2 and 3";
}

TEST(CsvTable, AByteOrderMarkLfLineEndsBlankLinesAndNoFinalLineEndAreRead) {
    const auto table = parse_csv("\xEF\xBB\xBF\nside,id\n\nunion,us-1\nunion,us-2", "t.csv");
    ASSERT_TRUE(table) << table.error();
    EXPECT_EQ(table->header_line, 2);
    EXPECT_EQ(table->header.front(), "side") << "the mark is not part of the first column's name";
    ASSERT_EQ(table->rows.size(), 2U);
    EXPECT_EQ(table->rows[1].fields, (std::vector<std::string>{"union", "us-2"}));
    EXPECT_EQ(table->rows[1].line, 5);
    EXPECT_EQ(table->column("id"), 1);
    EXPECT_EQ(table->column("name"), -1);
}

TEST(CsvTable, AnOpenQuoteIsAnErrorAtTheLineItOpens) {
    const auto table = parse_csv("a,b\n1,2\n3,\"open\n\n", "t.csv");
    EXPECT_FALSE(table);
    EXPECT_EQ(table.error(), "t.csv:3: a quoted field is not closed: expected a '\"' before the end of the file");
}

TEST(CsvTable, TextAfterAClosingQuoteIsAnError) {
    const auto table = parse_csv("a,b\n\"x\"y,2\n", "t.csv");
    EXPECT_FALSE(table);
    EXPECT_EQ(table.error(), "t.csv:2: expected a comma or the end of the line after a quoted field, got 'y'");
}

TEST(CsvTable, AnEmptyFileHasNoHeader) {
    EXPECT_EQ(parse_csv("\xEF\xBB\xBF\r\n", "t.csv").error(), "t.csv: expected a header line naming the columns, got an empty file");
}

TEST(CsvTable, RecordsAreQuotedOnlyWhereNeededAndReadBackTheSame) {
    const std::vector<std::string> fields{"plain", "a,b", "say \"hi\"", "two\r\nlines", "", "Früh"};
    const std::string line = csv_record(fields);
    EXPECT_EQ(line, "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\r\nlines\",,Früh\r\n");
    const auto table = parse_csv(csv_record({"1", "2", "3", "4", "5", "6"}) + line, "t.csv");
    ASSERT_TRUE(table) << table.error();
    ASSERT_EQ(table->rows.size(), 1U);
    EXPECT_EQ(table->rows[0].fields, fields);
}

}  // namespace
}  // namespace sandtable
