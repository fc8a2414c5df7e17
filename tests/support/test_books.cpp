#include "support/test_books.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

namespace sandtable::test {

ForceNode unit_node(std::string id, std::string parent, std::string type) {
    ForceNode node;
    node.name = "Unit " + id;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Unit;
    node.parent = std::move(parent);
    node.type = std::move(type);
    node.echelon = "division";
    node.attributes = {{"combat", AttributeValue{std::int64_t{3}}}, {"movement", AttributeValue{std::int64_t{5}}}};
    return node;
}

Book small_book() {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    book.metadata.title = "Small";
    GameMap& map = book.maps.front();
    map.id = "m";
    map.hex.resize(6, 5);
    // A six-by-five board holds none of the objective hexes of the rulebook's board.
    book.rules.find("objective-hexes")->rows.clear();
    map.hex.edges.push_back(MapEdge{"west", "West", {map.hex.find_label("A1").hex.value()}});

    Side& union_side = *book.forces.side("union");
    ForceNode corps;
    corps.id = "u-1";
    corps.kind = ForceNodeKind::Formation;
    corps.type = "corps";
    corps.name = "I Corps";
    union_side.nodes.push_back(corps);
    union_side.nodes.push_back(unit_node("u-a", "u-1"));
    union_side.nodes.push_back(unit_node("u-b", "u-1"));
    Side& confederate = *book.forces.side("confederate");
    confederate.nodes.push_back(unit_node("c-a", ""));
    confederate.nodes.push_back(unit_node("c-b", ""));

    Scenario scenario;
    scenario.id = "s1";
    scenario.name = "First";
    scenario.map = "m";
    scenario.start_turn = 1;
    scenario.end_turn = 8;
    scenario.setup = {Placement{"u-a", {LocationKind::Hex, "B2"}, UnitState::Full},
                      Placement{"u-b", {LocationKind::Hex, "C3"}, UnitState::Reduced}};
    scenario.schedule = {ReinforcementEntry{"r1", 2, {LocationKind::Edge, "west"}, {"c-a", "c-b"}, {}, "", false}};
    book.scenarios.push_back(scenario);
    return book;
}

Book small_book_with_variant() {
    Book book = small_book();
    Scenario variant;
    variant.id = "v1";
    variant.name = "Variant";
    variant.extends = "s1";
    book.scenarios.push_back(variant);
    return book;
}

}  // namespace sandtable::test
