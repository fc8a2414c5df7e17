// The stacks a scenario's setup makes: what the map selects, drags and deletes.
#include "model/hex_stacks.hpp"
#include "model/scenario_map.hpp"
#include "model/variant_resolution.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book stacked_book() {
    test::BookBuilder builder("gettysburg-125");
    builder.map_id("m").size(6, 5);
    builder.unit("union", "u-a", "infantry", "").unit("union", "u-b", "infantry", "").unit("union", "u-c", "infantry", "");
    builder.scenario("s1", "First", 1, 8).setup("u-a", "B2").setup("u-b", "B2").setup("u-c", "C3", UnitState::Eliminated);
    return builder.build();
}

TEST(HexStacks, AHexHoldsItsUnitsBottomFirstAndNotTheEliminated) {
    const Book book = stacked_book();
    const Scenario scenario = resolve_scenario(book, "s1").value().scenario;
    const HexMap& map = book.map("m")->hex;
    const HexCoord b2 = *map.find_label("B2");
    const HexCoord c3 = *map.find_label("C3");
    EXPECT_EQ(units_in_hex(scenario, map, b2), (std::vector<std::string>{"u-a", "u-b"}));
    EXPECT_TRUE(units_in_hex(scenario, map, c3).empty());
    EXPECT_EQ(units_in_hexes(scenario, map, {c3, b2, b2}), (std::vector<std::string>{"u-a", "u-b", "u-a", "u-b"}));
    EXPECT_EQ(hexes_with_units(scenario, map), std::vector<HexCoord>{b2});
}

TEST(HexStacks, AScenarioIsShownOnItsMapOrElseTheFirst) {
    Book book = stacked_book();
    book.maps.push_back(book.maps.front());
    book.maps.back().id = "second";
    book.scenario("s1")->map = "second";
    EXPECT_EQ(scenario_map(book, "s1")->id, "second");
    EXPECT_EQ(scenario_map(book, "no-such-scenario")->id, "m");
    book.maps.clear();
    EXPECT_EQ(scenario_map(book, "s1"), nullptr);
}

}  // namespace
}  // namespace sandtable
