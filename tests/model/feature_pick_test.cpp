// model/freeform/feature_pick and ruler_reading: a click picks points and locations before lines,
// lines before areas, the highest area on top, entry edges last; the ruler reads map units and
// Foot and Mounted moves.
#include "model/freeform/feature_pick.hpp"
#include "model/freeform/ruler_reading.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

MultiPolygon box(double x0, double y0, double x1, double y1) { return MultiPolygon{Polygon{Ring{{x0, y0}, {x0, y1}, {x1, y1}, {x1, y0}, {x0, y0}}, {}}}; }

FreeformMap field() {
    FreeformMap map;
    map.extent = {{0, 0}, {100, 80}};
    map.areas = {{"hill", "hill", box(10, 10, 50, 50), 2, Polyline{{15, 30}, {45, 30}}},
                 {"woods", "woods", box(20, 20, 60, 60), std::nullopt, {}},
                 {"low", "hill", box(40, 40, 70, 70), 1, {}}};
    map.lines = {{"pike", "major-road", "Pike", Polyline{{0, 55}, {100, 55}}}};
    map.points = {{"ford", "ford", "Ford", {65, 55}}};
    map.locations = {{"seminary", "Seminary", {80, 20}, 5.0}};
    map.edges = {{"west", "West", 280, 340}};  // up the left side, from y = 80 to y = 20
    return map;
}

TEST(FeaturePick, PointsAndLocationsFirstThenLinesThenTheHighestArea) {
    const FreeformMap map = field();
    EXPECT_EQ(feature_at(map, {65.5, 55}, 1.0), (FeatureRef{FeatureKind::Point, "ford"}));
    EXPECT_EQ(feature_at(map, {83, 22}, 1.0), (FeatureRef{FeatureKind::Location, "seminary"})) << "inside its circle";
    EXPECT_EQ(feature_at(map, {30, 55.5}, 1.0), (FeatureRef{FeatureKind::Line, "pike"}));
    EXPECT_EQ(feature_at(map, {30, 30.5}, 1.0), (FeatureRef{FeatureKind::Area, "hill"})) << "its crest";
    EXPECT_EQ(feature_at(map, {45, 45}, 1.0), (FeatureRef{FeatureKind::Area, "hill"})) << "level 2 over level 1 and woods";
    EXPECT_EQ(feature_at(map, {55, 45}, 1.0), (FeatureRef{FeatureKind::Area, "low"})) << "a hill over woods";
    EXPECT_EQ(feature_at(map, {25, 58}, 1.0), (FeatureRef{FeatureKind::Area, "woods"}));
    EXPECT_EQ(feature_at(map, {0.5, 50}, 1.0), (FeatureRef{FeatureKind::EntryEdge, "west"}));
    EXPECT_FALSE(feature_at(map, {0.5, 10}, 1.0)) << "the border beyond the edge's stretch";
    EXPECT_FALSE(feature_at(map, {90, 75}, 1.0));
}

TEST(FeaturePick, TheBoundsOfEachKind) {
    const FreeformMap map = field();
    EXPECT_EQ(feature_bounds(map, {FeatureKind::Area, "woods"}), (MapRect{{20, 20}, {60, 60}}));
    EXPECT_EQ(feature_bounds(map, {FeatureKind::Location, "seminary"}), (MapRect{{75, 15}, {85, 25}}));
    EXPECT_EQ(feature_bounds(map, {FeatureKind::EntryEdge, "west"}), (MapRect{{0, 20}, {0, 80}}));
    EXPECT_FALSE(feature_bounds(map, {FeatureKind::Line, "nothing"}));
}

TEST(RulerReading, MapUnitsAndMovesWhenTheMapHasThem) {
    const RulerReading reading = read_ruler({0, 0}, {300, 400}, MapMeasures{200, 400, 30, 10});
    EXPECT_DOUBLE_EQ(reading.distance, 500.0);
    EXPECT_EQ(ruler_text(reading), "500.0 map units = 2.50 Foot moves = 1.25 Mounted moves");
    EXPECT_EQ(ruler_text(read_ruler({0, 0}, {0, 12.25}, MapMeasures{})), "12.2 map units");
}

}  // namespace
}  // namespace sandtable
