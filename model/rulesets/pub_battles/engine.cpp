#include "model/rulesets/pub_battles/engine.hpp"

#include "model/rulesets/pub_battles/combat_dice.hpp"
#include "model/rulesets/pub_battles/command_range.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"
#include "model/rulesets/pub_battles/line_of_sight.hpp"
#include "model/rulesets/pub_battles/reach.hpp"

namespace sandtable::pub_battles {

FreeformReach Engine::reach(const FreeformBoard& board, const FreeformPiece& piece) const { return reach_of(board, piece); }

FireField Engine::field_of_fire(const FreeformBoard& board, const FreeformPiece& piece) const {
    FireField fire;
    fire.piece = piece.id;
    fire.rule = std::string(kFieldOfFireRule);
    fire.range = board.foot_move() / 3.0;
    fire.projects = projects_fire(piece);
    if (!fire.projects) {
        fire.why_none = "only infantry, dragoons and artillery out of road column project one";
        return fire;
    }
    fire.shape = pub_battles::field_of_fire(board, piece);
    // HQs are not attacked (How to Resolve Combat), so a field of fire holds none.
    for (const FreeformPiece& other : board.pieces()) {
        if (other.side == piece.side || other.type == "hq") continue;
        const double share = share_in_fire(board, piece, other);
        if (share > 0.5) fire.enemies.push_back({other.id, share});
    }
    return fire;
}

CommandReach Engine::command_range(const FreeformBoard& board, const FreeformPiece& piece) const { return command_reach(board, piece); }

FreeformSight Engine::line_of_sight(const FreeformBoard& board, const SightEnds& ends) const { return pub_battles::line_of_sight(board, ends); }

CombatDice Engine::combat_dice(const FreeformBoard& board, const RulesData& rules, const FreeformPiece& attacker,
                               const FreeformPiece& defender, CombatKind kind) const {
    return pub_battles::combat_dice(board, rules, attacker, defender, kind);
}

}  // namespace sandtable::pub_battles
