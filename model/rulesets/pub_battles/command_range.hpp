#pragma once
// Command range (How the Pieces Move: HQs): to attack, a piece must begin its move within 1/3
// Mounted ("cavalry") move of its HQ, or of its army HQ, which may command attacks with any
// friendly pieces; HQs move first, then the range is measured. Measured here between the nearest
// points of the two pieces' footprints, as a ruler laid from block to block.
#include "model/freeform/freeform_answers.hpp"
#include "model/freeform/freeform_board.hpp"

#include <string>
#include <string_view>

namespace sandtable::pub_battles {

inline constexpr std::string_view kCommandRangeRule = "pub-battles How the Pieces Move: HQs";


[[nodiscard]] double footprint_distance(const PieceFootprint& a, const PieceFootprint& b);
[[nodiscard]] CommandReach command_reach(const FreeformBoard& field, const FreeformPiece& piece);

}  // namespace sandtable::pub_battles
