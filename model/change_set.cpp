#include "model/change_set.hpp"

namespace sandtable {

void MapChange::merge(const MapChange& other) {
    parts |= other.parts;
    hexes.insert(other.hexes.begin(), other.hexes.end());
    if (other.area) area = area ? unite(*area, *other.area) : *other.area;
}

void ScenarioChange::merge(const ScenarioChange& change) {
    units.insert(change.units.begin(), change.units.end());
    locations.insert(change.locations.begin(), change.locations.end());
    other = other || change.other;
}

ChangeSet ChangeSet::everything() {
    ChangeSet all;
    all.everything_ = true;
    return all;
}

ChangeSet& ChangeSet::force_node(std::string id) {
    force_nodes_.insert(std::move(id));
    return *this;
}

ChangeSet& ChangeSet::placement(const std::string& scenario, std::string unit, std::string from, std::string to) {
    ScenarioChange& change = scenarios_[scenario];
    change.units.insert(std::move(unit));
    if (!from.empty()) change.locations.insert(std::move(from));
    if (!to.empty()) change.locations.insert(std::move(to));
    return *this;
}

ChangeSet& ChangeSet::scenario(const std::string& id) {
    scenarios_[id].other = true;
    return *this;
}

ChangeSet& ChangeSet::map_part(const std::string& map, MapPart part) {
    maps_[map].parts |= static_cast<std::uint16_t>(part);
    return *this;
}

ChangeSet& ChangeSet::hex(const std::string& map, HexCoord hex) {
    maps_[map].hexes.insert(hex);
    return *this;
}

ChangeSet& ChangeSet::map_area(const std::string& map, const MapRect& area) {
    MapChange change;
    change.area = area;
    maps_[map].merge(change);
    return *this;
}

ChangeSet& ChangeSet::rules_tables() {
    rules_ = true;
    return *this;
}

ChangeSet& ChangeSet::book_properties() {
    properties_ = true;
    return *this;
}

void ChangeSet::merge(const ChangeSet& other) {
    everything_ = everything_ || other.everything_;
    force_nodes_.insert(other.force_nodes_.begin(), other.force_nodes_.end());
    for (const auto& [id, change] : other.scenarios_) scenarios_[id].merge(change);
    for (const auto& [id, change] : other.maps_) maps_[id].merge(change);
    rules_ = rules_ || other.rules_;
    properties_ = properties_ || other.properties_;
}

bool ChangeSet::empty() const {
    return !everything_ && force_nodes_.empty() && scenarios_.empty() && maps_.empty() && !rules_ && !properties_;
}

const MapChange* ChangeSet::map(const std::string& id) const {
    const auto found = maps_.find(id);
    return found != maps_.end() ? &found->second : nullptr;
}

const ScenarioChange* ChangeSet::scenario_change(const std::string& id) const {
    const auto found = scenarios_.find(id);
    return found != scenarios_.end() ? &found->second : nullptr;
}

}  // namespace sandtable
