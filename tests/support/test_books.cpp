#include "support/test_books.hpp"

#include "support/book_builder.hpp"

namespace sandtable::test {

ForceNode unit_node(std::string id, std::string parent, std::string type) {
    ForceNode node = make_unit_node(id, std::move(type), std::move(parent), {{"combat", 3}, {"movement", 5}});
    node.name = "Unit " + id;
    node.echelon = "division";
    return node;
}

void add_corps(Book& book, const std::string& side, std::string id, std::string name) {
    ForceNode corps = make_formation_node(std::move(id), "corps");
    corps.echelon = "corps";
    corps.name = std::move(name);
    book.forces.side(side)->nodes.push_back(std::move(corps));
}

Book small_book() {
    BookBuilder builder("gettysburg-125");
    builder.map_id("m").size(6, 5).edge("west", "West", {"A1"});
    builder.formation("union", "u-1", "corps").name("I Corps");
    builder.node("union", unit_node("u-a", "u-1")).node("union", unit_node("u-b", "u-1"));
    builder.node("confederate", unit_node("c-a", "")).node("confederate", unit_node("c-b", ""));
    builder.scenario("s1", "First", 1, 8).setup("u-a", "B2").setup("u-b", "C3", UnitState::Reduced);
    builder.arrival("r1", 2, {LocationKind::Edge, "west"}, {"c-a", "c-b"});
    Book book = builder.build();
    book.metadata.title = "Small";
    // A six-by-five board holds none of the objective hexes of the rulebook's board.
    book.rules.find("objective-hexes")->rows.clear();
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
