#pragma once
// A small hex map and forces of one ruleset, labelled the way its rulebook labels hexes, for
// rules engine tests: terrain and hexside features set by label, units added by side and type.
#include "model/board/board.hpp"
#include "model/forces.hpp"
#include "model/hex_map.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace sandtable::test {

class HexBoardBuilder {
public:
    HexBoardBuilder(const RulesetDefinition& ruleset, OffsetLayout layout, int columns, int rows);

    [[nodiscard]] HexCoord hex(std::string_view label) const;
    HexBoardBuilder& terrain(std::string_view label, std::initializer_list<std::string_view> terrain_ids);
    HexBoardBuilder& hexside(std::string_view a, std::string_view b, std::string_view feature_id);
    // A hexside feature on every side along a chain of adjacent hexes.
    HexBoardBuilder& hexside_chain(std::initializer_list<std::string_view> labels, std::string_view feature_id);
    HexBoardBuilder& formation(std::string_view side, std::string id, std::string type, std::string parent = {});
    HexBoardBuilder& unit(std::string_view side, std::string id, std::string type, std::string parent,
                          std::initializer_list<std::pair<std::string, std::int64_t>> attributes);

    // Board over this builder's map and forces: keep the builder alive while the board is used.
    [[nodiscard]] Board board() const { return Board(map, forces); }

    HexMap map;
    Forces forces;
};

}  // namespace sandtable::test
