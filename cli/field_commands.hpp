#pragma once
// `los` and `combat` on a free-form (Pub Battles) book: the same subcommands as on hex books, the
// places read as unit ids or X,Y in map units.
#include "cli/board_query.hpp"

#include <string>
#include <vector>

namespace sandtable::cli {

struct FieldSightRequest {
    std::string from;  // a unit or X,Y; empty: the observer's centre
    std::string to;
    std::string observer;
};
[[nodiscard]] int run_field_los(const BoardQueryOptions& options, const FieldSightRequest& request);

struct FieldCombatRequest {
    std::vector<std::string> attackers;
    std::vector<std::string> defenders;
    bool fire = false;  // a fire fight, not a melee
};
[[nodiscard]] int run_field_combat(const BoardQueryOptions& options, const FieldCombatRequest& request);

}  // namespace sandtable::cli
