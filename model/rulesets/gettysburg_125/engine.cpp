#include "model/rulesets/gettysburg_125/engine.hpp"

#include "model/rulesets/gettysburg_125/line_of_sight.hpp"
#include "model/rulesets/gettysburg_125/movement.hpp"

#include <memory>
#include <variant>

namespace sandtable::rulesets::gettysburg_125 {

std::vector<MoveMode> Engine::move_modes(const MoveRequest& request) const {
    const bool command = request.options.contains(std::string(kControlAndCommand));
    const MovementAllowance allowance = movement_allowance(*request.board, *request.unit, command);
    MoveMode mode;
    mode.name = "movement";
    mode.allowance = allowance.mf;
    mode.explanation = allowance.explanation;
    mode.rule = "gettysburg-125 §11.1.3";
    mode.steps = std::make_shared<MovementSteps>(*request.board, *request.unit, request.night);
    return {mode};
}

Sight Engine::line_of_sight(const Board& board, HexCoord from, HexCoord to, const BoardUnit* observer) const {
    int range = kArtilleryRange;
    if (observer != nullptr) {
        const auto found = observer->node->attributes.find("range");
        if (found != observer->node->attributes.end()) {
            if (const auto* value = std::get_if<std::int64_t>(&found->second)) range = static_cast<int>(*value);
        }
    }
    return gettysburg_125::line_of_sight(board, from, to, range);
}

}  // namespace sandtable::rulesets::gettysburg_125
