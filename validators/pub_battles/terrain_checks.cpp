// The terrain of free-form maps: every area a valid polygon, and areas of one terrain apart.
#include "model/freeform/polygon_ops.hpp"
#include "model/freeform/shape_index.hpp"
#include "validators/pub_battles/checks.hpp"
#include "validators/pub_battles/shared_out.hpp"

#include <fmt/format.h>

namespace sandtable::pub_battles {

namespace {

std::string map_name(const GameMap& map) { return map.name.empty() ? map.id : map.name; }

}  // namespace

void check_valid_polygons(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    for (const GameMap& map : context.book.maps) {
        if (map.kind != MapKind::FreeForm) continue;
        const std::vector<TerrainArea>& areas = map.freeform.areas;
        for_each_item_shared_out(areas.size(), sink, [&](std::size_t i, DiagnosticSink& found) {
            const TerrainArea& area = areas[i];
            if (const Status valid = check_shape(area.shape); !valid) {
                found.report(check.diagnostic(fmt::format("area {} ({}) of map {} is not a valid polygon: {}", area.id, area.terrain, map_name(map),
                                                          valid.error()),
                                              {{"map", map.id}, {"area", area.id}}, context));
            }
        });
    }
}

void check_terrain_overlap(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    for (const GameMap& map : context.book.maps) {
        if (map.kind != MapKind::FreeForm) continue;
        const std::vector<TerrainArea>& areas = map.freeform.areas;
        // An invalid shape is the polygon check's; overlay is undefined on it.
        std::vector<char> valid(areas.size(), 0);
        std::vector<MapRect> bounds(areas.size(), MapRect{{1, 1}, {0, 0}});
        for_each_item_shared_out(areas.size(), sink, [&](std::size_t i, DiagnosticSink&) {
            valid[i] = !areas[i].shape.empty() && static_cast<bool>(check_shape(areas[i].shape));
            if (valid[i]) bounds[i] = bounds_of(areas[i].shape);
        });
        const ShapeIndex index(bounds);
        for_each_item_shared_out(areas.size(), sink, [&](std::size_t i, DiagnosticSink& found) {
            if (!valid[i]) return;
            for (const std::size_t j : index.meeting(bounds[i])) {
                // A hill of a higher level stands on a lower one, as contours do: only areas of one
                // terrain and one level may not overlap.
                if (j <= i || !valid[j] || areas[j].terrain != areas[i].terrain || areas[j].level != areas[i].level) continue;
                // Most neighbours only touch: the cheap test first, the area for the message after.
                if (!interiors_meet(areas[i].shape, areas[j].shape)) continue;
                const double shared = shared_area(areas[i].shape, areas[j].shape);
                // Shapes snapped to the 0.001-unit grid that only touch share nothing; a sliver of a
                // grid cell is rounding, not overlap.
                if (shared <= kShapeSnapGrid * kShapeSnapGrid * 100.0) continue;
                found.report(check.diagnostic(fmt::format("areas {} and {} of {} overlap on map {} ({:.4g} square units): a place is of a "
                                                          "terrain once",
                                                          areas[i].id, areas[j].id, areas[i].terrain, map_name(map), shared),
                                              {{"map", map.id}, {"area", areas[i].id}, {"area", areas[j].id}}, context));
            }
        });
    }
}

void check_no_rivers(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    // The catalogue's river entry (model/rulesets/pub_battles).
    constexpr std::string_view kRiver = "river";
    for (const GameMap& map : context.book.maps) {
        if (map.kind != MapKind::FreeForm) continue;
        const auto report = [&](const std::string& kind, const std::string& id) {
            sink.report(check.diagnostic(fmt::format("{} {} of map {} is a river: there are no rivers on the Gettysburg map, every creek is a "
                                                     "stream",
                                                     kind, id, map_name(map)),
                                         {{"map", map.id}, {kind, id}}, context));
        };
        for (const LineFeature& line : map.freeform.lines) {
            if (line.terrain == kRiver) report("line", line.id);
        }
        for (const TerrainArea& area : map.freeform.areas) {
            if (area.terrain == kRiver) report("area", area.id);
        }
    }
}

}  // namespace sandtable::pub_battles
