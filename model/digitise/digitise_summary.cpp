#include "model/digitise/digitise_summary.hpp"

#include "model/digitise/digitise_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace sandtable {

std::map<std::string, DigitiseTally> terrain_tally(const HexMap& before, const DigitisePreview& preview) {
    std::map<std::string, DigitiseTally> tally;
    for (const TerrainGain& gain : preview.terrain) {
        DigitiseTally& t = tally[gain.terrain];
        ++t.total;
        if (preview.options.replace || !before.has_terrain(gain.hex, gain.terrain)) ++t.added;
    }
    return tally;
}

std::map<std::string, DigitiseTally> hexside_tally(const HexMap& before, const DigitisePreview& preview) {
    std::map<std::string, DigitiseTally> tally;
    for (const HexsideGain& gain : preview.hexsides) {
        DigitiseTally& t = tally[gain.feature];
        ++t.total;
        const auto had = before.hexside_features_at(gain.side);
        if (preview.options.replace || std::find(had.begin(), had.end(), gain.feature) == had.end()) ++t.added;
    }
    return tally;
}

DigitiseChanges digitise_changes(const HexMap& before, const DigitisePreview& preview) {
    const HexMap after = digitised_map(before, preview);
    DigitiseChanges changes;
    for (std::size_t i = 0; i < before.hex_count(); ++i) {
        const HexCoord hex = before.coord_at(i);
        if (before.terrain_at(hex) != after.terrain_at(hex)) changes.hexes.push_back(hex);
    }
    std::set<HexsideKey> sides;
    for (const auto& [side, mask] : before.hexside_features) sides.insert(side);
    for (const auto& [side, mask] : after.hexside_features) sides.insert(side);
    for (const HexsideKey side : sides) {
        if (before.hexside_features_at(side) != after.hexside_features_at(side)) changes.sides.push_back(side);
    }
    changes.roads = preview.roads;
    return changes;
}

std::string describe_digitise(const HexMap& before, const DigitisePreview& preview) {
    std::string text;
    const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    for (const auto& [id, tally] : terrain_tally(before, preview)) {
        add(fmt::format("{} {} hex{} ({} added)", tally.total, id, tally.total == 1 ? "" : "es", tally.added));
    }
    for (const auto& [id, tally] : hexside_tally(before, preview)) {
        add(fmt::format("{} {} hexside{} ({} added)", tally.total, id, tally.total == 1 ? "" : "s", tally.added));
    }
    if (!preview.roads.empty()) add(fmt::format("{} road{}", preview.roads.size(), preview.roads.size() == 1 ? "" : "s"));
    return text.empty() ? "nothing" : text;
}

}  // namespace sandtable
