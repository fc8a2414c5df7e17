#include "support/mcphersons_woods.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builders.hpp"

namespace sandtable::test {

Book mcphersons_woods_book(std::vector<std::string> options) {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    HexMap& map = book.maps.front().hex;
    // Even letters (B, D ... P) sit half a hex lower, as on the 125th's board.
    map.grid.layout = OffsetLayout::OddColumns;
    map.resize(20, 12);
    set_terrain(map, "P3", {"woods", "hill"});
    auto& us = book.forces.side("union")->nodes;
    us.push_back(force_formation("us-1c", "division"));
    us.push_back(force_unit("us-buford", "hq", "us-1c", {{"movement", 8}}));
    us.push_back(force_unit("us-devin", "cavalry", "us-1c", {{"combat", 1}, {"movement", 8}}));
    us.push_back(force_unit("us-gamble", "cavalry", "us-1c", {{"combat", 1}, {"movement", 8}}));
    us.push_back(force_unit("us-calef", "horse-artillery", "us-1c", {{"combat", 1}, {"movement", 6}, {"range", 2}}));
    us.push_back(force_unit("us-reserve", "infantry", "us-1c", {{"combat", 3}, {"movement", 5}}));
    auto& cs = book.forces.side("confederate")->nodes;
    cs.push_back(force_formation("cs-3", "corps"));
    cs.push_back(force_unit("cs-pegram", "artillery", "cs-3", {{"combat", 2}, {"combat-reduced", 1}, {"movement", 4}, {"range", 2}}));
    cs.push_back(force_unit("cs-heth", "infantry", "cs-3", {{"combat", 5}, {"combat-reduced", 2}, {"movement", 5}}));
    Scenario scenario;
    scenario.id = "first-morning";
    scenario.name = "McPherson's woods";
    scenario.map = book.maps.front().id;
    scenario.start_turn = 2;
    scenario.end_turn = 8;
    if (!options.empty()) scenario.options = std::move(options);
    scenario.setup = {{"us-buford", {LocationKind::Hex, "P3"}, UnitState::Full},
                      {"us-devin", {LocationKind::Hex, "P3"}, UnitState::Full},
                      {"us-gamble", {LocationKind::Hex, "P3"}, UnitState::Full},
                      {"us-calef", {LocationKind::Hex, "O4"}, UnitState::Full},
                      {"cs-pegram", {LocationKind::Hex, "Q3"}, UnitState::Full},
                      {"cs-heth", {LocationKind::Hex, "Q4"}, UnitState::Full}};
    book.scenarios.insert(book.scenarios.begin(), scenario);
    return book;
}

}  // namespace sandtable::test
