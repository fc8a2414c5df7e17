// The checks of Pub Battles on the order of battle and the schedule: HQs and chits of the commands,
// chits in the cup by the time their pieces are in play, arrivals at entry edges, the optional
// rules' pieces and the command size limits of Hidden Reserves. The small field with two armies
// passes every one; for each check one change breaks it (and only it).
#include "support/book_builder.hpp"
#include "support/diagnostics_with_code.hpp"
#include "support/test_books.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

std::string listing(const Book& book) {
    std::string out;
    for (const auto& d : validate_book(book).diagnostics.items) out += d.code + " [" + d.scenario + "] " + d.rule + ": " + d.message + "\n";
    return out;
}

// The findings of the book: exactly one, of `code`, saying `words`; it is returned.
Diagnostic expect_only(const Book& book, const std::string& code, const std::string& words) {
    const auto found = test::findings(validate_book(book));
    EXPECT_EQ(found.size(), 1u) << listing(book);
    if (found.empty()) return {};
    EXPECT_EQ(found.front().code, code) << listing(book);
    EXPECT_NE(found.front().message.find(words), std::string::npos) << found.front().message;
    return found.front();
}

void expect_clean(const Book& book) { EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book); }

ForceNode formation(std::string id, std::string type, std::string name, std::string parent, std::string chit = {}) {
    ForceNode node = test::make_formation_node(std::move(id), std::move(type), std::move(parent));
    node.name = std::move(name);
    if (!chit.empty()) node.attributes["chit"] = AttributeValue{std::move(chit)};
    return node;
}

ForceNode piece(std::string id, std::string type, std::string name, std::string parent) {
    ForceNode node = test::make_unit_node(std::move(id), std::move(type), std::move(parent), {});
    node.name = std::move(name);
    return node;
}

ReinforcementEntry entry(std::string id, int turn, Location at, std::vector<std::string> units, std::vector<Chit> chits = {}) {
    return {std::move(id), turn, std::move(at), std::move(units), std::move(chits), "", false};
}

Location edge(std::string id) { return {LocationKind::Edge, std::move(id)}; }

// The small field with two armies. Union: the Army of the Potomac (HQ Meade) with I Corps (chit I:
// HQ Reynolds, u-a and u-b, set up) and XI Corps (chit XI: HQ Howard, u-c, u-d and u-e, arriving on
// turn 3 with its chit). Confederates: the Army of Northern Virginia (HQ Lee, arriving on turn 4
// with Hill) with III Corps (chit III: HQ Hill and c-a, arriving on turn 2 with the chit).
// Starting chits: union:I.
Book field_with_armies() {
    Book book = test::small_freeform_book();
    Side& union_side = *book.forces.side("union");
    Side& confederate = *book.forces.side("confederate");
    union_side.nodes = {formation("us-army", "army", "Army of the Potomac", ""),
                        piece("us-meade", "hq", "Meade", "us-army"),
                        formation("us-i", "command", "I Corps", "us-army", "I"),
                        piece("us-reynolds", "hq", "Reynolds", "us-i"),
                        piece("u-a", "infantry", "Piece u-a", "us-i"),
                        piece("u-b", "infantry", "Piece u-b", "us-i"),
                        formation("us-xi", "command", "XI Corps", "us-army", "XI"),
                        piece("us-howard", "hq", "Howard", "us-xi"),
                        piece("u-c", "infantry", "Piece u-c", "us-xi"),
                        piece("u-d", "infantry", "Piece u-d", "us-xi"),
                        piece("u-e", "infantry", "Piece u-e", "us-xi")};
    confederate.nodes = {formation("cs-anv", "army", "Army of Northern Virginia", ""),
                         piece("cs-lee", "hq", "Lee", "cs-anv"),
                         formation("cs-iii", "command", "III Corps", "cs-anv", "III"),
                         piece("cs-hill", "hq", "Hill", "cs-iii"),
                         piece("c-a", "infantry", "Piece c-a", "cs-iii")};
    Scenario& day1 = *book.scenario("day1");
    day1.chits = {Chit{"union", "I"}};
    day1.schedule = {entry("r0", 1, edge("north"), {"us-meade", "us-reynolds"}),
                     entry("r1", 2, edge("west"), {"cs-hill", "c-a"}, {Chit{"confederate", "III"}}),
                     entry("r3", 3, edge("north"), {"us-howard", "u-c", "u-d", "u-e"}, {Chit{"union", "XI"}}),
                     entry("r4", 4, Location{LocationKind::With, "cs-hill"}, {"cs-lee"})};
    return book;
}

