#include "model/board/sight.hpp"

#include <fmt/format.h>

namespace sandtable {

std::optional<Sight> sight_by_distance(const HexMap& map, HexCoord from, HexCoord to, int range, const std::string& rule,
                                       const std::string& adjacent) {
    Sight sight;
    sight.rule = rule;
    sight.distance = distance(from, to);
    if (sight.distance > range) {
        sight.summary = fmt::format("{} is {} hexes from {}, beyond the range of {}", map.label(to), sight.distance,
                                    map.label(from), range);
        return sight;
    }
    if (sight.distance <= 1) {
        sight.clear = true;
        sight.summary = sight.distance == 0 ? "the same hex" : adjacent;
        return sight;
    }
    return std::nullopt;
}

}  // namespace sandtable
