#include "io/render/device_hex_geometry.hpp"
#include "io/render/place_label_layout.hpp"
#include "model/hex_map.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

HexMap map_with_places() {
    HexMap map;
    map.grid.geometry = {HexOrientation::FlatTop, 40.0, {40.0, 40.0}, 0.0};
    map.grid.layout = OffsetLayout::OddColumns;
    map.resize(10, 10);
    auto at = [&](int col, int row) { return offset_to_axial(map.grid.layout, {col, row}); };
    map.places = {{"lrt", "Little Round Top", at(2, 2)}, {"brt", "Big Round Top", at(2, 3)}, {"far", "Far", at(8, 8)}};
    return map;
}

TEST(PlaceLabelLayout, EveryNameShowsWhenTheyHaveRoom) {
    const HexMap map = map_with_places();
    const RenderView view{1.0, {0.0, 0.0}, 800, 800};  // 40 px hexes: a hex row apart is 69 px
    const DeviceHexGeometry hexes(map.grid.geometry, view);
    EXPECT_EQ(place_names_shown(map, hexes, 9.6), (std::vector<bool>{true, true, true}));
}

TEST(PlaceLabelLayout, ANameThatWouldCoverAnEarlierOneIsLeftOut) {
    const HexMap map = map_with_places();
    const RenderView view{0.1, {0.0, 0.0}, 80, 80};  // 4 px hexes: a hex row apart is 7 px, names are 8 px
    const DeviceHexGeometry hexes(map.grid.geometry, view);
    EXPECT_EQ(place_names_shown(map, hexes, 8.0), (std::vector<bool>{true, false, true}));
}

TEST(PlaceLabelLayout, TheChoiceDoesNotDependOnWhichPartOfTheMapIsDrawn) {
    const HexMap map = map_with_places();
    const DeviceHexGeometry whole(map.grid.geometry, RenderView{0.1, {0.0, 0.0}, 80, 80});
    const DeviceHexGeometry tile(map.grid.geometry, RenderView{0.1, {250.0, 310.0}, 16, 16});
    EXPECT_EQ(place_names_shown(map, whole, 8.0), place_names_shown(map, tile, 8.0));
}

TEST(PlaceLabelLayout, TheBoxSitsBelowTheHexCentreAndGrowsWithTheName) {
    const HexMap map = map_with_places();
    const DeviceHexGeometry hexes(map.grid.geometry, RenderView{1.0, {0.0, 0.0}, 800, 800});
    const PlaceLabelBox lrt = place_label_box(map.places[0], hexes, 10.0);
    const PlaceLabelBox far = place_label_box(map.places[2], hexes, 10.0);
    EXPECT_NEAR(lrt.centre.y - hexes.centre(map.places[0].hex).y, 40.0 * 0.58, 1e-9);
    EXPECT_GT(lrt.width, 4 * far.width);
}

}  // namespace
}  // namespace sandtable
