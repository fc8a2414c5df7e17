#include "model/freeform/freeform_answers.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/map_rect_ops.hpp"

#include <algorithm>

namespace sandtable {

namespace bg = boost::geometry;

double FormationReach::area() const {
    double total = 0.0;
    for (const MapRect& rect : cells) total += (rect.max.x - rect.min.x) * (rect.max.y - rect.min.y);
    return total;
}

bool FormationReach::covers(MapPoint point) const {
    return std::any_of(cells.begin(), cells.end(), [&](const MapRect& rect) { return holds(rect, point); });
}

double ColumnReach::length() const {
    double total = 0.0;
    for (const Polyline& stretch : stretches) total += length_of(stretch);
    return total;
}

bool ColumnReach::covers(MapPoint point, double tolerance) const {
    return std::any_of(stretches.begin(), stretches.end(), [&](const Polyline& stretch) { return bg::distance(point, stretch) <= tolerance; });
}

bool FreeformReach::reaches(MapPoint point) const {
    return formation.covers(point) || column.covers(point, formation.cell / 2.0);
}

std::string_view to_string(CombatKind kind) { return kind == CombatKind::Melee ? "melee" : "fire"; }

}  // namespace sandtable
