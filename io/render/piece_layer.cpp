#include "io/render/cairo_drawing.hpp"
#include "io/render/counter_face.hpp"
#include "io/render/freeform_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/unit_counter.hpp"
#include "model/book.hpp"
#include "model/freeform/piece_footprint.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sandtable {

namespace {

// Below this many pixels of depth a piece is a plain oriented block: no symbol, no name.
constexpr double kMinDetailedDepthPx = 12.0;
// The front edge's mark: a dark band this share of the depth.
constexpr double kFrontMarkShare = 0.18;

void draw_piece(const FreeformLayerContext& context, const Placement& placement, const CounterFace& face, PieceSize size) {
    cairo_t* cr = context.cr;
    const DevicePoint centre = context.device(placement.location.at);
    const double scale = context.view.scale;
    // Across the facing and along it, in pixels: lengthwise in road column.
    const double across = (placement.road_column ? size.depth : size.width) * scale;
    const double along = (placement.road_column ? size.width : size.depth) * scale;
    cairo_save(cr);
    cairo_translate(cr, centre.x, centre.y);
    // Cairo's angles grow from +x towards +y, clockwise on screen, as facings do; facing 0 is up.
    cairo_rotate(cr, placement.facing * std::numbers::pi / 180.0);
    cairo_rectangle(cr, -across / 2.0, -along / 2.0, across, along);
    set_source(cr, face.fill);
    cairo_fill_preserve(cr);
    set_source(cr, palette::kCounterEdge);
    cairo_set_line_width(cr, std::max(0.75, std::min(across, along) * 0.05));
    cairo_stroke(cr);
    // The front edge.
    const double mark = std::max(1.5, along * kFrontMarkShare);
    cairo_rectangle(cr, -across / 2.0, -along / 2.0, across, mark);
    cairo_fill(cr);
    // Behind the mark: the type symbol, and the name beside it when the piece is wide enough.
    const double room_across = across;
    const double room_along = along - mark;
    if (std::min(room_across, room_along) >= kMinDetailedDepthPx) {
        const Colour ink = ink_on(face.fill);
        set_source(cr, ink);
        const bool named = room_across >= 60.0 && !face.name.empty();
        const double box_h = std::min(room_along, room_across) * 0.55;
        const double box_w = std::min(box_h * 1.5, room_across * (named ? 0.4 : 0.8));
        const double box_top = -along / 2.0 + mark + (room_along - box_h) / 2.0;
        const double box_left = named ? -across / 2.0 + across * 0.06 : -box_w / 2.0;
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        draw_unit_symbol(cr, {box_left, box_top}, {box_left + box_w, box_top + box_h}, face.symbol, std::max(0.75, box_h * 0.08));
        if (named) {
            const double text_left = box_left + box_w;
            cairo_rectangle(cr, text_left, -along / 2.0 + mark, across / 2.0 - text_left, room_along);
            cairo_clip(cr);
            const TextStyle name{std::min(box_h * 0.9, 12.0), false, ink, std::nullopt};
            draw_text_centred(cr, face.name, {(text_left + across / 2.0) / 2.0, box_top + box_h / 2.0}, name);
        }
    }
    cairo_restore(cr);
}

}  // namespace

void draw_pieces(const FreeformLayerContext& context) {
    if (!context.options.units || context.scenario == nullptr) return;
    const PieceSize size = piece_size(context.map);
    const double reach = std::hypot(size.width, size.depth);
    const Forces& forces = context.book.forces;
    for (const Placement& placement : context.scenario->setup) {
        if (placement.state == UnitState::Eliminated || placement.location.kind != LocationKind::Point) continue;
        const MapPoint at = placement.location.at;
        if (!context.shows({{at.x - reach, at.y - reach}, {at.x + reach, at.y + reach}})) continue;
        const auto position = forces.find(placement.unit);
        if (!position) continue;
        const ForceNode& node = forces.sides[position->side].nodes[position->index];
        draw_piece(context, placement, counter_face(context.book, position->side, node, placement.state), size);
    }
}

}  // namespace sandtable
