#include "model/hex_stacks.hpp"

#include <algorithm>

namespace sandtable {

namespace {
bool on_map_in_a_hex(const Placement& placement) {
    return placement.location.kind == LocationKind::Hex && placement.state != UnitState::Eliminated;
}
}  // namespace

std::vector<std::string> units_in_hex(const Scenario& resolved, const HexMap& map, HexCoord hex) {
    std::vector<std::string> units;
    const std::string label = map.label(hex);
    for (const auto& placement : resolved.setup) {
        if (on_map_in_a_hex(placement) && placement.location.ref == label) units.push_back(placement.unit);
    }
    return units;
}

std::vector<std::string> units_in_hexes(const Scenario& resolved, const HexMap& map, const std::vector<HexCoord>& hexes) {
    std::vector<std::string> units;
    for (const HexCoord hex : hexes) {
        for (auto& unit : units_in_hex(resolved, map, hex)) units.push_back(std::move(unit));
    }
    return units;
}

std::vector<HexCoord> hexes_with_units(const Scenario& resolved, const HexMap& map) {
    std::vector<HexCoord> hexes;
    for (const auto& placement : resolved.setup) {
        if (!on_map_in_a_hex(placement)) continue;
        const auto found = map.find_label(placement.location.ref);
        if (found && std::find(hexes.begin(), hexes.end(), *found) == hexes.end()) hexes.push_back(*found);
    }
    return hexes;
}

}  // namespace sandtable
