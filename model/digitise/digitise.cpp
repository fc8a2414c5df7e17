#include "model/digitise/digitise.hpp"

#include "model/digitise/hex_coverage.hpp"
#include "model/digitise/hexside_crossings.hpp"
#include "model/digitise/road_hex_paths.hpp"
#include "model/object_id.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <map>
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
    const HexMap& hex_map = map.hex;
    if (const auto errors = mapping_errors(mapping, hex_map); !errors.empty()) {
        throw std::invalid_argument(fmt::format("{}", fmt::join(errors, "; ")));
    }

    DigitisePreview preview;
    preview.map_id = map.id;
    preview.options = options;
    if (options.replace) {
        preview.replaced_terrain = distinct_values(mapping.terrain);
        preview.replaced_hexside_features = distinct_values(mapping.hexsides);
        preview.replaced_road_kinds = distinct_values(mapping.roads);
    }

    const geo::HexIndex index(hex_map);
    std::map<std::string, std::vector<PolygonShape>> polygons_by_terrain;
    std::map<std::string, std::set<HexsideKey>> sides_by_feature;
    RoadIds road_ids;
    for (const HexRoad& road : hex_map.roads) {
        const bool cleared = std::find(preview.replaced_road_kinds.begin(), preview.replaced_road_kinds.end(),
                                       road.kind) != preview.replaced_road_kinds.end();
        if (!cleared) road_ids.take(road.id);
    }

    progress.set_message("Following lines");
    for (std::size_t i = 0; i < features.size(); ++i) {
        if (progress.is_cancelled()) {
            preview.cancelled = true;
            return preview;
        }
        progress.set_progress(0.5 * static_cast<double>(i) / static_cast<double>(features.size()));
        const VectorFeature& feature = features[i];
        const auto value = feature.attribute(mapping.attribute);
        if (!value) {
            ++preview.features_ignored;
            preview.notes.push_back(fmt::format("{}: no attribute \"{}\"", feature_name(feature), mapping.attribute));
            continue;
        }
        const auto terrain = mapping.terrain.find(*value);
        const auto hexside = mapping.hexsides.find(*value);
        const auto road = mapping.roads.find(*value);
        bool used = false;
        if (terrain != mapping.terrain.end()) {
            if (feature.geometry.polygons.empty()) {
                preview.notes.push_back(fmt::format("{} ({} \"{}\"): terrain comes from polygons, not from {}",
                                                    feature_name(feature), mapping.attribute, *value,
                                                    feature.geometry.type.empty() ? "no geometry" : feature.geometry.type));
            } else {
                auto& list = polygons_by_terrain[terrain->second];
                list.insert(list.end(), feature.geometry.polygons.begin(), feature.geometry.polygons.end());
                used = true;
            }
        }
        if (hexside != mapping.hexsides.end() || road != mapping.roads.end()) {
            if (feature.geometry.lines.empty()) {
                preview.notes.push_back(fmt::format("{} ({} \"{}\"): hexside features and roads come from lines, not from {}",
                                                    feature_name(feature), mapping.attribute, *value,
                                                    feature.geometry.type.empty() ? "no geometry" : feature.geometry.type));
            } else {
                used = true;
            }
        }
        if (used && hexside != mapping.hexsides.end()) {
            for (const PointList& line : feature.geometry.lines) {
                for (const HexsideKey side : crossed_hexsides(hex_map, index, line)) sides_by_feature[hexside->second].insert(side);
            }
        }
        if (used && road != mapping.roads.end() && !feature.geometry.lines.empty()) {
            const std::string name =
                mapping.road_name_attribute.empty() ? std::string() : feature.attribute(mapping.road_name_attribute).value_or("");
            const std::string base = road_id_base(name, feature.fid);
            for (const PointList& line : feature.geometry.lines) {
                for (auto& hexes : road_hex_paths(hex_map, line)) {
                    preview.roads.push_back(HexRoad{road_ids.unique(base), road->second, name, std::move(hexes)});
                }
            }
        }
        if (used) {
            ++preview.features_used;
        } else {
            ++preview.features_ignored;
            if (terrain == mapping.terrain.end() && hexside == mapping.hexsides.end() && road == mapping.roads.end()) {
                preview.notes.push_back(
                    fmt::format("{}: {} \"{}\" is not in the mapping", feature_name(feature), mapping.attribute, *value));
            }
        }
    }

    progress.set_message("Measuring terrain");
    std::size_t measured = 0;
    for (const auto& [terrain, polygons] : polygons_by_terrain) {
        if (progress.is_cancelled()) {
            preview.cancelled = true;
            return preview;
        }
        progress.set_progress(0.5 + 0.5 * static_cast<double>(measured++) / static_cast<double>(polygons_by_terrain.size()));
        HexCoverage coverage = hex_coverage(hex_map, index, polygons);
        for (const std::string& note : coverage.notes) preview.notes.push_back(fmt::format("terrain {}: {}", terrain, note));
        for (const HexShare& share : coverage.shares) {
            if (share.share >= options.threshold - kShareRounding) preview.terrain.push_back({share.hex, terrain, share.share});
        }
    }
    for (const auto& [feature, sides] : sides_by_feature) {
        for (const HexsideKey side : sides) preview.hexsides.push_back({side, feature});
    }
    progress.set_progress(1.0);
    return preview;
}

}  // namespace sandtable
