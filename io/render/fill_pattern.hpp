#pragma once
// The cairo pattern that draws a free-form area's fill pattern (hatching, dots, trees, marsh
// tufts) in one colour. Patterns are tiles of device pixels anchored at the map's origin, so that
// they keep their size at every zoom and meet across the editor's tiles.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"
#include "model/freeform/terrain_drawing.hpp"

#include <cairo.h>
#include <memory>

namespace sandtable {

struct PatternRelease {
    void operator()(cairo_pattern_t* pattern) const { cairo_pattern_destroy(pattern); }
};
using PatternPtr = std::unique_ptr<cairo_pattern_t, PatternRelease>;

// Null for FillPattern::Solid, which has nothing to draw over the wash.
[[nodiscard]] PatternPtr make_fill_pattern(FillPattern pattern, Colour ink, const RenderView& view);

}  // namespace sandtable
