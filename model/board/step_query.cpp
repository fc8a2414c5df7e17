#include "model/board/step_query.hpp"

#include "model/hex_map.hpp"

namespace sandtable {

StepQuery step_query(const HexMap& map, HexCoord from, HexCoord to) {
    return {from, to, map.index_of(from).value_or(kOffMap), map.index_of(to).value_or(kOffMap),
            direction_between(from, to)};
}

}  // namespace sandtable
