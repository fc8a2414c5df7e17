#include "io/print/print_layout.hpp"

#include "model/hex_map.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sandtable {

PrintableArea printable_area(PaperSize paper) {
    PrintableArea area;
    area.left = kPrintMarginMm * kPointsPerMm;
    area.top = kPrintMarginMm * kPointsPerMm;
    area.width = paper.width_pt - 2 * area.left;
    area.height = paper.height_pt - 2 * area.top - kPrintFooterMm * kPointsPerMm;
    area.footer_baseline = paper.height_pt - kPrintMarginMm * kPointsPerMm;
    return area;
}

MapPoint MapTiling::sheet_origin(int column, int row) const {
    return {bounds.min.x + column * step_x / scale, bounds.min.y + row * step_y / scale};
}

MapTiling tile_map(const HexMap& map, PaperSize paper, double hex_mm) {
    const double across_flats = map.grid.geometry.size * std::numbers::sqrt3;
    return tile_map(hex_map_bounds(map), paper, hex_mm * kPointsPerMm / across_flats);
}

MapTiling tile_map(const MapBounds& bounds, PaperSize paper, double scale) {
    MapTiling tiling;
    tiling.area = printable_area(paper);
    tiling.bounds = bounds;
    tiling.scale = scale;
    const double overlap = kPrintOverlapMm * kPointsPerMm;
    tiling.step_x = tiling.area.width - overlap;
    tiling.step_y = tiling.area.height - overlap;
    const double width = tiling.bounds.width() * tiling.scale;
    const double height = tiling.bounds.height() * tiling.scale;
    // A sheet holds its step and the overlap; the last one whatever is left.
    tiling.columns = std::max(1, static_cast<int>(std::ceil((width - overlap) / tiling.step_x - 1e-9)));
    tiling.rows = std::max(1, static_cast<int>(std::ceil((height - overlap) / tiling.step_y - 1e-9)));
    return tiling;
}

std::vector<PagePoint> registration_marks(const MapTiling& tiling, int column, int row) {
    const PrintableArea& area = tiling.area;
    const double overlap = kPrintOverlapMm * kPointsPerMm;
    std::vector<PagePoint> marks;
    // (x, y): points of map from the map's top-left corner at the printed scale.
    const auto mark = [&](double x, double y) {
        const PagePoint on_page{area.left + x - column * tiling.step_x, area.top + y - row * tiling.step_y};
        if (on_page.x >= area.left && on_page.x <= area.left + area.width && on_page.y >= area.top && on_page.y <= area.top + area.height) {
            marks.push_back(on_page);
        }
    };
    for (int seam = 0; seam + 1 < tiling.columns; ++seam) {
        for (int r = 0; r < tiling.rows; ++r) mark((seam + 1) * tiling.step_x + overlap / 2, r * tiling.step_y + area.height / 2);
    }
    for (int seam = 0; seam + 1 < tiling.rows; ++seam) {
        for (int c = 0; c < tiling.columns; ++c) mark(c * tiling.step_x + area.width / 2, (seam + 1) * tiling.step_y + overlap / 2);
    }
    return marks;
}

}  // namespace sandtable
