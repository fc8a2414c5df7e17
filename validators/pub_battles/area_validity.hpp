#pragma once
// Whether each terrain area of a free-form map is a valid polygon, worked out once per state of the
// map: the polygon check reports the invalid ones, and the overlap check leaves them out (overlay
// is undefined on them) without running Boost.Geometry's is_valid over every area again.
#include "model/freeform/freeform_map.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable::pub_battles {

// Per area, in the map's order: empty when valid, else why not, in Boost.Geometry's words.
using AreaProblems = std::vector<std::string>;

// The map's areas checked, or the answer kept from the last time they were checked in the same
// state (the same ids and vertices); safe to call from several threads.
[[nodiscard]] std::shared_ptr<const AreaProblems> area_problems(const FreeformMap& map);
// Drops the answer kept, so that the next call works it out again (benches time a cold run).
void forget_area_problems();

}  // namespace sandtable::pub_battles
