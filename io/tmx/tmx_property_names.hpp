#pragma once
// The names under which a TMX export keeps what Tiled has no place for, so that importing it
// gives the map back: map properties for the grid and its labels, a layer property saying what
// each layer holds, object properties naming hexes by their labels.
namespace sandtable::tmx_property {

inline constexpr const char* kMapId = "sandtable.map";
inline constexpr const char* kMapName = "sandtable.name";
inline constexpr const char* kMapUnits = "sandtable.units";
inline constexpr const char* kMapCrs = "sandtable.crs";
inline constexpr const char* kRuleset = "sandtable.ruleset";
inline constexpr const char* kHexSize = "sandtable.hex_size";
inline constexpr const char* kOriginX = "sandtable.origin_x";
inline constexpr const char* kOriginY = "sandtable.origin_y";
inline constexpr const char* kLabelPattern = "sandtable.labels.pattern";
inline constexpr const char* kLabelColumnStyle = "sandtable.labels.column_style";
inline constexpr const char* kLabelRowStyle = "sandtable.labels.row_style";
inline constexpr const char* kLabelColumnOrigin = "sandtable.labels.column_origin";
inline constexpr const char* kLabelRowOrigin = "sandtable.labels.row_origin";
inline constexpr const char* kLabelColumnStep = "sandtable.labels.column_step";
inline constexpr const char* kLabelRowStep = "sandtable.labels.row_step";
inline constexpr const char* kLabelColumnWidth = "sandtable.labels.column_width";
inline constexpr const char* kLabelRowWidth = "sandtable.labels.row_width";

// On each layer: what it holds ("terrain", "hexsides", "roads", "places", "objectives",
// "edges", "labels", "units"); on unit layers also the scenario.
inline constexpr const char* kLayer = "sandtable.layer";
inline constexpr const char* kScenario = "sandtable.scenario";

// On the tiles of the terrain tileset: the catalogue entry, its name and colour.
inline constexpr const char* kTerrain = "terrain";
inline constexpr const char* kTerrainName = "name";
inline constexpr const char* kTerrainColour = "colour";
inline constexpr const char* kBand = "band";

}  // namespace sandtable::tmx_property