Scenario& day1(Book& book) { return *book.scenario("day1"); }
ReinforcementEntry& entry_of(Book& book, const std::string& id) {
    for (auto& e : day1(book).schedule) {
        if (e.id == id) return e;
    }
    throw std::runtime_error("no entry " + id);
}

// Takes the unit out of the forces and out of the scenario.
void remove_unit(Book& book, const std::string& id) {
    for (Side& side : book.forces.sides) std::erase_if(side.nodes, [&](const ForceNode& n) { return n.id == id; });
    std::erase_if(day1(book).setup, [&](const Placement& p) { return p.unit == id; });
    for (auto& e : day1(book).schedule) std::erase(e.units, id);
}

// Adds a unit to the forces as the last of the formation it goes in, keeping the side in pre-order.
void add_unit(Book& book, ForceNode node) {
    const auto formation = book.forces.find(node.parent);
    ASSERT_TRUE(formation.has_value()) << node.parent;
    auto& nodes = book.forces.sides[formation->side].nodes;
    const auto end = formation->index + book.forces.subtree_size(*formation);
    nodes.insert(nodes.begin() + static_cast<std::ptrdiff_t>(end), std::move(node));
}

TEST(PubBattlesOrderOfBattle, TheFieldWithTwoArmiesPassesEveryCheck) { expect_clean(field_with_armies()); }

// ---- command-hq -----------------------------------------------------------------------------

TEST(PubBattlesOrderOfBattle, ACommandWithoutItsHqBreaksCommandHq) {
    Book book = field_with_armies();
    remove_unit(book, "us-reynolds");
    const Diagnostic found = expect_only(book, "pub-battles.command-hq", "I Corps (command, chit I) has no HQ directly in it: each command has one HQ");
    EXPECT_EQ(found.rule, "pub-battles Gettysburg Scenario: Order of Battle (Base)");
}

TEST(PubBattlesOrderOfBattle, ACommandWithTwoHqsOrAnArmyWithoutOneBreaksCommandHq) {
    Book book = field_with_armies();
    add_unit(book, piece("us-doubleday", "hq", "Doubleday", "us-i"));
    day1(book).schedule.front().units.push_back("us-doubleday");
    expect_only(book, "pub-battles.command-hq", "I Corps (command, chit I) has 2 HQs directly in it (Reynolds, Doubleday)");
    book = field_with_armies();
    remove_unit(book, "cs-lee");
    std::erase_if(day1(book).schedule, [](const ReinforcementEntry& e) { return e.id == "r4"; });
    expect_only(book, "pub-battles.command-hq", "Army of Northern Virginia (army) has no HQ directly in it: each army has one HQ, the army HQ");
}

TEST(PubBattlesOrderOfBattle, TheArtilleryReserveNeedsNoHq) {
    Book book = field_with_armies();
    // The order of battle's Artillery Reserve (chit AR) has pieces and no HQ.
    auto& nodes = book.forces.side("union")->nodes;
    nodes.push_back(formation("us-ar", "command", "Artillery Reserve", "us-army", "AR"));
    nodes.push_back(piece("us-ar-1", "artillery", "Artillery Reserve 1", "us-ar"));
    nodes.push_back(piece("us-ar-2", "artillery", "Artillery Reserve 2", "us-ar"));
    day1(book).schedule.push_back(entry("r9", 8, edge("north"), {"us-ar-1", "us-ar-2"}, {Chit{"union", "AR"}}));
    expect_clean(book);
    // A command of another chit is not excused.
    book.forces.node("us-ar")->attributes["chit"] = AttributeValue{std::string("R")};
    entry_of(book, "r9").chits = {Chit{"union", "R"}};
    expect_only(book, "pub-battles.command-hq", "Artillery Reserve (command, chit R) has no HQ directly in it");
}

