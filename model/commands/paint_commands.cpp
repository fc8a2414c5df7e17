#include "model/commands/paint_commands.hpp"

#include "model/commands/hex_commands.hpp"

namespace sandtable {

std::unique_ptr<Transaction> make_paint_terrain(const std::string& map_id, const HexMap& map,
                                                const std::vector<HexCoord>& hexes, std::size_t terrain,
                                                TerrainPaintMode mode, std::string name) {
    auto transaction = std::make_unique<Transaction>(std::move(name));
    std::vector<HexCoord> done;
    for (const HexCoord hex : hexes) {
        const auto index = map.index_of(hex);
        if (!index) continue;
        bool repeated = false;
        for (const HexCoord d : done) repeated = repeated || d == hex;
        if (repeated) continue;
        done.push_back(hex);
        const TerrainMask before = map.terrain[*index];
        const TerrainMask after = painted_mask(before, terrain, mode);
        if (after != before) transaction->add(make_set_hex_terrain(map_id, hex, after, map.label(hex)));
    }
    return transaction;
}

std::unique_ptr<Command> make_draw_hexside(const std::string& map_id, const HexMap& map, HexsideKey side,
                                           std::size_t feature, bool erase) {
    if (feature >= kMaxCatalogueEntries) return nullptr;
    const auto [a, b] = hexside_hexes(side);
    if (!map.contains(a) && !map.contains(b)) return nullptr;
    const TerrainMask bit = TerrainMask{1} << feature;
    const TerrainMask before = map.hexside_features.mask(side);
    const TerrainMask after = erase ? (before & ~bit) : (before | bit);
    if (after == before) return nullptr;
    return make_set_hexside_features(map_id, side, after);
}

}  // namespace sandtable
