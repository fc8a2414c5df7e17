#pragma once
// A unit outside a combat that might fire in support of it, and whether the rules let it.
#include <string>

namespace sandtable {

struct CombatSupport {
    std::string unit;
    int factor = 0;        // what it would add
    bool eligible = false;
    std::string reason;    // why it may or may not
    std::string rule;
};

}  // namespace sandtable
