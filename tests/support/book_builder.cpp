#include "support/book_builder.hpp"

#include "model/hex/hexside.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable::test {

ForceNode make_formation_node(std::string id, std::string type, std::string parent) {
    ForceNode node;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Formation;
    node.type = std::move(type);
    node.parent = std::move(parent);
    return node;
}

ReferenceLayer make_reference_layer(std::string id, ReferenceLayerKind kind, std::string path) {
    ReferenceLayer layer;
    layer.name = id;
    layer.id = std::move(id);
    layer.kind = kind;
    layer.path = std::move(path);
    return layer;
}

ForceNode make_unit_node(std::string id, std::string type, std::string parent, Attributes attributes) {
    ForceNode node;
    node.id = std::move(id);
    node.kind = ForceNodeKind::Unit;
    node.type = std::move(type);
    node.parent = std::move(parent);
    for (const auto& attribute : attributes) node.attributes[attribute.key] = attribute.value;
    return node;
}

BookBuilder::BookBuilder(std::string_view ruleset_id) : ruleset_(find_ruleset(ruleset_id)) {
    if (ruleset_ == nullptr) {
        ADD_FAILURE() << "test book: no ruleset \"" << ruleset_id << "\"";
        book_.maps.emplace_back();
        return;
    }
    book_ = new_book(*ruleset_, MapKind::Hex);
}

BookBuilder::BookBuilder(Book book) : ruleset_(find_ruleset(book.ruleset)), book_(std::move(book)) {
    if (ruleset_ == nullptr) ADD_FAILURE() << "test book: no ruleset \"" << book_.ruleset << "\"";
    if (book_.maps.empty()) {
        ADD_FAILURE() << "test book has no map to build on";
        book_.maps.emplace_back();
    }
}

BookBuilder& BookBuilder::map_id(std::string id) {
    book_.maps.front().id = std::move(id);
    return *this;
}

BookBuilder& BookBuilder::size(int columns, int rows) {
    hex_map().resize(columns, rows);
    return *this;
}

BookBuilder& BookBuilder::layout(OffsetLayout layout) {
    hex_map().grid.layout = layout;
    return *this;
}

std::optional<HexCoord> BookBuilder::find_hex(std::string_view label) const {
    const auto found = hex_map().find_label(label);
    if (!found) ADD_FAILURE() << "test map has no hex \"" << label << "\": " << found.error();
    return found.optional();
}

HexCoord BookBuilder::hex(std::string_view label) const { return find_hex(label).value_or(HexCoord{}); }

BookBuilder& BookBuilder::terrain(std::string_view label, std::initializer_list<std::string_view> terrain_ids) {
    TerrainMask mask = 0;
    for (const auto id : terrain_ids) {
        const auto bit = hex_map().terrain_index(id);
        if (!bit) {
            ADD_FAILURE() << "test map has no terrain \"" << id << "\" (asked for at " << label << ")";
            return *this;
        }
        mask |= TerrainMask{1} << *bit;
    }
    if (const auto at = find_hex(label)) hex_map().terrain.set(*hex_map().index_of(*at), mask);
    return *this;
}

BookBuilder& BookBuilder::hexside(std::string_view a, std::string_view b, std::string_view feature_id) {
    const auto from = find_hex(a);
    const auto to = find_hex(b);
    if (!from || !to) return *this;
    const auto side = hexside_between(*from, *to);
    if (!side) {
        ADD_FAILURE() << "test map: " << a << " and " << b << " are not adjacent";
        return *this;
    }
    const auto bit = hex_map().hexside_feature_index(feature_id);
    if (!bit) {
        ADD_FAILURE() << "test map has no hexside feature \"" << feature_id << "\"";
        return *this;
    }
    auto& features = hex_map().hexside_features;
    features.set(*side, features.mask(*side) | (TerrainMask{1} << *bit));
    return *this;
}

BookBuilder& BookBuilder::hexside_chain(std::initializer_list<std::string_view> labels, std::string_view feature_id) {
    const std::string_view* previous = nullptr;
    for (const auto& label : labels) {
        if (previous != nullptr) hexside(*previous, label, feature_id);
        previous = &label;
    }
    return *this;
}

BookBuilder& BookBuilder::edge(std::string id, std::string name, std::initializer_list<std::string_view> entry_labels) {
    MapEdge edge{std::move(id), std::move(name), {}};
    for (const auto label : entry_labels) {
        if (const auto at = find_hex(label)) edge.entry_hexes.push_back(*at);
    }
    hex_map().edges.push_back(std::move(edge));
    return *this;
}

BookBuilder& BookBuilder::place(std::string id, std::string name, std::string_view label) {
    if (const auto at = find_hex(label)) hex_map().places.push_back({std::move(id), std::move(name), *at});
    return *this;
}

