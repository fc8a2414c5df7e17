#pragma once
// What a free-form rules engine answers about a piece on a free-form map
// (model/freeform/freeform_rules_engine.hpp): where it can get to this turn, its field of fire,
// its command range, a line of sight, the dice of a combat. Each answer says the rule it applies;
// the command line writes them as JSON (freeform_answers_json.hpp) and the editor draws them.
#include "model/freeform/shapes.hpp"
#include "model/map_rect.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

// The ground a piece reaches in formation, as runs of cells of a grid along its rows.
struct FormationReach {
    double allowance = 0.0;  // map units, before difficult terrain
    std::string explanation;
    std::string rule;
    double cell = 0.0;           // the grid's cell size
    std::vector<MapRect> cells;  // reachable ground
    [[nodiscard]] double area() const;
    [[nodiscard]] bool covers(MapPoint point) const;
};

// The road a piece reaches in road column.
struct ColumnReach {
    double allowance = 0.0;  // map units along roads
    std::string explanation;
    std::string rule;
    std::vector<Polyline> stretches;  // reachable road
    [[nodiscard]] double length() const;
    [[nodiscard]] bool covers(MapPoint point, double tolerance) const;
};

struct FreeformReach {
    std::string piece;
    double move = 0.0;  // the piece's move allowance ("Foot", "Mounted")
    std::string move_name;
    FormationReach formation;
    ColumnReach column;
    // Whether the piece gets to a point this turn, in formation or in road column.
    [[nodiscard]] bool reaches(MapPoint point) const;
};

// An enemy piece and the share of it (0 to 1) in a field of fire.
struct PieceShare {
    std::string piece;
    double share = 0.0;
};

struct FireField {
    std::string piece;
    bool projects = false;   // whether the piece projects a field of fire at all
    std::string why_none;    // when it does not
    double range = 0.0;
    MultiPolygon shape;      // cut where the piece's sight is blocked
    std::vector<PieceShare> enemies;  // the enemy pieces the majority of which lie in it
    std::string rule;
};

struct CommandReach {
    std::string hq;           // the piece's own command HQ on the map, if any
    double to_hq = -1.0;      // distance to it, -1 when it is not on the map
    std::string army_hq;      // the side's army HQ on the map, if any
    double to_army_hq = -1.0;
    double range = 0.0;
    bool in_range = false;    // within range of either
    std::string summary;
    std::string rule;
    // The ground within range of each HQ (empty without one), and where each stands.
    MultiPolygon hq_ring;
    MultiPolygon army_hq_ring;
    MapPoint hq_at;
    MapPoint army_hq_at;
};

struct SightEnds {
    MapPoint from;
    MapPoint to;
    std::string observer;  // the piece looking, if any: it does not block, and its hill is its own
    std::string target;    // the piece looked at, if any: it does not block
};

// Something a sight line meets, and what it does to it.
struct SightObstacle {
    std::string kind;    // "woods", "buildings", "hills", "piece", "range"
    std::string object;  // the area or piece
    bool blocks = false;
    std::string reason;
};

struct FreeformSight {
    bool clear = true;
    double distance = 0.0;
    std::vector<SightObstacle> obstacles;
    std::string summary;
    std::string rule;
};

enum class CombatKind { Melee, Fire };
[[nodiscard]] std::string_view to_string(CombatKind kind);  // "melee", "fire"

struct DieModifier {
    int value = 0;
    std::string reason;
    std::string rule;
};

// What one piece rolls at another.
struct PieceDice {
    std::string piece;
    std::string target;
    bool rolls = false;
    std::string why_not;  // when it does not roll
    int dice = 0;
    std::vector<DieModifier> modifiers;
    int modifier = 0;
    int hits_on = 4;  // a die showing this or more hits (7: none can)
    double expected_hits = 0.0;
    std::string target_quality;  // what the target's quality does to the first hit, if anything
    std::string rule;
};

struct CombatDice {
    CombatKind kind = CombatKind::Melee;
    PieceDice attacker;  // the piece that moved to make the combat
    PieceDice defender;  // its return fire, rolled at the same time
};

}  // namespace sandtable
