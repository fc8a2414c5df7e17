#pragma once
// Books built in code for tests: a book of one ruleset with its hex map (terrain and hexside
// features by label, edges, places, objectives), its forces and its scenarios, and a rules-engine
// Board over them. Whatever it is asked for and cannot find (a label, terrain, side, parent,
// attribute, unit, edge) fails the test with a message naming it, and the step is skipped.
#include "model/board/board.hpp"
#include "model/book.hpp"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace sandtable {
struct RulesetDefinition;
}

namespace sandtable::test {

// An attribute as a test writes it: {"combat", 3} or {"replaces", "us-reynolds"}.
struct Attribute {
    Attribute(std::string key, std::int64_t value) : key(std::move(key)), value(value) {}
    Attribute(std::string key, std::string value) : key(std::move(key)), value(std::move(value)) {}
    Attribute(std::string key, const char* value) : key(std::move(key)), value(std::string(value)) {}
    std::string key;
    AttributeValue value;
};
using Attributes = std::initializer_list<Attribute>;

// Force nodes on their own, for tests that add them to a book with a command.
[[nodiscard]] ForceNode make_formation_node(std::string id, std::string type, std::string parent = {});
[[nodiscard]] ForceNode make_unit_node(std::string id, std::string type, std::string parent, Attributes attributes = {});
// A reference layer named as its id, on a file (relative to the book's folder, or absolute).
[[nodiscard]] ReferenceLayer make_reference_layer(std::string id, ReferenceLayerKind kind, std::string path);

class BookBuilder {
public:
    // A new book of the ruleset (its sides, rulebook data and one hex map "map").
    explicit BookBuilder(std::string_view ruleset_id);
    // More of a book built already; its first map is the one built on.
    explicit BookBuilder(Book book);

    // The map. Sizing clears its terrain, so size it first.
    BookBuilder& map_id(std::string id);
    BookBuilder& size(int columns, int rows);
    BookBuilder& layout(OffsetLayout layout);
    // Replaces the terrain of the hex `label` with `terrain_ids`.
    BookBuilder& terrain(std::string_view label, std::initializer_list<std::string_view> terrain_ids);
    BookBuilder& hexside(std::string_view a, std::string_view b, std::string_view feature_id);
    // A hexside feature on every side along a chain of adjacent hexes.
    BookBuilder& hexside_chain(std::initializer_list<std::string_view> labels, std::string_view feature_id);
    BookBuilder& edge(std::string id, std::string name, std::initializer_list<std::string_view> entry_labels);
    BookBuilder& place(std::string id, std::string name, std::string_view label);
    BookBuilder& objective(std::string id, std::string name, std::initializer_list<std::string_view> labels, int vp);

    // The forces: a node's parent must be on its side already (sides keep their nodes in pre-order).
    BookBuilder& formation(std::string_view side, std::string id, std::string type, std::string parent = {});
    BookBuilder& unit(std::string_view side, std::string id, std::string type, std::string parent,
                      Attributes attributes = {});
    // A node made elsewhere (test::unit_node), with the same checks.
    BookBuilder& node(std::string_view side, ForceNode node);
    // Details of the node added last.
    BookBuilder& echelon(std::string echelon);
    BookBuilder& name(std::string name);
    BookBuilder& short_name(std::string short_name);

    // A scenario on the map; setup and arrivals after it go to it.
    BookBuilder& scenario(std::string id, std::string name, int start_turn, int end_turn);
    BookBuilder& setup(std::string unit, std::string_view label, UnitState state = UnitState::Full);
    // A schedule entry: `units` arrive on `turn` at a hex (by label) or an edge (by id).
    BookBuilder& arrival(std::string id, int turn, Location location, std::initializer_list<std::string> units);

    // The hex a label names; a label the map lacks fails the test and gives hex (0, 0).
    [[nodiscard]] HexCoord hex(std::string_view label) const;
    [[nodiscard]] HexMap& hex_map() { return book_.maps.front().hex; }
    [[nodiscard]] const HexMap& hex_map() const { return book_.maps.front().hex; }
    [[nodiscard]] Forces& forces() { return book_.forces; }
    [[nodiscard]] const Forces& forces() const { return book_.forces; }
    [[nodiscard]] Book& book() { return book_; }
    [[nodiscard]] const Book& book() const { return book_; }
    [[nodiscard]] Book build() const { return book_; }
    // Board over this builder's map, forces and rules data: keep the builder alive while it is used.
    [[nodiscard]] Board board() const { return Board(hex_map(), book_.forces, &book_.rules); }

private:
    [[nodiscard]] std::optional<HexCoord> find_hex(std::string_view label) const;
    [[nodiscard]] bool has_unit(std::string_view id) const;
    [[nodiscard]] ForceNode* last_node(std::string_view detail);
    [[nodiscard]] Scenario* current_scenario(std::string_view step);

    const RulesetDefinition* ruleset_ = nullptr;
    Book book_;
    std::optional<NodePosition> last_node_;
    std::optional<std::size_t> scenario_;
};

}  // namespace sandtable::test