TEST(PubBattlesOrderOfBattle, CommandHqGoesByTypeNotByName) {
    // The Union's C Command has its HQ Buford and a cavalry piece called Buford too.
    Book book = field_with_armies();
    add_unit(book, piece("us-c-buford", "cavalry", "Reynolds", "us-i"));
    day1(book).schedule.front().units.push_back("us-c-buford");
    expect_clean(book);
    remove_unit(book, "us-reynolds");
    expect_only(book, "pub-battles.command-hq", "I Corps (command, chit I) has no HQ directly in it");
}

TEST(PubBattlesOrderOfBattle, ACommandOutOfTheScenarioNeedsNoHqThereButOneTakingPartDoes) {
    Book book = field_with_armies();
    // XI Corps takes no part at all: its HQ is not asked for.
    std::vector<std::string> units = book.forces.unit_ids();
    std::erase_if(units, [](const std::string& id) { return id == "us-howard" || id == "u-c" || id == "u-d" || id == "u-e"; });
    day1(book).units = units;
    std::erase_if(day1(book).schedule, [](const ReinforcementEntry& e) { return e.id == "r3"; });
    expect_clean(book);
    // Its pieces without its HQ: the HQ is missing.
    day1(book).units->push_back("u-c");
    day1(book).schedule.push_back(entry("r3", 3, edge("north"), {"u-c"}, {Chit{"union", "XI"}}));
    expect_only(book, "pub-battles.command-hq", "XI Corps (command, chit XI) has no HQ directly in it (Howard is not in the scenario's order of battle)");
}

TEST(PubBattlesOrderOfBattle, TwoCommandsOfASideSharingAChitBreakCommandHq) {
    Book book = field_with_armies();
    book.forces.node("us-xi")->attributes["chit"] = AttributeValue{std::string("I")};
    entry_of(book, "r3").chits.clear();
    const Diagnostic found =
        expect_only(book, "pub-battles.command-hq", "commands I Corps and XI Corps of Union (Army of the Potomac) share chit I: each command has a chit of its own");
    EXPECT_EQ(found.rule, "pub-battles How the Turns Work");
    // The two armies' commands may share one: both have a III.
    book = field_with_armies();
    book.forces.node("cs-iii")->attributes["chit"] = AttributeValue{std::string("I")};
    entry_of(book, "r1").chits = {Chit{"confederate", "I"}};
    expect_clean(book);
}

// ---- chits-in-play --------------------------------------------------------------------------

TEST(PubBattlesOrderOfBattle, PiecesSetUpWithoutTheirChitBreakChitsInPlay) {
    Book book = field_with_armies();
    day1(book).chits.clear();
    const Diagnostic found = expect_only(book, "pub-battles.chits-in-play",
                                         "I Corps (chit I) has Piece u-a set up at the start, but chit union:I is neither a starting chit nor "
                                         "brought by any entry: a command moves when its chit is drawn from the cup");
    EXPECT_EQ(found.rule, "pub-battles How the Turns Work");
    // An entry of the first turn puts it in the cup on the turn the pieces start.
    day1(book).schedule.front().chits.push_back(Chit{"union", "I"});
    expect_clean(book);
}

TEST(PubBattlesOrderOfBattle, APieceArrivingBeforeItsChitBreaksChitsInPlay) {
    Book book = field_with_armies();
    entry_of(book, "r3").chits.clear();
    day1(book).schedule.push_back(entry("r5", 5, edge("north"), {}, {Chit{"union", "XI"}}));
    expect_only(book, "pub-battles.chits-in-play",
                "XI Corps (chit XI) has Howard arriving on turn 3 (Day 1 Turn 3) with entry \"r3\", but chit union:XI arrives only on turn 5 "
                "(Day 1 Turn 5) with entry \"r5\"");
    entry_of(book, "r5").turn = 3;
    expect_clean(book);
}

TEST(PubBattlesOrderOfBattle, APieceArrivingWithAUnitMovesOnThatUnitsChitUntilItsOwnComes) {
    // The Stuart option: "Chambliss moves together with Hill until Stuart arrives".
    Book book = field_with_armies();
    entry_of(book, "r3").chits.clear();
    entry_of(book, "r3").location = Location{LocationKind::With, "us-reynolds"};
    day1(book).schedule.push_back(entry("r5", 5, edge("north"), {}, {Chit{"union", "XI"}}));
    expect_clean(book);
    // With its chit never in play, it could never move on its own.
    day1(book).schedule.pop_back();
    expect_only(book, "pub-battles.chits-in-play", "chit union:XI is neither a starting chit nor brought by any entry");
}

