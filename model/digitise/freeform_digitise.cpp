#include "model/digitise/freeform_digitise.hpp"

#include "model/digitise/line_cleaning.hpp"
#include "model/freeform/piece_footprint.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/fresh_ids.hpp"
#include "model/map_rect_ops.hpp"
#include "model/object_id.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <optional>
#include <set>
#include <stdexcept>

namespace sandtable {

namespace {

// "Chambersburg Pike" -> "chambersburg-pike"; empty when nothing of the name makes an id.
std::string id_from_name(const std::string& name) {
    std::string id;
    for (const char c : name) {
        if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
            id += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!id.empty() && id.back() != '-') {
            id += '-';
        }
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    return is_valid_id(id) ? id : std::string();
}

class FreeformDigitiser {
public:
    FreeformDigitiser(const GameMap& map, const DigitiseMapping& mapping, bool replace) : map_(map.freeform), mapping_(mapping) {
        for (const TerrainArea& area : map_.areas) taken_.insert(area.id);
        for (const LineFeature& line : map_.lines) taken_.insert(line.id);
        for (const PointFeature& point : map_.points) taken_.insert(point.id);
        for (const NamedLocation& location : map_.locations) taken_.insert(location.id);
        for (const BorderStretch& edge : map_.edges) taken_.insert(edge.id);
        preview_.map_id = map.id;
        preview_.replace = replace;
        if (replace) {
            std::set<std::string> named;
            for (const auto* table : {&mapping.terrain, &mapping.lines, &mapping.points, &mapping.crests}) {
                for (const auto& [value, id] : *table) named.insert(id);
            }
            preview_.replaced_terrain.assign(named.begin(), named.end());
        }
        has_extent_ = map_.extent.max.x > map_.extent.min.x && map_.extent.max.y > map_.extent.min.y;
    }

    void add(const VectorFeature& feature) {
        const std::optional<std::string> value = feature.attribute(mapping_.attribute);
        if (!value) return ignore(fmt::format("feature {}: no \"{}\" attribute", feature.fid, mapping_.attribute));
        bool mapped = false;
        bool used = false;
        if (const auto it = mapping_.terrain.find(*value); it != mapping_.terrain.end()) {
            mapped = true;
            used = add_areas(feature, it->second) || used;
        }
        if (const auto it = mapping_.lines.find(*value); it != mapping_.lines.end()) {
            mapped = true;
            used = add_lines(feature, it->second) || used;
        }
        if (const auto it = mapping_.points.find(*value); it != mapping_.points.end()) {
            mapped = true;
            used = add_points(feature, it->second) || used;
        }
        if (!mapped && !mapping_.crests.contains(*value)) {
            return ignore(fmt::format("feature {}: no mapping for {}=\"{}\"", feature.fid, mapping_.attribute, *value));
        }
        // A crest waits for every area of the run, whatever order the features come in.
        if (const auto it = mapping_.crests.find(*value); it != mapping_.crests.end()) {
            crests_.push_back({&feature, it->second, used});
            return;
        }
        if (!used) return ignore(fmt::format("feature {}: nothing of it the mapping can use lies on the map", feature.fid));
        ++preview_.features_used;
    }

    FreeformDigitisePreview finish(bool cancelled) {
        if (!cancelled) {
            for (const PendingCrest& crest : crests_) {
                const bool placed = add_crest(*crest.feature, crest.terrain);
                if (placed || crest.used) {
                    ++preview_.features_used;
                } else {
                    ++preview_.features_ignored;
                }
            }
        }
        preview_.cancelled = cancelled;
        return std::move(preview_);
    }

private:
    bool on_map(const MapRect& bounds) const { return !has_extent_ || meets(bounds, map_.extent); }

    std::string unique(const std::string& base) {
        std::string id = base;
        for (int n = 2; taken_.contains(id); ++n) id = fmt::format("{}-{}", base, n);
        taken_.insert(id);
        return id;
    }

    std::string name_of(const VectorFeature& feature) const {
        const std::string& attribute = mapping_.name_attribute.empty() ? mapping_.road_name_attribute : mapping_.name_attribute;
        return attribute.empty() ? std::string() : feature.attribute(attribute).value_or("");
    }

