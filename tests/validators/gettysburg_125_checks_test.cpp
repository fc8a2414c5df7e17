// The checks of Gettysburg (125th Anniversary Edition): a small book that passes every one, and
// for each check the one change that breaks it.
#include "support/diagnostics_with_code.hpp"
#include "support/book_builder.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <initializer_list>

namespace sandtable {
namespace {

Placement at(std::string unit, std::string hex, UnitState state = UnitState::Full) {
    return {std::move(unit), {LocationKind::Hex, std::move(hex)}, state};
}

Book valid_book() {
    test::BookBuilder builder("gettysburg-125");
    builder.size(18, 12);
    const std::pair<const char*, int> objectives[] = {{"F6", 5}, {"I11", 3}, {"K6", 1}, {"K7", 1},
                                                      {"L6", 1}, {"L7", 1},  {"M7", 1}, {"M9", 3}};
    for (const auto& [label, vp] : objectives) builder.objective(std::string("objective-") + label, label, {label}, vp);
    builder.terrain("E6", {"rocky-hill", "woods"});

    const auto unit = [&](std::string_view side, std::string id, std::string type, std::string parent,
                          std::string short_name, test::Attributes attributes) {
        const std::string echelon = type == "hq" ? "corps" : "division";
        builder.unit(side, std::move(id), std::move(type), std::move(parent), attributes).echelon(echelon).short_name(std::move(short_name));
    };
    builder.formation("union", "us-army", "army");
    unit("union", "us-meade", "hq", "us-army", "us meade/p hqa", {{"movement", 8}});
    builder.formation("union", "us-1", "corps", "us-army");
    unit("union", "us-reynolds", "hq", "us-1", "us reynolds/1 hqc", {{"movement", 8}});
    unit("union", "us-newton", "hq", "us-1", "us newton/1 hqc", {{"movement", 8}, {"replaces", "us-reynolds"}});
    unit("union", "us-wadsworth", "infantry", "us-1", "us wadsworth/1 id", {{"combat", 3}, {"movement", 5}});
    unit("union", "us-robinson", "infantry", "us-1", "us robinson/1 id", {{"combat", 2}, {"movement", 5}});
    unit("union", "us-doubleday", "infantry", "us-1", "us doubleday/1 id", {{"combat", 3}, {"movement", 5}});
    unit("union", "us-art", "artillery", "us-1", "us wainwright/1 abrd", {{"combat", 2}, {"movement", 4}, {"range", 2}});
    builder.formation("union", "us-11", "corps", "us-army");
    unit("union", "us-howard", "hq", "us-11", "us howard/11 hqc", {{"movement", 8}});
    builder.formation("confederate", "cs-army", "army");
    unit("confederate", "cs-lee", "hq", "cs-army", "cs r.e.lee/nv hqa", {{"movement", 8}});
    builder.formation("confederate", "cs-3", "corps", "cs-army");
    unit("confederate", "cs-heth", "infantry", "cs-3", "cs heth/3 id", {{"combat", 5}, {"movement", 5}});
    unit("confederate", "cs-pegram", "artillery", "cs-3", "cs pegram/3 abrd", {{"combat", 2}, {"movement", 4}, {"range", 2}});

    builder.scenario("first-day", "First day", 1, 8);
    builder.setup("us-meade", "A1");
    for (const char* id : {"us-reynolds", "us-wadsworth", "us-robinson"}) builder.setup(id, "C3");
    builder.setup("us-doubleday", "D6").setup("us-art", "F3").setup("us-howard", "A5");
    builder.arrival("cs-arrive", 2, {LocationKind::Hex, "P3"}, {"cs-lee", "cs-heth", "cs-pegram"});
    builder.scenario("second-day", "Second day", 9, 16);
    builder.setup("us-meade", "A1").setup("us-newton", "C3").setup("us-wadsworth", "C3", UnitState::Reduced);
    builder.setup("us-doubleday", "D6", UnitState::Reduced).setup("us-art", "F3", UnitState::Reduced);
    builder.setup("us-howard", "A5").setup("cs-lee", "P3").setup("cs-heth", "O4").setup("cs-pegram", "P4");
    Book book = builder.build();
    book.scenarios[0].units = std::vector<std::string>{"us-meade", "us-reynolds", "us-wadsworth", "us-robinson", "us-doubleday",
                                                       "us-art", "us-howard", "cs-lee", "cs-heth", "cs-pegram"};
    book.scenarios[1].units = std::vector<std::string>{"us-meade", "us-newton", "us-wadsworth", "us-robinson", "us-doubleday",
                                                       "us-art", "us-howard", "cs-lee", "cs-heth", "cs-pegram"};
    book.scenarios[1].casualties = {"us-robinson"};

    // The book's 2nd of July casualties: the units it has, as the rulebook lists them.
    DataTable& casualties = *book.rules.find("jul-2-union-casualties");
    casualties.rows = {{"us robinson/1 id", "eliminated", "2"},
                       {"us doubleday/1 id", "reduced", "1"},
                       {"us wadsworth/1 id", "reduced", "1"},
                       {"us wainwright/1 abrd", "reduced", "1"}};
    return book;
}

std::vector<Diagnostic> found(const Book& book, std::string_view code) {
    std::vector<Diagnostic> out;
    for (const auto& d : validate_book(book).diagnostics.items) {
        if (d.code == code) out.push_back(d);
    }
    return out;
}

std::string listing(const Book& book) {
    std::string out;
    for (const auto& d : validate_book(book).diagnostics.items) out += d.code + " [" + d.scenario + "]: " + d.message + "\n";
    return out;
}

Scenario& scenario(Book& book, std::string_view id) { return *book.scenario(id); }

TEST(Gettysburg125Checks, TheValidBookPassesEveryCheck) {
    const Book book = valid_book();
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(Gettysburg125Checks, EveryCheckCitesTheRulebook) {
    for (const Check* check : checks_for("gettysburg-125")) {
        if (check->code.starts_with("gettysburg-125.")) {
            EXPECT_TRUE(check->rule.starts_with("gettysburg-125 §")) << check->code;
        }
    }
}

TEST(Gettysburg125Checks, ThreeRegularUnitsWithAHeadquartersBreakStacking) {
    Book book = valid_book();
    scenario(book, "first-day").setup.push_back(at("us-doubleday", "C3"));
    std::erase_if(scenario(book, "first-day").setup, [](const Placement& p) { return p.unit == "us-doubleday" && p.location.ref == "D6"; });
    const auto d = found(book, "gettysburg-125.stacking");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "3 regular units in C3 (us wadsworth/1 id, us robinson/1 id, us doubleday/1 id): at most 2 with a "
                            "friendly headquarters");
    EXPECT_EQ(d[0].rule, "gettysburg-125 §7 Stacking");
}

TEST(Gettysburg125Checks, TwoRegularUnitsWithoutAHeadquartersBreakStacking) {
    Book book = valid_book();
    for (auto& p : scenario(book, "first-day").setup) {
        if (p.unit == "us-reynolds") p.location.ref = "B3";
    }
    const auto d = found(book, "gettysburg-125.stacking");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_NE(d[0].message.find("at most 1 without a friendly headquarters"), std::string::npos) << d[0].message;
}

TEST(Gettysburg125Checks, TwoHeadquartersNeverShareAHex) {
    Book book = valid_book();
    for (auto& p : scenario(book, "first-day").setup) {
        if (p.unit == "us-howard") p.location.ref = "A1";
    }
    const auto d = found(book, "gettysburg-125.stacking");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "headquarters us meade/p hqa and us howard/11 hqc share A1: a headquarters may not end its move with another");
}

TEST(Gettysburg125Checks, ControlAndCommandStacksOnlyUnitsTheHeadquartersCommands) {
    Book book = valid_book();
    for (auto& p : scenario(book, "first-day").setup) {
        if (p.unit == "us-reynolds") p.unit = "us-howard-stand-in";
        if (p.unit == "us-howard") p.location.ref = "C3";
    }
    std::erase_if(scenario(book, "first-day").setup, [](const Placement& p) { return p.unit == "us-howard-stand-in"; });
    scenario(book, "first-day").setup.push_back(at("us-reynolds", "B1"));
    EXPECT_TRUE(found(book, "gettysburg-125.stacking").empty()) << "without the option any headquarters will do";
    scenario(book, "first-day").options = std::vector<std::string>{"control-and-command"};
    const auto d = found(book, "gettysburg-125.stacking");
    ASSERT_EQ(d.size(), 2U) << listing(book);
    EXPECT_EQ(d[0].message, "us wadsworth/1 id is stacked in C3 with us howard/11 hqc, which does not command it (Control & "
                            "Command is in force)");
}

TEST(Gettysburg125Checks, OpposingUnitsNeverShareAHex) {
    Book book = valid_book();
    for (auto& p : scenario(book, "second-day").setup) {
        if (p.unit == "cs-heth") p.location.ref = "D6";
    }
    const auto d = found(book, "gettysburg-125.opposing-units");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "units of both sides are set up in D6: us doubleday/1 id, cs heth/3 id");
}

