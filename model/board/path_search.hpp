#pragma once
// Cheapest movement over the hexes of a map, for any ruleset: the ruleset says what a step costs
// and where a unit has to stop; the search finds every hex within an allowance and the way there.
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct StepCost {
    bool allowed = true;
    double cost = 0;     // movement points
    std::string reason;  // why it costs that, or why it is not allowed
    std::string rule;    // the rule that decides it
};

class StepRules {
public:
    StepRules() = default;
    StepRules(const StepRules&) = delete;
    StepRules& operator=(const StepRules&) = delete;
    virtual ~StepRules() = default;

    // Moving from one hex into an adjacent one.
    [[nodiscard]] virtual StepCost step(HexCoord from, HexCoord to) const = 0;
    // Why a unit that has entered `hex` has to stop there (an enemy zone of control, for
    // example); nothing when it may go on. Never asked of the starting hex.
    [[nodiscard]] virtual std::optional<StepCost> must_stop(HexCoord /*hex*/) const { return std::nullopt; }
};

struct ReachedHex {
    double cost = 0;
    HexCoord previous;  // the start hex is its own previous
};

struct Reach {
    HexCoord start;
    double allowance = 0;
    std::map<HexCoord, ReachedHex> hexes;  // the start included, at cost 0

    [[nodiscard]] bool reaches(HexCoord hex) const { return hexes.contains(hex); }
    // start .. hex, empty when the hex is not reached.
    [[nodiscard]] std::vector<HexCoord> path_to(HexCoord hex) const;
};

inline constexpr double kNoAllowanceLimit = std::numeric_limits<double>::infinity();

// Every hex of the map the unit reaches with at most `allowance` movement points.
[[nodiscard]] Reach search_moves(const HexMap& map, const StepRules& rules, HexCoord start, double allowance);

struct PathStep {
    HexCoord hex;
    StepCost cost;
    double total = 0;  // spent on arrival
};

struct PathCost {
    std::vector<PathStep> steps;  // one per hex entered, stopping at the first refused step
    double total = 0;
    std::string problem;  // empty when every step is allowed
    std::string problem_rule;
    [[nodiscard]] bool allowed() const { return problem.empty(); }
};

// The cost of moving along `hexes` (the start first), step by step, with the first step the rules
// refuse, a hex it has to stop in, or two hexes that are not adjacent as the problem.
[[nodiscard]] PathCost cost_of_path(const HexMap& map, const StepRules& rules, const std::vector<HexCoord>& hexes);

}  // namespace sandtable
