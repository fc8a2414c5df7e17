// Pieces set up in contact with, or in the field of fire of, an enemy piece: a combat at once
// ("How to Resolve Combat: Definition": a Combat is two opposing pieces in Melee (contact) or a Fire
// Fight (in FoF)), which a scenario's setup seldom means.
#include "model/freeform/piece_coverage.hpp"
#include "model/map_rect_ops.hpp"
#include "model/freeform/freeform_board.hpp"
#include "model/scenario_map.hpp"
#include "model/rulesets/pub_battles/command_range.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"
#include "validators/pub_battles/checks.hpp"
#include "validators/pub_battles/shared_out.hpp"

#include <fmt/format.h>

#include <optional>
#include <utility>

namespace sandtable::pub_battles {

namespace {

// HQs cannot attack or be attacked (How the Pieces Move: HQs).
bool fights(const FreeformPiece& piece) { return piece.type != "hq"; }

}  // namespace

void check_setup_contact(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const FreeformMap* map = scenario_freeform_map(context.book, *context.scenario);
    if (map == nullptr || context.scenario->setup.empty()) return;
    const double range = map->measures.foot_move / 3.0;
    const PieceSize size = piece_size(*map);
    // How far from a piece its field of fire may reach: the arc's far corners beyond a piece's width.
    const double fire_reach = 1.5 * range + size.width;
    // Near an edit, a finding is looked for when either piece is in the region, so every piece whose
    // fire may reach the region fires, over the areas its sight may cross.
    std::optional<MapRect> firers;
    std::optional<FreeformBoard> near;
    if (context.region) {
        firers = widened(*context.region, fire_reach);
        near.emplace(context.book, *context.scenario, *map, widened(*firers, fire_reach));
    }
    const FreeformBoard field = near ? std::move(*near) : FreeformBoard(context.book, *context.scenario, *map);
    const double contact = size.depth * 0.01;
    const auto fires = [&](const FreeformPiece& piece) {
        if (!fights(piece)) return false;
        if (!firers) return true;
        return meets(bounds_of(piece.footprint), *firers);
    };
    const auto& pieces = field.pieces();
    for_each_item_shared_out(pieces.size(), sink, [&](std::size_t i, DiagnosticSink& found) {
        const FreeformPiece& piece = pieces[i];
        if (!fires(piece)) return;
        const auto report = [&](const FreeformPiece& a, const FreeformPiece& b, const std::string& what) {
            if (!context.looks_at(bounds_of(a.footprint)) && !context.looks_at(bounds_of(b.footprint))) return;
            found.report(check.diagnostic(fmt::format("{}: a combat from the first turn", what), {{"unit", a.id}, {"unit", b.id}}, context));
        };
        const MapRect own = bounds_of(piece.footprint);
        for (const FreeformPiece* other : field.pieces_meeting(widened(own, contact))) {
            // A pair in contact is reported once, by the first of the two that looks.
            if (other->side == piece.side || !fights(*other) || (other < &piece && fires(*other))) continue;
            if (footprint_distance(piece.footprint, other->footprint) <= contact) {
                const bool first = &piece < other;
                report(first ? piece : *other, first ? *other : piece,
                       fmt::format("{} and {} are set up in contact", first ? piece.name : other->name, first ? other->name : piece.name));
            }
        }
        if (range <= 0.0 || !projects_fire(piece)) return;
        const MultiPolygon arc = fire_arc(piece, range);
        for (const FreeformPiece* other : field.pieces_meeting(widened(own, fire_reach))) {
            if (other->side == piece.side || !fights(*other) || share_in(arc, other->footprint) <= 0.5) continue;
            if (footprint_distance(piece.footprint, other->footprint) <= contact) continue;  // reported as contact
            if (share_in_fire(field, piece, *other) > 0.5) {
                report(*other, piece, fmt::format("{} is set up in the field of fire of {}", other->name, piece.name));
            }
        }
    });
}

}  // namespace sandtable::pub_battles
