#include "model/board/board.hpp"

#include "model/hex/hexside.hpp"

#include <algorithm>
#include <mutex>

namespace sandtable {

struct Board::Lookups {
    std::once_flag hexsides_once;
    std::unique_ptr<HexsideIndex> hexsides;
    std::once_flag nodes_once;
    std::unordered_map<std::string_view, NodePosition> nodes;  // the first node of each id, as Forces::find
};

Board::Board(const HexMap& map, const Forces& forces, const RulesData* rules)
    : map_(&map), forces_(&forces), rules_(rules), occupied_(map.hex_count()), lookups_(std::make_shared<Lookups>()) {}

const HexsideIndex& Board::hexsides() const {
    std::call_once(lookups_->hexsides_once, [this] { lookups_->hexsides = std::make_unique<HexsideIndex>(*map_); });
    return *lookups_->hexsides;
}

std::optional<NodePosition> Board::find_node(std::string_view id) const {
    std::call_once(lookups_->nodes_once, [this] {
        for (std::size_t s = 0; s < forces_->sides.size(); ++s) {
            const auto& nodes = forces_->sides[s].nodes;
            for (std::size_t i = 0; i < nodes.size(); ++i) lookups_->nodes.try_emplace(nodes[i].id, NodePosition{s, i});
        }
    });
    const auto found = lookups_->nodes.find(id);
    if (found == lookups_->nodes.end()) return std::nullopt;
    return found->second;
}

bool Board::place(std::string_view unit_id, HexCoord hex, UnitState state) {
    const auto position = find_node(unit_id);
    if (!position || !map_->contains(hex)) return false;
    const ForceNode& node = forces_->sides[position->side].nodes[position->index];
    if (node.kind != ForceNodeKind::Unit) return false;
    remove(unit_id);
    units_.push_back({&node, forces_->sides[position->side].id, hex, state});
    by_hex_[hex].push_back(units_.size() - 1);
    by_id_[node.id] = units_.size() - 1;
    occupied_.set(*map_->index_of(hex));
    return true;
}

bool Board::remove(std::string_view unit_id) {
    const auto found = by_id_.find(unit_id);
    if (found == by_id_.end()) return false;
    units_.erase(units_.begin() + static_cast<std::ptrdiff_t>(found->second));
    index_units();
    return true;
}

void Board::index_units() {
    by_hex_.clear();
    by_id_.clear();
    occupied_.clear();
    for (std::size_t i = 0; i < units_.size(); ++i) {
        by_hex_[units_[i].hex].push_back(i);
        by_id_[units_[i].id()] = i;
        occupied_.set(*map_->index_of(units_[i].hex));
    }
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
    const auto found = by_id_.find(id);
    return found == by_id_.end() ? nullptr : &units_[found->second];
}

bool Board::has_terrain(HexCoord hex, std::string_view terrain_id) const { return map_->has_terrain(hex, terrain_id); }

bool Board::hexside_has(HexCoord a, HexCoord b, std::string_view feature_id) const {
    return (side(step_query(*map_, a, b)).features & hexside_bit(feature_id)) != 0;
}

bool Board::road_joins(HexCoord a, HexCoord b, std::span<const std::string_view> kinds) const {
    const StepQuery step = step_query(*map_, a, b);
    if (step.direction < 0) return false;
    return road_joins(step, side(step), road_set(kinds));
}

Board::RoadSet Board::road_set(std::span<const std::string_view> kinds) const {
    RoadSet roads;
    for (const auto kind : kinds) roads.hexside_features |= hexside_bit(kind);
    roads.map_roads = hexsides().road_kinds(kinds);
    return roads;
}

TerrainMask Board::terrain_bit(std::string_view terrain_id) const {
    const auto bit = map_->terrain_index(terrain_id);
    return bit && *bit < kMaxCatalogueEntries ? TerrainMask{1} << *bit : 0;
}

TerrainMask Board::hexside_bit(std::string_view feature_id) const {
    const auto bit = map_->hexside_feature_index(feature_id);
    return bit && *bit < kMaxCatalogueEntries ? TerrainMask{1} << *bit : 0;
}

}  // namespace sandtable
