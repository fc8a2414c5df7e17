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
struct CheckedShape {
    MultiPolygon shape;
    std::string problem;
};

CheckedShape checked(const MultiPolygon& shape) {
    MultiPolygon fixed = snapped(shape);
    // Snapped to the grid, a shape smaller than it collapses to a line or a point.
    const bool collapsed = std::all_of(fixed.begin(), fixed.end(), [](const Polygon& p) { return p.outer.size() < 4; });
    if (fixed.empty() || collapsed) return {{}, "The shape has no area."};
    if (Status valid = check_shape(fixed); !valid) return {{}, fmt::format("The shape is invalid: {}.", valid.error())};
    if (area_of(fixed) <= 0.0) return {{}, "The shape has no area."};
    return {std::move(fixed), {}};
}

Edit replace_area(const std::string& step, const std::string& map_id, const std::string& id, std::optional<TerrainArea> before,
                  std::optional<TerrainArea> after) {
    return make_edit(step, [=](const Book&) -> Resolution {
        return {std::make_unique<ReplaceArea>(step, map_id, id, before, after, touched_by(before, after)), before ? std::string() : id};
    });
}

}  // namespace

Edit make_add_area(const Book& book, const std::string& map_id, const std::string& terrain, const MultiPolygon& shape) {
    std::string problem;
    const FreeformMap* map = freeform_map_of(book, map_id, problem);
    if (map == nullptr) return refused(problem);
    const FreeformTerrainDef* def = map->terrain(terrain);
    if (def == nullptr) return refused(fmt::format("\"{}\" is not in the map's terrain catalogue.", terrain));
    if (def->kind != GeometryKind::Area) return refused(fmt::format("{} is a {} terrain, not an area.", def->name, to_string(def->kind)));
    CheckedShape fixed = checked(shape);
    if (!fixed.problem.empty()) return refused(fixed.problem);
    const std::string id = fresh_id(book, terrain);
    return replace_area(fmt::format("Add {}", def->name), map_id, id, std::nullopt, TerrainArea{id, terrain, std::move(fixed.shape), {}, {}});
}

Edit make_set_area_shape(const Book& book, const std::string& map_id, const std::string& area_id, const MultiPolygon& shape) {
    std::string problem;
    const FreeformMap* map = freeform_map_of(book, map_id, problem);
    if (map == nullptr) return refused(problem);
    const TerrainArea* area = map->area(area_id);
    if (area == nullptr) return refused(fmt::format("There is no area '{}'.", area_id));
    CheckedShape fixed = checked(shape);
    if (!fixed.problem.empty()) return refused(fixed.problem);
    if (fixed.shape == area->shape) return refused(fmt::format("{} has this shape already.", area_id));
    TerrainArea changed = *area;
    changed.shape = std::move(fixed.shape);
    return replace_area(fmt::format("Reshape {}", area_id), map_id, area_id, *area, std::move(changed));
}

Edit make_unite_areas(const Book& book, const std::string& map_id, const std::string& kept, const std::string& merged) {
    std::string problem;
    const FreeformMap* map = freeform_map_of(book, map_id, problem);
    if (map == nullptr) return refused(problem);
    const TerrainArea* a = map->area(kept);
    const TerrainArea* b = map->area(merged);
    if (a == nullptr || b == nullptr) return refused(fmt::format("There is no area '{}'.", a == nullptr ? kept : merged));
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

Edit make_remove_area(const Book& book, const std::string& map_id, const std::string& area_id) {
    std::string problem;
    const FreeformMap* map = freeform_map_of(book, map_id, problem);
    if (map == nullptr) return refused(problem);
    const TerrainArea* area = map->area(area_id);
    if (area == nullptr) return refused(fmt::format("There is no area '{}'.", area_id));
    return replace_area(fmt::format("Remove {}", area_id), map_id, area_id, *area, std::nullopt);
}

}  // namespace sandtable
