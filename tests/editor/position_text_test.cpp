#include "editor/canvas/position_text.hpp"
#include "model/map_frame.hpp"

#include <gtest/gtest.h>

namespace sandtable::editor {
namespace {

TEST(PositionText, AMapWithoutCrsShowsItsOwnCoordinates) {
    GameMap map;
    map.units = "px";
    PositionText text;
    EXPECT_EQ(text.describe(map, {412.04, 96.5}), "(412.0, 96.5 px)");
}

TEST(PositionText, AMapWithACrsShowsEastingNorthingAndLatitudeLongitude) {
    // The Diamond of Gettysburg (39.8313 N, 77.2310 W) in NAD83 / UTM 18N, as the data's README gives it.
    GameMap map;
    map.units = "m";
    map.crs = "EPSG:26918";
    PositionText text;
    const std::string shown = text.describe(map, crs_to_map({309380.0, 4410180.0}));
    EXPECT_EQ(shown.substr(0, 32), "(E 309380.0, N 4410180.0 m)  39.") << shown;
    EXPECT_NE(shown.find("° N, 77."), std::string::npos) << shown;
    EXPECT_NE(shown.find("° W"), std::string::npos) << shown;
}

}  // namespace
}  // namespace sandtable::editor
