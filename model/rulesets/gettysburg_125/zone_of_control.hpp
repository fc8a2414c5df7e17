#pragma once
// §6: every regular unit (not a headquarters) exerts a zone of control into the six hexes round
// it, over streams and into or out of Gettysburg alike.
#include "model/board/board.hpp"

#include <unordered_set>
#include <string_view>

namespace sandtable::rulesets::gettysburg_125 {

class EnemyZones {
public:
    // The zones of the regular units of every side but `side`.
    EnemyZones(const Board& board, std::string_view side);
    [[nodiscard]] bool contains(HexCoord hex) const { return hexes_.contains(hex); }

private:
    std::unordered_set<HexCoord, HexCoordHash> hexes_;
};

}  // namespace sandtable::rulesets::gettysburg_125
