#pragma once
// The grid a calibration fitted, drawn over the map in a colour of its own: hex outlines over the
// part of the map in view (or round the clicks when zoomed far out), their labels when large
// enough to read, and each click with a line to the centre the fit gives it.
#include "io/render/render_view.hpp"
#include "model/hex/grid_fit.hpp"

#include <cairo.h>

#include <cstddef>
#include <optional>
#include <vector>

namespace sandtable::editor {

struct FittedGridOverlay {
    const GridFit* fit = nullptr;  // null: only the clicks are drawn
    HexLabelScheme labels;
    const std::vector<GridClick>* clicks = nullptr;
    std::optional<std::size_t> selected;
};

void draw_fitted_grid(cairo_t* cr, const RenderView& view, const FittedGridOverlay& overlay);

// The hexes whose outlines are drawn: those in the device rectangle, or, when that would be more
// than max_hexes, those within two hexes of a click.
[[nodiscard]] std::vector<HexCoord> overlay_hexes(const GridFit& fit, const RenderView& view, double width_px,
                                                  double height_px, std::size_t max_hexes = 6000);

}  // namespace sandtable::editor
