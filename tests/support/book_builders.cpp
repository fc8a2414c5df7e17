#include "support/book_builders.hpp"

namespace sandtable::test {

ForceNode force_unit(std::string id, std::string type, std::string parent,
                     std::initializer_list<std::pair<std::string, std::int64_t>> attributes) {
    ForceNode node;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Unit;
    node.type = std::move(type);
    node.parent = std::move(parent);
    node.echelon = "division";
    for (const auto& [key, value] : attributes) node.attributes[key] = value;
    return node;
}

ForceNode force_formation(std::string id, std::string type, std::string parent) {
    ForceNode node;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Formation;
    node.echelon = type;
    node.type = std::move(type);
    node.parent = std::move(parent);
    return node;
}

void set_terrain(HexMap& map, std::string_view label, std::initializer_list<std::string_view> terrain_ids) {
    TerrainMask mask = 0;
    for (const auto id : terrain_ids) mask |= TerrainMask{1} << *map.terrain_index(id);
    map.terrain.set(*map.index_of(*map.find_label(label).hex), mask);
}

}  // namespace sandtable::test
