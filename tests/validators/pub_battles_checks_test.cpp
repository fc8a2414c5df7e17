// The checks of Pub Battles on free-form maps: the small field passes every one, and for each
// check one change breaks it (and only it).
#include "model/freeform/polygon_ops.hpp"
#include "support/diagnostics_with_code.hpp"
#include "support/test_books.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

std::string listing(const Book& book) {
    std::string out;
    for (const auto& d : validate_book(book).diagnostics.items) out += d.code + " [" + d.scenario + "]: " + d.message + "\n";
    return out;
}

// The findings of the book: exactly one, of `code`.
void expect_only(const Book& book, const std::string& code, const std::string& words) {
    const auto report = validate_book(book);
    const auto found = test::findings(report);
    ASSERT_EQ(found.size(), 1u) << listing(book);
    EXPECT_EQ(found.front().code, code) << listing(book);
    EXPECT_NE(found.front().message.find(words), std::string::npos) << found.front().message;
}

Ring square_ring(double x0, double y0, double x1, double y1) { return Ring{{x0, y0}, {x0, y1}, {x1, y1}, {x1, y0}, {x0, y0}}; }

FreeformMap& field(Book& book) { return book.maps.front().freeform; }
Scenario& day1(Book& book) { return *book.scenario("day1"); }

