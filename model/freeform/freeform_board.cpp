#include "model/freeform/freeform_board.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/scenario_forces.hpp"

#include <algorithm>
#include <optional>
#include <string_view>
#include <unordered_map>

namespace sandtable {

namespace {

constexpr std::string_view kHills = "hills";

std::string text_attribute(const ForceNode& node, const std::string& key) {
    const auto found = node.attributes.find(key);
    if (found == node.attributes.end()) return {};
    const auto* text = std::get_if<std::string>(&found->second);
    return text != nullptr ? *text : std::string{};
}

// The forces' nodes by id, looked up once for the many placements of a large scenario.
class NodeIndex {
public:
    explicit NodeIndex(const Forces& forces) : forces_(forces) {
        for (std::size_t s = 0; s < forces.sides.size(); ++s) {
            for (std::size_t i = 0; i < forces.sides[s].nodes.size(); ++i) positions_.emplace(forces.sides[s].nodes[i].id, NodePosition{s, i});
        }
    }
    [[nodiscard]] std::optional<NodePosition> find(std::string_view id) const {
        const auto found = positions_.find(id);
        return found != positions_.end() ? std::optional<NodePosition>(found->second) : std::nullopt;
    }
    [[nodiscard]] const ForceNode* node(std::string_view id) const {
        const auto position = find(id);
        return position ? &forces_.sides[position->side].nodes[position->index] : nullptr;
    }

private:
    const Forces& forces_;
    std::unordered_map<std::string_view, NodePosition> positions_;
};

// The formation of type command or army a node is played under.
std::string command_of(const NodeIndex& nodes, const ForceNode& unit) {
    std::string parent = unit.parent;
    while (!parent.empty()) {
        const ForceNode* formation = nodes.node(parent);
        if (formation == nullptr) break;
        if (formation->type == "command" || formation->type == "army") return formation->id;
        parent = formation->parent;
    }
    return {};
}

std::vector<MapRect> bounds_of_pieces(const std::vector<FreeformPiece>& pieces) {
    std::vector<MapRect> bounds;
    bounds.reserve(pieces.size());
    for (const FreeformPiece& piece : pieces) bounds.push_back(bounds_of(piece.footprint));
    return bounds;
}

std::vector<FreeformPiece> pieces_on(const Book& book, const Scenario& scenario, PieceSize size) {
    const Forces forces = forces_of(book, scenario).forces;
    const NodeIndex nodes(forces);
    std::vector<FreeformPiece> pieces;
    for (const Placement& placement : scenario.setup) {
        if (placement.location.kind != LocationKind::Point || placement.state == UnitState::Eliminated) continue;
        const auto position = nodes.find(placement.unit);
        if (!position) continue;
        const Side& side = forces.sides[position->side];
        const ForceNode& node = side.nodes[position->index];
        if (node.kind != ForceNodeKind::Unit) continue;
        FreeformPiece piece;
        piece.id = node.id;
        piece.name = node.name.empty() ? node.id : node.name;
        piece.side = side.id;
        piece.type = node.type;
        piece.quality = text_attribute(node, "quality");
        piece.command = command_of(nodes, node);
        const ForceNode* command = nodes.node(piece.command);
        piece.army_hq = node.type == "hq" && command != nullptr && command->type == "army";
        piece.centre = placement.location.at;
        piece.facing = placement.facing;
        piece.road_column = placement.road_column;
        piece.footprint = piece_footprint(piece.centre, piece.facing, piece.road_column, size);
        pieces.push_back(std::move(piece));
    }
    return pieces;
}

}  // namespace

FreeformBoard::FreeformBoard(const Book& book, const Scenario& scenario, const FreeformMap& map)
    : book_(book),
      scenario_(scenario),
      map_(map),
      areas_(map),
      size_(sandtable::piece_size(map)),
      pieces_(pieces_on(book, scenario, size_)),
      piece_index_(bounds_of_pieces(pieces_)) {}

FreeformBoard::FreeformBoard(const Book& book, const Scenario& scenario, const FreeformMap& map, const MapRect& within)
    : book_(book),
      scenario_(scenario),
      map_(map),
      areas_(map, within),
      size_(sandtable::piece_size(map)),
      pieces_(pieces_on(book, scenario, size_)),
      piece_index_(bounds_of_pieces(pieces_)) {}

const FreeformPiece* FreeformBoard::piece(std::string_view id) const {
    const auto found = std::find_if(pieces_.begin(), pieces_.end(), [&](const FreeformPiece& piece) { return piece.id == id; });
    return found != pieces_.end() ? &*found : nullptr;
}

std::vector<const FreeformPiece*> FreeformBoard::pieces_meeting(const MapRect& rect) const {
    std::vector<const FreeformPiece*> found;
    for (const std::size_t i : piece_index_.meeting(rect)) found.push_back(&pieces_[i]);
    return found;
}

const FreeformPiece* FreeformBoard::command_hq(const FreeformPiece& piece) const {
    if (piece.command.empty()) return nullptr;
    for (const FreeformPiece& other : pieces_) {
        if (other.type == "hq" && other.command == piece.command && other.side == piece.side) return &other;
    }
    return nullptr;
}

const FreeformPiece* FreeformBoard::army_hq(std::string_view side) const {
    const auto found = std::find_if(pieces_.begin(), pieces_.end(),
                                    [&](const FreeformPiece& piece) { return piece.army_hq && piece.side == side; });
    return found != pieces_.end() ? &*found : nullptr;
}

int FreeformBoard::hill_level_at(MapPoint point) const {
    int level = 0;
    for (const TerrainArea* area : areas_.near(MapRect{point, point})) {
        if (area->terrain != kHills || !boost::geometry::covered_by(point, area->shape)) continue;
        level = std::max(level, area->level.value_or(1));
    }
    return level;
}

int FreeformBoard::hill_level_of(const PieceFootprint& footprint) const {
    int level = 0;
    for (const TerrainArea* area : areas_.near(bounds_of(footprint))) {
        if (area->terrain != kHills) continue;
        const int here = area->level.value_or(1);
        if (here <= level) continue;
        const MultiPolygon piece{footprint_polygon(footprint)};
        if (shared_area(piece, area->shape) > 0.5 * footprint_area(footprint)) level = here;
    }
    return level;
}

}  // namespace sandtable
