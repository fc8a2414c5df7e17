#include "model/commands/freeform_feature_commands.hpp"

#include "model/commands/freeform_map_of.hpp"
#include "model/commands/replace_freeform_item.hpp"
#include "model/freeform/map_border.hpp"
#include "model/fresh_ids.hpp"

#include <cmath>
#include <fmt/format.h>
#include <array>
#include <span>

namespace sandtable {

namespace {

MapRect rect_of(std::span<const MapPoint> points) {
    MapRect rect{points.front(), points.front()};
    for (const MapPoint& p : points) rect = unite(rect, MapRect{p, p});
    return rect;
}

MapRect rect_of(const LineFeature& line) { return rect_of(line.line); }
MapRect rect_of(const PointFeature& point) { return {point.at, point.at}; }
MapRect rect_of(const NamedLocation& location) {
    return {{location.at.x - location.radius, location.at.y - location.radius}, {location.at.x + location.radius, location.at.y + location.radius}};
}

// Item edits: the step, the map, the item before (none: added) and after (none: removed), and
// how to measure what an item covers.
template <typename Item, typename Measure>
Edit replace_item(const std::string& step, const std::string& map_id, const std::string& id, std::optional<Item> before,
                  std::optional<Item> after, Measure measure) {
    std::optional<MapRect> touched;
    for (const auto* side : {&before, &after}) {
        if (!*side) continue;
        const MapRect r = measure(**side);
        touched = touched ? unite(*touched, r) : r;
    }
    return make_edit(step, [=](const Book&) -> Resolution {
        return {std::make_unique<ReplaceFreeformItem<Item>>(step, map_id, id, before, after, touched), before ? std::string() : id};
    });
}

template <typename Item>
Edit replace_item(const std::string& step, const std::string& map_id, const std::string& id, std::optional<Item> before,
                  std::optional<Item> after) {
    return replace_item(step, map_id, id, std::move(before), std::move(after), [](const Item& item) { return rect_of(item); });
}

template <typename Item>
const Item* find_item(const std::vector<Item>& items, const std::string& id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const Item& item) { return item.id == id; });
    return it != items.end() ? &*it : nullptr;
}

// The catalogue entry of that id and kind on the map of that id, or why not.
Outcome<const FreeformTerrainDef*> terrain_of_kind(const Book& book, const std::string& map_id, const std::string& terrain, GeometryKind kind) {
    const Outcome<const FreeformMap*> map = freeform_map_of(book, map_id);
    if (!map) return failure(map.error());
    const FreeformTerrainDef* def = (*map)->terrain(terrain);
    if (def == nullptr) return failure(fmt::format("\"{}\" is not in the map's terrain catalogue.", terrain));
    if (def->kind != kind) return failure(fmt::format("{} is {} terrain, not {} terrain.", def->name, to_string(def->kind), to_string(kind)));
    return def;
}

bool is_finite(MapPoint p) { return std::isfinite(p.x) && std::isfinite(p.y); }

// The line without repeated points; why not when fewer than two distinct points are left.
Outcome<Polyline> checked_line(const Polyline& line) {
    Polyline out;
    for (const MapPoint& p : line) {
        if (!is_finite(p)) return failure("A point of the line is not a number.");
        if (out.empty() || !(out.back() == p)) out.push_back(p);
    }
    if (out.size() < 2) return failure("A line needs two different points at least.");
    return out;
}

std::string name_or_id(const std::string& name, const std::string& id) { return name.empty() ? id : name; }

// Where an entry edge lies, from the map's extent at the time of the edit.
auto edge_measure(const MapRect& extent) {
    return [extent](const BorderStretch& edge) { return rect_of(border_stretch(extent, edge.from, edge.to)); };
}

std::string edge_problem(const MapRect& extent, double from, double to) {
    const double perimeter = perimeter_of(extent);
    if (!(perimeter > 0.0)) return "The map has no extent for its edges to run along.";
    if (!(from >= 0.0 && from <= perimeter && to >= 0.0 && to <= perimeter)) {
        return fmt::format("An entry edge runs along the border, from 0 to {:g}.", perimeter);
    }
    if (from == to) return "An entry edge needs a stretch of the border, not one place.";
    return {};
}

