#include "io/render/device_hex_geometry.hpp"
#include "io/render/map_bounds.hpp"
#include "io/render/render_view.hpp"
#include "io/render/visible_range.hpp"
#include "model/hex_map.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace sandtable {
namespace {

HexMap map_of(int columns, int rows, HexGeometry geometry, OffsetLayout layout) {
    HexMap map;
    map.grid.geometry = geometry;
    map.grid.layout = layout;
    map.resize(columns, rows);
    return map;
}

HexMap flat_map(int columns, int rows) {
    return map_of(columns, rows, {HexOrientation::FlatTop, 40.0, {40.0, 40.0}, 0.0}, OffsetLayout::OddColumns);
}

TEST(RenderView, MapsMapPointsToDevicePixelsAndBack) {
    const RenderView view{2.0, {100.0, 50.0}, 640, 480};
    const DevicePoint device = view.to_device({110.0, 70.0});
    EXPECT_DOUBLE_EQ(device.x, 20.0);
    EXPECT_DOUBLE_EQ(device.y, 40.0);
    const MapPoint back = view.to_map(device);
    EXPECT_DOUBLE_EQ(back.x, 110.0);
    EXPECT_DOUBLE_EQ(back.y, 70.0);
}

TEST(RenderView, FitViewShowsTheWholeMapCentredWithinTheMargin) {
    const HexMap map = flat_map(20, 15);
    const MapBounds bounds = hex_map_bounds(map);
    EXPECT_NEAR(bounds.min.x, 0.0, 1e-9);
    EXPECT_NEAR(bounds.max.x, 40.0 + 19 * 60.0 + 40.0, 1e-9);
    EXPECT_NEAR(bounds.min.y, 40.0 - 20.0 * std::sqrt(3.0), 1e-9);
    EXPECT_NEAR(bounds.max.y, 40.0 + 15 * 40.0 * std::sqrt(3.0), 1e-9);  // odd columns reach half a hex lower

    const RenderView view = fit_view(map, 800, 600, 10.0);
    const DevicePoint top_left = view.to_device(bounds.min);
    const DevicePoint bottom_right = view.to_device(bounds.max);
    EXPECT_GE(top_left.x, 10.0 - 1e-9);
    EXPECT_GE(top_left.y, 10.0 - 1e-9);
    EXPECT_LE(bottom_right.x, 790.0 + 1e-9);
    EXPECT_LE(bottom_right.y, 590.0 + 1e-9);
    // Tight on one axis, centred on the other.
    const bool tight_x = std::abs(top_left.x - 10.0) < 1e-6 && std::abs(bottom_right.x - 790.0) < 1e-6;
    const bool tight_y = std::abs(top_left.y - 10.0) < 1e-6 && std::abs(bottom_right.y - 590.0) < 1e-6;
    EXPECT_TRUE(tight_x || tight_y);
    EXPECT_NEAR(top_left.x, 800.0 - bottom_right.x, 1e-6);
    EXPECT_NEAR(top_left.y, 600.0 - bottom_right.y, 1e-6);
}

TEST(RenderView, DeviceGeometryAgreesWithTheModelsHexGeometry) {
    const RenderView view{1.5, {-30.0, 12.0}, 800, 600};
    for (const HexOrientation orientation : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
        for (const double rotation : {0.0, 17.0, -90.0}) {
            const HexGeometry geometry{orientation, 25.0, {10.0, 20.0}, rotation};
            const DeviceHexGeometry hexes(geometry, view);
            EXPECT_DOUBLE_EQ(hexes.size_px(), 37.5);
            for (const HexCoord hex : {HexCoord{0, 0}, HexCoord{3, -2}, HexCoord{-4, 7}}) {
                const std::string what = "hex (" + std::to_string(hex.q) + ", " + std::to_string(hex.r) + ") rotated " +
                                         std::to_string(rotation);
                const DevicePoint expected_centre = view.to_device(hex_to_point(geometry, hex));
                EXPECT_NEAR(hexes.centre(hex).x, expected_centre.x, 1e-9) << what;
                EXPECT_NEAR(hexes.centre(hex).y, expected_centre.y, 1e-9) << what;
                const auto corners = hex_corners(geometry, hex);
                const auto device_corners = hexes.corners(hex);
                for (std::size_t i = 0; i < corners.size(); ++i) {
                    EXPECT_NEAR(device_corners[i].x, view.to_device(corners[i]).x, 1e-9) << what;
                    EXPECT_NEAR(device_corners[i].y, view.to_device(corners[i]).y, 1e-9) << what;
                }
                // A side's midpoint is halfway between the centres of the two hexes it separates.
                for (int direction = 0; direction < 6; ++direction) {
                    const auto [from, to] = hexes.side(hex, direction);
                    const DevicePoint other = hexes.centre(neighbour(hex, direction));
                    const DevicePoint centre = hexes.centre(hex);
                    EXPECT_NEAR((from.x + to.x) / 2.0, (centre.x + other.x) / 2.0, 1e-9) << what << " direction " << direction;
                    EXPECT_NEAR((from.y + to.y) / 2.0, (centre.y + other.y) / 2.0, 1e-9) << what << " direction " << direction;
                }
            }
        }
    }
}

TEST(VisibleRange, ASmallViewOfALargeMapTouchesAFewHexes) {
    const HexMap map = flat_map(500, 500);
    const RenderView view{1.0, {10000.0, 10000.0}, 100, 100};
    const OffsetRange range = visible_offset_range(map, view);
    ASSERT_FALSE(range.empty());
    EXPECT_LE(range.hex_count(), 100U);
    // The hex under the view's centre is in it.
    const HexCoord middle = point_to_hex(map.grid.geometry, view.to_map({50.0, 50.0}));
    EXPECT_TRUE(range.contains(axial_to_offset(map.grid.layout, middle)));
}

TEST(VisibleRange, IsClampedToTheMapAndEmptyOffIt) {
    const HexMap map = flat_map(20, 15);
    const OffsetRange whole = visible_offset_range(map, fit_view(map, 800, 600, 0.0));
    EXPECT_EQ(whole.first_col, 0);
    EXPECT_EQ(whole.last_col, 19);
    EXPECT_EQ(whole.first_row, 0);
    EXPECT_EQ(whole.last_row, 14);
    EXPECT_EQ(whole.hex_count(), 300U);
    EXPECT_TRUE(visible_offset_range(map, RenderView{1.0, {5000.0, 5000.0}, 200, 200}).empty());
    EXPECT_TRUE(visible_offset_range(map, RenderView{1.0, {-5000.0, 0.0}, 200, 200}).empty());
    EXPECT_TRUE(visible_offset_range(HexMap{}, RenderView{1.0, {0.0, 0.0}, 200, 200}).empty());
}

// Every hex that reaches into the view is in the range, whatever the grid's orientation,
// layout and rotation.
TEST(VisibleRange, HoldsEveryHexThatReachesIntoTheView) {
    const struct {
        HexOrientation orientation;
        OffsetLayout layout;
    } grids[] = {{HexOrientation::FlatTop, OffsetLayout::OddColumns},
                 {HexOrientation::FlatTop, OffsetLayout::EvenColumns},
                 {HexOrientation::PointyTop, OffsetLayout::OddRows},
                 {HexOrientation::PointyTop, OffsetLayout::EvenRows}};
    for (const auto& grid : grids) {
        for (const double rotation : {0.0, 30.0, -75.0}) {
            const HexMap map = map_of(40, 40, {grid.orientation, 10.0, {0.0, 0.0}, rotation}, grid.layout);
            for (const MapPoint corner : {MapPoint{-50.0, -50.0}, MapPoint{100.0, 120.0}, MapPoint{-180.0, 300.0}}) {
                const RenderView view{2.0, corner, 160, 90};
                const OffsetRange range = visible_offset_range(map, view, 0);
                for (std::size_t i = 0; i < map.hex_count(); ++i) {
                    const HexCoord hex = map.coord_at(i);
                    bool reaches = false;
                    for (const MapPoint p : hex_corners(map.grid.geometry, hex)) {
                        const DevicePoint d = view.to_device(p);
                        reaches = reaches || (d.x >= 0 && d.y >= 0 && d.x <= view.width_px && d.y <= view.height_px);
                    }
                    if (reaches) {
                        EXPECT_TRUE(range.contains(axial_to_offset(map.grid.layout, hex)))
                            << "rotation " << rotation << ", hex " << map.label(hex);
                    }
                }
                EXPECT_LT(range.hex_count(), 400U) << "rotation " << rotation;
            }
        }
    }
}

}  // namespace
}  // namespace sandtable