BookBuilder& BookBuilder::objective(std::string id, std::string name, std::initializer_list<std::string_view> labels, int vp) {
    HexObjective objective{std::move(id), std::move(name), {}, vp, ""};
    for (const auto label : labels) {
        const auto at = find_hex(label);
        if (!at) return *this;
        objective.hexes.push_back(*at);
    }
    hex_map().objectives.push_back(std::move(objective));
    return *this;
}

BookBuilder& BookBuilder::node(std::string_view side_id, ForceNode node) {
    last_node_.reset();
    Side* side = book_.forces.side(side_id);
    if (side == nullptr) {
        ADD_FAILURE() << "test book has no side \"" << side_id << "\" for " << node.id;
        return *this;
    }
    if (!node.parent.empty()) {
        const auto parent = book_.forces.find(node.parent);
        if (!parent || &book_.forces.sides[parent->side] != side) {
            ADD_FAILURE() << "test book: the parent \"" << node.parent << "\" of " << node.id << " is not on side " << side_id;
            return *this;
        }
    }
    if (ruleset_ != nullptr) {
        for (const auto& [key, value] : node.attributes) {
            if (ruleset_->unit_schema.find(key) == nullptr) {
                ADD_FAILURE() << "test book: " << ruleset_->id << " has no unit attribute \"" << key << "\" (for " << node.id << ")";
                return *this;
            }
        }
    }
    side->nodes.push_back(std::move(node));
    last_node_ = NodePosition{static_cast<std::size_t>(side - book_.forces.sides.data()), side->nodes.size() - 1};
    return *this;
}

BookBuilder& BookBuilder::formation(std::string_view side, std::string id, std::string type, std::string parent) {
    return node(side, make_formation_node(std::move(id), std::move(type), std::move(parent)));
}

BookBuilder& BookBuilder::unit(std::string_view side, std::string id, std::string type, std::string parent,
                               Attributes attributes) {
    return node(side, make_unit_node(std::move(id), std::move(type), std::move(parent), attributes));
}

ForceNode* BookBuilder::last_node(std::string_view detail) {
    if (!last_node_) {
        ADD_FAILURE() << "test book: no node added just before to give the " << detail << " to";
        return nullptr;
    }
    return &book_.forces.sides[last_node_->side].nodes[last_node_->index];
}

BookBuilder& BookBuilder::echelon(std::string echelon) {
    if (ForceNode* node = last_node("echelon " + echelon)) node->echelon = std::move(echelon);
    return *this;
}

BookBuilder& BookBuilder::name(std::string name) {
    if (ForceNode* node = last_node("name " + name)) node->name = std::move(name);
    return *this;
}

BookBuilder& BookBuilder::short_name(std::string short_name) {
    if (ForceNode* node = last_node("short name " + short_name)) node->short_name = std::move(short_name);
    return *this;
}

BookBuilder& BookBuilder::scenario(std::string id, std::string name, int start_turn, int end_turn) {
    Scenario scenario;
    scenario.id = std::move(id);
    scenario.name = std::move(name);
    scenario.map = book_.maps.front().id;
    scenario.start_turn = start_turn;
    scenario.end_turn = end_turn;
    book_.scenarios.push_back(std::move(scenario));
    scenario_ = book_.scenarios.size() - 1;
    return *this;
}

Scenario* BookBuilder::current_scenario(std::string_view step) {
    if (!scenario_) {
        ADD_FAILURE() << "test book: " << step << " before any scenario";
        return nullptr;
    }
    return &book_.scenarios[*scenario_];
}

bool BookBuilder::has_unit(std::string_view id) const {
    const ForceNode* node = book_.forces.node(id);
    if (node == nullptr || node->kind != ForceNodeKind::Unit) {
        ADD_FAILURE() << "test book has no unit \"" << id << "\"";
        return false;
    }
    return true;
}

BookBuilder& BookBuilder::setup(std::string unit, std::string_view label, UnitState state) {
    Scenario* scenario = current_scenario("the setup of " + unit);
    if (scenario == nullptr || !has_unit(unit) || !find_hex(label)) return *this;
    scenario->setup.push_back({std::move(unit), {LocationKind::Hex, std::string(label)}, state});
    return *this;
}

BookBuilder& BookBuilder::arrival(std::string id, int turn, Location location, std::initializer_list<std::string> units) {
    Scenario* scenario = current_scenario("the arrival " + id);
    if (scenario == nullptr) return *this;
    if (location.kind == LocationKind::Hex && !find_hex(location.ref)) return *this;
    if (location.kind == LocationKind::Edge) {
        const auto& edges = hex_map().edges;
        if (std::none_of(edges.begin(), edges.end(), [&](const MapEdge& edge) { return edge.id == location.ref; })) {
            ADD_FAILURE() << "test map has no edge \"" << location.ref << "\" for the arrival " << id;
            return *this;
        }
    }
    for (const auto& unit : units) {
        if (!has_unit(unit)) return *this;
    }
    scenario->schedule.push_back({std::move(id), turn, std::move(location), units, {}, "", false});
    return *this;
}

}  // namespace sandtable::test