// The map's extent and measures, from one state to another and back; the change names the whole
// map as it was and is.
class SetMapFrame final : public Command {
public:
    SetMapFrame(std::string name, std::string map, MapRect extent_before, MapRect extent_after, MapMeasures measures_before,
                MapMeasures measures_after)
        : name_(std::move(name)), map_(std::move(map)), extents_{extent_before, extent_after}, measures_{measures_before, measures_after} {}
    void apply(Book& book) override { put(book, 1); }
    void revert(Book& book) override { put(book, 0); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().map_area(map_, unite(extents_[0], extents_[1])); }

private:
    void put(Book& book, int which) {
        FreeformMap& map = book.map(map_)->freeform;
        map.extent = extents_[which];
        map.measures = measures_[which];
    }
    std::string name_;
    std::string map_;
    std::array<MapRect, 2> extents_;
    std::array<MapMeasures, 2> measures_;
};

Edit set_frame(const std::string& step, const std::string& map_id, const FreeformMap& map, MapRect extent, MapMeasures measures) {
    const MapRect extent_before = map.extent;
    const MapMeasures measures_before = map.measures;
    return make_edit(step, [=](const Book&) -> Resolution {
        return {std::make_unique<SetMapFrame>(step, map_id, extent_before, extent, measures_before, measures), {}};
    });
}

}  // namespace

Edit make_add_line(const Book& book, const std::string& map_id, const std::string& terrain, const std::string& name, const Polyline& line) {
    const Outcome<const FreeformTerrainDef*> found = terrain_of_kind(book, map_id, terrain, GeometryKind::Line);
    if (!found) return refused(found.error());
    const FreeformTerrainDef* def = *found;
    Outcome<Polyline> points = checked_line(line);
    if (!points) return refused(points.error());
    const std::string id = fresh_id(book, terrain);
    return replace_item<LineFeature>(fmt::format("Add {}", name_or_id(name, def->name)), map_id, id, std::nullopt,
                                     LineFeature{id, terrain, name, std::move(*points)});
}

Edit make_set_line_points(const Book& book, const std::string& map_id, const std::string& line_id, const Polyline& line) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const LineFeature* before = find_item(map->lines, line_id);
    if (before == nullptr) return refused(fmt::format("There is no line '{}'.", line_id));
    Outcome<Polyline> points = checked_line(line);
    if (!points) return refused(points.error());
    if (*points == before->line) return refused(fmt::format("{} runs this way already.", name_or_id(before->name, line_id)));
    LineFeature after = *before;
    after.line = std::move(*points);
    return replace_item<LineFeature>(fmt::format("Reshape {}", name_or_id(before->name, line_id)), map_id, line_id, *before, std::move(after));
}

Edit make_remove_line(const Book& book, const std::string& map_id, const std::string& line_id) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const LineFeature* before = find_item(map->lines, line_id);
    if (before == nullptr) return refused(fmt::format("There is no line '{}'.", line_id));
    return replace_item<LineFeature>(fmt::format("Remove {}", name_or_id(before->name, line_id)), map_id, line_id, *before, std::nullopt);
}

Edit make_add_point(const Book& book, const std::string& map_id, const std::string& terrain, const std::string& name, MapPoint at) {
    const Outcome<const FreeformTerrainDef*> found = terrain_of_kind(book, map_id, terrain, GeometryKind::Point);
    if (!found) return refused(found.error());
    const FreeformTerrainDef* def = *found;
    if (!is_finite(at)) return refused("The point is not a number.");
    const std::string id = fresh_id(book, terrain);
    return replace_item<PointFeature>(fmt::format("Add {}", name_or_id(name, def->name)), map_id, id, std::nullopt,
                                      PointFeature{id, terrain, name, at});
}

Edit make_move_point(const Book& book, const std::string& map_id, const std::string& point_id, MapPoint at) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const PointFeature* before = find_item(map->points, point_id);
    if (before == nullptr) return refused(fmt::format("There is no point '{}'.", point_id));
    if (!is_finite(at)) return refused("The point is not a number.");
    if (before->at == at) return refused(fmt::format("{} is there already.", name_or_id(before->name, point_id)));
    PointFeature after = *before;
    after.at = at;
    return replace_item<PointFeature>(fmt::format("Move {}", name_or_id(before->name, point_id)), map_id, point_id, *before, std::move(after));
}

