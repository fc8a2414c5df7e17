// The checks of Gettysburg 150: each one broken by a small change to a book that passes them all.
#include "support/diagnostics_with_code.hpp"
#include "io/native/book_file.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builder.hpp"
#include "support/test_support.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <set>

namespace sandtable {
namespace {

// A 20x8 board with Gettysburg at 1905 and woods at 0102; the Union has 8 infantry units, the
// Confederates 7, enough for their demoralization numbers; scenario "s1" sets everyone up but
// Confederate infantry c-i7, which arrives at 1101 on turn 2. It passes every check.
Book good_book() {
    test::BookBuilder builder("gettysburg-150");
    builder.map_id("m").size(20, 8).terrain("1905", {"town"}).terrain("0102", {"woods"});
    const auto unit = [&](std::string_view side, std::string id, std::string type, std::int64_t value) {
        const std::string name = "Unit " + id;
        const std::string attribute = type == "leader" ? "command" : "morale";
        builder.unit(side, std::move(id), std::move(type), "", {{attribute, value}}).echelon("division").name(name);
    };
    for (int i = 1; i <= 8; ++i) unit("union", fmt::format("u-i{}", i), "infantry", 4);
    unit("union", "u-art", "artillery", 3);
    unit("union", "u-cav", "cavalry", 2);
    unit("union", "u-lead", "leader", 3);
    unit("union", "u-lead-2", "leader", 2);
    for (int i = 1; i <= 7; ++i) unit("confederate", fmt::format("c-i{}", i), "infantry", 3);
    unit("confederate", "c-art", "artillery", 1);

    builder.scenario("s1", "First day", 1, 3);
    for (int i = 1; i <= 8; ++i) builder.setup(fmt::format("u-i{}", i), fmt::format("{:02}03", i));
    // Infantry, artillery and two leaders share 0103: within the limits.
    for (const char* id : {"u-art", "u-lead", "u-lead-2"}) builder.setup(id, "0103");
    builder.setup("u-cav", "0104");
    for (int i = 1; i <= 6; ++i) builder.setup(fmt::format("c-i{}", i), fmt::format("{:02}07", i));
    builder.setup("c-art", "0707");
    builder.arrival("r1", 2, {LocationKind::Hex, "1101"}, {"c-i7"});
    Book book = builder.build();

    book.rules.find("scenario-action-points")->rows = {{"s1", "union", "4"}, {"s1", "confederate", "5"}};
    book.rules.find("events")->rows.back() = {"12", "No event"};
    return book;
}

std::vector<Diagnostic> with_code(const Book& book, const std::string& code) {
    std::vector<Diagnostic> out;
    for (const auto& d : validate_book(book).diagnostics.items) {
        if (d.code == code) out.push_back(d);
    }
    return out;
}

TEST(Gettysburg150Checks, TheGoodBookPassesEveryCheck) {
    const ValidationReport report = validate_book(good_book());
    std::string all;
    for (const auto& d : report.diagnostics.items) all += d.code + ": " + d.message + "\n";
    EXPECT_TRUE(test::findings(report).empty()) << all;
}

TEST(Gettysburg150Checks, EveryCheckIsRegisteredWithItsRule) {
    std::set<std::string> codes;
    for (const Check* check : checks_for("gettysburg-150")) {
        if (check->code.rfind("gettysburg-150.", 0) != 0) continue;
        EXPECT_EQ(check->rule.rfind("gettysburg-150 §", 0), 0U) << check->code;
        EXPECT_FALSE(check->summary.empty()) << check->code;
        codes.insert(check->code);
    }
    EXPECT_EQ(codes, (std::set<std::string>{"gettysburg-150.hex-limits", "gettysburg-150.morale-range",
                                            "gettysburg-150.arrival-hex", "gettysburg-150.base-action-points",
                                            "gettysburg-150.demoralization", "gettysburg-150.events-table",
                                            "gettysburg-150.town-hex"}));
}

TEST(Gettysburg150Checks, HexLimits) {
    Book book = good_book();
    book.scenarios.front().setup[1].location.ref = "0103";  // u-i2 joins u-i1 and u-art
    const auto found = with_code(book, "gettysburg-150.hex-limits");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Error);
    EXPECT_EQ(found[0].rule, "gettysburg-150 §4 Setup");
    EXPECT_EQ(found[0].message, "hex 0103 is set up with 2 infantry or cavalry units (u-i1, u-i2): no more than 1 "
                                "infantry or cavalry plus 1 artillery in a hex");
    EXPECT_EQ(found[0].objects.front(), (ObjectRef{"hex", "0103"}));

