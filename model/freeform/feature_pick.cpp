#include "model/freeform/feature_pick.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/map_border.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/freeform/vertex_editing.hpp"

#include <algorithm>

namespace sandtable {

namespace bg = boost::geometry;

namespace {

bool line_within(const Polyline& line, MapPoint at, double reach) { return line.size() >= 2 && edge_near(line, at, reach).has_value(); }

MapRect bounds_of_points(const std::vector<MapPoint>& points) {
    MapRect box{points.front(), points.front()};
    for (const MapPoint& p : points) box = unite(box, MapRect{p, p});
    return box;
}

}  // namespace

std::optional<FeatureRef> feature_at(const FreeformMap& map, MapPoint at, double reach) {
    for (const PointFeature& point : map.points) {
        if (length(point.at - at) <= reach) return FeatureRef{FeatureKind::Point, point.id};
    }
    for (const NamedLocation& location : map.locations) {
        if (length(location.at - at) <= std::max(reach, location.radius)) return FeatureRef{FeatureKind::Location, location.id};
    }
    for (auto line = map.lines.rbegin(); line != map.lines.rend(); ++line) {
        if (line_within(line->line, at, reach)) return FeatureRef{FeatureKind::Line, line->id};
    }
    for (const TerrainArea& area : map.areas) {
        if (line_within(area.crest, at, reach)) return FeatureRef{FeatureKind::Area, area.id};
    }
    const TerrainArea* top = nullptr;
    for (const TerrainArea& area : map.areas) {
        if (top != nullptr && area.level.value_or(0) < top->level.value_or(0)) continue;
        if (area.shape.empty() || !bg::covered_by(at, area.shape)) continue;
        top = &area;
    }
    if (top != nullptr) return FeatureRef{FeatureKind::Area, top->id};
    for (const BorderStretch& edge : map.edges) {
        if (line_within(border_stretch(map.extent, edge.from, edge.to), at, reach)) return FeatureRef{FeatureKind::EntryEdge, edge.id};
    }
    return std::nullopt;
}

std::optional<MapRect> feature_bounds(const FreeformMap& map, const FeatureRef& feature) {
    switch (feature.kind) {
    case FeatureKind::Area:
        if (const TerrainArea* area = map.area(feature.id); area != nullptr && !area->shape.empty()) {
            MapRect box = bounds_of(area->shape);
            if (!area->crest.empty()) box = unite(box, bounds_of_points(area->crest));
            return box;
        }
        return std::nullopt;
    case FeatureKind::Line:
        for (const LineFeature& line : map.lines) {
            if (line.id == feature.id && !line.line.empty()) return bounds_of_points(line.line);
        }
        return std::nullopt;
    case FeatureKind::Point:
        for (const PointFeature& point : map.points) {
            if (point.id == feature.id) return MapRect{point.at, point.at};
        }
        return std::nullopt;
    case FeatureKind::Location:
        for (const NamedLocation& location : map.locations) {
            if (location.id == feature.id) {
                const MapPoint r{location.radius, location.radius};
                return MapRect{location.at - r, location.at + r};
            }
        }
        return std::nullopt;
    case FeatureKind::EntryEdge:
        for (const BorderStretch& edge : map.edges) {
            if (edge.id == feature.id) return bounds_of_points(border_stretch(map.extent, edge.from, edge.to));
        }
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace sandtable
