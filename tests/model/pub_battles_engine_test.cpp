// The Pub Battles engine on a small free-form field (Foot move 400, Mounted move 800, pieces 120
// wide and 40 deep): line of sight, field of fire, command range, combat dice and reach, each
// against the rulebook's words.
#include "model/freeform/polygon_ops.hpp"
#include "model/freeform/freeform_board.hpp"
#include "model/rulesets/pub_battles/combat_dice.hpp"
#include "model/rulesets/pub_battles/command_range.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"
#include "model/rulesets/pub_battles/line_of_sight.hpp"
#include "model/rulesets/pub_battles/reach.hpp"
#include "model/scenario_rules.hpp"
#include "support/book_builder.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable::pub_battles {
namespace {

Ring box(double x0, double y0, double x1, double y1) { return Ring{{x0, y0}, {x0, y1}, {x1, y1}, {x1, y0}, {x0, y0}}; }

// The small field with no pieces set up, a copse beside its hill, and a Union command (HQ, two
// infantry, a cavalry piece, an artillery piece) and a Confederate one (infantry, elite infantry).
class Field : public ::testing::Test {
protected:
    Field() : book_(test::small_freeform_book()) {
        map().areas.push_back({"copse", "woods", snapped(MultiPolygon{Polygon{box(380, 270, 430, 340), {}}}), {}, {}});
        map().areas.push_back({"mill", "buildings", snapped(MultiPolygon{Polygon{box(800, 100, 900, 200), {}}}), {}, {}});
        auto& union_side = book_.forces.side("union")->nodes;
        auto& confederate = book_.forces.side("confederate")->nodes;
        union_side.push_back(test::make_formation_node("us-army", "army"));
        union_side.push_back(test::make_unit_node("us-meade", "hq", "us-army"));
        union_side.push_back(test::make_formation_node("us-i", "command", "us-army"));
        union_side.back().attributes["chit"] = std::string("I");
        union_side.push_back(test::make_unit_node("us-hq", "hq", "us-i"));
        union_side.push_back(test::make_unit_node("us-inf", "infantry", "us-i"));
        union_side.push_back(test::make_unit_node("us-inf2", "infantry", "us-i"));
        union_side.push_back(test::make_unit_node("us-cav", "cavalry", "us-i"));
        union_side.push_back(test::make_unit_node("us-art", "artillery", "us-i"));
        confederate.push_back(test::make_unit_node("cs-inf", "infantry", ""));
        confederate.push_back(test::make_unit_node("cs-elite", "infantry", "", {{"quality", "elite"}}));
        scenario().setup.clear();
    }

    FreeformMap& map() { return book_.maps.front().freeform; }
    Scenario& scenario() { return *book_.scenario("day1"); }
    void place(const std::string& unit, double x, double y, double facing, bool column = false) {
        scenario().setup.push_back({unit, Location{MapPoint{x, y}}, UnitState::Full, facing, column});
    }
    FreeformBoard& field() {
        field_ = std::make_unique<FreeformBoard>(book_, scenario(), map());
        return *field_;
    }
    FreeformSight sight(MapPoint from, MapPoint to) { return line_of_sight(field(), {from, to, {}, {}}); }
    FreeformReach reach_of_unit(const std::string& id) {
        const FreeformBoard& f = field();
        return reach_of(f, *f.piece(id));
    }
    CommandReach command(const std::string& id) {
        const FreeformBoard& f = field();
        return command_reach(f, *f.piece(id));
    }
    CombatDice dice(const std::string& attacker, const std::string& defender, CombatKind kind) {
        const FreeformBoard& f = field();
        return combat_dice(f, rules_of(book_, scenario()).rules, *f.piece(attacker), *f.piece(defender), kind);
    }

