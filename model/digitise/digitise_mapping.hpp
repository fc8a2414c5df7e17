#pragma once
// How the features of a vector layer become hex map data: one attribute's value picks a terrain
// (for polygons), a hexside feature and/or a road kind (for lines). Read from JSON by
// io/vector/digitise_mapping_json.hpp; described in docs/digitising.md.
#include "model/freeform/freeform_map.hpp"
#include "model/hex_map.hpp"

#include <map>
#include <string>
#include <vector>

namespace sandtable {

struct DigitiseMapping {
    std::string attribute;                        // e.g. "cls"
    std::map<std::string, std::string> terrain;   // attribute value -> terrain id of the map
    std::map<std::string, std::string> hexsides;  // attribute value -> hexside feature id of the map
    std::map<std::string, std::string> roads;     // attribute value -> road kind ("road", "pike"...)
    // Optional attribute whose value names a road (and, made into an id, identifies it).
    std::string road_name_attribute;
    // Free-form maps: attribute value -> line entry of the catalogue (for line features) and ->
    // point entry (for point features); "terrain" names area entries there. Lines and points
    // take their name from name_attribute, else from road_name_attribute.
    std::map<std::string, std::string> lines;
    std::map<std::string, std::string> points;
    std::string name_attribute;
    // Free-form maps: attribute value -> area entry whose crest a line feature is. The crest goes to
    // the area of that entry, made by the same run, that holds the most of it (half at least);
    // when none does, a new area of the entry is made round it, crest_half_width map units either
    // side, less any area of the entry it would overlap (0: such a crest is left out, and noted).
    std::map<std::string, std::string> crests;
    double crest_half_width = 0.0;
    // Free-form maps: the level (1 is the lowest) of each area the run makes, by the value of
    // level_attribute, else default_level (0: none).
    std::string level_attribute;
    std::map<std::string, int> levels;
    int default_level = 0;
};

// One message per terrain or hexside feature id the map's catalogues lack, naming the value that
// maps to it and the ids the map has; empty when the mapping fits the map.
[[nodiscard]] std::vector<std::string> mapping_errors(const DigitiseMapping& mapping, const HexMap& map);
// The same for a free-form map: terrain, lines and points name catalogue entries of the area, line
// and point kinds; hexsides and roads, which only hex maps have, are refused.
[[nodiscard]] std::vector<std::string> mapping_errors(const DigitiseMapping& mapping, const FreeformMap& map);

}  // namespace sandtable
