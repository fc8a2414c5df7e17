#pragma once
// Command range (How the Pieces Move: HQs): to attack, a piece must begin its move within 1/3
// Mounted ("cavalry") move of its HQ, or of its army HQ, which may command attacks with any
// friendly pieces; HQs move first, then the range is measured. Measured here between the nearest
// points of the two pieces' footprints, as a ruler laid from block to block.
#include "model/rulesets/pub_battles/battlefield.hpp"

#include <string>
#include <string_view>

namespace sandtable::pub_battles {

inline constexpr std::string_view kCommandRangeRule = "pub-battles How the Pieces Move: HQs";

struct CommandReach {
    std::string hq;           // the piece's own command HQ on the field, if any
    double to_hq = -1.0;      // distance to it, -1 when it is not on the field
    std::string army_hq;      // the side's army HQ on the field, if any
    double to_army_hq = -1.0;
    double range = 0.0;       // 1/3 Mounted move
    bool in_range = false;    // within range of either
    std::string summary;
};

[[nodiscard]] double footprint_distance(const PieceFootprint& a, const PieceFootprint& b);
[[nodiscard]] CommandReach command_reach(const Battlefield& field, const FieldPiece& piece);

}  // namespace sandtable::pub_battles
