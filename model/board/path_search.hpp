#pragma once
// Cheapest movement over the hexes of a map, for any ruleset: the ruleset says what a step costs
// and where a unit has to stop; the search finds every hex within an allowance and the way there.
//
// A search asks the ruleset for a verdict on every step it tries (a cost and a few numbers, no
// words) and keeps its state in arrays by hex index; the designer's reasons are written only for
// the steps of a path it returns (cost_of_path, plan_path).
//
// Equal-cost paths: a search settles hexes in order of their cost, and among hexes of equal cost,
// of lower q first, then lower r (axial coordinates). Each hex keeps as its previous hex the first
// settled hex that reaches it at its cheapest cost. So of the neighbours a hex can be entered from
// at its cheapest cost, the path comes from the one of lowest cost, then lowest q, then lowest r.
#include "model/board/step_query.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sandtable {

struct StepCost {
    bool allowed = true;
    double cost = 0;     // movement points
    std::string reason;  // why it costs that, or why it is not allowed
    std::string rule;    // the rule that decides it
};

// A step as the search keeps it: what it costs, or that it is refused, and what the ruleset needs
// to say why afterwards (which rule refused it, which terms make up its cost, a unit it met).
struct StepVerdict {
    double cost = 0;
    bool allowed = true;
    std::uint32_t kind = 0;    // the ruleset's own
    std::uint32_t detail = 0;  // the ruleset's own: terms of the cost, a unit's place on the board
};

// The step costs of one unit on one map.
class StepRules {
public:
    explicit StepRules(const HexMap& map) : map_(&map) {}
    StepRules(const StepRules&) = delete;
    StepRules& operator=(const StepRules&) = delete;
    virtual ~StepRules() = default;

    // Moving from one hex into an adjacent one, without words: asked of every step a search tries.
    [[nodiscard]] virtual StepVerdict judge(const StepQuery& step) const = 0;
    // The designer's words for what judge said of that step.
    [[nodiscard]] virtual StepCost explain(const StepQuery& step, const StepVerdict& verdict) const = 0;
    // Whether a unit that has entered the hex (at `index` of the map, or kOffMap) has to stop
    // there; never asked of the starting hex.
    [[nodiscard]] virtual bool stops_in(HexCoord /*hex*/, std::size_t /*index*/) const { return false; }
    // Why a unit that has entered `hex` has to stop there (an enemy zone of control, for
    // example); nothing when it may go on.
    [[nodiscard]] virtual std::optional<StepCost> must_stop(HexCoord /*hex*/) const { return std::nullopt; }

    // Moving from one hex into an adjacent one, in words.
    [[nodiscard]] StepCost step(HexCoord from, HexCoord to) const;
    [[nodiscard]] const HexMap& map() const { return *map_; }

private:
    const HexMap* map_;
};

struct ReachedHex {
    double cost = 0;
    HexCoord previous;  // the start hex is its own previous
};

// The hexes a search reached, in order of their coordinates.
class ReachedHexes {
public:
    using value_type = std::pair<HexCoord, ReachedHex>;

    ReachedHexes() = default;
    // `hexes` in order of their coordinates, each once.
    explicit ReachedHexes(std::vector<value_type> hexes) : hexes_(std::move(hexes)) {}

    [[nodiscard]] const ReachedHex* find(HexCoord hex) const;
    [[nodiscard]] bool contains(HexCoord hex) const { return find(hex) != nullptr; }
    // Throws std::out_of_range when the hex was not reached.
    [[nodiscard]] const ReachedHex& at(HexCoord hex) const;
    [[nodiscard]] std::size_t size() const { return hexes_.size(); }
    [[nodiscard]] bool empty() const { return hexes_.empty(); }
    [[nodiscard]] auto begin() const { return hexes_.begin(); }
    [[nodiscard]] auto end() const { return hexes_.end(); }

private:
    std::vector<value_type> hexes_;
};

struct Reach {
    HexCoord start;
    double allowance = 0;
    ReachedHexes hexes;  // the start included, at cost 0

    [[nodiscard]] bool reaches(HexCoord hex) const { return hexes.contains(hex); }
    // start .. hex, empty when the hex is not reached.
    [[nodiscard]] std::vector<HexCoord> path_to(HexCoord hex) const;
};

inline constexpr double kNoAllowanceLimit = std::numeric_limits<double>::infinity();

// Every hex of the map the unit reaches with at most `allowance` movement points.
[[nodiscard]] Reach search_moves(const HexMap& map, const StepRules& rules, HexCoord start, double allowance);

// The cheapest way from `start` to `to` with at most `allowance` movement points (start .. to),
// the same path search_moves gives; empty when there is none. Searches only as far as it must.
[[nodiscard]] std::vector<HexCoord> cheapest_path(const HexMap& map, const StepRules& rules, HexCoord start, HexCoord to,
                                                  double allowance);

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
