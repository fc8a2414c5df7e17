// model/freeform: the R-tree answers which shapes may meet a rectangle, as a look at every shape
// would, on a tessellation of touching squares; insertions and removals keep it so.
#include "model/freeform/polygon_ops.hpp"
#include "model/freeform/shape_index.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

std::vector<MultiPolygon> squares(int n) {
    std::vector<MultiPolygon> shapes;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const double x0 = x * 10.0;
            const double y0 = y * 10.0;
            shapes.push_back(snapped(as_multi(Polygon{Ring{{x0, y0}, {x0 + 10, y0}, {x0 + 10, y0 + 10}, {x0, y0 + 10}, {x0, y0}}, {}})));
        }
    }
    return shapes;
}

std::vector<std::size_t> by_looking(const std::vector<MultiPolygon>& shapes, const MapRect& area) {
    std::vector<std::size_t> ids;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const MapRect b = bounds_of(shapes[i]);
        if (b.min.x <= area.max.x && area.min.x <= b.max.x && b.min.y <= area.max.y && area.min.y <= b.max.y) ids.push_back(i);
    }
    return ids;
}

TEST(ShapeIndex, FindsWhatALookAtEveryShapeFinds) {
    const std::vector<MultiPolygon> shapes = squares(30);
    ShapeIndex index(shapes);
    EXPECT_EQ(index.size(), 900U);
    for (const MapRect area : {MapRect{{15, 15}, {16, 16}}, MapRect{{10, 10}, {10, 10}}, MapRect{{-5, -5}, {305, 305}}, MapRect{{123, 7}, {201, 98}},
                               MapRect{{400, 400}, {500, 500}}}) {
        EXPECT_EQ(index.meeting(area), by_looking(shapes, area));
    }
    // The point (10, 10) is a corner of four squares: all four meet it.
    EXPECT_EQ(index.meeting({{10, 10}, {10, 10}}).size(), 4U);
}

TEST(ShapeIndex, InsertionsAndRemovalsKeepItRight) {
    std::vector<MultiPolygon> shapes = squares(5);
    ShapeIndex index(shapes);
    index.remove(12, bounds_of(shapes[12]));
    EXPECT_EQ(index.meeting({{25, 25}, {25, 25}}), std::vector<std::size_t>{});
    const MapRect moved{{100, 100}, {110, 110}};
    index.insert(12, moved);
    EXPECT_EQ(index.meeting({{105, 105}, {106, 106}}), std::vector<std::size_t>{12});
    EXPECT_EQ(index.size(), 25U);
}

TEST(ShapeIndex, BuiltFromRectanglesItLeavesOutEmptyOnes) {
    const ShapeIndex index(std::vector<MapRect>{{{0, 0}, {10, 10}}, {{1, 1}, {0, 0}}, {{20, 0}, {30, 10}}});
    EXPECT_EQ(index.size(), 2u);
    EXPECT_EQ(index.meeting({{5, 5}, {25, 6}}), (std::vector<std::size_t>{0, 2}));
}

}  // namespace
}  // namespace sandtable
