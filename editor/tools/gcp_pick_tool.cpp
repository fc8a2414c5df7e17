#include "editor/tools/gcp_pick_tool.hpp"

#include "editor/canvas/gcp_marks.hpp"
#include "model/map_frame.hpp"

namespace sandtable::editor {

bool GcpPickTool::click(MapPoint at, bool) {
    const MapPoint crs = map_to_crs(at);
    return picked_ && picked_({crs.x, crs.y});
}

void GcpPickTool::draw_overlay(cairo_t* cr, const RenderView& view) const {
    const auto& rows = session_.rows();
    const auto& fit = session_.fit();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const GcpRow& row = rows[i];
        const MarkColour colour = mark_colour(session_, i);
        if (fit) {
            // Where the fit puts the point's pixel, joined to where the designer said it is.
            const MapPoint fitted = fit->pixel_to_map(row.point.pixel);
            const DevicePoint fitted_at = view.to_device(crs_to_map({fitted.x, fitted.y}));
            if (row.has_map()) draw_arrow(cr, view.to_device(crs_to_map({row.point.map.x, row.point.map.y})), fitted_at, colour);
            cairo_save(cr);
            cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
            cairo_set_line_width(cr, 1.5);
            cairo_arc(cr, fitted_at.x, fitted_at.y, 4.0, 0, 2 * M_PI);
            cairo_stroke(cr);
            cairo_restore(cr);
        }
        if (row.has_map()) draw_gcp_mark(cr, view.to_device(crs_to_map({row.point.map.x, row.point.map.y})), row.point.id, colour, false);
    }
}

void GcpPickTool::left() {
    if (left_) left_();
}

}  // namespace sandtable::editor
