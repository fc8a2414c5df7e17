#pragma once
// Where things go on a print-and-play sheet: the printable area inside the margins with a footer
// line for the caption, in points (y down), and the map's tiling over as many sheets as it takes
// at its printed scale, neighbouring sheets overlapping so that they can be trimmed and glued.
#include "io/print/paper.hpp"
#include "io/render/map_bounds.hpp"

#include <vector>

namespace sandtable {

class HexMap;

inline constexpr double kPrintMarginMm = 10.0;
inline constexpr double kPrintFooterMm = 10.0;
inline constexpr double kPrintOverlapMm = 10.0;

struct PrintableArea {
    double left = 0.0;
    double top = 0.0;
    double width = 0.0;
    double height = 0.0;
    double footer_baseline = 0.0;
};

[[nodiscard]] PrintableArea printable_area(PaperSize paper);

struct MapTiling {
    double scale = 1.0;  // points a map unit
    MapBounds bounds;    // the map's extent, in map units
    int columns = 1;     // sheets across
    int rows = 1;        // sheets down
    double step_x = 0.0;  // points of map from one sheet to the next: the printable width less the overlap
    double step_y = 0.0;
    PrintableArea area;

    [[nodiscard]] int sheets() const { return columns * rows; }
    // Map coordinates shown at the top-left corner of the printable area of a sheet.
    [[nodiscard]] MapPoint sheet_origin(int column, int row) const;
};

// The map at `hex_mm` millimetres across the flats, on `paper`.
[[nodiscard]] MapTiling tile_map(const HexMap& map, PaperSize paper, double hex_mm);
// Any map's extent at `scale` points a map unit, on `paper`.
[[nodiscard]] MapTiling tile_map(const MapBounds& bounds, PaperSize paper, double scale);

// Registration crosses: fixed points of the map in the middle of each overlap, so that the same
// crosses print on both sheets of a seam. Those of one sheet, in page points (y down).
struct PagePoint {
    double x = 0.0;
    double y = 0.0;
};
[[nodiscard]] std::vector<PagePoint> registration_marks(const MapTiling& tiling, int column, int row);

}  // namespace sandtable