Edit make_remove_point(const Book& book, const std::string& map_id, const std::string& point_id) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const PointFeature* before = find_item(map->points, point_id);
    if (before == nullptr) return refused(fmt::format("There is no point '{}'.", point_id));
    return replace_item<PointFeature>(fmt::format("Remove {}", name_or_id(before->name, point_id)), map_id, point_id, *before, std::nullopt);
}

Edit make_add_location(const Book& book, const std::string& map_id, const std::string& name, MapPoint at, double radius) {
    if (const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id); !found) return refused(found.error());
    if (name.empty()) return refused("A named location needs a name.");
    if (!is_finite(at) || !(radius >= 0.0) || !std::isfinite(radius)) return refused("A location's place and radius are numbers, the radius 0 or more.");
    const std::string id = fresh_id(book, "location");
    return replace_item<NamedLocation>(fmt::format("Add {}", name), map_id, id, std::nullopt, NamedLocation{id, name, at, radius});
}

Edit make_set_location(const Book& book, const std::string& map_id, const std::string& location_id, const std::string& name, MapPoint at,
                       double radius) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const NamedLocation* before = find_item(map->locations, location_id);
    if (before == nullptr) return refused(fmt::format("There is no location '{}'.", location_id));
    if (name.empty()) return refused("A named location needs a name.");
    if (!is_finite(at) || !(radius >= 0.0) || !std::isfinite(radius)) return refused("A location's place and radius are numbers, the radius 0 or more.");
    const NamedLocation after{location_id, name, at, radius};
    if (after == *before) return refused(fmt::format("{} is so already.", name));
    return replace_item<NamedLocation>(fmt::format("Change {}", before->name), map_id, location_id, *before, after);
}

Edit make_remove_location(const Book& book, const std::string& map_id, const std::string& location_id) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const NamedLocation* before = find_item(map->locations, location_id);
    if (before == nullptr) return refused(fmt::format("There is no location '{}'.", location_id));
    return replace_item<NamedLocation>(fmt::format("Remove {}", before->name), map_id, location_id, *before, std::nullopt);
}

Edit make_add_entry_edge(const Book& book, const std::string& map_id, const std::string& name, double from, double to) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    if (name.empty()) return refused("An entry edge needs a name.");
    if (const std::string wrong = edge_problem(map->extent, from, to); !wrong.empty()) return refused(wrong);
    const std::string id = fresh_id(book, "edge");
    return replace_item<BorderStretch>(fmt::format("Add edge {}", name), map_id, id, std::nullopt, BorderStretch{id, name, from, to},
                                       edge_measure(map->extent));
}

Edit make_remove_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const BorderStretch* before = find_item(map->edges, edge_id);
    if (before == nullptr) return refused(fmt::format("There is no entry edge '{}'.", edge_id));
    return replace_item<BorderStretch>(fmt::format("Remove edge {}", before->name), map_id, edge_id, *before, std::nullopt,
                                       edge_measure(map->extent));
}

Edit make_set_extent(const Book& book, const std::string& map_id, const MapRect& extent) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    if (!is_finite(extent.min) || !is_finite(extent.max) || !(extent.max.x > extent.min.x && extent.max.y > extent.min.y)) {
        return refused("The extent needs a width and a height greater than 0.");
    }
    if (extent == map->extent) return refused("The map has this extent already.");
    for (const BorderStretch& edge : map->edges) {
        if (!edge_problem(extent, edge.from, edge.to).empty()) {
            return refused(fmt::format("Entry edge {} would run off the new border; remove it or set it again first.", edge.name));
        }
    }
    return set_frame("Set the map's extent", map_id, *map, extent, map->measures);
}

Edit make_set_measures(const Book& book, const std::string& map_id, const MapMeasures& measures) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    for (const double length : {measures.foot_move, measures.mounted_move, measures.piece_width, measures.piece_depth}) {
        if (!(length >= 0.0) || !std::isfinite(length)) return refused("Moves and piece sizes are lengths of 0 (not set) or more.");
    }
    if (measures == map->measures) return refused("The map has these measures already.");
    return set_frame("Set the map's measures", map_id, *map, map->extent, measures);
}

}  // namespace sandtable
