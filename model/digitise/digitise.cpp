#include "model/digitise/digitise.hpp"

#include "model/digitise/hex_coverage.hpp"
#include "model/digitise/hexside_crossings.hpp"
#include "model/digitise/line_cleaning.hpp"
#include "model/digitise/road_hex_paths.hpp"
#include "model/object_id.hpp"
#include "model/road_cleanup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>

namespace sandtable {

namespace {

// Areas come from floating-point overlays; a hex covered by exactly the threshold share must pass.
constexpr double kShareRounding = 1e-9;

std::string feature_name(const VectorFeature& feature) { return fmt::format("feature {}", feature.fid); }

std::vector<std::string> distinct_values(const std::map<std::string, std::string>& entries) {
    std::set<std::string> values;
    for (const auto& [key, value] : entries) values.insert(value);
    return {values.begin(), values.end()};
}

// A stroke's chain where it goes over hexes the line's earlier strokes made into roads: the
// covered hexes at either end are dropped but the one next to the new hexes, which joins the
// chain to the road before. False when nothing new is left.
bool keep_what_is_new(std::vector<HexCoord>& hexes, const std::set<HexCoord>& covered) {
    const auto is_covered = [&](const HexCoord& hex) { return covered.count(hex) > 0; };
    if (std::all_of(hexes.begin(), hexes.end(), is_covered)) return false;
    std::size_t first = 0;
    while (first + 1 < hexes.size() && is_covered(hexes[first]) && is_covered(hexes[first + 1])) ++first;
    std::size_t end = hexes.size();
    while (end > first + 1 && is_covered(hexes[end - 1]) && is_covered(hexes[end - 2])) --end;
    hexes = std::vector<HexCoord>(hexes.begin() + static_cast<std::ptrdiff_t>(first), hexes.begin() + static_cast<std::ptrdiff_t>(end));
    return true;
}

// A stroke that starts beside the hexes of the line's earlier strokes (a jump back that landed
// beside them) is joined to them through the hex it came from, as the line joined them.
void join_start_to_neighbour(std::vector<HexCoord>& hexes, const std::set<HexCoord>& covered) {
    if (covered.count(hexes.front()) > 0) return;
    for (const HexCoord& next : neighbours(hexes.front())) {
        if (covered.count(next) > 0 && std::find(hexes.begin(), hexes.end(), next) == hexes.end()) {
            hexes.insert(hexes.begin(), next);
            return;
        }
    }
}

// An id made from a road's name ("Chambersburg Pike" -> "chambersburg-pike"), or road-FID.
std::string road_id_base(const std::string& name, std::int64_t fid) {
    std::string id;
    for (const char c : name) {
        const bool keep = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
        if (keep) id += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        else if (!id.empty() && id.back() != '-') id += '-';
    }
    while (!id.empty() && id.back() == '-') id.pop_back();
    if (id.empty() || !is_valid_id(id)) return fmt::format("road-{}", fid);
    return id;
}

class RoadIds {
public:
    void take(const std::string& id) { used_.insert(id); }
    std::string unique(const std::string& base) {
        std::string id = base;
        for (int n = 2; used_.contains(id); ++n) id = fmt::format("{}-{}", base, n);
        used_.insert(id);
        return id;
    }

private:
    std::set<std::string> used_;
};

// Gathers what the features give, feature by feature, then measures terrain.
class Digitiser {
public:
    Digitiser(const GameMap& map, const DigitiseMapping& mapping, const DigitiseOptions& options)
        : map_(map.hex), mapping_(mapping), index_(map.hex) {
        preview_.map_id = map.id;
        preview_.options = options;
        if (options.replace) {
            preview_.replaced_terrain = distinct_values(mapping.terrain);
            preview_.replaced_hexside_features = distinct_values(mapping.hexsides);
            preview_.replaced_road_kinds = distinct_values(mapping.roads);
        }
        for (const HexRoad& road : map_.roads) {
            const auto& cleared = preview_.replaced_road_kinds;
            if (std::find(cleared.begin(), cleared.end(), road.kind) == cleared.end()) road_ids_.take(road.id);
        }
    }

