#pragma once
// Where a scenario sets units up differently from another, both resolved: the placements a
// variant adds, moves (or sets up in another state) and takes away against its base. The diff
// lists them in words; this gives the places, for marking them on the map.
#include "model/book.hpp"
#include "model/scenario_diff.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct SetupChange {
    std::string unit;
    DiffChange change = DiffChange::Changed;
    std::optional<Placement> before;  // in the scenario compared against; nothing when added
    std::optional<Placement> after;   // in the scenario compared; nothing when removed
    friend bool operator==(const SetupChange&, const SetupChange&) = default;
};

// `scenario` against `against`, in the order of the scenario's setup, then the removed placements
// in the other's order. Empty when either does not resolve.
[[nodiscard]] std::vector<SetupChange> setup_changes(const Book& book, std::string_view scenario, std::string_view against);

}  // namespace sandtable
