#pragma once
// What an edit changed, so that views redraw and caches rebuild exactly that: the force nodes, the
// scenarios (and in a setup the units placed and the locations they left or reached), each map's
// parts, hexes or map-space rectangle, the rules tables and the book's own properties. An undo
// step's change set is what its commands' sets add up to; undoing it changes the same things.
#include "model/hex/hex_coord.hpp"
#include "model/map_rect.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace sandtable {

// The parts of a map that are drawn or read whole: a change to one redraws the whole map.
enum class MapPart : std::uint16_t {
    Grid = 1 << 0,        // geometry, size, origin, rotation, label scheme
    Catalogues = 1 << 1,  // the terrain and hexside feature catalogues
    Roads = 1 << 2,
    Places = 1 << 3,
    Objectives = 1 << 4,
    Edges = 1 << 5,       // entry edges and their entry hexes
    Layers = 1 << 6,      // imagery and vector reference layers
    Properties = 1 << 7,  // name, CRS, map units
    Existence = 1 << 8,   // the map was added or removed
};

struct MapChange {
    std::uint16_t parts = 0;       // MapPart flags
    std::set<HexCoord> hexes;      // hexes whose terrain changed, and both hexes of a changed hexside
    std::optional<MapRect> area;   // on a map without hexes: where its contents changed

    [[nodiscard]] bool has(MapPart part) const { return (parts & static_cast<std::uint16_t>(part)) != 0; }
    // A change that the map must be redrawn whole for.
    [[nodiscard]] bool whole() const { return parts != 0; }
    void merge(const MapChange& other);
    friend bool operator==(const MapChange&, const MapChange&) = default;
};

struct ScenarioChange {
    std::set<std::string> units;      // units whose placement (location or state) changed
    std::set<std::string> locations;  // the location refs (hex labels, areas, edges) they left or reached
    // Anything else of the scenario: its map, turns, order of battle, schedule, victory conditions,
    // options, a variant's whole list of changes, or the scenario itself added or removed.
    bool other = false;

    void merge(const ScenarioChange& other);
    friend bool operator==(const ScenarioChange&, const ScenarioChange&) = default;
};

class ChangeSet {
public:
    // For an edit that cannot say what it changed: everything may have.
    [[nodiscard]] static ChangeSet everything();

    // A unit, formation or side of the forces: added, removed, moved in the tree or changed.
    ChangeSet& force_node(std::string id);
    // A unit placed, moved or taken off the map in a scenario's setup; `from` or `to` is empty
    // where it was or is off the map.
    ChangeSet& placement(const std::string& scenario, std::string unit, std::string from, std::string to);
    // Anything else of a scenario (see ScenarioChange::other).
    ChangeSet& scenario(const std::string& id);
    ChangeSet& map_part(const std::string& map, MapPart part);
    ChangeSet& hex(const std::string& map, HexCoord hex);
    ChangeSet& map_area(const std::string& map, const MapRect& area);
    ChangeSet& rules_tables();
    // The book's title and metadata, and its acknowledgements.
    ChangeSet& book_properties();

    void merge(const ChangeSet& other);

    [[nodiscard]] bool is_everything() const { return everything_; }
    [[nodiscard]] bool empty() const;
    [[nodiscard]] const std::set<std::string>& force_nodes() const { return force_nodes_; }
    [[nodiscard]] const std::map<std::string, ScenarioChange>& scenarios() const { return scenarios_; }
    [[nodiscard]] const std::map<std::string, MapChange>& maps() const { return maps_; }
    [[nodiscard]] bool rules() const { return rules_; }
    [[nodiscard]] bool properties() const { return properties_; }
    // What changed on one map; null when nothing did (and the set is not everything).
    [[nodiscard]] const MapChange* map(const std::string& id) const;
    [[nodiscard]] const ScenarioChange* scenario_change(const std::string& id) const;

    friend bool operator==(const ChangeSet&, const ChangeSet&) = default;

private:
    bool everything_ = false;
    std::set<std::string> force_nodes_;
    std::map<std::string, ScenarioChange> scenarios_;
    std::map<std::string, MapChange> maps_;
    bool rules_ = false;
    bool properties_ = false;
};

}  // namespace sandtable