    Book book_;
    std::unique_ptr<FreeformBoard> field_;
};

TEST_F(Field, SightIsClearOverOpenGroundUpToOneFootMove) {
    EXPECT_TRUE(sight({600, 650}, {600, 260 + 390}).clear);
    EXPECT_TRUE(sight({20, 650}, {419, 650}).clear);
    const FreeformSight far = sight({20, 650}, {421, 650});
    EXPECT_FALSE(far.clear);
    ASSERT_EQ(far.obstacles.size(), 1u);
    EXPECT_EQ(far.obstacles.front().kind, "range");
    EXPECT_EQ(far.rule, kSightRule);
}

TEST_F(Field, SightGoesIntoWoodsUpToAPiecesDepthAndNoFurther) {
    // wood-1 spans 100..300 with a hole 150..250: along y = 120 it is solid.
    EXPECT_TRUE(sight({50, 120}, {130, 120}).clear);   // 30 into the woods
    EXPECT_TRUE(sight({50, 120}, {140, 120}).clear);   // 40: a piece's depth
    const FreeformSight deep = sight({50, 120}, {150, 120});  // 50
    EXPECT_FALSE(deep.clear);
    EXPECT_EQ(deep.obstacles.front().object, "wood-1");
    EXPECT_NE(deep.summary.find("wood-1"), std::string::npos);
}

TEST_F(Field, SightGoesOntoAHillUpToItsCrestLine) {
    // hill-1's crest runs along y = 260.
    EXPECT_TRUE(sight({550, 380}, {550, 280}).clear);
    const FreeformSight beyond = sight({550, 380}, {550, 220});
    EXPECT_FALSE(beyond.clear);
    EXPECT_EQ(beyond.obstacles.front().object, "hill-1");
}

TEST_F(Field, FromAHillSightPassesOverWoodsItIsCloserToThanTheTargetIs) {
    // The copse (380..430 across) is 50 thick: more than a piece's depth.
    EXPECT_FALSE(sight({460, 320}, {320, 320}).clear);  // from open ground
    // From the hill at (460, 290): 30 to the copse, the target 60 beyond it.
    const FreeformSight over = sight({460, 290}, {320, 290});
    EXPECT_TRUE(over.clear) << over.summary;
    EXPECT_NE(over.obstacles.front().reason.find("seen over"), std::string::npos);
    // A target just behind the copse is closer to it than the observer: hidden.
    EXPECT_FALSE(sight({460, 290}, {372, 290}).clear);
}

TEST_F(Field, PiecesBlockSightButHqsAndTheEndsDoNot) {
    place("us-inf", 600, 650, 0);
    place("cs-inf", 600, 500, 180);
    place("us-inf2", 600, 575, 0);
    const FreeformSight blocked = line_of_sight(field(), {{600, 650}, {600, 500}, "us-inf", "cs-inf"});
    EXPECT_FALSE(blocked.clear);
    EXPECT_EQ(blocked.obstacles.front().object, "us-inf2");
    scenario().setup.back().unit = "us-hq";
    EXPECT_TRUE(line_of_sight(field(), {{600, 650}, {600, 500}, "us-inf", "cs-inf"}).clear);
}

TEST_F(Field, FieldOfFireIsA45DegreeArcFromTheFrontCornersToAThirdOfAFootMove) {
    place("us-inf", 600, 650, 0);  // front edge y = 630, x 540..660
    const FreeformBoard& f = field();
    const FreeformPiece& piece = *f.piece("us-inf");
    EXPECT_NEAR(area_of(fire_arc(piece, 400.0 / 3.0)), area_of(field_of_fire(f, piece)), 1.0);  // nothing blocks here
    const MultiPolygon fire = field_of_fire(f, piece);
    ASSERT_FALSE(fire.empty());
    const auto inside = [&](MapPoint p) {
        MultiPolygon dot{Polygon{box(p.x - 0.5, p.y - 0.5, p.x + 0.5, p.y + 0.5), {}}};
        return shared_area(fire, snapped(dot)) > 0.99;
    };
    EXPECT_TRUE(inside({600, 630 - 130}));        // straight ahead, within 133
    EXPECT_FALSE(inside({600, 630 - 140}));       // beyond 1/3 Foot move
    EXPECT_TRUE(inside({540 - 70, 630 - 80}));    // 41 degrees out from the front-left corner
    EXPECT_FALSE(inside({540 - 80, 630 - 60}));   // 53 degrees out
    EXPECT_FALSE(inside({600, 680}));             // behind
}

bool covers(const MultiPolygon& shape, MapPoint p) {
    return shared_area(shape, snapped(MultiPolygon{Polygon{box(p.x - 0.5, p.y - 0.5, p.x + 0.5, p.y + 0.5), {}}})) > 0.99;
}

TEST_F(Field, OnlyInfantryDragoonsAndArtilleryOutOfRoadColumnProjectAFieldOfFire) {
    place("us-inf", 600, 650, 0);
    place("us-art", 300, 650, 0);
    place("us-cav", 150, 650, 0);
    place("us-inf2", 800, 650, 0, true);
    const FreeformBoard& f = field();
    EXPECT_TRUE(projects_fire(*f.piece("us-inf")));
    EXPECT_TRUE(projects_fire(*f.piece("us-art")));
    EXPECT_FALSE(projects_fire(*f.piece("us-cav")));
    EXPECT_FALSE(projects_fire(*f.piece("us-inf2")));
    EXPECT_TRUE(field_of_fire(f, *f.piece("us-cav")).empty());
}

TEST_F(Field, SightCutsTheFieldOfFireBehindAPiece) {
    place("us-inf", 600, 650, 0);
    place("cs-inf", 600, 560, 180);  // 50 ahead of the front edge, across its middle
    const FreeformBoard& f = field();
    const MultiPolygon fire = field_of_fire(f, *f.piece("us-inf"));
    EXPECT_TRUE(covers(fire, {600, 570}));   // the enemy piece itself
    EXPECT_FALSE(covers(fire, {600, 510}));  // behind it
    EXPECT_TRUE(covers(fire, {700, 520}));   // round its side, seen past its corner
    EXPECT_GT(share_in(fire, f.piece("cs-inf")->footprint), 0.5);
}

TEST_F(Field, CommandRangeIsAThirdOfAMountedMoveFromTheHqOrTheArmyHq) {
    place("us-inf", 600, 650, 0);
    place("us-hq", 600, 650 - 40 - 260, 0);  // 260 between the footprints: within 800/3
    place("us-meade", 100, 650, 0);
    {
        const CommandReach reach = command("us-inf");
        EXPECT_EQ(reach.hq, "us-hq");
        EXPECT_NEAR(reach.to_hq, 260.0, 1e-6);
        EXPECT_NEAR(reach.range, 800.0 / 3.0, 1e-9);
        EXPECT_TRUE(reach.in_range);
    }
    scenario().setup[1].location.at.y -= 20;  // 280 away
    const CommandReach out = command("us-inf");
    EXPECT_FALSE(out.in_range);
    EXPECT_EQ(out.army_hq, "us-meade");
    EXPECT_NE(out.summary.find("out of range"), std::string::npos);
    scenario().setup[2].location.at = {600, 800};  // Meade 110 behind it
    EXPECT_TRUE(command("us-inf").in_range);
}

TEST_F(Field, CombatDiceComeFromTheTableWithHitsOnFourOrMore) {
    place("us-inf", 600, 650, 0);
    place("cs-inf", 600, 610, 180);  // front to front, in contact
    const FreeformBoard& f = field();
    const RulesData rules = rules_of(book_, scenario()).rules;
    const CombatDice melee = combat_dice(f, rules, *f.piece("us-inf"), *f.piece("cs-inf"), CombatKind::Melee);
    EXPECT_TRUE(melee.attacker.rolls) << melee.attacker.why_not;
    EXPECT_EQ(melee.attacker.dice, 3);
    EXPECT_EQ(melee.attacker.hits_on, 4);
    EXPECT_NEAR(melee.attacker.expected_hits, 1.5, 1e-9);
    EXPECT_EQ(melee.defender.dice, 3);
    const CombatDice fire = combat_dice(f, rules, *f.piece("us-inf"), *f.piece("cs-inf"), CombatKind::Fire);
    EXPECT_EQ(fire.attacker.dice, 2);
    scenario().setup[1].location.at.y = 560;  // 10 apart: no melee
    const CombatDice apart = dice("us-inf", "cs-inf", CombatKind::Melee);
    EXPECT_FALSE(apart.attacker.rolls);
    EXPECT_NE(apart.attacker.why_not.find("not in contact"), std::string::npos);
}

TEST_F(Field, CoverInWoodsAndFlankingModifyTheRoll) {
    // The defender in wood-1's solid band, the attacker south of it facing it.
    place("cs-inf", 200, 280, 0);
    place("us-inf", 200, 340, 0);
    const RulesData rules = rules_of(book_, scenario()).rules;
    {
        const FreeformBoard& f = field();
        const CombatDice dice = combat_dice(f, rules, *f.piece("us-inf"), *f.piece("cs-inf"), CombatKind::Melee);
        ASSERT_EQ(dice.attacker.modifiers.size(), 2u);  // cover, and the defender faces away: a flank attack
        EXPECT_EQ(dice.attacker.modifier, 0);
        EXPECT_NE(dice.attacker.modifiers[0].reason.find("flank"), std::string::npos);
        EXPECT_NE(dice.attacker.modifiers[1].reason.find("cover: woods"), std::string::npos);
        EXPECT_EQ(dice.defender.modifier, -1);  // firing at a piece on its flank
    }
    scenario().setup[0].facing = 180;  // faces its attacker: no flank, cover alone
    const FreeformBoard& f = field();
    const CombatDice dice = combat_dice(f, rules, *f.piece("us-inf"), *f.piece("cs-inf"), CombatKind::Melee);
    EXPECT_EQ(dice.attacker.modifier, -1);
    EXPECT_EQ(dice.attacker.hits_on, 5);
    EXPECT_EQ(dice.defender.modifier, 0);  // the attacker has no cover: it is the defender's only
}

TEST_F(Field, EliteTargetsAbsorbTheirFirstHitAndRoadColumnsAreTreatedAsFlanked) {
    place("us-inf", 600, 650, 0);
    place("cs-elite", 600, 610, 180);
    const RulesData rules = rules_of(book_, scenario()).rules;
    {
        const FreeformBoard& f = field();
        const CombatDice dice = combat_dice(f, rules, *f.piece("us-inf"), *f.piece("cs-elite"), CombatKind::Melee);
        EXPECT_NE(dice.attacker.target_quality.find("elite"), std::string::npos);
        EXPECT_TRUE(dice.defender.target_quality.empty());
    }
    scenario().setup[1] = {"cs-elite", Location{MapPoint{600, 610}}, UnitState::Full, 90.0, true};  // lengthwise, in contact
    const FreeformBoard& f = field();
    const CombatDice dice = combat_dice(f, rules, *f.piece("us-inf"), *f.piece("cs-elite"), CombatKind::Melee);
    EXPECT_EQ(dice.attacker.modifier, 1) << dice.attacker.why_not;
    EXPECT_EQ(dice.attacker.hits_on, 3);
}

TEST_F(Field, DefendersInBuildingsCannotBeFlanked) {
    place("cs-inf", 850, 180, 0);  // in the mill (100..200), its back to the mill's edge, facing away
    place("us-inf", 850, 220, 0);
    const FreeformBoard& f = field();
    const CombatDice dice = combat_dice(f, rules_of(book_, scenario()).rules, *f.piece("us-inf"), *f.piece("cs-inf"), CombatKind::Melee);
    ASSERT_EQ(dice.attacker.modifiers.size(), 2u);
    EXPECT_EQ(dice.attacker.modifiers[0].value, 0);
    EXPECT_NE(dice.attacker.modifiers[0].reason.find("cannot be flanked"), std::string::npos);
    EXPECT_EQ(dice.attacker.modifier, -1);  // cover
}

TEST_F(Field, ReachInOpenGroundIsTheMoveInAnyDirectionWithTheFreeFacingChange) {
    place("us-inf", 600, 650, 0);
    const FreeformReach reach = reach_of_unit("us-inf");
    EXPECT_EQ(reach.move_name, "Foot");
    EXPECT_TRUE(reach.formation.covers({600, 650 - 330}));   // ahead
    EXPECT_FALSE(reach.formation.covers({600, 650 - 380}));  // up hill-1's slope: reduced to 267
    EXPECT_TRUE(reach.formation.covers({600 + 330, 650}));  // to the side, after turning
    EXPECT_FALSE(reach.formation.covers({600 + 420, 650}));
    EXPECT_LT(reach.formation.area(), 3.1416 * 400 * 400);
}

TEST_F(Field, DifficultTerrainReducesTheMoveByAThirdOnce) {
    place("us-inf", 200, 40, 180);  // north of wood-1, facing it
    const FreeformReach reach = reach_of_unit("us-inf");
    EXPECT_TRUE(reach.formation.covers({200, 40 + 250}));    // into the woods: within 2/3 of 400
    EXPECT_FALSE(reach.formation.covers({200, 40 + 290}));   // beyond 267
    EXPECT_TRUE(reach.formation.covers({60, 40 + 260}));     // round the woods' west side, in the open
}

TEST_F(Field, EnemyPiecesBlockTheWayAndMarshBarsCavalry) {
    place("us-cav", 750, 440, 180);  // north of marsh-1 (700..800, 500..600)
    const FreeformReach cavalry = reach_of_unit("us-cav");
    EXPECT_EQ(cavalry.move_name, "Mounted");
    EXPECT_FALSE(cavalry.formation.covers({750, 550}));
    EXPECT_TRUE(cavalry.formation.covers({750, 650}));
    scenario().setup.front().unit = "us-inf";
    EXPECT_TRUE(reach_of_unit("us-inf").formation.covers({750, 550}));
}

TEST_F(Field, RoadColumnDoublesTheMoveAlongTheRoadAndStopsShortOfAnEnemyFieldOfFire) {
    place("us-inf", 40, 401.3, 90, true);  // on the pike, in column, heading east
    const FreeformReach free = reach_of_unit("us-inf");
    EXPECT_NEAR(free.column.allowance, 800.0, 1e-9);
    EXPECT_TRUE(free.column.covers({800, 389.5}, 20.0));
    EXPECT_FALSE(free.column.covers({900, 384.6}, 20.0));
    place("cs-inf", 600, 300, 180);  // its field of fire reaches the road
    const FreeformReach held = reach_of_unit("us-inf");
    EXPECT_FALSE(held.column.covers({800, 389.5}, 20.0));
    EXPECT_TRUE(held.column.covers({400, 408}, 20.0));
}

}  // namespace
}  // namespace sandtable::pub_battles
