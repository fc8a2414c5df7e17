#pragma once
// From vector features to hex map data: terrain from polygons by the share of each hex they
// cover, hexside features from the lines that cross hexsides, and roads through the hexes they
// run through. The result is a preview; make_digitise_command applies it as one undoable step.
// The rules are described in docs/digitising.md.
#include "model/digitise/digitise_mapping.hpp"
#include "model/game_map.hpp"
#include "model/progress.hpp"
#include "model/vector_feature.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct DigitiseOptions {
    // A hex gets a terrain when that terrain's polygons cover at least this share of it (0 < share <= 1).
    double threshold = 0.5;
    // false: add to what the map has. true: the terrain, hexside features and road kinds the
    // mapping names are cleared from the whole map first, so the data alone decides them.
    bool replace = false;
};

struct TerrainGain {
    HexCoord hex;
    std::string terrain;
    double share = 0.0;
    friend bool operator==(const TerrainGain&, const TerrainGain&) = default;
};

struct HexsideGain {
    HexsideKey side;
    std::string feature;
    friend bool operator==(const HexsideGain&, const HexsideGain&) = default;
};

struct DigitisePreview {
    std::string map_id;
    DigitiseOptions options;
    std::vector<TerrainGain> terrain;    // by terrain id, then in map order
    std::vector<HexsideGain> hexsides;   // by feature id, then by side
    std::vector<HexRoad> roads;          // ids unique on the map they will join
    // With replace: what the mapping names, to be cleared before the gains are applied.
    std::vector<std::string> replaced_terrain;
    std::vector<std::string> replaced_hexside_features;
    std::vector<std::string> replaced_road_kinds;
    std::size_t features_used = 0;
    std::size_t features_ignored = 0;  // no mapping for their value, no geometry the mapping can use, or nothing on the map
    std::vector<std::string> notes;    // what was skipped and why
    bool cancelled = false;            // the progress asked to stop; the preview is incomplete
};

// Throws std::invalid_argument when the map is not a hex map, the threshold lies outside (0, 1]
// or mapping_errors() reports anything.
// Lines are followed feature by feature (the first half of the progress), then each terrain's
// polygons are measured (the second half); a cancel stops at the next feature or terrain.
[[nodiscard]] DigitisePreview digitise(const GameMap& map, const std::vector<VectorFeature>& features,
                                       const DigitiseMapping& mapping, const DigitiseOptions& options = {});
[[nodiscard]] DigitisePreview digitise(const GameMap& map, const std::vector<VectorFeature>& features,
                                       const DigitiseMapping& mapping, const DigitiseOptions& options, Progress& progress);

}  // namespace sandtable