TEST(Gettysburg125Checks, ArtilleryNeverInRockyHillAndWoods) {
    Book book = valid_book();
    for (auto& p : scenario(book, "first-day").setup) {
        if (p.unit == "us-art") p.location.ref = "E6";
    }
    const auto d = found(book, "gettysburg-125.artillery-terrain");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "artillery us wainwright/1 abrd is set up in E6, a hex of rocky hill and woods it may never enter");
    for (auto& p : scenario(book, "first-day").setup) {
        if (p.unit == "us-art") p.unit = "us-doubleday-swap";
        if (p.unit == "us-doubleday") p.unit = "us-art";
    }
    for (auto& p : scenario(book, "first-day").setup) {
        if (p.unit == "us-doubleday-swap") p.unit = "us-doubleday";
    }
    EXPECT_TRUE(found(book, "gettysburg-125.artillery-terrain").empty()) << "infantry may stand there";
}

TEST(Gettysburg125Checks, AFirstTurnArrivalInAnEnemyZoneIsAnErrorALaterOneAWarning) {
    Book book = valid_book();
    Scenario& first = scenario(book, "first-day");
    first.schedule.push_back({"us-late", 1, {LocationKind::Hex, "E5"}, {"us-howard"}, {}, "", false});
    std::erase_if(first.setup, [](const Placement& p) { return p.unit == "us-howard"; });
    first.setup.push_back(at("cs-heth", "E4"));
    first.schedule.front().units = {"cs-lee", "cs-pegram"};
    const auto d = found(book, "gettysburg-125.arrival-hex");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].severity, Severity::Error);
    EXPECT_EQ(d[0].message, "entry us-late brings units on turn 1 into E5, in an enemy zone of control at the start of the scenario");
    first.schedule.back().turn = 3;
    const auto later = found(book, "gettysburg-125.arrival-hex");
    ASSERT_EQ(later.size(), 1U) << listing(book);
    EXPECT_EQ(later[0].severity, Severity::Warning);
}

