// Change sets: what each edit says it changed, added up over a transaction, and carried by the
// command stack's events on execute, undo and redo.
#include "model/commands/catalogue_commands.hpp"
#include "model/commands/change_value.hpp"
#include "model/commands/command_stack.hpp"
#include "model/commands/edge_commands.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/hex_commands.hpp"
#include "model/commands/named_place_commands.hpp"
#include "model/commands/road_commands.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/commands/schedule_commands.hpp"
#include "model/hex/hexside.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace sandtable {
namespace {

HexCoord hex(const Book& book, const char* label) { return book.map("m")->hex.find_label(label).value(); }

// Applies the command and returns what it says it changed; undoing it must say the same.
ChangeSet applied(Book& book, std::unique_ptr<Command> command) {
    CommandStack stack(book);
    std::vector<ChangeSet> seen;
    stack.subscribe([&](const ChangeEvent& event) { seen.push_back(event.changes); });
    stack.execute(std::move(command));
    stack.undo();
    stack.redo();
    EXPECT_EQ(seen.size(), 3U);
    if (seen.size() == 3) {
        EXPECT_EQ(seen[1], seen[0]) << "undo changes back what the step changed";
        EXPECT_EQ(seen[2], seen[0]) << "redo changes it again";
    }
    return seen.empty() ? ChangeSet{} : seen.front();
}

TEST(ChangeSet, MergeAddsUpEachPart) {
    ChangeSet a;
    a.force_node("u-a").hex("m", {1, 2}).map_area("free", {{0, 0}, {10, 5}});
    ChangeSet b;
    b.force_node("u-b").placement("s1", "u-a", "B2", "C3").map_part("m", MapPart::Roads).map_area("free", {{-5, 2}, {3, 9}});
    a.merge(b);
    EXPECT_EQ(a.force_nodes(), (std::set<std::string>{"u-a", "u-b"}));
    ASSERT_NE(a.map("m"), nullptr);
    EXPECT_TRUE(a.map("m")->has(MapPart::Roads));
    EXPECT_FALSE(a.map("m")->has(MapPart::Grid));
    EXPECT_EQ(a.map("m")->hexes, (std::set<HexCoord>{{1, 2}}));
    EXPECT_EQ(a.map("free")->area, (MapRect{{-5, 0}, {10, 9}})) << "the rectangles unite";
    EXPECT_EQ(a.scenario_change("s1")->locations, (std::set<std::string>{"B2", "C3"}));
    EXPECT_FALSE(a.scenario_change("s1")->other);
    EXPECT_FALSE(a.is_everything());
    a.merge(ChangeSet::everything());
    EXPECT_TRUE(a.is_everything());
    EXPECT_TRUE(ChangeSet{}.empty());
    EXPECT_FALSE(ChangeSet::everything().empty());
}

TEST(ChangeSet, TerrainNamesItsHexAndAHexsideBothOfItsHexes) {
    Book book = test::small_book();
    const ChangeSet terrain = applied(book, make_set_hex_terrain("m", hex(book, "C3"), 1, "C3"));
    ASSERT_NE(terrain.map("m"), nullptr);
    EXPECT_EQ(terrain.map("m")->hexes, (std::set<HexCoord>{hex(book, "C3")}));
    EXPECT_FALSE(terrain.map("m")->whole());
    EXPECT_TRUE(terrain.force_nodes().empty());

    const HexsideKey side = hexside_between(hex(book, "C3"), hex(book, "C4")).value();
    const ChangeSet feature = applied(book, make_set_hexside_features("m", side, 1));
    EXPECT_EQ(feature.map("m")->hexes, (std::set<HexCoord>{hex(book, "C3"), hex(book, "C4")}));
}

TEST(ChangeSet, PlacementsNameTheUnitAndTheLocationsItLeftAndReached) {
    Book book = test::small_book();
    const ChangeSet moved = applied(book, make_set_placement("s1", {"u-a", {LocationKind::Hex, "D4"}, UnitState::Full}));
    ASSERT_NE(moved.scenario_change("s1"), nullptr);
    EXPECT_EQ(moved.scenario_change("s1")->units, (std::set<std::string>{"u-a"}));
    EXPECT_EQ(moved.scenario_change("s1")->locations, (std::set<std::string>{"B2", "D4"}));
    EXPECT_FALSE(moved.scenario_change("s1")->other);

    const ChangeSet placed = applied(book, make_set_placement("s1", {"c-a", {LocationKind::Hex, "E2"}, UnitState::Full}));
    EXPECT_EQ(placed.scenario_change("s1")->locations, (std::set<std::string>{"E2"})) << "a unit not yet placed came from nowhere";

    const ChangeSet removed = applied(book, make_remove_placement("s1", "u-b"));
    EXPECT_EQ(removed.scenario_change("s1")->locations, (std::set<std::string>{"C3"}));
}

TEST(ChangeSet, ForceEditsNameTheirNodesAndADeletionItsWholeSubtree) {
    Book book = test::small_book();
    EXPECT_EQ(applied(book, make_set_attribute("u-a", "combat", AttributeValue{std::int64_t{4}})).force_nodes(),
              (std::set<std::string>{"u-a"}));
    EXPECT_EQ(applied(book, make_remove_force_node(book.forces, "u-1")).force_nodes(),
              (std::set<std::string>{"u-1", "u-a", "u-b"}));
    EXPECT_EQ(applied(book, make_add_force_node("confederate", test::unit_node("c-c", ""))).force_nodes(),
              (std::set<std::string>{"c-c"}));
}

TEST(ChangeSet, ScenarioAndScheduleEditsNameTheirScenario) {
    Book book = test::small_book();
    ReinforcementEntry entry = book.scenarios.front().schedule.front();
    entry.turn = 3;
    const ChangeSet schedule = applied(book, make_set_schedule_entry("s1", entry));
    ASSERT_NE(schedule.scenario_change("s1"), nullptr);
    EXPECT_TRUE(schedule.scenario_change("s1")->other);
    EXPECT_TRUE(schedule.maps().empty());
    Scenario second = book.scenarios.front();
    second.id = "s2";
    EXPECT_TRUE(applied(book, make_add_scenario(second)).scenario_change("s2")->other);
}

TEST(ChangeSet, WholeMapPartsSayWhichPart) {
    Book book = test::small_book();
    const HexMap& map = book.map("m")->hex;
    EXPECT_TRUE(applied(book, make_set_roads("m", {}, "Clear roads")).map("m")->has(MapPart::Roads));
    auto place = make_new_named_place(book, "m", hex(book, "B2"), "Seminary");
    ASSERT_TRUE(place) << place.error();
    EXPECT_TRUE(applied(book, std::move(*place)).map("m")->has(MapPart::Places));
    auto edge = make_rename_entry_edge(book, "m", map.edges.front().id, "Western edge");
    ASSERT_TRUE(edge) << edge.error();
    EXPECT_TRUE(applied(book, std::move(*edge)).map("m")->has(MapPart::Edges));
    auto entry = make_add_catalogue_entry(*book.map("m"), CatalogueKind::Terrain, {"marsh", "Marsh", "#445544"});
    ASSERT_TRUE(*entry) << entry.error();
    const ChangeSet catalogue = applied(book, std::move(*entry));
    EXPECT_TRUE(catalogue.map("m")->has(MapPart::Catalogues));
}

TEST(ChangeSet, ATransactionAddsUpItsCommands) {
    Book book = test::small_book();
    auto stroke = std::make_unique<Transaction>("Paint");
    stroke->add(make_set_hex_terrain("m", hex(book, "A1"), 1, "A1"));
    stroke->add(make_set_hex_terrain("m", hex(book, "B1"), 1, "B1"));
    stroke->add(make_set_attribute("c-a", "combat", AttributeValue{std::int64_t{2}}));
    const ChangeSet changes = applied(book, std::move(stroke));
    EXPECT_EQ(changes.map("m")->hexes, (std::set<HexCoord>{hex(book, "A1"), hex(book, "B1")}));
    EXPECT_EQ(changes.force_nodes(), (std::set<std::string>{"c-a"}));
}

TEST(ChangeSet, AValueEditThatSaysNothingMayHaveChangedEverything) {
    Book book = test::small_book();
    auto untold = std::make_unique<ChangeValue<std::string>>("Rename", [](Book& b) { return &b.metadata.title; }, "New");
    EXPECT_TRUE(applied(book, std::move(untold)).is_everything());
    auto told = std::make_unique<ChangeValue<std::string>>("Rename", [](Book& b) { return &b.metadata.title; }, "Newer",
                                                           ChangeSet().book_properties());
    const ChangeSet changes = applied(book, std::move(told));
    EXPECT_TRUE(changes.properties());
    EXPECT_FALSE(changes.is_everything());
}

TEST(ChangeSet, MarkingCleanChangesNothing) {
    Book book = test::small_book();
    CommandStack stack(book);
    std::vector<ChangeEvent> events;
    stack.subscribe([&](const ChangeEvent& event) { events.push_back(event); });
    stack.set_clean();
    ASSERT_EQ(events.size(), 1U);
    EXPECT_EQ(events[0].reason, ChangeReason::CleanStateChanged);
    EXPECT_TRUE(events[0].changes.empty());
}

}  // namespace
}  // namespace sandtable
