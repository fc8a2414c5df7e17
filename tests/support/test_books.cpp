#include "support/test_books.hpp"

#include "support/book_builder.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

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

Book small_freeform_book() {
    Book book = new_book(*find_ruleset("pub-battles"), MapKind::Freeform);
    book.metadata.title = "Small field";
    GameMap& game_map = book.maps.front();
    game_map.id = "field";
    game_map.name = "Field";
    game_map.units = "m";
    FreeformMap& map = game_map.freeform;
    map.measures = {400.0, 800.0, 120.0, 40.0};
    const auto ring = [](std::initializer_list<MapPoint> points) {
        Ring r(points);
        r.push_back(r.front());
        return r;
    };
    // Outer rings anticlockwise on screen, holes clockwise: as the model keeps them.
    map.areas.push_back({"wood-1", "woods",
                         {{ring({{100, 100}, {100, 300}, {300, 300}, {300, 100}}), {ring({{150, 150}, {250, 150}, {250, 250}, {150, 250}})}}},
                         std::nullopt, {}});
    map.areas.push_back({"hill-1", "hills", {{ring({{500, 200}, {450, 300}, {650, 300}, {600, 200}}), {}}}, 2, {{460, 260}, {640, 260}}});
    map.areas.push_back({"marsh-1", "marsh",
                         {{ring({{700, 500}, {700, 600}, {800, 600}, {800, 500}}), {}}, {ring({{850, 500}, {850, 560}, {950, 560}, {950, 500}}), {}}},
                         std::nullopt, {}});
    map.lines.push_back({"pike", "major-road", "Chambersburg Pike", {{0, 400}, {333.25, 410.5}, {1000, 380}}});
    map.lines.push_back({"run", "stream", "Willoughby Run", {{400, 0}, {420, 350}, {380, 700}}});
    map.points.push_back({"ford-1", "ford", "Old ford", {410, 200}});
    map.locations.push_back({"seminary", "Seminary Ridge", {520, 250}, 200.0});
    map.edges.push_back({"north", "North", 0.0, 1000.0});
    map.edges.push_back({"west", "West", 2700.0, 3400.0});

    for (const auto& [side, unit] : {std::pair{"union", "u-a"}, {"union", "u-b"}, {"confederate", "c-a"}}) {
        ForceNode node = make_unit_node(unit, "infantry", "", {});
        node.name = std::string("Piece ") + unit;
        book.forces.side(side)->nodes.push_back(std::move(node));
    }
    Scenario day1;
    day1.id = "day1";
    day1.name = "Day 1";
    day1.map = "field";
    day1.start_turn = 1;
    day1.end_turn = 8;
    Placement facing_right{"u-a", Location{MapPoint{200.5, 450}}, UnitState::Full, 90.0, false};
    Placement in_column{"u-b", Location{MapPoint{600, 395.25}}, UnitState::Full, 272.5, true};
    day1.setup = {facing_right, in_column};
    day1.schedule.push_back({"r1", 2, Location{LocationKind::Edge, "west"}, {"c-a"}, {}, "", false});
    book.scenarios.push_back(std::move(day1));
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
