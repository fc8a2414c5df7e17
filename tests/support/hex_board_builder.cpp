#include "support/hex_board_builder.hpp"

#include "model/hex/hexside.hpp"

#include <stdexcept>

namespace sandtable::test {

HexBoardBuilder::HexBoardBuilder(const RulesetDefinition& ruleset, OffsetLayout layout, int columns, int rows) {
    map.grid.layout = layout;
    map.grid.labels = ruleset.label_scheme;
    map.terrain_catalogue = ruleset.terrain;
    map.hexside_catalogue = ruleset.hexside_features;
    map.resize(columns, rows);
    for (const auto& def : ruleset.sides) forces.sides.push_back({def.id, def.name, {}});
}

HexCoord HexBoardBuilder::hex(std::string_view label) const {
    const auto found = map.find_label(label);
    if (!found) throw std::invalid_argument("test map has no hex " + std::string(label) + ": " + found.error);
    return *found.hex;
}

HexBoardBuilder& HexBoardBuilder::terrain(std::string_view label, std::initializer_list<std::string_view> terrain_ids) {
    TerrainMask mask = 0;
    for (const auto id : terrain_ids) {
        const auto bit = map.terrain_index(id);
        if (!bit) throw std::invalid_argument("no terrain " + std::string(id));
        mask |= TerrainMask{1} << *bit;
    }
    map.terrain.set(*map.index_of(hex(label)), mask);
    return *this;
}

HexBoardBuilder& HexBoardBuilder::hexside(std::string_view a, std::string_view b, std::string_view feature_id) {
    const auto side = hexside_between(hex(a), hex(b));
    if (!side) throw std::invalid_argument(std::string(a) + " and " + std::string(b) + " are not adjacent");
    const auto bit = map.hexside_feature_index(feature_id);
    if (!bit) throw std::invalid_argument("no hexside feature " + std::string(feature_id));
    map.hexside_features.set(*side, map.hexside_features.mask(*side) | (TerrainMask{1} << *bit));
    return *this;
}

HexBoardBuilder& HexBoardBuilder::hexside_chain(std::initializer_list<std::string_view> labels,
                                                std::string_view feature_id) {
    const std::string_view* previous = nullptr;
    for (const auto& label : labels) {
        if (previous != nullptr) hexside(*previous, label, feature_id);
        previous = &label;
    }
    return *this;
}

HexBoardBuilder& HexBoardBuilder::formation(std::string_view side, std::string id, std::string type, std::string parent) {
    ForceNode node;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Formation;
    node.type = std::move(type);
    node.parent = std::move(parent);
    forces.side(side)->nodes.push_back(std::move(node));
    return *this;
}

HexBoardBuilder& HexBoardBuilder::unit(std::string_view side, std::string id, std::string type, std::string parent,
                                       std::initializer_list<std::pair<std::string, std::int64_t>> attributes) {
    ForceNode node;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Unit;
    node.type = std::move(type);
    node.parent = std::move(parent);
    for (const auto& [key, value] : attributes) node.attributes[key] = value;
    forces.side(side)->nodes.push_back(std::move(node));
    return *this;
}

}  // namespace sandtable::test
