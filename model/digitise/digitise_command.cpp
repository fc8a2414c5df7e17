#include "model/digitise/digitise_command.hpp"

#include "model/book.hpp"
#include "model/commands/hex_commands.hpp"
#include "model/commands/road_commands.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <stdexcept>

namespace sandtable {

namespace {

TerrainMask bits_of(const std::vector<std::string>& ids, const std::vector<TerrainDef>& catalogue) {
    TerrainMask mask = 0;
    for (std::size_t i = 0; i < catalogue.size() && i < kMaxCatalogueEntries; ++i) {
        if (std::find(ids.begin(), ids.end(), catalogue[i].id) != ids.end()) mask |= TerrainMask{1} << i;
    }
    return mask;
}

TerrainMask bit_of(const std::string& id, const std::vector<TerrainDef>& catalogue) { return bits_of({id}, catalogue); }

}  // namespace

HexMap digitised_map(const HexMap& map, const DigitisePreview& preview) {
    HexMap result = map;
    const TerrainMask cleared_terrain = bits_of(preview.replaced_terrain, map.terrain_catalogue);
    if (cleared_terrain != 0) {
        for (std::size_t i = 0; i < result.hex_count(); ++i) {
            if ((result.terrain[i] & cleared_terrain) != 0) result.terrain.set(i, result.terrain[i] & ~cleared_terrain);
        }
    }
    for (const TerrainGain& gain : preview.terrain) {
        const auto index = result.index_of(gain.hex);
        if (!index) continue;
        result.terrain.set(*index, result.terrain[*index] | bit_of(gain.terrain, map.terrain_catalogue));
    }

    const TerrainMask cleared_sides = bits_of(preview.replaced_hexside_features, map.hexside_catalogue);
    if (cleared_sides != 0) {
        std::vector<HexsideKey> sides;
        for (const auto& [side, mask] : map.hexside_features) sides.push_back(side);
        for (const HexsideKey side : sides) result.hexside_features.set(side, result.hexside_features.mask(side) & ~cleared_sides);
    }
    std::vector<HexsideFeatures::Entry> gained;
    for (const HexsideGain& gain : preview.hexsides) gained.emplace_back(gain.side, bit_of(gain.feature, map.hexside_catalogue));
    result.hexside_features.merge(std::move(gained));

    std::erase_if(result.roads, [&](const HexRoad& road) {
        return std::find(preview.replaced_road_kinds.begin(), preview.replaced_road_kinds.end(), road.kind) !=
               preview.replaced_road_kinds.end();
    });
    result.roads.insert(result.roads.end(), preview.roads.begin(), preview.roads.end());
    return result;
}

std::unique_ptr<Transaction> make_digitise_command(const Book& book, const DigitisePreview& preview) {
    if (preview.cancelled) throw std::invalid_argument("a cancelled digitising preview is incomplete and cannot be applied");
    const GameMap* game_map = book.map(preview.map_id);
    if (game_map == nullptr || game_map->kind != MapKind::Hex) {
        throw std::invalid_argument(fmt::format("the book has no hex map \"{}\"", preview.map_id));
    }
    const HexMap& before = game_map->hex;
    const HexMap after = digitised_map(before, preview);
    auto transaction = std::make_unique<Transaction>(fmt::format("Digitise vector data onto {}", game_map->name.empty() ? game_map->id : game_map->name));

    for (std::size_t i = 0; i < before.hex_count(); ++i) {
        if (before.terrain[i] == after.terrain[i]) continue;
        const HexCoord hex = before.coord_at(i);
        transaction->add(make_set_hex_terrain(preview.map_id, hex, after.terrain[i], before.label(hex)));
    }
    std::map<HexsideKey, TerrainMask> sides;
    for (const auto& [side, mask] : before.hexside_features) sides[side] = 0;
    for (const auto& [side, mask] : after.hexside_features) sides[side] = mask;
    for (const auto& [side, mask] : sides) {
        if (before.hexside_features.mask(side) != mask) transaction->add(make_set_hexside_features(preview.map_id, side, mask));
    }
    if (after.roads != before.roads) transaction->add(make_set_roads(preview.map_id, after.roads, "Set roads"));
    return transaction;
}

}  // namespace sandtable
