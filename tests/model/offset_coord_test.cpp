#include "model/hex/offset_coord.hpp"
#include "model/hex/hex_geometry.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <ostream>
#include <string>
#include <vector>

namespace sandtable {
[[maybe_unused]] static void PrintTo(HexCoord hex, std::ostream* out) {
    *out << "axial (" << hex.q << ", " << hex.r << ")";
}
[[maybe_unused]] static void PrintTo(OffsetCoord offset, std::ostream* out) {
    *out << "offset (" << offset.col << ", " << offset.row << ")";
}
}  // namespace sandtable

namespace sandtable {
namespace {

const std::vector<OffsetLayout> kAllLayouts = {OffsetLayout::OddRows, OffsetLayout::EvenRows,
                                               OffsetLayout::OddColumns, OffsetLayout::EvenColumns};

std::string name_of(OffsetLayout layout) {
    switch (layout) {
        case OffsetLayout::OddRows: return "odd rows";
        case OffsetLayout::EvenRows: return "even rows";
        case OffsetLayout::OddColumns: return "odd columns";
        case OffsetLayout::EvenColumns: return "even columns";
    }
    return "?";
}

struct KnownPair {
    OffsetLayout layout;
    OffsetCoord offset;
    HexCoord axial;
};

TEST(OffsetCoord, KnownConversions) {
    const std::vector<KnownPair> pairs = {
        {OffsetLayout::OddRows, {0, 0}, {0, 0}},
        {OffsetLayout::OddRows, {0, 1}, {0, 1}},
        {OffsetLayout::OddRows, {0, 2}, {-1, 2}},
        {OffsetLayout::OddRows, {3, 3}, {2, 3}},
        {OffsetLayout::OddRows, {-1, -1}, {0, -1}},
        {OffsetLayout::OddRows, {2, -3}, {4, -3}},
        {OffsetLayout::EvenRows, {0, 0}, {0, 0}},
        {OffsetLayout::EvenRows, {0, 1}, {-1, 1}},
        {OffsetLayout::EvenRows, {3, 3}, {1, 3}},
        {OffsetLayout::EvenRows, {0, -1}, {0, -1}},
        {OffsetLayout::EvenRows, {2, -3}, {3, -3}},
        {OffsetLayout::OddColumns, {0, 0}, {0, 0}},
        {OffsetLayout::OddColumns, {1, 0}, {1, 0}},
        {OffsetLayout::OddColumns, {2, 0}, {2, -1}},
        {OffsetLayout::OddColumns, {3, 3}, {3, 2}},
        {OffsetLayout::OddColumns, {-1, -1}, {-1, 0}},
        {OffsetLayout::OddColumns, {-3, 2}, {-3, 4}},
        {OffsetLayout::EvenColumns, {0, 0}, {0, 0}},
        {OffsetLayout::EvenColumns, {1, 0}, {1, -1}},
        {OffsetLayout::EvenColumns, {3, 3}, {3, 1}},
        {OffsetLayout::EvenColumns, {-1, -1}, {-1, -1}},
        {OffsetLayout::EvenColumns, {-3, 2}, {-3, 3}},
    };
    for (const KnownPair& pair : pairs) {
        EXPECT_EQ(offset_to_axial(pair.layout, pair.offset), pair.axial) << name_of(pair.layout);
        EXPECT_EQ(axial_to_offset(pair.layout, pair.axial), pair.offset) << name_of(pair.layout);
    }
}

TEST(OffsetCoord, OffsetToAxialAndBackIncludingNegatives) {
    for (const OffsetLayout layout : kAllLayouts) {
        for (int col = -7; col <= 7; ++col) {
            for (int row = -7; row <= 7; ++row) {
                const OffsetCoord offset{col, row};
                EXPECT_EQ(axial_to_offset(layout, offset_to_axial(layout, offset)), offset)
                    << name_of(layout);
            }
        }
    }
}

TEST(OffsetCoord, AxialToOffsetAndBackIncludingNegatives) {
    for (const OffsetLayout layout : kAllLayouts) {
        for (int q = -7; q <= 7; ++q) {
            for (int r = -7; r <= 7; ++r) {
                const HexCoord hex{q, r};
                EXPECT_EQ(offset_to_axial(layout, axial_to_offset(layout, hex)), hex)
                    << name_of(layout);
            }
        }
    }
}

bool is_odd(int value) { return value % 2 != 0; }

// Draws offset hexes with the orientation their layout goes with, so the tests below can
// check which rows or columns are shoved.
MapPoint centre_of(OffsetLayout layout, OffsetCoord offset) {
    const bool rows = layout == OffsetLayout::OddRows || layout == OffsetLayout::EvenRows;
    const HexGeometry geometry{rows ? HexOrientation::PointyTop : HexOrientation::FlatTop, 1.0};
    return hex_to_point(geometry, offset_to_axial(layout, offset));
}

TEST(OffsetCoord, RowLayoutsShoveOddOrEvenRowsRightByHalfAHex) {
    const double half_hex = std::sqrt(3.0) / 2;
    for (int row = -4; row <= 4; ++row) {
        for (int col = -4; col <= 4; ++col) {
            const double odd_x = centre_of(OffsetLayout::OddRows, {col, row}).x;
            const double even_x = centre_of(OffsetLayout::EvenRows, {col, row}).x;
            const double plain_x = col * 2 * half_hex;
            EXPECT_NEAR(odd_x, plain_x + (is_odd(row) ? half_hex : 0), 1e-9) << col << "," << row;
            // Row 0 is the unshoved one in both layouts, so shoving even rows pulls odd rows left.
            EXPECT_NEAR(even_x, plain_x - (is_odd(row) ? half_hex : 0), 1e-9) << col << "," << row;
            EXPECT_NEAR(centre_of(OffsetLayout::OddRows, {col, row}).y, 1.5 * row, 1e-9);
        }
    }
}

TEST(OffsetCoord, ColumnLayoutsShoveOddOrEvenColumnsDownByHalfAHex) {
    const double half_hex = std::sqrt(3.0) / 2;
    for (int col = -4; col <= 4; ++col) {
        for (int row = -4; row <= 4; ++row) {
            const double odd_y = centre_of(OffsetLayout::OddColumns, {col, row}).y;
            const double even_y = centre_of(OffsetLayout::EvenColumns, {col, row}).y;
            const double plain_y = row * 2 * half_hex;
            EXPECT_NEAR(odd_y, plain_y + (is_odd(col) ? half_hex : 0), 1e-9) << col << "," << row;
            // Column 0 is the unshoved one in both layouts, so shoving even columns lifts odd ones.
            EXPECT_NEAR(even_y, plain_y - (is_odd(col) ? half_hex : 0), 1e-9) << col << "," << row;
            EXPECT_NEAR(centre_of(OffsetLayout::OddColumns, {col, row}).x, 1.5 * col, 1e-9);
        }
    }
}

TEST(OffsetCoord, OffsetToMapPointAndBackOnRotatedMaps) {
    for (const OffsetLayout layout : kAllLayouts) {
        const bool rows = layout == OffsetLayout::OddRows || layout == OffsetLayout::EvenRows;
        const HexGeometry geometry{
            rows ? HexOrientation::PointyTop : HexOrientation::FlatTop, 25.0, {310.0, -42.5}, 12.0};
        for (int col = -6; col <= 6; ++col) {
            for (int row = -6; row <= 6; ++row) {
                const OffsetCoord offset{col, row};
                const MapPoint centre = hex_to_point(geometry, offset_to_axial(layout, offset));
                EXPECT_EQ(axial_to_offset(layout, point_to_hex(geometry, centre)), offset)
                    << name_of(layout);
            }
        }
    }
}

}  // namespace
}  // namespace sandtable
