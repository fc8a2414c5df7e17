#pragma once
// `los` and `combat` on a book played on a free-form map: the same subcommands as on hex books,
// the places read as unit ids or X,Y in map units, answered by the ruleset's free-form engine.
#include "cli/board_query.hpp"

#include <string>
#include <vector>

namespace sandtable::cli {

struct FreeformSightRequest {
    std::string from;  // a unit or X,Y; empty: the observer's centre
    std::string to;
    std::string observer;
};
[[nodiscard]] int run_freeform_los(const BoardQueryOptions& options, LoadResult loaded, const FreeformSightRequest& request);

struct FreeformCombatRequest {
    std::vector<std::string> attackers;
    std::vector<std::string> defenders;
    bool fire = false;  // a fire fight, not a melee
};
[[nodiscard]] int run_freeform_combat(const BoardQueryOptions& options, LoadResult loaded, const FreeformCombatRequest& request);

}  // namespace sandtable::cli
