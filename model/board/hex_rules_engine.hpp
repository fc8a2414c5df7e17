#pragma once
// What a hex ruleset's engine answers about a board: how a unit may move (one or more ways, each
// with its allowance and its step costs) and whether one hex sees another. The validators, the
// editor and the command-line tool all ask through this interface.
#include "model/board/board.hpp"
#include "model/board/path_search.hpp"
#include "model/board/sight.hpp"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace sandtable {

struct MoveRequest {
    const Board* board = nullptr;
    const BoardUnit* unit = nullptr;
    bool night = false;                // the turn is a night turn
    std::set<std::string> options;     // optional rules in force
};

// One way a unit may move this turn (normal, double, along roads ...).
struct MoveMode {
    std::string name;
    double allowance = 0;
    std::string explanation;  // how the allowance comes about
    std::string rule;
    std::shared_ptr<const StepRules> steps;
};

class HexRulesEngine {
public:
    HexRulesEngine() = default;
    HexRulesEngine(const HexRulesEngine&) = delete;
    HexRulesEngine& operator=(const HexRulesEngine&) = delete;
    virtual ~HexRulesEngine() = default;

    [[nodiscard]] virtual std::vector<MoveMode> move_modes(const MoveRequest& request) const = 0;
    // Whether a unit in `from` (the observer, when one is given) sees `to`.
    [[nodiscard]] virtual Sight line_of_sight(const Board& board, HexCoord from, HexCoord to,
                                              const BoardUnit* observer) const = 0;
};

}  // namespace sandtable
