// Coordinates in the native format ("x,y x,y ..."): read strictly, each error at the offset of the
// point at fault, and written so that they read back exactly.
#include "io/native/coordinate_text.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>

namespace sandtable {
namespace {

TEST(CoordinateText, ReadsPointsApartByAnyWhitespace) {
    const ParsedCoordinates parsed = parse_coordinates("  1,2\n\t-3.5,4e2   .5,-0.25 \r\n");
    ASSERT_TRUE(parsed) << parsed.error();
    EXPECT_EQ(*parsed, (std::vector<MapPoint>{{1, 2}, {-3.5, 400}, {0.5, -0.25}}));
    ASSERT_TRUE(parse_coordinates(""));
    EXPECT_TRUE(parse_coordinates("").value().empty());
    EXPECT_TRUE(parse_coordinates(" \n ")) << "no points is not an error here; the reader says how many it needs";
}

struct BadText {
    const char* text;
    std::size_t offset;
    const char* message;
};

class CoordinateErrors : public testing::TestWithParam<BadText> {};

TEST_P(CoordinateErrors, SayWhichPointAndWhere) {
    const ParsedCoordinates parsed = parse_coordinates(GetParam().text);
    ASSERT_FALSE(parsed) << GetParam().text;
    EXPECT_EQ(parsed.failure().offset, GetParam().offset) << GetParam().text;
    EXPECT_EQ(parsed.error(), GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    Strict, CoordinateErrors,
    testing::Values(BadText{"1,2 x,3", 4, "point 2 \"x,3\": expected x, a number, as in \"12.5,-3\""},
                    BadText{"1,2 3", 5, "point 2 \"3\": expected ',' then y right after x"},
                    BadText{"1,2 3;4", 5, "point 2 \"3;4\": expected ',' then y right after x"},
                    BadText{"10,abc", 3, "point 1 \"10,abc\": expected y, a number, after the ','"},
                    BadText{"1, 2", 2, "point 1 \"1,\": expected y, a number, after the ','"},
                    BadText{"1,2,3", 3, "point 1 \"1,2,3\": expected a space before the next point"},
                    BadText{"+1,2", 0, "point 1 \"+1,2\": expected x, a number, as in \"12.5,-3\""},
                    BadText{"nan,2", 0, "point 1 \"nan,2\": expected x, a number, as in \"12.5,-3\""},
                    BadText{"1,inf", 2, "point 1 \"1,inf\": expected y, a number, after the ','"},
                    BadText{"1,1e999", 2, "point 1 \"1,1e999\": expected y, a number, after the ','"}));

TEST(CoordinateText, WritesTheShortestTextThatReadsBackExactly) {
    const std::vector<MapPoint> points{{0.1 + 0.2, -1e-7}, {123456.789, 1.0 / 3.0}, {-0.0, 5e300}, {2, 3}};
    const std::string text = coordinate_text(points);
    EXPECT_EQ(text.substr(text.rfind(' ') + 1), "2,3");
    const ParsedCoordinates back = parse_coordinates(text);
    ASSERT_TRUE(back);
    ASSERT_EQ(back->size(), points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(std::bit_cast<std::uint64_t>((*back)[i].y), std::bit_cast<std::uint64_t>(points[i].y)) << text;
        EXPECT_EQ((*back)[i].x, points[i].x) << text;
    }
    EXPECT_EQ(coordinate_text(std::vector<MapPoint>{}), "");
}

}  // namespace
}  // namespace sandtable
