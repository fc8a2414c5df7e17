#include "io/render/render_hex_map.hpp"

#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/reference_layer_painter.hpp"
#include "model/book.hpp"

namespace sandtable {

void render_hex_map(cairo_t* cr, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
                    const RenderOptions& options) {
    if (map.kind != MapKind::Hex || view.width_px <= 0 || view.height_px <= 0 || !(view.scale > 0)) return;
    const DeviceHexGeometry hexes(map.hex.grid.geometry, view);
    const MapLayerContext context{cr, book, map.hex, scenario, view, options, hexes, visible_offset_range(map.hex, view)};
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, 0.0, 0.0, view.width_px, view.height_px);
    cairo_clip(cr);
    use_map_text_settings(cr);

    draw_terrain(context);
    if (options.imagery != nullptr) options.imagery->draw(cr, map, view);
    if (options.grid) draw_grid(context);
    if (options.hexsides) {
        draw_hexside_features(context);
        draw_roads(context);
    }
    if (options.edges) draw_entry_hexes(context);
    if (options.places) draw_places(context);
    if (options.objectives) draw_objectives(context);
    if (options.labels) draw_hex_labels(context);
    if (options.units) draw_units(context);
    draw_highlights(context);
    cairo_restore(cr);
}

}  // namespace sandtable
