#include "model/commands/area_commands.hpp"

#include "model/commands/freeform_map_of.hpp"
#include "model/commands/replace_freeform_item.hpp"

#include "model/freeform/polygon_ops.hpp"
#include "model/fresh_ids.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <optional>
#include <stdexcept>

namespace sandtable {

namespace {

using ReplaceArea = ReplaceFreeformItem<TerrainArea>;

// What the area covered before and covers after.
std::optional<MapRect> touched_by(const std::optional<TerrainArea>& before, const std::optional<TerrainArea>& after) {
    std::optional<MapRect> area;
    for (const auto* side : {&before, &after}) {
        if (!*side || (*side)->shape.empty()) continue;
        const MapRect b = bounds_of((*side)->shape);
        area = area ? unite(*area, b) : b;
    }
    return area;
}

// A shape made fit to keep, or what is wrong with it.
Outcome<MultiPolygon> checked(const MultiPolygon& shape) {
    MultiPolygon fixed = snapped(shape);
    // Snapped to the grid, a shape smaller than it collapses to a line or a point.
    const bool collapsed = std::all_of(fixed.begin(), fixed.end(), [](const Polygon& p) { return p.outer.size() < 4; });
    if (fixed.empty() || collapsed) return failure("The shape has no area.");
    if (Status valid = check_shape(fixed); !valid) return failure(fmt::format("The shape is invalid: {}.", valid.error()));
    if (area_of(fixed) <= 0.0) return failure("The shape has no area.");
    return fixed;
}

std::size_t vertex_count(const MultiPolygon& shape) {
    std::size_t count = 0;
    for (const Polygon& polygon : shape) {
        count += polygon.outer.size();
        for (const Ring& hole : polygon.holes) count += hole.size();
    }
    return count;
}

// The area of the map an edit works on, or why there is none.
Outcome<const TerrainArea*> area_on_map(const Book& book, const std::string& map_id, const std::string& area_id) {
    const Outcome<const FreeformMap*> map = freeform_map_of(book, map_id);
    if (!map) return failure(map.error());
    const TerrainArea* area = (*map)->area(area_id);
    if (area == nullptr) return failure(fmt::format("There is no area '{}'.", area_id));
    return area;
}

Edit replace_area(const std::string& step, const std::string& map_id, const std::string& id, std::optional<TerrainArea> before,
                  std::optional<TerrainArea> after) {
    return make_edit(step, [=](const Book&) -> Resolution {
        return {std::make_unique<ReplaceArea>(step, map_id, id, before, after, touched_by(before, after)), before ? std::string() : id};
    });
}

}  // namespace

Edit make_add_area(const Book& book, const std::string& map_id, const std::string& terrain, const MultiPolygon& shape) {
    const Outcome<const FreeformMap*> found = freeform_map_of(book, map_id);
    if (!found) return refused(found.error());
    const FreeformMap* map = *found;
    const FreeformTerrainDef* def = map->terrain(terrain);
    if (def == nullptr) return refused(fmt::format("\"{}\" is not in the map's terrain catalogue.", terrain));
    if (def->kind != GeometryKind::Area) return refused(fmt::format("{} is a {} terrain, not an area.", def->name, to_string(def->kind)));
    Outcome<MultiPolygon> fixed = checked(shape);
    if (!fixed) return refused(fixed.error());
    const std::string id = fresh_id(book, terrain);
    return replace_area(fmt::format("Add {}", def->name), map_id, id, std::nullopt, TerrainArea{id, terrain, std::move(*fixed), {}, {}});
}

Edit make_set_area_shape(const Book& book, const std::string& map_id, const std::string& area_id, const MultiPolygon& shape) {
    const Outcome<const TerrainArea*> found = area_on_map(book, map_id, area_id);
    if (!found) return refused(found.error());
    const TerrainArea* area = *found;
    Outcome<MultiPolygon> fixed = checked(shape);
    if (!fixed) return refused(fixed.error());
    if (*fixed == area->shape) return refused(fmt::format("{} has this shape already.", area_id));
    TerrainArea changed = *area;
    changed.shape = std::move(*fixed);
    return replace_area(fmt::format("Reshape {}", area_id), map_id, area_id, *area, std::move(changed));
}

Edit make_unite_areas(const Book& book, const std::string& map_id, const std::string& kept, const std::string& merged) {
    const Outcome<const TerrainArea*> found_a = area_on_map(book, map_id, kept);
    if (!found_a) return refused(found_a.error());
    const Outcome<const TerrainArea*> found_b = area_on_map(book, map_id, merged);
    if (!found_b) return refused(found_b.error());
    const TerrainArea* a = *found_a;
    const TerrainArea* b = *found_b;
    if (kept == merged) return refused("An area cannot be united with itself.");
    if (a->terrain != b->terrain) return refused(fmt::format("{} is {} and {} is {}: only areas of one terrain unite.", kept, a->terrain, merged, b->terrain));
    auto united = unite(a->shape, b->shape);
    if (!united) return refused(fmt::format("{} and {} cannot be united: {}.", kept, merged, united.error()));
    TerrainArea changed = *a;
    changed.shape = std::move(*united);
    const std::string step = fmt::format("Unite {} with {}", kept, merged);
    const TerrainArea before_kept = *a;
    const TerrainArea before_merged = *b;
    return make_edit(step, [=](const Book&) -> Resolution {
        auto both = std::make_unique<Transaction>(step);
        both->add(std::make_unique<ReplaceArea>(step, map_id, kept, before_kept, changed, touched_by(before_kept, changed)));
        both->add(std::make_unique<ReplaceArea>(step, map_id, merged, before_merged, std::nullopt, touched_by(before_merged, std::nullopt)));
        return {std::move(both), {}};
    });
}

Edit make_subtract_area(const Book& book, const std::string& map_id, const std::string& from, const std::string& taken) {
    const Outcome<const TerrainArea*> found_a = area_on_map(book, map_id, from);
    if (!found_a) return refused(found_a.error());
    const Outcome<const TerrainArea*> found_b = area_on_map(book, map_id, taken);
    if (!found_b) return refused(found_b.error());
    const TerrainArea* a = *found_a;
    const TerrainArea* b = *found_b;
    if (from == taken) return refused("An area cannot be cut out of itself.");
    auto rest = subtract(a->shape, b->shape);
    if (!rest) return refused(fmt::format("{} cannot be cut out of {}: {}.", taken, from, rest.error()));
    if (*rest == snapped(a->shape)) return refused(fmt::format("{} does not overlap {}.", taken, from));
    TerrainArea changed = *a;
    changed.shape = std::move(*rest);
    return replace_area(fmt::format("Cut {} out of {}", taken, from), map_id, from, *a, std::move(changed));
}

Edit make_split_area(const Book& book, const std::string& map_id, const std::string& area_id, const Polyline& cut) {
    const Outcome<const TerrainArea*> found = area_on_map(book, map_id, area_id);
    if (!found) return refused(found.error());
    const TerrainArea* area = *found;
    auto parts = split(area->shape, cut);
    if (!parts) return refused(fmt::format("{} cannot be split: {}.", area_id, parts.error()));
    TerrainArea kept = *area;
    kept.shape = std::move(parts->one_side);
    const std::string new_id = fresh_id(book, area->terrain);
    TerrainArea other{new_id, area->terrain, std::move(parts->other_side), area->level, {}};
    const std::string step = fmt::format("Split {}", area_id);
    const TerrainArea before = *area;
    return make_edit(step, [=](const Book&) -> Resolution {
        auto both = std::make_unique<Transaction>(step);
        both->add(std::make_unique<ReplaceArea>(step, map_id, area_id, before, kept, touched_by(before, kept)));
        both->add(std::make_unique<ReplaceArea>(step, map_id, new_id, std::nullopt, other, touched_by(std::nullopt, other)));
        return {std::move(both), new_id};
    });
}

Edit make_simplify_area(const Book& book, const std::string& map_id, const std::string& area_id, double tolerance) {
    const Outcome<const TerrainArea*> found = area_on_map(book, map_id, area_id);
    if (!found) return refused(found.error());
    const TerrainArea* area = *found;
    auto simpler = simplified(area->shape, tolerance);
    if (!simpler) return refused(fmt::format("{} cannot be simplified: {}.", area_id, simpler.error()));
    // Simplifying may start a ring at another corner: fewer vertices is what counts.
    if (vertex_count(*simpler) == vertex_count(snapped(area->shape))) return refused(fmt::format("{} has no vertex that close to its neighbours' line.", area_id));
    TerrainArea changed = *area;
    changed.shape = std::move(*simpler);
    return replace_area(fmt::format("Simplify {}", area_id), map_id, area_id, *area, std::move(changed));
}

Edit make_set_hill(const Book& book, const std::string& map_id, const std::string& area_id, std::optional<int> level, const Polyline& crest) {
    const Outcome<const TerrainArea*> found = area_on_map(book, map_id, area_id);
    if (!found) return refused(found.error());
    const TerrainArea* area = *found;
    if (level && *level < 1) return refused(fmt::format("A hill's level is 1 or more, not {}.", *level));
    if (crest.size() == 1) return refused("A crest line needs two points or more.");
    if (area->level == level && area->crest == crest) return refused(fmt::format("{} has this level and crest already.", area_id));
    TerrainArea changed = *area;
    changed.level = level;
    changed.crest = crest;
    return replace_area(fmt::format("Set {}'s level and crest", area_id), map_id, area_id, *area, std::move(changed));
}

Edit make_remove_area(const Book& book, const std::string& map_id, const std::string& area_id) {
    const Outcome<const TerrainArea*> found = area_on_map(book, map_id, area_id);
    if (!found) return refused(found.error());
    const TerrainArea* area = *found;
    return replace_area(fmt::format("Remove {}", area_id), map_id, area_id, *area, std::nullopt);
}

}  // namespace sandtable