TEST(Gettysburg125Checks, AnArrivalIntoAnEnemyHeldHexIsReported) {
    Book book = valid_book();
    scenario(book, "first-day").schedule.front().location.ref = "C3";
    scenario(book, "first-day").schedule.front().turn = 1;
    const auto d = found(book, "gettysburg-125.arrival-hex");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_NE(d[0].message.find("held by the enemy (us reynolds/1 hqc, us wadsworth/1 id, us robinson/1 id)"), std::string::npos)
        << d[0].message;
}

TEST(Gettysburg125Checks, ReorganisationNeedsControlAndCommand) {
    Book book = valid_book();
    scenario(book, "first-day").options = std::vector<std::string>{"reorganisation"};
    const auto d = found(book, "core.scenario-options");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "the Reorganisation optional rule is in force without Control & Command, which it must be used with");
    EXPECT_EQ(d[0].rule, "gettysburg-125 §2, §11.3, §11.4");
    scenario(book, "first-day").options = std::vector<std::string>{"reorganisation", "control-and-command"};
    EXPECT_TRUE(found(book, "core.scenario-options").empty());
    scenario(book, "first-day").options = std::vector<std::string>{"fog-of-war"};
    EXPECT_EQ(found(book, "core.scenario-options").size(), 1U);
}

TEST(Gettysburg125Checks, AReplacementHeadquartersTakesOverItsOwnFormation) {
    Book book = valid_book();
    book.forces.node("us-newton")->attributes["replaces"] = std::string("us-howard");
    const auto d = found(book, "gettysburg-125.headquarters-replacement");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "us newton/1 hqc replaces us howard/11 hqc, which leads us-11 while it leads us-1: a replacement takes "
                            "over the same formation");
    book.forces.node("us-newton")->attributes["replaces"] = std::string("us-wadsworth");
    EXPECT_EQ(found(book, "gettysburg-125.headquarters-replacement").size(), 1U);
}

TEST(Gettysburg125Checks, AScenarioStartsWithADayAndEndsOnANight) {
    Book book = valid_book();
    scenario(book, "first-day").start_turn = 2;
    scenario(book, "first-day").schedule.front().turn = 3;
    scenario(book, "first-day").end_turn = 12;
    const auto d = found(book, "gettysburg-125.scenario-turns");
    ASSERT_EQ(d.size(), 2U) << listing(book);
    EXPECT_EQ(d[0].message, "starts on turn 2: a scenario starts with the OOB of a day, on turn 1, 9 or 17");
    EXPECT_EQ(d[1].message, "ends on turn 12: the victory conditions of Table 7 are for a scenario ending on a night turn, 8, 16 or 24");
}

