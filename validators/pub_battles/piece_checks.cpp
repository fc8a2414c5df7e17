// Pieces set up at points of a free-form map: not stacked, on the map, and no artillery or
// cavalry in marsh.
#include "model/freeform/piece_coverage.hpp"
#include "model/map_rect_ops.hpp"
#include "validators/pub_battles/checks.hpp"
#include "validators/pub_battles/shared_out.hpp"

#include <cmath>
#include <fmt/format.h>
#include <iterator>

namespace sandtable::pub_battles {

namespace {

// The marsh entry of the ruleset's catalogue (model/rulesets/pub_battles).
constexpr std::string_view kMarsh = "marsh";

struct StandingPiece {
    const Placement* placement = nullptr;
    PieceFootprint footprint;
};

// The scenario's pieces at points of its free-form map, and the map; none on other maps.
std::vector<StandingPiece> standing_pieces_of(const ValidationContext& context, const FreeformMap*& map) {
    std::vector<StandingPiece> pieces;
    const GameMap* game_map = context.book.map(context.scenario->map);
    map = game_map != nullptr && game_map->kind == MapKind::Freeform ? &game_map->freeform : nullptr;
    if (map == nullptr) return pieces;
    const PieceSize size = piece_size(*map);
    for (const Placement& placement : context.scenario->setup) {
        if (placement.location.kind != LocationKind::Point || placement.state == UnitState::Eliminated) continue;
        pieces.push_back({&placement, piece_footprint(placement.location.at, placement.facing, placement.road_column, size)});
    }
    return pieces;
}

// The pieces a check looks at: every one, or near an edit those meeting the region.
std::vector<StandingPiece> looked_at(const ValidationContext& context, std::vector<StandingPiece> pieces) {
    if (!context.region) return pieces;
    std::erase_if(pieces, [&](const StandingPiece& piece) { return !context.looks_at(bounds_of(piece.footprint)); });
    return pieces;
}

// The map's areas ready for queries: near an edit only those a piece meeting the region can be on.
AreaLookup areas_for(const ValidationContext& context, const FreeformMap& map) {
    if (!context.region) return AreaLookup(map);
    const PieceSize size = piece_size(map);
    const double reach = std::hypot(size.width, size.depth);
    return AreaLookup(map, widened(*context.region, reach));
}

}  // namespace

void check_stacking(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const FreeformMap* map = nullptr;
    const std::vector<StandingPiece> pieces = standing_pieces_of(context, map);
    if (pieces.empty()) return;
    const double whole = footprint_area(pieces.front().footprint);
    std::vector<MapRect> bounds;
    bounds.reserve(pieces.size());
    for (const StandingPiece& piece : pieces) bounds.push_back(bounds_of(piece.footprint));
    const ShapeIndex index(bounds);
    for_each_item_shared_out(pieces.size(), sink, [&](std::size_t i, DiagnosticSink& found) {
        for (const std::size_t j : index.meeting(bounds[i])) {
            if (j <= i || (!context.looks_at(bounds[i]) && !context.looks_at(bounds[j]))) continue;
            const double shared = overlap_area(pieces[i].footprint, pieces[j].footprint);
            // Pieces set side by side touch; a sliver of rounding is not a stack.
            if (shared <= whole * 1e-6) continue;
            const std::string& a = pieces[i].placement->unit;
            const std::string& b = pieces[j].placement->unit;
            found.report(check.diagnostic(fmt::format("{} and {} overlap ({:.0f}% of a piece): pieces do not stack on top of each other",
                                                      context.book.forces.name_of(a), context.book.forces.name_of(b), 100.0 * shared / whole),
                                          {{"unit", a}, {"unit", b}}, context));
        }
    });
}

void check_on_map(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const FreeformMap* map = nullptr;
    for (const StandingPiece& piece : looked_at(context, standing_pieces_of(context, map))) {
        const double on_map = share_inside(piece.footprint, map->extent);
        if (on_map > 0.5) continue;
        const std::string& unit = piece.placement->unit;
        sink.report(check.diagnostic(fmt::format("{} has {:.0f}% of itself on the map: the majority of a piece is on the map",
                                                 context.book.forces.name_of(unit), 100.0 * on_map),
                                     {{"unit", unit}}, context));
    }
}

void check_marsh(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const FreeformMap* map = nullptr;
    const std::vector<StandingPiece> pieces = looked_at(context, standing_pieces_of(context, map));
    if (pieces.empty()) return;
    const AreaLookup areas = areas_for(context, *map);
    for_each_item_shared_out(pieces.size(), sink, [&](std::size_t i, DiagnosticSink& found) {
        const StandingPiece& piece = pieces[i];
        const std::string& unit = piece.placement->unit;
        const ForceNode* node = context.book.forces.node(unit);
        if (node == nullptr || (node->type != "artillery" && node->type != "cavalry")) return;
        const double in_marsh = share_of_terrain(areas, piece.footprint, kMarsh);
        if (in_marsh <= 0.5) return;
        found.report(check.diagnostic(fmt::format("{} ({}) is in marsh ({:.0f}% of it): no artillery or cavalry in marsh",
                                                  context.book.forces.name_of(unit), node->type, 100.0 * in_marsh),
                                      {{"unit", unit}}, context));
    });
}

}  // namespace sandtable::pub_battles

namespace sandtable::pub_battles {

void check_moving_intent(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const FreeformMap* map = nullptr;
    const std::vector<StandingPiece> pieces = looked_at(context, standing_pieces_of(context, map));
    if (pieces.empty()) return;
    const AreaLookup areas = areas_for(context, *map);
    for_each_item_shared_out(pieces.size(), sink, [&](std::size_t index, DiagnosticSink& found) {
        const StandingPiece& piece = pieces[index];
        const std::map<std::string, double> shares = terrain_shares(areas, piece.footprint);
        for (auto a = shares.begin(); a != shares.end(); ++a) {
            for (auto b = std::next(a); b != shares.end(); ++b) {
                // Side by side, not one over the other (woods on a hill): the two make up the piece.
                const bool even = a->second >= 0.4 && a->second <= 0.6 && b->second >= 0.4 && b->second <= 0.6 &&
                                  std::abs(a->second - b->second) <= 0.1 && a->second + b->second <= 1.05;
                if (!even) continue;
                const auto name = [&](const std::string& terrain) {
                    const FreeformTerrainDef* def = map->terrain(terrain);
                    return terrain.empty() ? std::string("open ground") : def != nullptr ? def->name : terrain;
                };
                const std::string& unit = piece.placement->unit;
                found.report(check.diagnostic(fmt::format("{} is equally in {} ({:.0f}%) and {} ({:.0f}%): move so that the terrain is clear",
                                                          context.book.forces.name_of(unit), name(a->first), 100.0 * a->second, name(b->first),
                                                          100.0 * b->second),
                                              {{"unit", unit}}, context));
            }
        }
    });
}

}  // namespace sandtable::pub_battles
