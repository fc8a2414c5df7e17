#include "model/hex_map.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace sandtable {

namespace {
std::optional<std::size_t> index_in(const std::vector<TerrainDef>& catalogue, std::string_view id) {
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        if (catalogue[i].id == id) return i;
    }
    return std::nullopt;
}

std::vector<std::string> ids_in_mask(const std::vector<TerrainDef>& catalogue, TerrainMask mask) {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < catalogue.size() && i < kMaxCatalogueEntries; ++i) {
        if ((mask >> i) & 1U) ids.push_back(catalogue[i].id);
    }
    return ids;
}
}  // namespace

void HexMap::resize(int columns, int rows) {
    grid.columns = std::max(columns, 0);
    grid.rows = std::max(rows, 0);
    terrain.assign(static_cast<std::size_t>(grid.columns) * static_cast<std::size_t>(grid.rows), 0);
}

bool HexMap::contains(HexCoord hex) const { return index_of(hex).has_value(); }

HexCoord HexMap::coord_at(std::size_t index) const {
    const auto columns = static_cast<std::size_t>(std::max(grid.columns, 1));
    return offset_to_axial(grid.layout, OffsetCoord{static_cast<int>(index % columns), static_cast<int>(index / columns)});
}

std::string HexMap::label(HexCoord hex) const { return grid.labels.format(axial_to_offset(grid.layout, hex)); }

Outcome<HexCoord> HexMap::find_label(std::string_view text) const {
    auto parsed = grid.labels.parse(text);
    if (!parsed) return failure(parsed.error());
    const HexCoord hex = offset_to_axial(grid.layout, *parsed);
    if (!contains(hex)) {
        return failure(fmt::format("hex {} is off the map ({} columns, {} rows)", text, grid.columns, grid.rows));
    }
    return hex;
}

std::optional<std::size_t> HexMap::terrain_index(std::string_view id) const { return index_in(terrain_catalogue, id); }

std::optional<std::size_t> HexMap::hexside_feature_index(std::string_view id) const {
    return index_in(hexside_catalogue, id);
}

std::vector<std::string> HexMap::terrain_at(HexCoord hex) const {
    const auto index = index_of(hex);
    if (!index) return {};
    return ids_in_mask(terrain_catalogue, terrain[*index]);
}

bool HexMap::has_terrain(HexCoord hex, std::string_view id) const {
    const auto index = index_of(hex);
    const auto bit = terrain_index(id);
    return index && bit && ((terrain[*index] >> *bit) & 1U);
}

std::vector<std::string> HexMap::hexside_features_at(HexsideKey side) const {
    return ids_in_mask(hexside_catalogue, hexside_features.mask(side));
}

}  // namespace sandtable