    Book artillery = good_book();
    for (auto& p : artillery.scenarios.front().setup) {
        if (p.unit == "c-art") p.location.ref = "0103";
    }
    const auto guns = with_code(artillery, "gettysburg-150.hex-limits");
    ASSERT_EQ(guns.size(), 1U);
    EXPECT_NE(guns[0].message.find("2 artillery units (u-art, c-art)"), std::string::npos) << guns[0].message;
    // Cavalry counts with infantry.
    Book cavalry = good_book();
    for (auto& p : cavalry.scenarios.front().setup) {
        if (p.unit == "u-cav") p.location.ref = "0203";
    }
    EXPECT_EQ(with_code(cavalry, "gettysburg-150.hex-limits").size(), 1U);
}

TEST(Gettysburg150Checks, MoraleRanges) {
    Book book = good_book();
    book.forces.node("u-cav")->attributes["morale"] = AttributeValue{std::int64_t{3}};
    book.forces.node("u-art")->attributes["morale"] = AttributeValue{std::int64_t{4}};
    const auto found = with_code(book, "gettysburg-150.morale-range");
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].message, "Unit u-art (u-art) is artillery with 4 MP: artillery have 1 to 3 MP");
    EXPECT_EQ(found[1].message, "Unit u-cav (u-cav) is cavalry with 3 MP: cavalry have 1 to 2 MP");
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"unit", "u-art"}}));
    book.forces.node("u-i1")->attributes["morale"] = AttributeValue{std::int64_t{6}};
    EXPECT_EQ(with_code(book, "gettysburg-150.morale-range").size(), 2U);
}

TEST(Gettysburg150Checks, ArrivalHexes) {
    Book book = good_book();
    book.scenarios.front().schedule[0].location.ref = "2501";
    const auto found = with_code(book, "gettysburg-150.arrival-hex");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"entry", "r1"}, {"hex", "2501"}}));
    EXPECT_EQ(found[0].message.rfind("schedule entry \"r1\" arrives where it cannot: map \"m\": hex 2501 is off the map", 0), 0U)
        << found[0].message;
    book.scenarios.front().schedule[0].location = {LocationKind::Area, "north"};
    EXPECT_EQ(with_code(book, "gettysburg-150.arrival-hex").size(), 1U);
    book.maps.front().hex.edges.push_back(MapEdge{"north", "North", {}});
    book.scenarios.front().schedule[0].location = {LocationKind::Edge, "north"};
    EXPECT_EQ(with_code(book, "gettysburg-150.arrival-hex").size(), 1U);
    book.maps.front().hex.edges.back().entry_hexes.push_back(*book.maps.front().hex.find_label("1101"));
    EXPECT_TRUE(with_code(book, "gettysburg-150.arrival-hex").empty());
}

TEST(Gettysburg150Checks, BaseActionPoints) {
    Book book = good_book();
    book.rules.find("scenario-action-points")->rows = {{"s1", "union", "4"}, {"s1", "confederate", "lots"}};
    auto found = with_code(book, "gettysburg-150.base-action-points");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].rule, "gettysburg-150 §6 Action Point (AP) Determination Phase");
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"scenario", "s1"}, {"side", "confederate"}}));
    book.rules.find("scenario-action-points")->rows.pop_back();
    found = with_code(book, "gettysburg-150.base-action-points");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_NE(found[0].message.find("has no row for it"), std::string::npos) << found[0].message;
    // A variant takes its base's AP unless it has rows of its own.
    book = good_book();
    Scenario variant;
    variant.id = "s1-stuart";
    variant.name = "Stuart";
    variant.extends = "s1";
    book.scenarios.push_back(variant);
    EXPECT_TRUE(with_code(book, "gettysburg-150.base-action-points").empty());
    book.rules.find("scenario-action-points")->rows.clear();
    EXPECT_EQ(with_code(book, "gettysburg-150.base-action-points").size(), 4U);
}

