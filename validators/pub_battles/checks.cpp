#include "validators/pub_battles/checks.hpp"

#include "validators/registry.hpp"

#include <algorithm>

namespace sandtable::pub_battles {

std::string rule(std::string_view section) { return "pub-battles " + std::string(section); }

bool option_in_force(const Scenario& scenario, std::string_view option) {
    return scenario.options && std::find(scenario.options->begin(), scenario.options->end(), option) != scenario.options->end();
}

const std::vector<Check>* checks() {
    static const std::vector<Check> list = {
        {"pub-battles.polygon-valid", Severity::Error, rule("How the Pieces Move: Moving"),
         "every terrain area of a free-form map is a valid polygon (Boost.Geometry's is_valid): a piece is in the terrain under "
         "the majority of it, which an invalid shape leaves undefined",
         CheckScope::Book, check_valid_polygons, true},
        {"pub-battles.terrain-overlap", Severity::Error, rule("How the Pieces Move: Moving"),
         "areas of one terrain and level do not overlap (they may touch): each place is of a terrain once; a higher hill may stand on a lower one", CheckScope::Book,
         check_terrain_overlap, true},
        {"pub-battles.stacking", Severity::Error, rule("How the Pieces Move: Moving"),
         "pieces set up at points do not stack on top of each other: no two footprints overlap (they may touch)",
         CheckScope::Scenario, check_stacking, true},
        {"pub-battles.on-map", Severity::Error, rule("How the Pieces Move: Moving"),
         "the majority of every piece set up at a point is on the map", CheckScope::Scenario, check_on_map, true},
        {"pub-battles.marsh", Severity::Error, rule("Terrain Effects: Marsh"),
         "no artillery or cavalry is set up in marsh (the majority of the piece under marsh)", CheckScope::Scenario, check_marsh, true},
        {"pub-battles.moving-intent", Severity::Warning, rule("How to Attack: Moving Intent"),
         "no piece is set up equally in two types of terrain at once (each 40% to 60% of it, within 10 points of each other)",
         CheckScope::Scenario, check_moving_intent, true},
        {"pub-battles.no-rivers", Severity::Error, rule("Gettysburg Scenario: Special Rules: Creeks"),
         "the Gettysburg map has no rivers: every creek is a stream", CheckScope::Book, check_no_rivers},
        {"pub-battles.command-hq", Severity::Error, rule("Gettysburg Scenario: Order of Battle (Base)"),
         "every command taking part has one HQ directly in it (the Artillery Reserve, chit AR, may have none) and every army "
         "its army HQ; no two commands of a side share a chit (How the Turns Work)",
         CheckScope::Scenario, check_command_hq},
        {"pub-battles.chits-in-play", Severity::Error, rule("How the Turns Work"),
         "every command with a piece in play has its chit in the cup by then: a starting chit, or a chit arriving no later "
         "than the piece",
         CheckScope::Scenario, check_chits_in_play},
        {"pub-battles.arrival", Severity::Error, rule("Gettysburg Scenario: Setup and Reinforcements"),
         "reinforcements on a free-form map enter at an entry edge or with a unit, not at a point of the map, and each entry "
         "brings the pieces and chits of one side",
         CheckScope::Scenario, check_arrival},
        {"pub-battles.accounting", Severity::Error, rule("Optional Baggage Trains"),
         "no piece of an optional rule the scenario does not play is set up or arrives: baggage trains only with Optional "
         "Baggage Trains",
         CheckScope::Scenario, check_accounting},
        {"pub-battles.command-size", Severity::Error, rule("Optional Hidden Reserves: Command Size Limits"),
         "with Optional Hidden Reserves, every command the scenario's reassignments change has at least 2 pieces and at most 1 "
         "more than the largest command of its army in the order of battle (HQs, baggage trains and detachments not counted)",
         CheckScope::Scenario, check_command_size},
        {"pub-battles.setup-contact", Severity::Warning, rule("How to Resolve Combat: Definition"),
         "no piece is set up in contact with an enemy piece or in an enemy's field of fire (1/3 Foot move ahead within 45 "
         "degrees of its front, cut by line of sight): a combat from the first turn; HQs neither attack nor are attacked",
         CheckScope::Scenario, check_setup_contact, true},
    };
    return &list;
}

const CheckRegistration registration{"pub-battles", &checks};

}  // namespace sandtable::pub_battles
