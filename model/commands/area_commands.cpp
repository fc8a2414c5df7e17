#include "model/commands/area_commands.hpp"

#include "model/freeform/polygon_ops.hpp"
#include "model/fresh_ids.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <optional>
#include <stdexcept>

namespace sandtable {

namespace {

FreeformMap& edited_freeform(Book& book, const std::string& map_id) {
    GameMap* map = book.map(map_id);
    if (map == nullptr || map->kind != MapKind::FreeForm) throw std::logic_error("no free-form map " + map_id);
    return map->freeform;
}

// Puts `after` in the place of the area `id` (nothing: takes it out; no area of that id: adds it),
// and back again on revert.
class ReplaceArea final : public Command {
public:
    ReplaceArea(std::string name, std::string map, std::string id, std::optional<TerrainArea> before, std::optional<TerrainArea> after)
        : name_(std::move(name)), map_(std::move(map)), id_(std::move(id)), before_(std::move(before)), after_(std::move(after)) {}
    void apply(Book& book) override { put(book, after_); }
    void revert(Book& book) override { put(book, before_); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override {
        std::optional<MapRect> area;
        for (const auto* side : {&before_, &after_}) {
            if (!*side || (*side)->shape.empty()) continue;
            const MapRect b = bounds_of((*side)->shape);
            area = area ? unite(*area, b) : b;
        }
        return area ? ChangeSet().map_area(map_, *area) : ChangeSet();
    }

private:
    void put(Book& book, const std::optional<TerrainArea>& value) {
        std::vector<TerrainArea>& areas = edited_freeform(book, map_).areas;
        auto it = std::find_if(areas.begin(), areas.end(), [&](const TerrainArea& a) { return a.id == id_; });
        if (!value) {
            if (it == areas.end()) throw std::logic_error("no area " + id_);
            areas.erase(it);
        } else if (it == areas.end()) {
            areas.push_back(*value);
        } else {
            *it = *value;
        }
    }
    std::string name_;
    std::string map_;
    std::string id_;
    std::optional<TerrainArea> before_;
    std::optional<TerrainArea> after_;
};

// The free-form map, or why the edit cannot be made on it.
const FreeformMap* freeform_of(const Book& book, const std::string& map_id, std::string& problem) {
    const GameMap* map = book.map(map_id);
    if (map == nullptr) {
        problem = fmt::format("There is no map '{}'.", map_id);
        return nullptr;
    }
    if (map->kind != MapKind::FreeForm) {
        problem = fmt::format("{} is not a free-form map.", map->name.empty() ? map_id : map->name);
        return nullptr;
    }
    return &map->freeform;
}

// A terrain area from a pair of a free-form map's ids; what is wrong otherwise.
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
        return {std::make_unique<ReplaceArea>(step, map_id, id, before, after), before ? std::string() : id};
    });
}

}  // namespace

Edit make_add_area(const Book& book, const std::string& map_id, const std::string& terrain, const MultiPolygon& shape) {
    std::string problem;
    const FreeformMap* map = freeform_of(book, map_id, problem);
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
    const FreeformMap* map = freeform_of(book, map_id, problem);
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
    const FreeformMap* map = freeform_of(book, map_id, problem);
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
        both->add(std::make_unique<ReplaceArea>(step, map_id, kept, before_kept, changed));
        both->add(std::make_unique<ReplaceArea>(step, map_id, merged, before_merged, std::nullopt));
        return {std::move(both), {}};
    });
}

Edit make_remove_area(const Book& book, const std::string& map_id, const std::string& area_id) {
    std::string problem;
    const FreeformMap* map = freeform_of(book, map_id, problem);
    if (map == nullptr) return refused(problem);
    const TerrainArea* area = map->area(area_id);
    if (area == nullptr) return refused(fmt::format("There is no area '{}'.", area_id));
    return replace_area(fmt::format("Remove {}", area_id), map_id, area_id, *area, std::nullopt);
}

}  // namespace sandtable
