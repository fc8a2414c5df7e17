#include "editor/canvas/position_text.hpp"

#include "io/gdal/reprojection.hpp"
#include "model/map_frame.hpp"

#include <cmath>
#include <fmt/format.h>

namespace sandtable::editor {

PositionText::PositionText() = default;
PositionText::~PositionText() = default;

std::string PositionText::describe(const GameMap& map, MapPoint point) {
    if (map.crs.empty()) return fmt::format("({:.1f}, {:.1f} {})", point.x, point.y, map.units);
    const MapPoint crs = map_to_crs(point);
    std::string text = fmt::format("(E {:.1f}, N {:.1f} {})", crs.x, crs.y, map.units);
    if (map.crs != crs_) {
        crs_ = map.crs;
        auto between = Reprojection::between(map.crs, "EPSG:4326");
        to_wgs84_ = between ? std::move(between).value() : nullptr;
    }
    MapPoint geographic = crs;
    if (to_wgs84_ && to_wgs84_->apply(geographic)) {
        text += fmt::format("  {:.4f}° {}, {:.4f}° {}", std::abs(geographic.y), geographic.y >= 0 ? 'N' : 'S', std::abs(geographic.x),
                            geographic.x >= 0 ? 'E' : 'W');
    }
    return text;
}

}  // namespace sandtable::editor
