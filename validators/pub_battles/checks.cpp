#include "validators/pub_battles/checks.hpp"

namespace sandtable::pub_battles {

namespace {
std::string rule(const char* section) { return std::string("pub-battles ") + section; }
}  // namespace

const std::vector<Check>* checks() {
    static const std::vector<Check> list = {
        {"pub-battles.polygon-valid", Severity::Error, rule("How the Pieces Move: Moving"),
         "every terrain area of a free-form map is a valid polygon (Boost.Geometry's is_valid): a piece is in the terrain under "
         "the majority of it, which an invalid shape leaves undefined",
         CheckScope::Book, check_valid_polygons},
        {"pub-battles.terrain-overlap", Severity::Error, rule("How the Pieces Move: Moving"),
         "areas of one terrain and level do not overlap (they may touch): each place is of a terrain once; a higher hill may stand on a lower one", CheckScope::Book,
         check_terrain_overlap},
        {"pub-battles.stacking", Severity::Error, rule("How the Pieces Move: Moving"),
         "pieces set up at points do not stack on top of each other: no two footprints overlap (they may touch)",
         CheckScope::Scenario, check_stacking},
        {"pub-battles.on-map", Severity::Error, rule("How the Pieces Move: Moving"),
         "the majority of every piece set up at a point is on the map", CheckScope::Scenario, check_on_map},
        {"pub-battles.marsh", Severity::Error, rule("Terrain Effects: Marsh"),
         "no artillery or cavalry is set up in marsh (the majority of the piece under marsh)", CheckScope::Scenario, check_marsh},
        {"pub-battles.moving-intent", Severity::Warning, rule("How to Attack: Moving Intent"),
         "no piece is set up equally in two types of terrain at once (each 40% to 60% of it, within 10 points of each other)",
         CheckScope::Scenario, check_moving_intent},
        {"pub-battles.no-rivers", Severity::Error, rule("Gettysburg Scenario: Special Rules: Creeks"),
         "the Gettysburg map has no rivers: every creek is a stream", CheckScope::Book, check_no_rivers},
    };
    return &list;
}

}  // namespace sandtable::pub_battles
