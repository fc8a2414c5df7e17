#pragma once
// One combat as a player would announce it: who attacks, who defends, which units the defender
// names to support the defence, the optional rules in force, and whether it is a bombardment.
#include "model/board/board.hpp"
#include "model/object_id.hpp"

#include <set>
#include <string>
#include <vector>

namespace sandtable {

struct CombatRequest {
    const Board* board = nullptr;
    std::vector<std::string> attackers;  // unit ids, all on the board
    std::vector<std::string> defenders;
    std::vector<std::string> support;    // units that fire in support of the defence, not in it
    std::set<std::string> options;       // optional rules in force
    std::set<std::string> bombarded;     // units bombarded earlier this turn
    bool bombardment = false;            // the attackers fire from afar instead of attacking from next to the defenders
    // The working names units by id, as the command line takes them; with this, by name, as the
    // editor shows them to a designer.
    bool units_by_name = false;

    // A unit as the working names it.
    [[nodiscard]] std::string unit_text(std::string_view id) const {
        const BoardUnit* unit = units_by_name && board != nullptr ? board->unit(id) : nullptr;
        return unit != nullptr ? name_or_id(*unit->node) : std::string(id);
    }
};

}  // namespace sandtable
