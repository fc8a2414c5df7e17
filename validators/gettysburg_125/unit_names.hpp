#pragma once
// How the 125th's checks name units: the rulebook's short name when the book has one.
#include "model/forces.hpp"

#include <string>

namespace sandtable::gettysburg_125 {

[[nodiscard]] inline std::string unit_name(const ForceNode& node) {
    if (!node.short_name.empty()) return node.short_name;
    if (!node.name.empty()) return node.name;
    return node.id;
}

}  // namespace sandtable::gettysburg_125
