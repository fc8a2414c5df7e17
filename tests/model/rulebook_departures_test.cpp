// Where a book's rules data departs from its rulebook (docs/variants.md#house-rules): every
// changed cell, added or left-out row and table, with the rule of its table.
#include "model/new_book.hpp"
#include "model/rulebook_departures.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <gtest/gtest.h>
#include <stdexcept>

namespace sandtable {
namespace {

using Kind = RulebookDeparture::Kind;

const RulesetDefinition& gettysburg_125() { return *find_ruleset("gettysburg-125"); }

std::vector<std::string>& row_of(Book& book, const std::string& table, const std::string& first_cell) {
    for (auto& row : book.rules.find(table)->rows) {
        if (row.front() == first_cell) return row;
    }
    throw std::runtime_error("no row " + first_cell);
}

TEST(RulebookDepartures, ANewBookOfEveryRulesetHasNone) {
    EXPECT_EQ(all_rulesets().size(), 5U);
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        const Book book = new_book(ruleset, ruleset.map_kinds.front());
        EXPECT_TRUE(rulebook_departures(book, ruleset).empty()) << ruleset.id;
    }
}

TEST(RulebookDepartures, AChangedTerrainCostIsListedWithItsRowColumnAndRule) {
    Book book = new_book(gettysburg_125(), MapKind::Hex);
    row_of(book, "terrain-effects", "Woods")[1] = "+2";
    const auto departures = rulebook_departures(book, gettysburg_125());
    ASSERT_EQ(departures.size(), 1U);
    const RulebookDeparture& d = departures.front();
    EXPECT_EQ(d.kind, Kind::CellChanged);
    EXPECT_EQ(d.table, "terrain-effects");
    EXPECT_EQ(d.row, "Woods");
    EXPECT_EQ(d.column, "MF");
    EXPECT_EQ(d.rulebook, "+1");
    EXPECT_EQ(d.book, "+2");
    EXPECT_EQ(d.rule, "gettysburg-125 §1.1 Table 1");
    EXPECT_EQ(where_of(d), "Movement and combat effects chart, Woods, MF");
    EXPECT_EQ(change_of(d), "changed");
}

TEST(RulebookDepartures, AChangedTerrainCostAndAChangedUnitRangeAreBothListed) {
    Book book = new_book(gettysburg_125(), MapKind::Hex);
    row_of(book, "terrain-effects", "Woods")[1] = "+2";
    book.unit_ranges.push_back({"movement", 1, 30});
    book.unit_ranges.push_back({"combat", 0, 10});  // the rulebook's own range: no departure
    const auto departures = rulebook_departures(book, gettysburg_125());
    ASSERT_EQ(departures.size(), 2U);
    EXPECT_EQ(departures[0].kind, Kind::CellChanged);
    EXPECT_EQ(where_of(departures[0]), "Movement and combat effects chart, Woods, MF");
    const RulebookDeparture& range = departures[1];
    EXPECT_EQ(range.kind, Kind::RangeChanged);
    EXPECT_EQ(range.table, "");
    EXPECT_EQ(range.attribute, "movement");
    EXPECT_EQ(range.rule, "gettysburg-125 §1.2.1");
    EXPECT_EQ(range.rulebook, "1 to 20");
    EXPECT_EQ(range.book, "1 to 30");
    EXPECT_EQ(where_of(range), "Unit schema, Movement factor (MF), Range");
    EXPECT_EQ(change_of(range), "changed");
}

TEST(RulebookDepartures, RowsAndTablesAddedOrLeftOutAreListed) {
    Book book = new_book(gettysburg_125(), MapKind::Hex);
    auto& terrain = book.rules.find("terrain-effects")->rows;
    terrain.erase(terrain.begin());                                  // Clear left out
    terrain.push_back({"Swamp", "+3", "", "Yes", "house rule"});  // a terrain of the book's own
    const std::string dropped = book.rules.tables.back().id;
    book.rules.tables.pop_back();
    book.rules.tables.push_back({"sources", {"unit", "page"}, {{"us-buford", "12"}}});
    const auto departures = rulebook_departures(book, gettysburg_125());
    ASSERT_EQ(departures.size(), 4U);
    EXPECT_EQ(departures[0].kind, Kind::RowRemoved);
    EXPECT_EQ(departures[0].row, "Clear");
    EXPECT_EQ(departures[0].rulebook, "Clear 1  Yes ");
    EXPECT_EQ(departures[1].kind, Kind::RowAdded);
    EXPECT_EQ(departures[1].row, "Swamp");
    EXPECT_EQ(departures[1].book, "Swamp +3  Yes house rule");
    EXPECT_EQ(departures[2].kind, Kind::TableRemoved);
    EXPECT_EQ(departures[2].table, dropped);
    EXPECT_EQ(departures[3].kind, Kind::TableAdded);
    EXPECT_EQ(departures[3].table, "sources");
    EXPECT_EQ(departures[3].book, "1 rows");
}

TEST(RulebookDepartures, RowsWhoseFirstCellsRepeatAreMatchedByTheirPlace) {
    RulesetDefinition ruleset = gettysburg_125();
    ruleset.rulebook_data.tables = {{"dice", {"roll", "result"}, {{"1", "miss"}, {"1", "hit"}}}};
    ruleset.data_schema.tables = {{"dice", "Dice", "§9", {}, false}};
    Book book;
    book.rules.tables = {{"dice", {"roll", "result"}, {{"1", "miss"}, {"1", "miss"}}}};
    const auto departures = rulebook_departures(book, ruleset);
    ASSERT_EQ(departures.size(), 1U);
    EXPECT_EQ(departures[0].row, "row 2");
    EXPECT_EQ(departures[0].column, "result");
    EXPECT_EQ(departures[0].rule, "§9");
}

TEST(RulebookDepartures, TablesEachBookFillsInAreNotDepartures) {
    RulesetDefinition ruleset = gettysburg_125();
    ruleset.rulebook_data.tables = {{"scenario-points", {"side", "points"}, {}}};
    ruleset.data_schema.tables = {{"scenario-points", "Scenario points", "§4", {}, true}};
    Book book;
    book.rules.tables = {{"scenario-points", {"side", "points"}, {{"union", "12"}}}};
    EXPECT_TRUE(rulebook_departures(book, ruleset).empty());
}

}  // namespace
}  // namespace sandtable
