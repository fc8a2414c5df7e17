#pragma once
// How a control point is marked, on the scan and on the map alike: a cross with its id, red when
// the fit misses it most, grey when disabled, orange while it waits for its map position.
#include "editor/panes/gcp_session.hpp"
#include "io/render/render_view.hpp"

#include <cairo.h>
#include <string>

namespace sandtable::editor {

struct MarkColour {
    double r = 0.0;
    double g = 0.0;
    double b = 0.0;
};

[[nodiscard]] MarkColour mark_colour(const GcpSession& session, std::size_t row);
void draw_gcp_mark(cairo_t* cr, DevicePoint at, const std::string& id, MarkColour colour, bool selected);
// A line from `from` to `to` with a small arrowhead at `to`.
void draw_arrow(cairo_t* cr, DevicePoint from, DevicePoint to, MarkColour colour);

}  // namespace sandtable::editor
