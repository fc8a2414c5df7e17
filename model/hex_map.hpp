#pragma once
// A hex-grid map as data: the grid, its terrain and hexside features, roads, places, objectives
// and edges. Terrain per hex is a set over the map's terrain catalogue (at most 64 entries), kept
// as one bit mask per hex so that large maps stay small in memory.
#include "model/outcome.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/hex/hex_label_scheme.hpp"
#include "model/hex/hexside.hpp"
#include "model/hex/offset_coord.hpp"
#include "model/hexside_features.hpp"
#include "model/terrain_grid.hpp"
#include "model/terrain_def.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

inline constexpr std::size_t kMaxCatalogueEntries = 64;

struct HexGrid {
    HexGeometry geometry;
    OffsetLayout layout = OffsetLayout::OddColumns;
    int columns = 0;
    int rows = 0;
    HexLabelScheme labels = HexLabelScheme::letter_number();
    friend bool operator==(const HexGrid&, const HexGrid&) = default;
};

// A road, pike, trail or railroad through a chain of adjacent hexes, in order.
struct HexRoad {
    std::string id;
    std::string kind = "road";  // "road", "pike", "trail", "railroad"
    std::string name;
    std::vector<HexCoord> hexes;
    friend bool operator==(const HexRoad&, const HexRoad&) = default;
};

struct NamedPlace {
    std::string id;
    std::string name;
    HexCoord hex;
    friend bool operator==(const NamedPlace&, const NamedPlace&) = default;
};

struct HexObjective {
    std::string id;
    std::string name;
    std::vector<HexCoord> hexes;
    int vp = 0;
    std::string side;  // who scores it; empty when either side does
    friend bool operator==(const HexObjective&, const HexObjective&) = default;
};

// A named stretch of the map border where units may enter or leave.
struct MapEdge {
    std::string id;
    std::string name;
    std::vector<HexCoord> entry_hexes;
    friend bool operator==(const MapEdge&, const MapEdge&) = default;
};

class HexMap {
public:
    HexGrid grid;
    std::vector<TerrainDef> terrain_catalogue;
    std::vector<TerrainDef> hexside_catalogue;
    TerrainGrid terrain;               // row-major over offset cells, bits over terrain_catalogue
    HexsideFeatures hexside_features;  // bits over hexside_catalogue
    std::vector<HexRoad> roads;
    std::vector<NamedPlace> places;
    std::vector<HexObjective> objectives;
    std::vector<MapEdge> edges;
    // Width of a hex across the flats on a printed map, in millimetres (print-and-play); nothing
    // when the designer has not chosen one.
    std::optional<double> printed_hex_mm;

    // Sets the grid size and clears terrain to match it.
    void resize(int columns, int rows);
    [[nodiscard]] std::size_t hex_count() const { return terrain.size(); }
    [[nodiscard]] bool contains(HexCoord hex) const;
    [[nodiscard]] std::optional<std::size_t> index_of(HexCoord hex) const {
        const OffsetCoord offset = axial_to_offset(grid.layout, hex);
        if (offset.col < 0 || offset.row < 0 || offset.col >= grid.columns || offset.row >= grid.rows) {
            return std::nullopt;
        }
        return static_cast<std::size_t>(offset.row) * static_cast<std::size_t>(grid.columns) +
               static_cast<std::size_t>(offset.col);
    }
    [[nodiscard]] HexCoord coord_at(std::size_t index) const;

    [[nodiscard]] std::string label(HexCoord hex) const;
    // The hex a label names, or why none: the label is malformed or off the map.
    [[nodiscard]] Outcome<HexCoord> find_label(std::string_view label) const;

    [[nodiscard]] std::optional<std::size_t> terrain_index(std::string_view id) const;
    [[nodiscard]] std::optional<std::size_t> hexside_feature_index(std::string_view id) const;
    [[nodiscard]] std::vector<std::string> terrain_at(HexCoord hex) const;
    [[nodiscard]] bool has_terrain(HexCoord hex, std::string_view id) const;
    [[nodiscard]] std::vector<std::string> hexside_features_at(HexsideKey side) const;

    friend bool operator==(const HexMap&, const HexMap&) = default;
};

}  // namespace sandtable
