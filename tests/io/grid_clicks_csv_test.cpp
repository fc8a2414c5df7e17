#include "io/grid_clicks_csv.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(GridClicksCsv, ReadsColumnsInAnyOrderWithQuotesBlankLinesAndCrlf) {
    const auto csv = parse_grid_clicks_csv("\xEF\xBB\xBFLabel, Y ,x\r\n\"P3\",20.5,10\r\n\r\n\"a,\"\"b\"\"\",-4e1,+3\r\n,1,2",
                                           "points.csv");
    ASSERT_TRUE(csv) << csv.error();
    ASSERT_EQ(csv->clicks.size(), 3U);
    EXPECT_EQ(csv->clicks[0].label, "P3");
    EXPECT_DOUBLE_EQ(csv->clicks[0].point.x, 10.0);
    EXPECT_DOUBLE_EQ(csv->clicks[0].point.y, 20.5);
    EXPECT_EQ(csv->clicks[1].label, "a,\"b\"");
    EXPECT_DOUBLE_EQ(csv->clicks[1].point.x, 3.0);
    EXPECT_DOUBLE_EQ(csv->clicks[1].point.y, -40.0);
    EXPECT_EQ(csv->clicks[2].label, "");
    EXPECT_EQ(csv->lines, (std::vector<int>{2, 4, 5}));
}

TEST(GridClicksCsv, ErrorsNameFileLineAndWhatWasExpected) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"x,y\n1,2\n3,inf\n", "p.csv:3: expected a number in column y, got \"inf\""},
        {"x,y\n1,2\n3,4 5\n", "p.csv:3: expected a number in column y, got \"4 5\""},
        {"x,y,x\n", "p.csv:1: expected each column once in the header, got \"x\" twice"},
        {"x,y,colour\n", "p.csv:1: expected a header naming the columns x, y and optionally label, got a column \"colour\""},
        {"\n\n", "p.csv:2: expected a header naming the columns x, y and optionally label, such as \"x,y,label\"; the file is empty"},
        {"x,y,label\n1,2\n", "p.csv:2: expected 3 fields as in the header, got 2"},
    };
    for (const auto& [text, error] : cases) {
        const auto csv = parse_grid_clicks_csv(text, "p.csv");
        EXPECT_FALSE(csv) << text;
        EXPECT_EQ(csv.error(), error);
        EXPECT_FALSE(csv.has_value());
    }
}

TEST(GridClicksCsv, WrittenClicksReadBackTheSame) {
    const std::vector<GridClick> clicks = {
        {{10.125, -20.0 / 3.0}, "P3"}, {{1e-7, 123456.789}, ""}, {{-4.0, 5.5}, "a,\"b\""}, {{0.0, 1.0}, "E2"}};
    const auto path = std::filesystem::temp_directory_path() / "sandtable-clicks-round-trip.csv";
    ASSERT_EQ(write_grid_clicks_csv(path, clicks).error(), "");
    const auto csv = read_grid_clicks_csv(path);
    std::filesystem::remove(path);
    ASSERT_TRUE(csv) << csv.error();
    ASSERT_EQ(csv->clicks.size(), clicks.size());
    for (std::size_t i = 0; i < clicks.size(); ++i) {
        EXPECT_EQ(csv->clicks[i].point, clicks[i].point) << i;
        EXPECT_EQ(csv->clicks[i].label, clicks[i].label) << i;
    }
}

}  // namespace
}  // namespace sandtable
