#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/side_colours.hpp"
#include "model/book.hpp"

#include <algorithm>
#include <string>

namespace sandtable {

namespace {

// The ring takes the colour of the side that scores the objective, when only one does.
Colour ring_colour(const Book& book, const HexObjective& objective) {
    if (objective.side.empty()) return palette::kObjectiveRing;
    for (std::size_t i = 0; i < book.forces.sides.size(); ++i) {
        if (book.forces.sides[i].id == objective.side) return side_colour(book, i);
    }
    return palette::kObjectiveRing;
}

}  // namespace

// A gold disc with the VP high in the upper right of each objective hex: clear of a centred counter,
// of the label and of place names, which run wide along the bottom of their hexes.
void draw_objectives(const MapLayerContext& context) {
    cairo_t* cr = context.cr;
    const double size_px = context.hexes.size_px();
    const double radius = std::max(size_px * 0.16, 3.0);
    const TextStyle text{radius * 1.15, true, palette::kPlaceText, std::nullopt};
    for (const HexObjective& objective : context.map.objectives) {
        for (const HexCoord hex : objective.hexes) {
            if (!context.is_visible(hex)) continue;
            const DevicePoint centre = context.hexes.centre(hex);
            const DevicePoint at{centre.x + size_px * 0.42, centre.y - size_px * 0.52};
            trace_circle(cr, at, radius);
            set_source(cr, palette::kObjectiveFill);
            cairo_fill_preserve(cr);
            set_source(cr, ring_colour(context.book, objective));
            cairo_set_line_width(cr, std::max(1.0, radius * 0.22));
            cairo_stroke(cr);
            if (radius >= 5.0) draw_text_centred(cr, std::to_string(objective.vp), at, text);
        }
    }
}

}  // namespace sandtable
