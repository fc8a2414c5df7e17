#include "io/render/render_freeform_map.hpp"

#include "io/render/cairo_drawing.hpp"
#include "io/render/freeform_layers.hpp"
#include "io/render/reference_layer_painter.hpp"
#include "model/book.hpp"

namespace sandtable {

void render_freeform_map(cairo_t* cr, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
                         const RenderOptions& options) {
    if (map.kind != MapKind::Freeform || view.width_px <= 0 || view.height_px <= 0 || !(view.scale > 0)) return;
    const MapPoint far_corner = view.to_map({static_cast<double>(view.width_px), static_cast<double>(view.height_px)});
    const FreeformLayerContext context{cr, book, map.freeform, scenario, view, options, MapRect{view.top_left, far_corner}};
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, 0.0, 0.0, view.width_px, view.height_px);
    cairo_clip(cr);
    use_map_text_settings(cr);

    draw_extent(context);
    if (options.imagery != nullptr) options.imagery->draw(cr, map, view);
    draw_terrain_areas(context);
    draw_line_features(context);
    draw_point_features(context);
    draw_entry_edges(context);
    draw_named_locations(context);
    draw_pieces(context);
    cairo_restore(cr);
}

}  // namespace sandtable
