#pragma once
// Who stands where on one hex map at one moment, with the map questions every hex rules engine
// asks: the terrain of a hex, the features of the hexside between two hexes, whether a road joins
// two hexes; and the book's rules data, which a designer may have changed from the rulebook's.
#include "model/forces.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"
#include "model/rules_data.hpp"
#include "model/scenario.hpp"

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sandtable {

struct BoardUnit {
    const ForceNode* node = nullptr;  // never null on a board
    std::string side;
    HexCoord hex;
    UnitState state = UnitState::Full;

    [[nodiscard]] const std::string& id() const { return node->id; }
    [[nodiscard]] const std::string& type() const { return node->type; }
};

class Board {
public:
    // All must outlive the board. Without rules data the engines read the rulebook's values.
    Board(const HexMap& map, const Forces& forces, const RulesData* rules = nullptr);

    // False when the forces have no unit of that id or the hex is off the map. Placing or
    // removing a unit invalidates pointers to the board's units.
    bool place(std::string_view unit_id, HexCoord hex, UnitState state = UnitState::Full);
    // Takes a unit off the board; false when it was not on it.
    bool remove(std::string_view unit_id);

    [[nodiscard]] const HexMap& map() const { return *map_; }
    [[nodiscard]] const Forces& forces() const { return *forces_; }
    // The book's rules data; null when the board was set up without a book.
    [[nodiscard]] const RulesData* rules() const { return rules_; }
    [[nodiscard]] std::span<const BoardUnit> units() const { return units_; }
    [[nodiscard]] std::vector<const BoardUnit*> units_at(HexCoord hex) const;
    [[nodiscard]] const BoardUnit* unit(std::string_view id) const;

    [[nodiscard]] bool has_terrain(HexCoord hex, std::string_view terrain_id) const;
    [[nodiscard]] bool hexside_has(HexCoord a, HexCoord b, std::string_view feature_id) const;
    // A road of one of `kinds` runs from a to b: a hexside feature of that id on the side they
    // share, or a and b next to each other along a road of the map.
    [[nodiscard]] bool road_joins(HexCoord a, HexCoord b, std::span<const std::string_view> kinds) const;

private:
    void index_units();

    const HexMap* map_;
    const Forces* forces_;
    const RulesData* rules_;
    std::vector<BoardUnit> units_;
    // Positions in units_ by hex, in board order: the engines ask who is in a hex at every step.
    std::unordered_map<HexCoord, std::vector<std::size_t>, HexCoordHash> by_hex_;
};

}  // namespace sandtable
