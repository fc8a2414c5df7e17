#pragma once
// Turns a variant into the ordinary scenario it describes by applying its changes, and those of
// every variant it extends, in order from the root scenario down.
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct ResolvedScenario {
    Scenario scenario;               // extends and changes are cleared
    std::vector<std::string> chain;  // root first, the requested scenario last
};

// Fails for an unknown scenario, a missing base, or a cycle (named with its members).
[[nodiscard]] Outcome<ResolvedScenario> resolve_scenario(const Book& book, std::string_view id);

// The ids of the units taking part: the explicit order of battle, or every unit of the book.
[[nodiscard]] std::vector<std::string> order_of_battle(const Book& book, const Scenario& scenario);

}  // namespace sandtable
