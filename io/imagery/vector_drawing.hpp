#pragma once
// Draws a vector reference layer: lines stroked, polygons filled (when their style has a fill)
// and stroked, points as small circles, each feature in the style its attribute value picks.
#include "io/imagery/vector_shapes.hpp"
#include "io/render/render_view.hpp"
#include "model/reference_layer.hpp"

#include <cairo.h>
#include <cstddef>

namespace sandtable {

// Draws the shapes whose bounds meet the view, with the layer's styles and opacity (the layer
// is composed as one picture, so overlapping features do not darken where they cross). Returns
// how many shapes were drawn.
std::size_t draw_vector_shapes(cairo_t* cr, const VectorShapes& shapes, const ReferenceLayer& layer, const RenderView& view);

}  // namespace sandtable