    void add(const VectorFeature& feature) {
        const auto value = feature.attribute(mapping_.attribute);
        if (!value) {
            ignore(fmt::format("{}: no attribute \"{}\"", feature_name(feature), mapping_.attribute));
            return;
        }
        const auto terrain = mapping_.terrain.find(*value);
        const auto hexside = mapping_.hexsides.find(*value);
        const auto road = mapping_.roads.find(*value);
        if (terrain == mapping_.terrain.end() && hexside == mapping_.hexsides.end() && road == mapping_.roads.end()) {
            ignore(fmt::format("{}: {} \"{}\" is not in the mapping", feature_name(feature), mapping_.attribute, *value));
            return;
        }
        bool used = false;
        bool off_map = false;
        if (terrain != mapping_.terrain.end()) {
            if (feature.geometry.polygons.empty()) {
                wrong_geometry(feature, *value, "terrain comes from polygons");
            } else if (!polygons_meet_map(feature)) {
                off_map = true;
            } else {
                add_polygons(feature, terrain->second);
                used = true;
            }
        }
        if (hexside != mapping_.hexsides.end() || road != mapping_.roads.end()) {
            if (feature.geometry.lines.empty()) {
                wrong_geometry(feature, *value, "hexside features and roads come from lines");
            } else {
                bool changed = false;
                if (hexside != mapping_.hexsides.end()) changed = add_hexsides(feature, hexside->second) || changed;
                if (road != mapping_.roads.end()) changed = add_roads(feature, road->second) || changed;
                if (changed) used = true;
                else if (lines_meet_map(feature)) changes_nothing(feature, *value, "crosses no hexside of the map and makes no road");
                else off_map = true;
            }
        }
        if (used) {
            ++preview_.features_used;
        } else {
            ++preview_.features_ignored;
            if (off_map) changes_nothing(feature, *value, "lies outside the map");
        }
    }

    // False when cancelled before the end.
    bool measure_terrain(Progress& progress, double begin, double end) {
        std::size_t measured = 0;
        for (const auto& [terrain, polygons] : polygons_by_terrain_) {
            if (progress.is_cancelled()) return false;
            progress.set_progress(begin + (end - begin) * static_cast<double>(measured++) / static_cast<double>(polygons_by_terrain_.size()));
            const HexCoverage coverage = hex_coverage(map_, index_, polygons);
            for (const std::string& note : coverage.notes) preview_.notes.push_back(fmt::format("terrain {}: {}", terrain, note));
            for (const HexShare& share : coverage.shares) {
                if (share.share >= preview_.options.threshold - kShareRounding) preview_.terrain.push_back({share.hex, terrain, share.share});
            }
        }
        return true;
    }

    DigitisePreview finish(bool cancelled) {
        preview_.cancelled = cancelled;
        for (const auto& [feature, sides] : sides_by_feature_) {
            for (const HexsideKey side : sides) preview_.hexsides.push_back({side, feature});
        }
        return std::move(preview_);
    }

private:
    // Whether any polygon's bounding box meets a hex of the map: one that meets none covers no hex.
    bool polygons_meet_map(const VectorFeature& feature) const {
        for (const PolygonShape& polygon : feature.geometry.polygons) {
            if (polygon.outer.empty()) continue;
            geo::Box box;
            boost::geometry::envelope(geo::to_polygon(polygon), box);
            if (!index_.near(box).empty()) return true;
        }
        return false;
    }

    bool lines_meet_map(const VectorFeature& feature) const {
        for (const PointList& line : feature.geometry.lines) {
            if (line.empty()) continue;
            geo::Box box;
            boost::geometry::envelope(geo::Linestring(line.begin(), line.end()), box);
            if (!index_.near(box).empty()) return true;
        }
        return false;
    }

    void changes_nothing(const VectorFeature& feature, const std::string& value, std::string_view why) {
        preview_.notes.push_back(
            fmt::format("{} ({} \"{}\"): {}, so it changes nothing", feature_name(feature), mapping_.attribute, value, why));
    }

    void add_polygons(const VectorFeature& feature, const std::string& terrain) {
        auto& list = polygons_by_terrain_[terrain];
        list.insert(list.end(), feature.geometry.polygons.begin(), feature.geometry.polygons.end());
    }

