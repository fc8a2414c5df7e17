// The terrain of free-form maps: every area a valid polygon, and areas of one terrain apart.
#include "model/freeform/polygon_ops.hpp"
#include "model/freeform/shape_index.hpp"
#include "model/map_rect_ops.hpp"
#include "validators/pub_battles/area_validity.hpp"
#include "validators/pub_battles/checks.hpp"
#include "validators/pub_battles/shared_out.hpp"

#include <fmt/format.h>

namespace sandtable::pub_battles {

namespace {

std::string map_name(const GameMap& map) { return map.name.empty() ? map.id : map.name; }

}  // namespace

void check_valid_polygons(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    for (const GameMap& map : context.book.maps) {
        if (map.kind != MapKind::Freeform) continue;
        const std::vector<TerrainArea>& areas = map.freeform.areas;
        // Checked again near an edit, only the areas there; else every area, once per state of the map.
        std::shared_ptr<const AreaProblems> problems;
        if (!context.region) problems = area_problems(map.freeform);
        for (std::size_t i = 0; i < areas.size(); ++i) {
            const TerrainArea& area = areas[i];
            std::string problem;
            if (problems) {
                problem = (*problems)[i];
            } else if (area.shape.empty() || context.looks_at(bounds_of(area.shape))) {
                if (const Status valid = check_shape(area.shape); !valid) problem = valid.error();
            }
            if (problem.empty()) continue;
            sink.report(check.diagnostic(fmt::format("area {} ({}) of map {} is not a valid polygon: {}", area.id, area.terrain, map_name(map), problem),
                                         {{"map", map.id}, {"area", area.id}}, context));
        }
    }
}

namespace {

// The areas' bounds, each valid shape's (an invalid or empty one is left out: an empty rectangle).
struct OverlapCandidates {
    std::vector<char> valid;
    std::vector<MapRect> bounds;
};

OverlapCandidates candidates_of(const std::vector<TerrainArea>& areas, const FreeformMap& map, const ValidationContext& context) {
    OverlapCandidates out{std::vector<char>(areas.size(), 0), std::vector<MapRect>(areas.size(), MapRect{{1, 1}, {0, 0}})};
    if (!context.region) {
        const auto problems = area_problems(map);
        for (std::size_t i = 0; i < areas.size(); ++i) {
            out.valid[i] = !areas[i].shape.empty() && (*problems)[i].empty();
            if (out.valid[i]) out.bounds[i] = bounds_of(areas[i].shape);
        }
        return out;
    }
    // Near an edit: the areas meeting the region and those that may meet them, each checked alone.
    std::vector<MapRect> all(areas.size(), MapRect{{1, 1}, {0, 0}});
    std::vector<std::size_t> near;
    for (std::size_t i = 0; i < areas.size(); ++i) {
        if (areas[i].shape.empty()) continue;
        all[i] = bounds_of(areas[i].shape);
        if (context.looks_at(all[i])) near.push_back(i);
    }
    if (near.empty()) return out;
    MapRect reach = all[near.front()];
    for (const std::size_t i : near) reach = unite(reach, all[i]);
    std::vector<char> wanted(areas.size(), 0);
    for (std::size_t j = 0; j < areas.size(); ++j) {
        wanted[j] = !areas[j].shape.empty() && meets(all[j], reach);
    }
    for (std::size_t i = 0; i < areas.size(); ++i) {
        if (!wanted[i] || !check_shape(areas[i].shape)) continue;
        out.valid[i] = 1;
        out.bounds[i] = all[i];
    }
    return out;
}

}  // namespace

void check_terrain_overlap(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    for (const GameMap& map : context.book.maps) {
        if (map.kind != MapKind::Freeform) continue;
        const std::vector<TerrainArea>& areas = map.freeform.areas;
        // An invalid shape is the polygon check's; overlay is undefined on it.
        const OverlapCandidates candidates = candidates_of(areas, map.freeform, context);
        const std::vector<char>& valid = candidates.valid;
        const std::vector<MapRect>& bounds = candidates.bounds;
        const ShapeIndex index(bounds);
        for_each_item_shared_out(areas.size(), sink, [&](std::size_t i, DiagnosticSink& found) {
            if (!valid[i]) return;
            for (const std::size_t j : index.meeting(bounds[i])) {
                // A hill of a higher level stands on a lower one, as contours do: only areas of one
                // terrain and one level may not overlap.
                if (j <= i || !valid[j] || areas[j].terrain != areas[i].terrain || areas[j].level != areas[i].level) continue;
                // Near an edit, a pair is looked at when either of them is there.
                if (!context.looks_at(bounds[i]) && !context.looks_at(bounds[j])) continue;
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
        if (map.kind != MapKind::Freeform) continue;
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