TEST(Gettysburg150Checks, DemoralizationNumbers) {
    Book book = good_book();
    // Only 7 Union infantry units take part: the Union army (8) could never be demoralized.
    std::vector<std::string> oob = book.forces.unit_ids();
    std::erase(oob, "u-i8");
    book.scenarios.front().units = oob;
    std::erase_if(book.scenarios.front().setup, [](const Placement& p) { return p.unit == "u-i8"; });
    const auto found = with_code(book, "gettysburg-150.demoralization");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].message, "the Union army is demoralized after losing 8 infantry units, but has only 7 in "
                                "scenario \"s1\": it can never be demoralized");
    // A house rule lowering the number mends it.
    book.rules.find("army-demoralization")->rows[0][1] = "7";
    EXPECT_TRUE(with_code(book, "gettysburg-150.demoralization").empty());
}

TEST(Gettysburg150Checks, EventsTableWithTheRulebooksBlankTwelve) {
    Book book = good_book();
    // §11's table gives no result for 12: left blank, as the rulebook leaves it, it is not reported.
    book.rules.find("events")->rows.back()[1] = "";
    EXPECT_TRUE(with_code(book, "gettysburg-150.events-table").empty());
    // A blank where the rulebook gives a result is.
    book.rules.find("events")->rows[3][1] = "";
    auto found = with_code(book, "gettysburg-150.events-table");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].message, "the events table gives no result for a roll of 5");
    book.rules.find("events")->rows[3][1] = "The next scheduled reinforcements arrive one turn later";
    book.rules.find("events")->rows.pop_back();
    book.rules.find("events")->rows.push_back({"2", "Again"});
    book.rules.find("events")->rows.push_back({"13", "Never"});
    found = with_code(book, "gettysburg-150.events-table");
    ASSERT_EQ(found.size(), 3U);
    EXPECT_EQ(found[0].message, "the events table has a row for \"13\", which two dice cannot roll");
    EXPECT_EQ(found[1].message, "the events table has 2 rows for a roll of 2");
    EXPECT_EQ(found[2].message, "the events table has no row for a roll of 12");
}

TEST(Gettysburg150Checks, ANewBookKeepsTheRulebooksBlankTwelveUnwarned) {
    const Book book = new_book(*find_ruleset("gettysburg-150"), MapKind::Hex);
    ASSERT_EQ(book.rules.find("events")->rows.back(), (std::vector<std::string>{"12", ""}));
    EXPECT_TRUE(with_code(book, "gettysburg-150.events-table").empty());
    EXPECT_TRUE(with_code(book, "gettysburg-150.town-hex").empty());  // a blank map is left alone
}

TEST(Gettysburg150Checks, GettysburgIsTheOnlyTownHex) {
    Book book = good_book();
    HexMap& map = book.maps.front().hex;
    map.terrain.set(*map.index_of(*map.find_label("1806")), TerrainMask{1} << *map.terrain_index("town"));
    auto found = with_code(book, "gettysburg-150.town-hex");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].message, "map \"m\" has town terrain at 1806: Gettysburg, hex 1905, is the only town hex");
    EXPECT_EQ(found[0].objects, (std::vector<ObjectRef>{{"map", "m"}, {"hex", "1806"}}));
    map.terrain.set(*map.index_of(*map.find_label("1905")), 0);
    found = with_code(book, "gettysburg-150.town-hex");
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[1].message, "map \"m\" has terrain but hex 1905 is not town: it is Gettysburg");
}

// The fixture the ruleset's documentation quotes: it breaks every check once.
TEST(Gettysburg150Checks, TheBrokenFixtureBreaksEveryCheck) {
    const LoadResult loaded = load_book(test::fixture_path("gettysburg-150-broken.sandtable"));
    ASSERT_TRUE(loaded) << loaded.error();
    std::map<std::string, int> counts;
    for (const auto& d : validate_book(loaded->book).diagnostics.items) ++counts[d.code];
    EXPECT_EQ(counts["gettysburg-150.hex-limits"], 1);
    EXPECT_EQ(counts["gettysburg-150.morale-range"], 1);
    EXPECT_EQ(counts["gettysburg-150.arrival-hex"], 1);
    EXPECT_EQ(counts["gettysburg-150.base-action-points"], 1);
    EXPECT_EQ(counts["gettysburg-150.demoralization"], 2);
    EXPECT_EQ(counts["gettysburg-150.events-table"], 1);
    EXPECT_EQ(counts["gettysburg-150.town-hex"], 1);
}

}  // namespace
}  // namespace sandtable