    bool add_areas(const VectorFeature& feature, const std::string& terrain) {
        MultiPolygon given;
        for (const PolygonShape& source : feature.geometry.polygons) {
            Polygon polygon{Ring(source.outer.begin(), source.outer.end()), {}};
            for (const PointList& hole : source.holes) polygon.holes.emplace_back(hole.begin(), hole.end());
            given.push_back(std::move(polygon));
        }
        if (given.empty()) return false;
        const Status as_given = check_shape(corrected(given));
        MultiPolygon shape = snapped(given);
        if (const Status valid = check_shape(shape); !valid) {
            ++preview_.polygons_refused;
            preview_.notes.push_back(fmt::format("feature {}: its {} polygon is invalid ({}) and was left out", feature.fid, terrain, valid.error()));
            return false;
        }
        if (!as_given) {
            ++preview_.polygons_repaired;
            preview_.notes.push_back(fmt::format("feature {}: its {} polygon was repaired by snapping its points to {} units and dropping spikes ({})",
                                                 feature.fid, terrain, kShapeSnapGrid, as_given.error()));
        }
        if (!on_map(bounds_of(shape))) return false;
        const std::optional<int> level = level_of(feature);
        // The map's own areas of the terrain and level stay as they are: the polygon gives up what
        // they cover (the run cannot reshape them).
        const bool replaced = std::find(preview_.replaced_terrain.begin(), preview_.replaced_terrain.end(), terrain) != preview_.replaced_terrain.end();
        for (const TerrainArea& area : map_.areas) {
            if (replaced || area.terrain != terrain || area.level != level || !meets(bounds_of(area.shape), bounds_of(shape))) continue;
            if (shared_area(area.shape, shape) <= kShapeSnapGrid * kShapeSnapGrid * 100.0) continue;
            auto rest = subtract(shape, area.shape);
            if (!rest) {
                preview_.notes.push_back(fmt::format("feature {}: its {} polygon lies within {}, already on the map: left out", feature.fid, terrain, area.id));
                return false;
            }
            preview_.notes.push_back(fmt::format("feature {}: its {} polygon overlaps {}, already on the map, and gives up the part {} covers",
                                                 feature.fid, terrain, area.id, area.id));
            shape = std::move(*rest);
        }
        // Areas of one terrain and level never overlap (pub-battles.terrain-overlap): a polygon over
        // areas the run made already is united with them, into the first of them.
        std::vector<std::size_t> overlapped;
        for (std::size_t i = 0; i < preview_.areas.size(); ++i) {
            const TerrainArea& area = preview_.areas[i];
            if (area.terrain != terrain || area.level != level || !meets(bounds_of(area.shape), bounds_of(shape))) continue;
            if (shared_area(area.shape, shape) > kShapeSnapGrid * kShapeSnapGrid * 100.0) overlapped.push_back(i);
        }
        if (overlapped.empty()) {
            preview_.areas.push_back({unique(fmt::format("{}-{}", terrain, feature.fid)), terrain, std::move(shape), level, {}});
            return true;
        }
        MultiPolygon united = std::move(shape);
        std::vector<std::string> ids;
        for (const std::size_t i : overlapped) {
            auto joined = unite(united, preview_.areas[i].shape);
            if (!joined) {
                ++preview_.polygons_refused;
                preview_.notes.push_back(fmt::format("feature {}: its {} polygon overlaps {} and cannot be united with it ({}): left out", feature.fid,
                                                     terrain, preview_.areas[i].id, joined.error()));
                return false;
            }
            united = std::move(*joined);
            ids.push_back(preview_.areas[i].id);
        }
        preview_.areas[overlapped.front()].shape = std::move(united);
        for (auto it = overlapped.rbegin(); it != overlapped.rend() - 1; ++it) preview_.areas.erase(preview_.areas.begin() + static_cast<std::ptrdiff_t>(*it));
        preview_.notes.push_back(fmt::format("feature {}: its {} polygon overlaps {} and was united with {}", feature.fid, terrain,
                                             fmt::join(ids, ", "), ids.size() == 1 ? "it" : "them"));
        return true;
    }

    std::optional<int> level_of(const VectorFeature& feature) const {
        if (mapping_.level_attribute.empty()) return std::nullopt;
        if (const auto value = feature.attribute(mapping_.level_attribute)) {
            if (const auto it = mapping_.levels.find(*value); it != mapping_.levels.end()) return it->second;
        }
        return mapping_.default_level > 0 ? std::optional<int>(mapping_.default_level) : std::nullopt;
    }

