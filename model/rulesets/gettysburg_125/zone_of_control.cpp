#include "model/rulesets/gettysburg_125/zone_of_control.hpp"

#include "model/rulesets/gettysburg_125/terrain_ids.hpp"

namespace sandtable::rulesets::gettysburg_125 {

EnemyZones::EnemyZones(const Board& board, std::string_view side) {
    hexes_.reserve(board.units().size() * 6);
    for (const auto& unit : board.units()) {
        if (unit.side == side || unit.type() == kHeadquarters) continue;
        for (const HexCoord hex : neighbours(unit.hex)) hexes_.insert(hex);
    }
}

}  // namespace sandtable::rulesets::gettysburg_125