    // False when the lines cross no hexside of the map.
    bool add_hexsides(const VectorFeature& feature, const std::string& hexside_feature) {
        auto& sides = sides_by_feature_[hexside_feature];
        bool crossed_any = false;
        for (const PointList& line : feature.geometry.lines) {
            const auto crossed = crossed_hexsides(map_, index_, line);
            crossed_any = crossed_any || !crossed.empty();
            sides.insert(crossed.begin(), crossed.end());
        }
        return crossed_any;
    }

    // False when the lines make no road on the map.
    bool add_roads(const VectorFeature& feature, const std::string& kind) {
        const std::string name =
            mapping_.road_name_attribute.empty() ? std::string() : feature.attribute(mapping_.road_name_attribute).value_or("");
        const std::string base = road_id_base(name, feature.fid);
        bool made_any = false;
        for (const PointList& line : feature.geometry.lines) {
            std::set<HexCoord> covered;  // by the line's earlier strokes
            std::vector<HexRoad> pieces;
            // The distance between neighbouring hex centres: a jump back that lands closer than
            // that to the stroke before is the digitiser stepping back along the road.
            const double tolerance = std::sqrt(3.0) * map_.grid.geometry.size;
            for (const PointList& stroke : clean_line(line, tolerance)) {
                for (auto& hexes : road_hex_paths(map_, stroke)) {
                    if (!keep_what_is_new(hexes, covered)) continue;
                    join_start_to_neighbour(hexes, covered);
                    covered.insert(hexes.begin(), hexes.end());
                    pieces.push_back(HexRoad{std::to_string(pieces.size()), kind, name, std::move(hexes)});
                }
            }
            // Pieces that follow on from one another end to end are one road.
            for (HexRoad& road : clean_up_roads(pieces, RoadCleanupOptions{0, true}).roads) {
                road.id = road_ids_.unique(base);
                preview_.roads.push_back(std::move(road));
                made_any = true;
            }
        }
        return made_any;
    }

    void ignore(std::string note) {
        ++preview_.features_ignored;
        preview_.notes.push_back(std::move(note));
    }

    void wrong_geometry(const VectorFeature& feature, const std::string& value, std::string_view rule) {
        preview_.notes.push_back(fmt::format("{} ({} \"{}\"): {}, not from {}", feature_name(feature), mapping_.attribute, value,
                                             rule, feature.geometry.type.empty() ? "no geometry" : feature.geometry.type));
    }

    const HexMap& map_;
    const DigitiseMapping& mapping_;
    const geo::HexIndex index_;
    DigitisePreview preview_;
    RoadIds road_ids_;
    std::map<std::string, std::vector<PolygonShape>> polygons_by_terrain_;
    std::map<std::string, std::set<HexsideKey>> sides_by_feature_;
};

}  // namespace

DigitisePreview digitise(const GameMap& map, const std::vector<VectorFeature>& features,
                         const DigitiseMapping& mapping, const DigitiseOptions& options) {
    NullProgress progress;
    return digitise(map, features, mapping, options, progress);
}

DigitisePreview digitise(const GameMap& map, const std::vector<VectorFeature>& features,
                         const DigitiseMapping& mapping, const DigitiseOptions& options, Progress& progress) {
    if (map.kind != MapKind::Hex) throw std::invalid_argument(fmt::format("map \"{}\" is not a hex map", map.id));
    if (!(options.threshold > 0.0 && options.threshold <= 1.0)) {
        throw std::invalid_argument(fmt::format("the threshold {} is not a share above 0 and up to 1", options.threshold));
    }
    if (const auto errors = mapping_errors(mapping, map.hex); !errors.empty()) {
        throw std::invalid_argument(fmt::format("{}", fmt::join(errors, "; ")));
    }

    Digitiser digitiser(map, mapping, options);
    progress.set_message("Following lines");
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (progress.is_cancelled()) return digitiser.finish(true);
        progress.set_progress(0.5 * static_cast<double>(i) / static_cast<double>(features.size()));
        digitiser.add(features[i]);
    }
    progress.set_message("Measuring terrain");
    if (!digitiser.measure_terrain(progress, 0.5, 1.0)) return digitiser.finish(true);
    progress.set_progress(1.0);
    return digitiser.finish(false);
}

}  // namespace sandtable
