// Lines split where they turn back on themselves: the jumps of lines joined from pieces (taken
// from the 1863 roads in tests/fixtures/geography/gettysburg-1863.geojson, in UTM metres) are
// dropped, a line that runs out and back is split at its turn, and a plain line stays whole.
#include "model/digitise/line_cleaning.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable {
namespace {

PointList slice(const PointList& line, std::size_t first, std::size_t last) {
    return PointList(line.begin() + static_cast<std::ptrdiff_t>(first), line.begin() + static_cast<std::ptrdiff_t>(last) + 1);
}

const PointList kChambersburgPike = {{307048.9, 4412326.2}, {307420.3, 4412238.1}, {307815.8, 4412130.1}, {308223.1, 4412008.8},
                                     {308592.9, 4411889.4}, {308975.2, 4411769.5}, {307897.6, 4411687.1}, {308241.2, 4411582.1},
                                     {308586.4, 4411503.8}, {308932.1, 4411439.0}};
const PointList kEmmitsburgRoad = {{308829.0, 4411001.3}, {308733.5, 4410710.8}, {308635.8, 4410380.2}, {308566.4, 4410205.2},
                                   {308837.0, 4410328.5}, {308213.3, 4409626.5}, {307538.7, 4409073.8}, {307220.0, 4408590.9}};

TEST(LineCleaning, TheJumpBackThatJoinedTwoPiecesOfTheChambersburgPikeIsDropped) {
    const auto strokes = split_where_it_turns_back(kChambersburgPike);
    ASSERT_EQ(strokes.size(), 2U);
    EXPECT_EQ(strokes[0], slice(kChambersburgPike, 0, 5));  // east to 308975
    EXPECT_EQ(strokes[1], slice(kChambersburgPike, 6, 9));  // and east again, 1.1 km back west
}

TEST(LineCleaning, TheEmmitsburgRoadsStepBackUpItsCourseIsDropped) {
    const auto strokes = split_where_it_turns_back(kEmmitsburgRoad);
    ASSERT_EQ(strokes.size(), 2U);
    EXPECT_EQ(strokes[0], slice(kEmmitsburgRoad, 0, 3));
    EXPECT_EQ(strokes[1], slice(kEmmitsburgRoad, 4, 7));
}

TEST(LineCleaning, ALineThatRunsOutAndBackIsSplitAtItsTurn) {
    const PointList out_and_back = {{0, 0}, {100, 0}, {200, 0}, {120, 10}, {120, 200}};
    const auto strokes = split_where_it_turns_back(out_and_back);
    ASSERT_EQ(strokes.size(), 2U);
    EXPECT_EQ(strokes[0], (PointList{{0, 0}, {100, 0}, {200, 0}}));
    EXPECT_EQ(strokes[1], (PointList{{200, 0}, {120, 10}, {120, 200}}));
}

TEST(LineCleaning, BendsUpTo120DegreesAndRepeatedPointsLeaveALineWhole) {
    // A right angle and a bend of 115 degrees, with a point given twice.
    const PointList bends = {{0, 0}, {100, 0}, {100, 0}, {100, 100}, {10, 58}};
    const auto strokes = split_where_it_turns_back(bends);
    ASSERT_EQ(strokes.size(), 1U);
    EXPECT_EQ(strokes[0], (PointList{{0, 0}, {100, 0}, {100, 100}, {10, 58}}));
}

TEST(LineCleaning, AZigzagKeepsItsFirstAndLastStrokesOnly) {
    const PointList zigzag = {{0, 0}, {100, 0}, {10, 1}, {110, 2}, {20, 3}, {300, 4}};
    const auto strokes = split_where_it_turns_back(zigzag);
    ASSERT_EQ(strokes.size(), 2U);
    EXPECT_EQ(strokes[0], (PointList{{0, 0}, {100, 0}}));
    EXPECT_EQ(strokes[1], (PointList{{20, 3}, {300, 4}}));
}

TEST(LineCleaning, ALineOfOnePointHasNoStroke) {
    EXPECT_TRUE(split_where_it_turns_back({}).empty());
    EXPECT_TRUE(split_where_it_turns_back({{5, 5}, {5, 5}}).empty());
    EXPECT_EQ(split_where_it_turns_back({{5, 5}, {6, 5}}).size(), 1U);
}

TEST(CleanLine, AStepBackThatLandsNearTheRoadJoinsItWithoutTheOvershoot) {
    // The Emmitsburg Road steps 300 m back up its course and lands 208 m from it: on hexes 365 m
    // across, one road; the 190 m it ran on beyond the landing is dropped.
    const auto strokes = clean_line(kEmmitsburgRoad, 365.0);
    ASSERT_EQ(strokes.size(), 1U);
    const PointList& road = strokes[0];
    EXPECT_EQ(road.front(), kEmmitsburgRoad.front());
    EXPECT_EQ(road.back(), kEmmitsburgRoad.back());
    EXPECT_EQ(std::find(road.begin(), road.end(), kEmmitsburgRoad[3]), road.end()) << "the overshoot's end is gone";
    EXPECT_NE(std::find(road.begin(), road.end(), kEmmitsburgRoad[4]), road.end()) << "the landing is kept";
    // On smaller hexes the landing is too far off to be the same road.
    EXPECT_EQ(clean_line(kEmmitsburgRoad, 180.0).size(), 2U);
}

TEST(CleanLine, AJumpThatLandsBesideTheLineFarBackLeavesTwoStrokes) {
    // The Chambersburg Pike's second piece starts 420 m south of the first, 1.1 km back.
    EXPECT_EQ(clean_line(kChambersburgPike, 365.0), split_where_it_turns_back(kChambersburgPike));
    // Even within reach, the stroke before is not cut when most of it would go.
    const PointList back_to_the_start = {{0, 0}, {1000, 0}, {1100, 0}, {50, 10}, {1200, 20}};
    EXPECT_EQ(clean_line(back_to_the_start, 100.0).size(), 2U);
}

TEST(CleanLine, APlainLineAndAnOutAndBackAreAsGiven) {
    const PointList plain = {{0, 0}, {100, 0}, {200, 50}};
    EXPECT_EQ(clean_line(plain, 50.0), std::vector<PointList>{plain});
    const PointList out_and_back = {{0, 0}, {100, 0}, {200, 0}, {120, 10}, {120, 200}};
    EXPECT_EQ(clean_line(out_and_back, 50.0), std::vector<PointList>{out_and_back}) << "the turn is where the line goes on";
}

}  // namespace
}  // namespace sandtable