TEST(Gettysburg125Checks, SecondDayCasualtiesMatchTheUnitsTheyName) {
    Book book = valid_book();
    for (auto& p : scenario(book, "second-day").setup) {
        if (p.unit == "us-wadsworth") p.state = UnitState::Full;
    }
    const auto d = found(book, "gettysburg-125.starting-casualties");
    ASSERT_EQ(d.size(), 2U) << listing(book);
    EXPECT_EQ(d[0].message, "us wadsworth/1 id starts the 2nd of July reduced, but is not set up reduced");
    EXPECT_EQ(d[1].message, "the Union units eliminated or reduced at the start give the Confederates 4 VP; the 2nd of July "
                            "casualties list 5 VP");
}

TEST(Gettysburg125Checks, AnEliminatedUnitGivesItsFullStrengthCombatFactor) {
    Book book = valid_book();
    book.rules.find("jul-2-union-casualties")->rows[0][2] = "3";
    const auto d = found(book, "gettysburg-125.starting-casualties");
    ASSERT_EQ(d.size(), 2U) << listing(book);
    EXPECT_EQ(d[0].message, "us robinson/1 id eliminated gives its full-strength CF of 2 VP, not the 3 VP listed");
}

TEST(Gettysburg125Checks, EveryObjectiveHexIsOnTheMapAndMarked) {
    Book book = valid_book();
    book.maps.front().hex.objectives.pop_back();
    auto d = found(book, "gettysburg-125.objective-hexes");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].severity, Severity::Warning);
    EXPECT_EQ(d[0].message, "objective hex M9 (3 VP) is not marked as an objective on map map");
    book.maps.front().hex.resize(12, 12);
    d = found(book, "gettysburg-125.objective-hexes");
    ASSERT_FALSE(d.empty());
    EXPECT_EQ(d[0].severity, Severity::Error);
    EXPECT_TRUE(d[0].message.starts_with("objective hex M7 (1 VP) is not on map map")) << d[0].message;
}

TEST(Gettysburg125Checks, TheCombatResultsCoverEveryDifferenceOnce) {
    Book book = valid_book();
    auto& rows = book.rules.find("combat-results")->rows;
    rows[3][2] = "3";  // +1 to +3 now overlaps +3 to +5
    rows[1][1] = "-4";  // -5 is left without a result
    const auto d = found(book, "gettysburg-125.combat-results");
    ASSERT_EQ(d.size(), 2U) << listing(book);
    EXPECT_EQ(d[0].message, "a CF difference of +3 has 2 results: rows +1 to +2, +3 to +5");
    EXPECT_EQ(d[1].message, "no result for a CF difference of -5");
}

TEST(Gettysburg125Checks, ACombatResultsRowWithBoundsThatAreNotNumbersIsNamed) {
    Book book = valid_book();
    book.rules.find("combat-results")->rows[2][1] = "minus two";  // the "−2 to 0" row
    const auto d = found(book, "gettysburg-125.combat-results");
    ASSERT_EQ(d.size(), 2U) << listing(book);
    EXPECT_EQ(d[0].message, "combat results row \"−2 to 0\" has bounds \"minus two\" and \"0\", expected whole numbers or blank");
    EXPECT_EQ(d[1].message, "no result for a CF difference of -2, -1, +0");
}

TEST(Gettysburg125Checks, EveryUnitReachesItsArmy) {
    test::BookBuilder builder(valid_book());
    builder.formation("union", "us-loose", "corps");
    builder.unit("union", "us-lost", "infantry", "us-loose", {{"combat", 1}, {"movement", 4}}).echelon("division").short_name("us lost/x id");
    const Book book = builder.build();
    const auto d = found(book, "gettysburg-125.chain-of-command");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].message, "us lost/x id is outside the command chart of its army: its chain stops at corps us-loose");
}

TEST(Gettysburg125Checks, TerrainTheRulesetDoesNotKnowIsNamed) {
    Book book = valid_book();
    book.maps.front().hex.terrain_catalogue.push_back({"swamp", "Swamp", "#445544"});
    const auto d = found(book, "core.terrain-catalogue");
    ASSERT_EQ(d.size(), 1U) << listing(book);
    EXPECT_EQ(d[0].severity, Severity::Warning);
    EXPECT_EQ(d[0].message, "terrain \"swamp\" of map map is not known to gettysburg-125: its rules give it no effect");
}

}  // namespace
}  // namespace sandtable
