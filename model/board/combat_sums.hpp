#pragma once
// The factors of one combat before the dice: each side's total and how it comes about.
#include <string>
#include <vector>

namespace sandtable {

struct CombatSums {
    int attack = 0;
    int defence = 0;
    [[nodiscard]] int difference() const { return attack - defence; }
    std::vector<std::string> working;  // how each side's total comes about, for a designer
    std::vector<std::string> refused;  // support that was named but may not fire, and why
    std::vector<std::string> problems; // rules the combat as announced breaks
};

}  // namespace sandtable