TEST(PubBattlesChecks, TheSmallFieldPassesEveryCheck) {
    const Book book = test::small_freeform_book();
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(PubBattlesChecks, EveryCheckCitesTheRulebook) {
    std::size_t own = 0;
    for (const Check* check : checks_for("pub-battles")) {
        if (!check->code.starts_with("pub-battles.")) continue;
        ++own;
        EXPECT_TRUE(check->rule.starts_with("pub-battles ")) << check->code;
    }
    EXPECT_EQ(own, 13u);
}

TEST(PubBattlesChecks, AnInvalidPolygonBreaksPolygonValid) {
    Book book = test::small_freeform_book();
    // A bow tie: its ring crosses itself.
    field(book).areas.push_back({"bow", "buildings", MultiPolygon{Polygon{Ring{{0, 600}, {50, 650}, {50, 600}, {0, 650}, {0, 600}}, {}}}, {}, {}});
    expect_only(book, "pub-battles.polygon-valid", "area bow (buildings) of map Field is not a valid polygon");
}

TEST(PubBattlesChecks, OverlappingAreasOfOneTerrainBreakTerrainOverlapTouchingOnesAndOtherTerrainsDoNot) {
    Book book = test::small_freeform_book();
    // Touching the wood's east side: fine. Woods over the hill: two terrains, fine.
    field(book).areas.push_back({"wood-2", "woods", snapped(MultiPolygon{Polygon{square_ring(300, 100, 400, 200), {}}}), {}, {}});
    field(book).areas.push_back({"wood-3", "woods", snapped(MultiPolygon{Polygon{square_ring(500, 220, 560, 280), {}}}), {}, {}});
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
    field(book).areas.push_back({"wood-4", "woods", snapped(MultiPolygon{Polygon{square_ring(280, 120, 320, 160), {}}}), {}, {}});
    const auto found = test::with_code(validate_book(book), "pub-battles.terrain-overlap");
    ASSERT_EQ(found.size(), 2u) << listing(book);  // over wood-1's edge and over wood-2's
    EXPECT_NE(found.front().message.find("of woods overlap on map Field (800 square units)"), std::string::npos) << found.front().message;
}

TEST(PubBattlesChecks, AHigherHillStandsOnALowerOneButHillsOfOneLevelDoNotOverlap) {
    Book book = test::small_freeform_book();
    // hill-1 (level 2) spans (450..650, 200..300); a level 3 top on it is fine.
    field(book).areas.push_back({"top", "hills", snapped(MultiPolygon{Polygon{square_ring(520, 230, 580, 270), {}}}), 3, {}});
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
    field(book).areas.back().level = 2;
    expect_only(book, "pub-battles.terrain-overlap", "areas hill-1 and top of hills overlap");
}

TEST(PubBattlesChecks, PiecesOnTopOfEachOtherBreakStackingSideBySideTheyDoNot) {
    Book book = test::small_freeform_book();
    // u-a at (200.5, 450) faces right: 40 deep along x, 120 wide along y. Beside it, touching:
    day1(book).setup.back() = {"u-b", Location{MapPoint{240.5, 450}}, UnitState::Full, 270.0, false};
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
    day1(book).setup.back().location.at = {220.5, 450};
    expect_only(book, "pub-battles.stacking", "Piece u-a and Piece u-b overlap (50% of a piece)");
}

TEST(PubBattlesChecks, APieceMostlyOffTheMapBreaksOnMap) {
    Book book = test::small_freeform_book();
    // Half on (facing the top, 120 wide across x): exactly half is not a majority.
    day1(book).setup.front().location.at = {0, 450};
    day1(book).setup.front().facing = 0;
    expect_only(book, "pub-battles.on-map", "Piece u-a has 50% of itself on the map");
    day1(book).setup.front().location.at = {10, 450};
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(PubBattlesChecks, ArtilleryOrCavalryInMarshBreaksMarshInfantryAndDragoonsDoNot) {
    Book book = test::small_freeform_book();
    // marsh-1 covers (700..800, 500..600); u-a facing the top is 120 across and 40 deep.
    day1(book).setup.front().location.at = {750, 550};
    day1(book).setup.front().facing = 0;
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << "infantry may\n" << listing(book);
    book.forces.node("u-a")->type = "dragoons";
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << "the chart bars only artillery and cavalry\n" << listing(book);
    book.forces.node("u-a")->type = "cavalry";
    expect_only(book, "pub-battles.marsh", "Piece u-a (cavalry) is in marsh (83% of it)");
    book.forces.node("u-a")->type = "artillery";
    day1(book).setup.front().location.at = {690, 550};  // 42% of it over the marsh's west edge
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(PubBattlesChecks, APieceHalfInWoodsHalfInTheOpenWarnsOfMovingIntentOneInWoodsOnAHillDoesNot) {
    Book book = test::small_freeform_book();
    // Facing the top, u-a is 120 across (x) and 40 deep (y); wood-1's east edge is x = 300.
    day1(book).setup.front().location.at = {300, 120};
    day1(book).setup.front().facing = 0;
    const auto report = validate_book(book);
    const auto found = test::findings(report);
    ASSERT_EQ(found.size(), 1u) << listing(book);
    EXPECT_EQ(found.front().code, "pub-battles.moving-intent");
    EXPECT_EQ(found.front().severity, Severity::Warning);
    EXPECT_NE(found.front().message.find("Piece u-a is equally in open ground (50%) and Woods (50%)"), std::string::npos) << found.front().message;
    day1(book).setup.front().location.at = {320, 120};  // a third in the woods: clearly in the open
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
    // Woods laid over the hill: the piece is in both, which is one place, not two.
    field(book).areas.push_back({"wood-on-hill", "woods", snapped(MultiPolygon{Polygon{square_ring(480, 220, 620, 280), {}}}), {}, {}});
    day1(book).setup.front().location.at = {550, 250};
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(PubBattlesChecks, ARiverOnTheMapBreaksNoRivers) {
    Book book = test::small_freeform_book();
    field(book).lines.push_back({"creek", "river", "Marsh Creek", Polyline{{0, 650}, {1000, 660}}});
    expect_only(book, "pub-battles.no-rivers", "line creek of map Field is a river");
    field(book).lines.back().terrain = "stream";
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(PubBattlesChecks, AnEnemySetUpInContactOrInAFieldOfFireBreaksSetupContact) {
    Book book = test::small_freeform_book();
    day1(book).schedule.clear();
    // u-a at (200.5, 450) faces right: its front edge runs along x = 220.5, its field of fire 133 ahead.
    day1(book).setup.push_back({"c-a", Location{MapPoint{400.5, 450}}, UnitState::Full, 90.0, false});
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);  // 160 ahead: beyond 1/3 Foot move
    day1(book).setup.back().location.at = {300.5, 450};  // 60 ahead, facing away
    expect_only(book, "pub-battles.setup-contact", "Piece c-a is set up in the field of fire of Piece u-a: a combat from the first turn");
    const Diagnostic found = test::with_code(validate_book(book), "pub-battles.setup-contact").front();
    EXPECT_EQ(found.severity, Severity::Warning);
    EXPECT_EQ(found.rule, "pub-battles How to Resolve Combat: Definition");
    day1(book).setup.back().location.at = {240.5, 450};  // touching its front
    expect_only(book, "pub-battles.setup-contact", "Piece u-a and Piece c-a are set up in contact");
    day1(book).setup.back().location.at = {200.5, 570};  // beside it, flank to flank, out of its arc
    EXPECT_EQ(test::with_code(validate_book(book), "pub-battles.setup-contact").size(), 1u);
    day1(book).setup.back().location.at = {200.5, 580};
    EXPECT_TRUE(test::findings(validate_book(book)).empty()) << listing(book);
}

TEST(PubBattlesChecks, SightCutsTheFieldOfFireOfSetupContactAndHqsAreLeftOut) {
    Book book = test::small_freeform_book();
    day1(book).schedule.clear();
    day1(book).setup.push_back({"c-a", Location{MapPoint{300.5, 450}}, UnitState::Full, 90.0, false});
    // A piece of u-a's own side between them blocks its sight.
    day1(book).setup[1] = {"u-b", Location{MapPoint{250.5, 450}}, UnitState::Full, 270.0, false};
    EXPECT_TRUE(test::with_code(validate_book(book), "pub-battles.setup-contact").empty()) << listing(book);
    day1(book).setup[1].location.at = {600, 395.25};
    day1(book).setup[1].road_column = true;
    book.forces.node("c-a")->type = "hq";
    EXPECT_TRUE(test::with_code(validate_book(book), "pub-battles.setup-contact").empty()) << listing(book);
}

}  // namespace
}  // namespace sandtable
