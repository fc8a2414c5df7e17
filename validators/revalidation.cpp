#include "validators/revalidation.hpp"

#include "model/freeform/piece_footprint.hpp"
#include "model/freeform/piece_query.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/map_rect_ops.hpp"
#include "model/variant_resolution.hpp"
#include "validators/check.hpp"
#include "validators/registry.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace sandtable {

namespace {

// Whether a finding is about something in the region: an area or a piece that meets it, or one no
// longer there.
class RegionObjects {
public:
    RegionObjects(const Book& book, const std::string& map_id, const MapRect& region) : book_(book), region_(region) {
        const GameMap* map = book.map(map_id);
        if (map == nullptr) return;
        map_ = &map->freeform;
        map_id_ = map_id;
    }

    [[nodiscard]] bool touches(const Diagnostic& finding) {
        return std::any_of(finding.objects.begin(), finding.objects.end(), [&](const ObjectRef& object) { return touches(object, finding.scenario); });
    }

private:
    bool touches(const ObjectRef& object, const std::string& scenario) {
        if (object.kind == "area") {
            const TerrainArea* area = map_ != nullptr ? map_->area(object.id) : nullptr;
            return area == nullptr || area->shape.empty() || meets(bounds_of(area->shape), region_);
        }
        if (object.kind == "unit") {
            const auto& bounds = pieces_of(scenario);
            const auto found = bounds.find(object.id);
            return found == bounds.end() || meets(found->second, region_);
        }
        return false;
    }

    const std::map<std::string, MapRect>& pieces_of(const std::string& scenario) {
        auto found = pieces_.find(scenario);
        if (found != pieces_.end()) return found->second;
        std::map<std::string, MapRect> bounds;
        const auto resolved = resolve_scenario(book_, scenario);
        if (resolved && map_ != nullptr && resolved->scenario.map == map_id_) bounds = piece_bounds(resolved->scenario, *map_);
        return pieces_.emplace(scenario, std::move(bounds)).first->second;
    }

    const Book& book_;
    MapRect region_;
    const FreeformMap* map_ = nullptr;
    std::string map_id_;
    std::map<std::string, std::map<std::string, MapRect>> pieces_;
};

}  // namespace

std::optional<MapRect> region_of_edit(const Book& book, const ChangeSet& change) {
    if (change.is_everything() || change.rules() || change.properties() || !change.force_nodes().empty() || !change.scenarios().empty() ||
        change.maps().size() != 1) {
        return std::nullopt;
    }
    const auto& [map_id, map_change] = *change.maps().begin();
    const GameMap* map = book.map(map_id);
    if (map == nullptr || map->kind != MapKind::Freeform || map_change.whole() || !map_change.hexes.empty() || !map_change.area) {
        return std::nullopt;
    }
    const PieceSize size = piece_size(map->freeform);
    const double reach = map->freeform.measures.foot_move / 3.0 + 2.0 * std::max(size.width, size.depth);
    return widened(*map_change.area, reach);
}

Revalidation revalidate(const Book& book, const ValidationReport& previous, const ChangeSet& change) {
    const std::optional<MapRect> region = region_of_edit(book, change);
    if (!region || previous.cancelled || !previous.error.empty()) return {validate_book(book), true};
    ValidationOptions near;
    near.region = region;
    near.only = [](const Check& check) { return check.regional; };
    ValidationOptions elsewhere;
    elsewhere.only = [](const Check& check) { return !check.regional; };
    Revalidation out{validate_book(book, elsewhere), false};
    std::set<std::string> regional_codes;
    for (const Check* check : checks_for(book.ruleset)) {
        if (check->regional) regional_codes.insert(check->code);
    }
    RegionObjects objects(book, change.maps().begin()->first, *region);
    for (const Diagnostic& finding : previous.diagnostics.items) {
        if (regional_codes.count(finding.code) != 0 && !objects.touches(finding)) out.report.diagnostics.report(finding);
    }
    for (Diagnostic& finding : validate_book(book, near).diagnostics.items) out.report.diagnostics.report(std::move(finding));
    return out;
}

}  // namespace sandtable