    // The feature's line, cleaned as roads are, as the crest of the area of `terrain` that holds
    // most of it, else of an area made round it. False, with a note, when it goes nowhere.
    bool add_crest(const VectorFeature& feature, const std::string& terrain) {
        Polyline crest;
        for (const PointList& line : feature.geometry.lines) {
            for (const PointList& stroke : clean_line(line, piece_size(map_).depth)) {
                Polyline candidate(stroke.begin(), stroke.end());
                if (length_of(candidate) > length_of(crest)) crest = std::move(candidate);
            }
        }
        if (crest.size() < 2) {
            preview_.notes.push_back(fmt::format("feature {}: a crest needs a line; it has none", feature.fid));
            return false;
        }
        TerrainArea* holder = nullptr;
        double held = 0.0;
        for (TerrainArea& area : preview_.areas) {
            if (area.terrain != terrain) continue;
            const double share = length_inside(crest, area.shape) / length_of(crest);
            if (share > held) {
                held = share;
                holder = &area;
            }
        }
        if (holder != nullptr && held >= 0.5) {
            Polyline inside = longest_part_inside(crest, holder->shape);
            if (!holder->crest.empty()) {
                preview_.notes.push_back(fmt::format("feature {}: {} has a crest already; the longer is kept", feature.fid, holder->id));
                if (length_of(holder->crest) >= length_of(inside)) return true;
            }
            holder->crest = std::move(inside);
            ++preview_.crests;
            return true;
        }
        if (mapping_.crest_half_width <= 0.0) {
            preview_.notes.push_back(fmt::format("feature {}: its crest lies in no {} area of the run and crest_half_width is 0: left out",
                                                 feature.fid, terrain));
            return false;
        }
        auto shape = buffered(crest, mapping_.crest_half_width);
        if (!shape) {
            preview_.notes.push_back(fmt::format("feature {}: no area could be made round its crest: {}", feature.fid, shape.error()));
            return false;
        }
        // The new area meets the areas of its terrain it would overlap without covering them.
        MultiPolygon rest = std::move(*shape);
        const auto take_out = [&](const TerrainArea& area) {
            if (area.terrain != terrain || !meets(bounds_of(area.shape), bounds_of(rest))) return true;
            auto cut = subtract(rest, area.shape);
            if (!cut) {
                preview_.notes.push_back(fmt::format("feature {}: the area round its crest is all within {}: left out", feature.fid, area.id));
                return false;
            }
            rest = std::move(*cut);
            return true;
        };
        const bool replaced = std::find(preview_.replaced_terrain.begin(), preview_.replaced_terrain.end(), terrain) != preview_.replaced_terrain.end();
        if (!replaced) {
            for (const TerrainArea& area : map_.areas) {
                if (!take_out(area)) return false;
            }
        }
        for (const TerrainArea& area : preview_.areas) {
            if (!take_out(area)) return false;
        }
        Polyline inside = longest_part_inside(crest, rest);
        if (inside.size() < 2 || !on_map(bounds_of(rest))) return false;
        const std::string from_name = id_from_name(name_of(feature));
        preview_.areas.push_back({unique(from_name.empty() ? fmt::format("{}-{}", terrain, feature.fid) : from_name), terrain, std::move(rest),
                                  level_of(feature), std::move(inside)});
        ++preview_.crests;
        ++preview_.crest_areas;
        return true;
    }

    bool add_lines(const VectorFeature& feature, const std::string& terrain) {
        const std::string name = name_of(feature);
        const std::string from_name = id_from_name(name);
        const std::string base = from_name.empty() ? fmt::format("{}-{}", terrain, feature.fid) : from_name;
        // A jump back that lands within a piece's depth of the stroke before is the digitiser
        // stepping back along the line: the game could not tell the two apart.
        const double tolerance = piece_size(map_).depth;
        bool made_any = false;
        for (const PointList& line : feature.geometry.lines) {
            for (const PointList& stroke : clean_line(line, tolerance)) {
                Polyline polyline(stroke.begin(), stroke.end());
                if (polyline.size() < 2) continue;
                MapRect bounds{polyline.front(), polyline.front()};
                for (const MapPoint& p : polyline) bounds = unite(bounds, MapRect{p, p});
                if (!on_map(bounds)) continue;
                preview_.lines.push_back({unique(base), terrain, name, std::move(polyline)});
                made_any = true;
            }
        }
        return made_any;
    }

    bool add_points(const VectorFeature& feature, const std::string& terrain) {
        const std::string name = name_of(feature);
        const std::string from_name = id_from_name(name);
        bool made_any = false;
        for (const MapPoint& at : feature.geometry.points) {
            if (!on_map({at, at})) continue;
            preview_.points.push_back({unique(from_name.empty() ? fmt::format("{}-{}", terrain, feature.fid) : from_name), terrain, name, at});
            made_any = true;
        }
        return made_any;
    }

    void ignore(std::string note) {
        ++preview_.features_ignored;
        preview_.notes.push_back(std::move(note));
    }

