#pragma once
// The questions the editor and the command-line tool ask of a hex rules engine about one unit:
// every hex it can reach this turn, and the cheapest way to one hex with what each step costs.
#include "model/board/hex_rules_engine.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct ReachableHex {
    double cost = 0;
    std::size_t mode = 0;  // index into Reachable::modes
};

struct Reachable {
    std::vector<MoveMode> modes;
    std::vector<Reach> reaches;  // one per mode
    std::map<HexCoord, ReachableHex> hexes;  // the start left out; the first mode that reaches a hex
};

[[nodiscard]] Reachable reachable_hexes(const HexRulesEngine& engine, const MoveRequest& request);

struct PlannedPath {
    std::optional<MoveMode> mode;  // the way of moving that gets there
    std::vector<HexCoord> hexes;   // start first
    PathCost cost;
    std::string problem;  // why the unit cannot get there this turn; empty when it can
    [[nodiscard]] bool possible() const { return problem.empty(); }
};

// The cheapest path to `to`. When the unit cannot get there this turn, the cheapest path at any
// cost (if there is one) with what it would need.
[[nodiscard]] PlannedPath plan_path(const HexRulesEngine& engine, const MoveRequest& request, HexCoord to);

}  // namespace sandtable