TEST(PubBattlesOrderOfBattle, AChitBothStartingAndArrivingIsInPlay) {
    // Day 1's III starts and "Hill III" arrives on turn 1: the arrival names the HQ with its chit.
    Book book = field_with_armies();
    day1(book).chits.push_back(Chit{"confederate", "III"});
    expect_clean(book);
}

TEST(PubBattlesOrderOfBattle, TheArmyHqNeedsNoChit) {
    Book book = field_with_armies();
    // Lee arrives with Hill and no chit; the army HQ moves with any command.
    entry_of(book, "r4").location = edge("west");
    expect_clean(book);
}

// ---- arrival --------------------------------------------------------------------------------

TEST(PubBattlesOrderOfBattle, AnEntryAtAPointBreaksArrivalAtAnEdgeOrWithAUnitItDoesNot) {
    Book book = field_with_armies();
    entry_of(book, "r3").location = Location{MapPoint{500, 10}};
    const Diagnostic found =
        expect_only(book, "pub-battles.arrival",
                    "schedule entry \"r3\" arrives at a point of map Field (500, 10): reinforcements enter at an entry edge or with a unit "
                    "(the map's are North, West)");
    EXPECT_EQ(found.rule, "pub-battles Gettysburg Scenario: Setup and Reinforcements");
    entry_of(book, "r3").location = Location{LocationKind::With, "us-reynolds"};
    expect_clean(book);
}

TEST(PubBattlesOrderOfBattle, AnEntryBringingBothSidesBreaksArrival) {
    Book book = field_with_armies();
    // Hill's entry brings a Union piece too, set up no more.
    std::erase_if(day1(book).setup, [](const Placement& p) { return p.unit == "u-b"; });
    entry_of(book, "r1").units.push_back("u-b");
    expect_only(book, "pub-battles.arrival",
                "schedule entry \"r1\" brings Hill, Piece c-a, chit confederate:III of Confederate (Army of Northern Virginia) and Piece u-b of "
                "Union (Army of the Potomac): each side's reinforcements enter in entries of their own");
    // A chit of the other side is the same.
    book = field_with_armies();
    entry_of(book, "r1").chits.push_back(Chit{"union", "XI"});
    expect_only(book, "pub-battles.arrival", "brings Hill, Piece c-a, chit confederate:III of Confederate (Army of Northern Virginia) and chit union:XI of Union");
}

TEST(PubBattlesOrderOfBattle, AnEntryAtAnEdgeTheMapLacksOrOutsideTheTurnsIsLeftToTheCoreChecks) {
    Book book = field_with_armies();
    entry_of(book, "r3").location = edge("south");
    expect_only(book, "core.scenario-reference", "map \"field\" has no edge \"south\"");
    entry_of(book, "r3").location = edge("north");
    entry_of(book, "r3").turn = 9;
    expect_only(book, "core.turn-range", "schedule entry \"r3\" arrives on turn 9");
}

// ---- accounting -----------------------------------------------------------------------------

TEST(PubBattlesOrderOfBattle, ABaggageTrainInPlayWithoutTheOptionBreaksAccounting) {
    Book book = field_with_armies();
    add_unit(book, piece("us-i-train", "baggage-train", "I Baggage Train", "us-i"));
    expect_clean(book);  // without the option it need not take part
    day1(book).schedule.front().units.push_back("us-i-train");
    const Diagnostic found =
        expect_only(book, "pub-battles.accounting",
                    "I Baggage Train (baggage-train) arrives on turn 1 with entry \"r0\", but the scenario does not play Optional Baggage Trains");
    EXPECT_EQ(found.rule, "pub-battles Optional Baggage Trains");
    day1(book).options = std::vector<std::string>{"baggage-trains"};
    expect_clean(book);
}