    struct PendingCrest {
        const VectorFeature* feature = nullptr;
        std::string terrain;
        bool used = false;  // the feature made something else of the run (counted once)
    };

    const FreeformMap& map_;
    const DigitiseMapping& mapping_;
    std::vector<PendingCrest> crests_;
    bool has_extent_ = false;
    std::set<std::string> taken_;
    FreeformDigitisePreview preview_;
};

template <typename Item>
void drop_replaced(std::vector<Item>& items, const std::vector<std::string>& replaced) {
    std::erase_if(items, [&](const Item& item) { return std::find(replaced.begin(), replaced.end(), item.terrain) != replaced.end(); });
}

std::optional<MapRect> extent_of(const FreeformMap& map) {
    std::optional<MapRect> rect;
    const auto add = [&](const MapRect& r) { rect = rect ? unite(*rect, r) : r; };
    for (const TerrainArea& area : map.areas) {
        if (!area.shape.empty()) add(bounds_of(area.shape));
    }
    for (const LineFeature& line : map.lines) {
        for (const MapPoint& p : line.line) add({p, p});
    }
    for (const PointFeature& point : map.points) add({point.at, point.at});
    return rect;
}

// The free-form map's contents from one state to another, and back.
class ReplaceFreeformContents final : public Command {
public:
    ReplaceFreeformContents(std::string map, FreeformMap before, FreeformMap after)
        : map_(std::move(map)), before_(std::move(before)), after_(std::move(after)) {}
    void apply(Book& book) override { book.map(map_)->freeform = after_; }
    void revert(Book& book) override { book.map(map_)->freeform = before_; }
    [[nodiscard]] std::string name() const override { return "Digitise " + map_; }
    [[nodiscard]] ChangeSet changes() const override {
        const auto before = extent_of(before_);
        const auto after = extent_of(after_);
        if (!before && !after) return ChangeSet();
        return ChangeSet().map_area(map_, before && after ? unite(*before, *after) : before ? *before : *after);
    }

private:
    std::string map_;
    FreeformMap before_;
    FreeformMap after_;
};

}  // namespace

FreeformDigitisePreview digitise_freeform(const GameMap& map, const std::vector<VectorFeature>& features, const DigitiseMapping& mapping,
                                          bool replace, Progress& progress) {
    if (map.kind != MapKind::Freeform) throw std::invalid_argument("digitise_freeform: not a free-form map: " + map.id);
    if (!mapping_errors(mapping, map.freeform).empty()) throw std::invalid_argument("digitise_freeform: the mapping does not fit the map");
    FreeformDigitiser digitiser(map, mapping, replace);
    progress.set_message("Reading features");
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (progress.is_cancelled()) return digitiser.finish(true);
        progress.set_progress(static_cast<double>(i) / static_cast<double>(features.size()));
        digitiser.add(features[i]);
    }
    progress.set_progress(1.0);
    return digitiser.finish(false);
}

FreeformMap digitised_freeform_map(const FreeformMap& map, const FreeformDigitisePreview& preview) {
    FreeformMap result = map;
    drop_replaced(result.areas, preview.replaced_terrain);
    drop_replaced(result.lines, preview.replaced_terrain);
    drop_replaced(result.points, preview.replaced_terrain);
    result.areas.insert(result.areas.end(), preview.areas.begin(), preview.areas.end());
    result.lines.insert(result.lines.end(), preview.lines.begin(), preview.lines.end());
    result.points.insert(result.points.end(), preview.points.begin(), preview.points.end());
    return result;
}

std::unique_ptr<Command> make_freeform_digitise_command(const Book& book, const FreeformDigitisePreview& preview) {
    const GameMap* map = book.map(preview.map_id);
    if (map == nullptr || map->kind != MapKind::Freeform) throw std::invalid_argument("no free-form map " + preview.map_id);
    if (preview.cancelled) throw std::invalid_argument("a cancelled digitising preview cannot be applied");
    // Ids the book has elsewhere (not on this map, whose own were avoided) are made fresh.
    FreeformDigitisePreview fresh = preview;
    std::set<std::string> reserved;
    const auto refresh = [&](std::string& id) {
        if (id_in_use(book, id) || reserved.contains(id)) id = fresh_id(book, id, reserved);
        reserved.insert(id);
    };
    for (TerrainArea& area : fresh.areas) refresh(area.id);
    for (LineFeature& line : fresh.lines) refresh(line.id);
    for (PointFeature& point : fresh.points) refresh(point.id);
    return std::make_unique<ReplaceFreeformContents>(map->id, map->freeform, digitised_freeform_map(map->freeform, fresh));
}

}  // namespace sandtable
