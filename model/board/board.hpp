#pragma once
// Who stands where on one hex map at one moment, with the map questions every hex rules engine
// asks: the terrain of a hex, the features of the hexside between two hexes, whether a road joins
// two hexes; and the book's rules data, which a designer may have changed from the rulebook's.
// The questions a search asks at every step have a form by hex index that answers in constant time.
#include "model/board/hex_bits.hpp"
#include "model/board/hexside_index.hpp"
#include "model/board/step_query.hpp"
#include "model/forces.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"
#include "model/rules_data.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <optional>
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

    // The same questions by hex index, for a search. A set of roads is looked up once, then asked
    // of every step.
    struct RoadSet {
        TerrainMask hexside_features = 0;  // the kinds that are hexside features of the map
        HexsideIndex::RoadKinds map_roads;  // the kinds that are kinds of the map's roads
    };
    [[nodiscard]] RoadSet road_set(std::span<const std::string_view> kinds) const;
    // The terrain of the hex at `index`; none off the map.
    [[nodiscard]] TerrainMask terrain(std::size_t index) const {
        return index < map_->hex_count() ? map_->terrain[index] : TerrainMask{0};
    }
    // The bit of a terrain or hexside feature in the map's catalogue; 0 when it has none of that id.
    [[nodiscard]] TerrainMask terrain_bit(std::string_view terrain_id) const;
    [[nodiscard]] TerrainMask hexside_bit(std::string_view feature_id) const;
    // Some unit stands in the hex at `index`.
    [[nodiscard]] bool occupied(std::size_t index) const { return occupied_.test(index); }
    // The side a step crosses.
    [[nodiscard]] HexsideIndex::Side side(const StepQuery& step) const { return hexsides().side(*map_, step); }
    [[nodiscard]] bool road_joins(const StepQuery& step, const HexsideIndex::Side& side, const RoadSet& roads) const {
        return (side.features & roads.hexside_features) != 0 || hexsides().road_along(*map_, step, side, roads.map_roads);
    }
    // Built on first use and shared by copies of the board: the map must not change while the board is in use.
    [[nodiscard]] const HexsideIndex& hexsides() const;

private:
    void index_units();
    // The forces' node of that id, through an index built on first use (shared by copies: the
    // forces must not change while the board is in use).
    [[nodiscard]] std::optional<NodePosition> find_node(std::string_view id) const;
    struct Lookups;

    const HexMap* map_;
    const Forces* forces_;
    const RulesData* rules_;
    std::vector<BoardUnit> units_;
    // Positions in units_ by hex, in board order: the engines ask who is in a hex at every step.
    std::unordered_map<HexCoord, std::vector<std::size_t>, HexCoordHash> by_hex_;
    std::unordered_map<std::string_view, std::size_t> by_id_;  // positions in units_, keyed by the nodes' ids
    HexBits occupied_;
    std::shared_ptr<Lookups> lookups_;
};

}  // namespace sandtable
