#pragma once
// The combat at McPherson's woods of the 125th rulebook (§13.2) as a small book: Buford's stack in
// P3 (woods and hill), Pegram in Q3 and Heth in Q4, and Calef's battery in O4, two hexes from Heth
// with open ground between, that may fire in support under the Indirect fire rule (§13.1.1).
#include "model/book.hpp"

#include <string>
#include <vector>

namespace sandtable::test {

// Its one scenario, "first-morning", starts on turn 2 with `options` in force. us-reserve is in the
// forces but not on the map.
[[nodiscard]] Book mcphersons_woods_book(std::vector<std::string> options = {});

}  // namespace sandtable::test
