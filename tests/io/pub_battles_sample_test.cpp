// samples/pub-battles: the order of battle the rulebook prints ("Gettysburg Scenario: Order of
// Battle (Base)"), the reinforcement tables it prints (Day 1 and Day 2, and the Jackson and Stuart
// options), and every scenario and variant free of errors and unacknowledged warnings.
#include "io/native/book_file.hpp"
#include "model/scenario_forces.hpp"
#include "model/variant_resolution.hpp"
#include "support/test_support.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace sandtable {
namespace {

using Names = std::set<std::string>;

const Book& sample() {
    static const Book book = [] {
        LoadResult loaded = load_book(test::source_path("samples/pub-battles/pub-battles.sandtable"));
        EXPECT_TRUE(loaded) << loaded.error();
        return loaded ? std::move(loaded->book) : Book{};
    }();
    return book;
}

Scenario resolved(const std::string& id) {
    auto scenario = resolve_scenario(sample(), id);
    EXPECT_TRUE(scenario) << scenario.error();
    return scenario ? std::move(scenario->scenario) : Scenario{};
}

// The names of the pieces in play, by side and the chit of the command they are played under
// ("" for the army HQ and the detachments).
std::map<std::string, Names> pieces_by_command(const Scenario& scenario) {
    const Forces forces = forces_of(sample(), scenario).forces;
    const std::vector<std::string> in_play = order_of_battle(sample(), scenario);
    std::map<std::string, Names> found;
    for (const Side& side : forces.sides) {
        for (const ForceNode& node : side.nodes) {
            if (node.kind != ForceNodeKind::Unit || std::find(in_play.begin(), in_play.end(), node.id) == in_play.end()) continue;
            std::string chit;
            if (const ForceNode* parent = forces.node(node.parent); parent != nullptr && parent->type == "command") {
                chit = std::get<std::string>(parent->attributes.at("chit"));
            }
            std::string name = node.name;
            if (node.type == "hq") name += " (HQ)";
            const auto quality = node.attributes.find("quality");
            if (quality != node.attributes.end()) name += " (" + std::get<std::string>(quality->second) + ")";
            found[side.id + " " + chit].insert(name);
        }
    }
    return found;
}

TEST(PubBattlesSample, TheBaseOrderOfBattleHasEveryPieceTheRulebookPrints) {
    const auto pieces = pieces_by_command(resolved("day-1"));
    const Names detachments{"Detachment 1", "Detachment 2", "Detachment 3", "Detachment 4"};
    Names army = detachments;
    army.insert("Lee (HQ)");
    EXPECT_EQ(pieces.at("confederate "), army);
    EXPECT_EQ(pieces.at("confederate I"), (Names{"Longstreet (HQ)", "I Hood L (elite)", "I Hood R", "I McLaws L", "I McLaws R", "I Pickett L",
                                                 "I Pickett R", "I Artillery", "I Baggage Train"}));
    EXPECT_EQ(pieces.at("confederate II"), (Names{"Ewell (HQ)", "II Early L", "II Early R", "II Rodes L", "II Rodes R", "II Johnson L",
                                                  "II Johnson R", "II Artillery", "II Baggage Train"}));
    EXPECT_EQ(pieces.at("confederate III"), (Names{"Hill (HQ)", "III Heth L", "III Heth R", "III Pender L", "III Pender R", "III Anderson L",
                                                   "III Anderson R", "III Artillery", "III Baggage Train"}));
    EXPECT_EQ(pieces.at("confederate C"), (Names{"Stuart (HQ)", "C Fitz Lee", "C Hampton (elite)", "C Chambliss", "C Artillery"}));
    army = detachments;
    army.insert("Meade (HQ)");
    EXPECT_EQ(pieces.at("union "), army);
    // The sheet's unlabelled "II Baggage Train" bar is read as I Corps's: the Day 1 table brings it on
    // with Reynolds, and no table brings on a II Corps train (README).
    EXPECT_EQ(pieces.at("union I"), (Names{"Reynolds (HQ)", "I Wadsworth", "I Robinson", "I Rowley", "I Baggage Train"}));
    EXPECT_EQ(pieces.at("union II"), (Names{"Hancock (HQ)", "II Caldwell", "II Gibbon", "II Hays"}));
    EXPECT_EQ(pieces.at("union III"), (Names{"Sickles (HQ)", "III Birney", "III Humphreys"}));
    EXPECT_EQ(pieces.at("union V"), (Names{"Sykes (HQ)", "V Barnes", "V Ayres", "V Crawford"}));
    EXPECT_EQ(pieces.at("union VI"), (Names{"Sedgwick (HQ)", "VI Wright", "VI Howe", "VI Newton", "VI Baggage Train"}));
    EXPECT_EQ(pieces.at("union XI"), (Names{"Howard (HQ)", "XI Barlow", "XI Steinwehr", "XI Schurz"}));
    EXPECT_EQ(pieces.at("union XII"), (Names{"Slocum (HQ)", "XII Williams", "XII Geary", "XII Baggage Train"}));
    // "C Buford" is a piece; the C Command's HQ is printed "Buford" too.
    EXPECT_EQ(pieces.at("union C"), (Names{"Buford (HQ)", "C Buford", "C Gregg", "C Kilpatrick", "C Artillery"}));
    // The Artillery Reserve has chit AR and no HQ.
    EXPECT_EQ(pieces.at("union AR"), (Names{"Artillery Reserve 1", "Artillery Reserve 2", "Artillery Reserve 3", "Artillery Reserve 4"}));
}

// An arrival as the tables print it: turn label, entry edge (or "with HQ"), and the pieces.
struct Arrival {
    std::string turn;
    std::string where;
    Names units;
    friend bool operator<(const Arrival& a, const Arrival& b) {
        return std::tie(a.turn, a.where, a.units) < std::tie(b.turn, b.where, b.units);
    }
};

std::set<Arrival> arrivals(const Scenario& scenario) {
    std::set<Arrival> found;
    for (const ReinforcementEntry& entry : scenario.schedule) {
        Arrival arrival;
        arrival.turn = sample().turn_track.at(static_cast<std::size_t>(entry.turn - 1)).label;
        arrival.where = entry.location.kind == LocationKind::With ? "with " + sample().forces.name_of(entry.location.ref) : entry.location.ref;
        for (const std::string& unit : entry.units) arrival.units.insert(sample().forces.name_of(unit));
        found.insert(arrival);
    }
    return found;
}

void expect_arrives(const std::set<Arrival>& found, const Arrival& printed) {
    EXPECT_TRUE(found.count(printed) == 1) << printed.turn << " " << printed.where << ": " << *printed.units.begin() << "...";
}

TEST(PubBattlesSample, Day1ArrivesAsTheDay1AndDay2TablesPrint) {
    const auto found = arrivals(resolved("day-1"));
    // Day 1, Confederate (the HQ named in the Chit column arrives with the row's pieces).
    expect_arrives(found, {"Day 1 Turn 1", "north-west", {"III Heth L", "III Heth R", "III Baggage Train", "Hill"}});
    expect_arrives(found, {"Day 1 Turn 3", "north-west", {"III Pender L", "III Pender R", "III Artillery"}});
    expect_arrives(found, {"Day 1 Turn 4", "with Hill", {"Lee"}});
    expect_arrives(found, {"Day 1 Turn 4", "north", {"II Rodes L", "II Rodes R", "II Baggage Train", "Ewell"}});
    expect_arrives(found, {"Day 1 Turn 5", "north", {"II Early L", "II Early R"}});
    expect_arrives(found, {"Day 1 Turn 7", "north-west", {"II Johnson L", "II Johnson R", "II Artillery", "III Anderson L", "III Anderson R"}});
    // Day 1, Union.
    expect_arrives(found, {"Day 1 Turn 1", "south", {"I Robinson", "I Wadsworth", "I Baggage Train", "Reynolds"}});
    expect_arrives(found, {"Day 1 Turn 3", "west", {"I Rowley"}});
    expect_arrives(found, {"Day 1 Turn 3", "south", {"XI Barlow", "XI Schurz", "Howard"}});
    expect_arrives(found, {"Day 1 Turn 4", "south", {"XI Steinwehr"}});
    expect_arrives(found, {"Day 1 Turn 7", "south", {"III Birney", "Sickles"}});
    expect_arrives(found, {"Day 1 Turn 8", "south", {"III Humphreys"}});
    // Day 2.
    expect_arrives(found, {"Day 2 Turn 1", "west", {"I Artillery"}});
    expect_arrives(found, {"Day 2 Turn 5", "west", {"I Pickett L", "I Pickett R"}});
    expect_arrives(found, {"Day 2 Night", "north", {"C Hampton", "C Chambliss", "Stuart"}});
    expect_arrives(found, {"Day 2 Night", "north", {"C Fitz Lee", "C Artillery"}});
    expect_arrives(found, {"Day 2 Turn 1", "east", {"V Barnes", "V Ayres", "V Crawford", "Sykes"}});
    expect_arrives(found, {"Day 2 Turn 6", "south-east", {"VI Wright", "VI Howe", "VI Newton", "VI Baggage Train", "Sedgwick"}});
    expect_arrives(found, {"Day 2 Night", "south", {"C Gregg", "C Kilpatrick", "C Artillery"}});
    // Reconstructed from the flattened cells at the end of the scenario text (README).
    expect_arrives(found, {"Day 1 Turn 8", "north-west", {"I Hood L", "I Hood R", "I McLaws L", "I McLaws R", "I Baggage Train", "Longstreet"}});
    expect_arrives(found, {"Day 1 Turn 7", "east", {"XII Geary", "XII Williams", "XII Baggage Train", "Slocum"}});
    expect_arrives(found, {"Day 1 Night", "south", {"II Gibbon", "II Hays", "II Caldwell", "Hancock", "Meade"}});
    const Scenario day1 = resolved("day-1");
    std::vector<std::string> chits;
    for (const Chit& chit : day1.chits) chits.push_back(to_string(chit));
    EXPECT_EQ(chits, (std::vector<std::string>{"confederate:III", "union:I", "union:C"}));  // "III, I, and C"
}

TEST(PubBattlesSample, TheJacksonOptionReorganisesTheArmyAndStartsWithChitII) {
    const Scenario jackson = resolved("day-1-jackson");
    std::vector<std::string> chits;
    for (const Chit& chit : jackson.chits) chits.push_back(to_string(chit));
    std::sort(chits.begin(), chits.end());
    EXPECT_EQ(chits, (std::vector<std::string>{"confederate:II", "union:C", "union:I"}));  // "II, I, and C"
    const auto pieces = pieces_by_command(jackson);
    EXPECT_EQ(pieces.at("confederate I"), (Names{"Longstreet (HQ)", "I Hood L (elite)", "I Hood R", "I McLaws L", "I McLaws R", "I Pickett L",
                                                 "I Pickett R", "III Anderson L", "III Anderson R", "I Trimble", "I Artillery", "I Baggage Train"}));
    EXPECT_EQ(pieces.at("confederate II"), (Names{"Jackson (HQ)", "II Early L", "II Early R", "II Rodes L", "II Rodes R", "II Johnson L", "II Johnson R",
                                                  "II AP Hill L", "II AP Hill R", "II Ewell", "II Artillery", "II Baggage Train"}));
    EXPECT_EQ(pieces.at("confederate III"), (Names{"Hill (HQ)", "III Artillery", "III Baggage Train"}));
    const auto found = arrivals(jackson);
    expect_arrives(found, {"Day 1 Turn 3", "north", {"II Rodes L", "II Rodes R", "II Baggage Train", "Jackson"}});
    expect_arrives(found, {"Day 1 Turn 8", "west", {"I Hood L", "I Hood R", "I McLaws L", "I McLaws R"}});
}

TEST(PubBattlesSample, TheStuartOptionBringsStuartOnDay1WithChamblissMovingWithHill) {
    const auto found = arrivals(resolved("day-1-stuart"));
    expect_arrives(found, {"Day 1 Turn 1", "with Hill", {"C Chambliss"}});
    expect_arrives(found, {"Day 1 Turn 3", "north-east", {"C Hampton", "C Fitz Lee", "C Artillery", "Stuart"}});
    expect_arrives(found, {"Day 1 Turn 4", "south-east", {"C Gregg", "C Kilpatrick", "C Artillery"}});
    EXPECT_EQ(pieces_by_command(resolved("day-1-stuart")), pieces_by_command(resolved("day-1")));  // no order of battle of its own
}

TEST(PubBattlesSample, EveryScenarioAndVariantValidatesClean) {
    const ValidationReport report = validate_book(sample());
    EXPECT_EQ(report.scenarios, (std::vector<std::string>{"day-1", "day-2", "day-3", "day-1-jackson", "day-1-stuart"}));
    for (const auto& diagnostic : report.diagnostics.items) {
        if (diagnostic.acknowledged || diagnostic.severity == Severity::Note) continue;
        ADD_FAILURE() << diagnostic.code << " [" << diagnostic.scenario << "]: " << diagnostic.message;
    }
}

}  // namespace
}  // namespace sandtable
