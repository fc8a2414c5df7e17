#include "model/rulesets/pub_battles/definition.hpp"

#include "model/rulesets/definition_builders.hpp"
#include "model/rulesets/pub_battles/engine.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <string>
#include <utility>
#include <vector>

namespace sandtable::rulesets::pub_battles {
namespace {

// The rulebook's sections are unnumbered, so citations name the section heading.

constexpr RuleCitation rule{"pub-battles"};

UnitSchema unit_schema() {
    UnitSchema schema;
    // Dragoons appear in the combat dice table; baggage trains belong to the optional Baggage Trains rule.
    // The order of battle lists four detachments a side beside the commands ("Detachments: 4") and no
    // rule brings them onto the map, so a scenario need not set them up.
    schema.unit_types = {"hq", "infantry", "cavalry", "artillery", "dragoons", "baggage-train", "detachment"};
    schema.off_map_types = {"detachment"};
    schema.formation_types = {"army", "command"};
    // "Several Commands (Corps or Wings) make up an Army" (How the Turns Work).
    schema.echelons = {"army", "corps", "wing"};

    // Most pieces have no quality; the order of battle marks a few as elite (I Hood L, C Hampton).
    auto quality = attribute("quality", "Unit quality", AttributeType::Enum,
                             {"infantry", "cavalry", "artillery", "dragoons"}, rule("Unit Quality"));
    quality.choices = {"elite", "militia"};
    quality.optional = true;
    // An HQ alters the move order by rolling its rating or less on a die; the Gettysburg scenario gives
    // both armies a rating of 3.
    auto command_rating =
        attribute("command-rating", "Command rating", AttributeType::Integer, {"hq"}, rule("How to Alter Turn Order"));
    command_rating.min = 1;
    command_rating.max = 6;
    // Each Command moves when its chit is pulled from the cup; the Army HQ has none.
    auto chit = attribute("chit", "Command chit", AttributeType::Text, {"command"}, rule("How the Turns Work"));
    chit.required = true;
    quality.heading = "Quality";
    command_rating.heading = "Rating";
    chit.heading = "Chit";
    schema.attributes = {quality, command_rating, chit};
    return schema;
}

RulesTable terrain_effects() {
    // The Flanking row's cells are printed apart from the chart, at the end of the rulebook text.
    return {{"terrain-effects", "Terrain effects", rule("Terrain Effects"),
             {text_column("terrain", "Terrain"), text_column("movement", "Movement"), text_column("combat", "Combat")}},
            {{"Woods", "Reduced.", "Cover for Defender."},
             {"Buildings", "Pieces in Buildings become Spent and cannot Rally.",
              "Cover for Defender. Defenders cannot be Flanked."},
             {"Hills", "Reduced to cross a slope.", "Cover for Defender if Attacker moved from lower ground."},
             {"Streams", "Reduced to cross.", "No effect."},
             {"Rivers", "Reduced. Cross only at bridges or fords.",
              "Treat pieces attacking across a River as flanked for 1st round only."},
             {"Marsh", "Reduced. No Artillery or Cavalry.", "No effect."},
             {"Road Column", "Pay 1/3 move to change. 2x.", "Treat as Flanked for combat."},
             {"Flanking", "N/A",
              "+1 to die rolls if firing at the flank of a piece. -1 to die rolls if firing at a piece on your "
              "flank."}}};
}

RulesTable terrain_terms() {
    return {{"terrain-terms", "Terrain effect terms", rule("Terrain Effects"),
             {text_column("term", "Term"), text_column("meaning", "Meaning")}},
            {{"Reduced",
              "Moving through any or all of the difficult terrain types, reduce movement by 1/3. This is in "
              "addition to any Formation and Road Column change costs."},
             {"Cover", "-1 to Attacker's die rolls if the Defender has Cover. Woods on a Hill is still -1, not -2."}}};
}

RulesTable combat_dice() {
    // Results of 4 or higher inflict hits.
    return {{"combat-dice",
             "Dice rolled by each piece",
             rule("How to Resolve Combat"),
             {text_column("piece", "Piece"), integer_column("melee-dice", "Melee Dice"),
              integer_column("fire-dice", "Fire Dice")}},
            {{"Infantry", "3", "2"}, {"Artillery", "3", "3"}, {"Cavalry", "3", "0"}, {"Dragoons", "2", "1"}}};
}

RulesTable hit_results() {
    return {{"hit-results", "Applying hits", rule("How to Resolve Combat"),
             {text_column("piece", "Piece"), text_column("result", "Result")}},
            {{"Fresh piece", "is flipped to Spent"},
             {"Spent piece", "must retreat"},
             {"Already Retreated piece", "is destroyed"}}};
}

RulesTable command_ratings() {
    return {{"command-ratings", "Command ratings", rule("Gettysburg Scenario: Command Ratings"),
             {text_column("side", "Side"), integer_column("rating", "Command rating")}},
            {{"confederate", "3"}, {"union", "3"}}};
}

// Reassigning pieces before the game (Optional Hidden Reserves) keeps each command between these sizes:
// at least 2 pieces, and at most 1 more than the largest command of its army in the order of battle.
RulesTable command_size_limits() {
    return {{"command-size-limits", "Command size limits", rule("Optional Hidden Reserves: Command Size Limits"),
             {text_column("limit", "Limit"), integer_column("pieces", "Pieces")}},
            {{"Min", "2"}, {"Max over the largest historical command", "1"}}};
}

// The scenario prints no turn record. Its reinforcement tables number each day's turns 1 to 8 and then
// a Night turn; the Day 3 length is not given and is taken to match, with no night after the last day.
std::vector<Turn> turn_track() {
    std::vector<Turn> turns;
    for (int day = 1; day <= 3; ++day) {
        const std::string date = "Day " + std::to_string(day);
        for (int turn = 1; turn <= 8; ++turn) turns.push_back({date + " Turn " + std::to_string(turn), false});
        if (day < 3) turns.push_back({date + " Night", true});
    }
    return turns;
}

}  // namespace

RulesetDefinition definition() {
    RulesetDefinition ruleset;
    ruleset.id = "pub-battles";
    ruleset.display_name = "Pub Battles: Gettysburg – Shall I Advance?";
    ruleset.rulebook = ruleset.id;
    ruleset.map_kinds = {MapKind::Freeform};
    ruleset.sides = {{"union", "Union (Army of the Potomac)", kUnionBlue},
                     {"confederate", "Confederate (Army of Northern Virginia)", kConfederateGrey}};
    ruleset.unit_schema = unit_schema();
    add_table(ruleset, terrain_effects());
    add_table(ruleset, terrain_terms());
    add_table(ruleset, combat_dice());
    add_table(ruleset, hit_results());
    add_table(ruleset, command_ratings());
    add_table(ruleset, command_size_limits());
    ruleset.turn_track = turn_track();
    ruleset.optional_rules = {{"hidden-reserves", "Optional Hidden Reserves", rule("Optional Hidden Reserves"), {}},
                              {"baggage-trains", "Optional Baggage Trains", rule("Optional Baggage Trains"), {}, {"baggage-train"}},
                              {"multi-player", "Optional Multi Player Rules", rule("Optional Multi Player Rules"), {}},
                              {"hq-alter", "Optional HQ Alter", rule("Optional HQ Alter"), {}},
                              {"written-orders", "Optional Written Orders", rule("Optional Written Orders"), {}}};
    // Creeks on the Gettysburg map are streams and it has no rivers (scenario: Creeks); the scenario
    // tells major roads from minor ones (scenario: Road Column).
    const auto area = [](std::string id, std::string name, std::string colour, FillPattern pattern) {
        return FreeformTerrainDef{std::move(id), std::move(name), std::move(colour), GeometryKind::Area, pattern, LineStyle::Solid,
                                  kDefaultLineWidth};
    };
    const auto line = [](std::string id, std::string name, std::string colour, LineStyle style, double width) {
        return FreeformTerrainDef{std::move(id), std::move(name), std::move(colour), GeometryKind::Line, FillPattern::Solid, style, width};
    };
    const auto point = [](std::string id, std::string name, std::string colour) {
        return FreeformTerrainDef{std::move(id), std::move(name), std::move(colour), GeometryKind::Point, FillPattern::Solid,
                                  LineStyle::Solid, kDefaultLineWidth};
    };
    ruleset.freeform_terrain = {area("woods", "Woods", "#2e7d32", FillPattern::Trees),
                                area("buildings", "Buildings", "#b23a3a", FillPattern::CrossHatch),
                                area("hills", "Hills", "#c49a5a", FillPattern::Solid),
                                area("marsh", "Marsh", "#6b8e7f", FillPattern::Marsh),
                                line("stream", "Stream", "#1e88e5", LineStyle::Solid, 2.0),
                                line("river", "River", "#0d47a1", LineStyle::Solid, 5.0),
                                line("major-road", "Major road", "#5d4037", LineStyle::Double, 3.0),
                                line("minor-road", "Minor road", "#a1887f", LineStyle::Dashed, 2.0),
                                point("bridge", "Bridge", "#424242"),
                                point("ford", "Ford", "#1565c0")};
    static const sandtable::pub_battles::Engine engine;
    ruleset.engines.freeform = &engine;
    return ruleset;
}

const RulesetRegistration registration{4, &definition};

}  // namespace sandtable::rulesets::pub_battles
