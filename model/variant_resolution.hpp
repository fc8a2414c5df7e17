#pragma once
// Turns a variant into the ordinary scenario it describes by applying its changes, and those of
// every variant it extends, in order from the root scenario down.
#include "model/book.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct ResolvedScenario {
    std::optional<Scenario> scenario;  // extends and changes are cleared
    std::vector<std::string> chain;    // root first, the requested scenario last
    std::string error;                 // unknown scenario, missing base, or a cycle with its members
    explicit operator bool() const { return scenario.has_value(); }
};

[[nodiscard]] ResolvedScenario resolve_scenario(const Book& book, std::string_view id);

// The ids of the units taking part: the explicit order of battle, or every unit of the book.
[[nodiscard]] std::vector<std::string> order_of_battle(const Book& book, const Scenario& scenario);

}  // namespace sandtable