TEST(PubBattlesOrderOfBattle, WithTheOptionABaggageTrainIsAccountedLikeAnyPiece) {
    Book book = field_with_armies();
    add_unit(book, piece("us-i-train", "baggage-train", "I Baggage Train", "us-i"));
    day1(book).options = std::vector<std::string>{"baggage-trains"};
    expect_only(book, "core.unit-accounting", "I Baggage Train (us-i-train) takes part but is neither set up, scheduled to arrive, nor a starting casualty");
    day1(book).setup.push_back({"us-i-train", Location{MapPoint{800, 100}}, UnitState::Full, 0.0, false});
    expect_clean(book);
    day1(book).schedule.front().units.push_back("us-i-train");
    expect_only(book, "core.unit-accounting", "I Baggage Train (us-i-train) is accounted for 2 times");
}

TEST(PubBattlesOrderOfBattle, DetachmentsAreKeptOffTheMapAndHqsAreAccounted) {
    Book book = field_with_armies();
    add_unit(book, piece("us-detachment-1", "detachment", "Detachment 1", "us-army"));
    expect_clean(book);
    remove_unit(book, "us-meade");
    add_unit(book, piece("us-meade", "hq", "Meade", "us-army"));
    expect_only(book, "core.unit-accounting", "Meade (us-meade) takes part but is neither set up");
}

// ---- command-size ---------------------------------------------------------------------------

TEST(PubBattlesOrderOfBattle, WithHiddenReservesACommandLeftWithOnePieceBreaksCommandSize) {
    Book book = field_with_armies();
    day1(book).chits.push_back(Chit{"union", "XI"});  // pieces set up under XI Corps move from the start
    day1(book).assignments = {{"u-b", "us-xi"}};      // XI Corps: 4 pieces, the largest (3) and 1
    expect_clean(book);                            // without the optional rule the sizes are free
    day1(book).options = std::vector<std::string>{"hidden-reserves"};
    const Diagnostic found = expect_only(book, "pub-battles.command-size",
                                         "I Corps (command, chit I) has 1 piece (Piece u-a) after the scenario's reassignments: a command has "
                                         "at least 2 pieces");
    EXPECT_EQ(found.rule, "pub-battles Optional Hidden Reserves: Command Size Limits");
    day1(book).assignments = {{"u-c", "us-i"}};  // I Corps 3, XI Corps 2
    expect_clean(book);
}

TEST(PubBattlesOrderOfBattle, WithHiddenReservesACommandOverTheLargestAndOneBreaksCommandSize) {
    Book book = field_with_armies();
    // A piece the army holds in reserve, given to XI Corps: 4 pieces, within 3 and 1.
    add_unit(book, piece("u-reserve", "artillery", "Reserve battery", "us-army"));
    day1(book).chits.push_back(Chit{"union", "XI"});
    day1(book).schedule.front().units.push_back("u-reserve");
    day1(book).options = std::vector<std::string>{"hidden-reserves"};
    day1(book).assignments = {{"u-reserve", "us-xi"}};
    expect_clean(book);
    // The limit comes from the rules data: a house rule of no piece over the largest command.
    day1(book).rules.push_back({"command-size-limits", "Max over the largest historical command", "pieces", "0"});
    expect_only(book, "pub-battles.command-size",
                "XI Corps (command, chit XI) has 4 pieces after the scenario's reassignments: a command has at most 3, 0 more than the "
                "largest command of Union (Army of the Potomac) in the order of battle (XI Corps, 3 pieces)");
}

TEST(PubBattlesOrderOfBattle, CommandSizeCountsNeitherHqsNorBaggageTrainsAndLeavesUnchangedCommandsAlone) {
    Book book = field_with_armies();
    day1(book).options = std::vector<std::string>{"hidden-reserves", "baggage-trains"};
    day1(book).chits.push_back(Chit{"union", "XI"});
    // III Corps has 1 piece as the book writes it; no reassignment changes it, so it stands.
    add_unit(book, piece("us-i-train", "baggage-train", "I Baggage Train", "us-i"));
    day1(book).schedule.front().units.push_back("us-i-train");
    // The baggage train moved to XI Corps: I Corps keeps its 2 pieces and XI Corps its 3.
    day1(book).assignments = {{"us-i-train", "us-xi"}};
    expect_clean(book);
    day1(book).assignments = {{"u-a", "us-xi"}};
    expect_only(book, "pub-battles.command-size", "I Corps (command, chit I) has 1 piece (Piece u-b)");
}

}  // namespace
}  // namespace sandtable
