#include "model/board/board.hpp"

#include "model/hex/hexside.hpp"

#include <algorithm>

namespace sandtable {

namespace {

bool names_one_of(std::string_view id, std::span<const std::string_view> kinds) {
    return std::find(kinds.begin(), kinds.end(), id) != kinds.end();
}

}  // namespace

Board::Board(const HexMap& map, const Forces& forces, const RulesData* rules)
    : map_(&map), forces_(&forces), rules_(rules) {}

bool Board::place(std::string_view unit_id, HexCoord hex, UnitState state) {
    const auto position = forces_->find(unit_id);
    if (!position || !map_->contains(hex)) return false;
    const ForceNode& node = forces_->sides[position->side].nodes[position->index];
    if (node.kind != ForceNodeKind::Unit) return false;
    remove(unit_id);
    units_.push_back({&node, forces_->sides[position->side].id, hex, state});
    by_hex_[hex].push_back(units_.size() - 1);
    return true;
}

bool Board::remove(std::string_view unit_id) {
    const auto it = std::find_if(units_.begin(), units_.end(), [&](const BoardUnit& u) { return u.id() == unit_id; });
    if (it == units_.end()) return false;
    units_.erase(it);
    index_units();
    return true;
}

void Board::index_units() {
    by_hex_.clear();
    for (std::size_t i = 0; i < units_.size(); ++i) by_hex_[units_[i].hex].push_back(i);
}

std::vector<const BoardUnit*> Board::units_at(HexCoord hex) const {
    std::vector<const BoardUnit*> here;
    const auto found = by_hex_.find(hex);
    if (found == by_hex_.end()) return here;
    here.reserve(found->second.size());
    for (const std::size_t index : found->second) here.push_back(&units_[index]);
    return here;
}

const BoardUnit* Board::unit(std::string_view id) const {
    for (const auto& unit : units_) {
        if (unit.id() == id) return &unit;
    }
    return nullptr;
}

bool Board::has_terrain(HexCoord hex, std::string_view terrain_id) const { return map_->has_terrain(hex, terrain_id); }

bool Board::hexside_has(HexCoord a, HexCoord b, std::string_view feature_id) const {
    const auto side = hexside_between(a, b);
    const auto bit = map_->hexside_feature_index(feature_id);
    if (!side || !bit) return false;
    return (map_->hexside_features.mask(*side) & (TerrainMask{1} << *bit)) != 0;
}

bool Board::road_joins(HexCoord a, HexCoord b, std::span<const std::string_view> kinds) const {
    if (distance(a, b) != 1) return false;
    for (const auto kind : kinds) {
        if (hexside_has(a, b, kind)) return true;
    }
    for (const auto& road : map_->roads) {
        if (!names_one_of(road.kind, kinds)) continue;
        for (std::size_t i = 1; i < road.hexes.size(); ++i) {
            const HexCoord from = road.hexes[i - 1];
            const HexCoord to = road.hexes[i];
            if ((from == a && to == b) || (from == b && to == a)) return true;
        }
    }
    return false;
}

}  // namespace sandtable
