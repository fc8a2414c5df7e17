#pragma once
// Draws a free-form map of a book, and the pieces of a scenario on it, onto any cairo surface:
// the paper of its extent, the reference layers, terrain areas with their patterns, hills by level
// and their crests, lines by their style, points, entry edges, named locations and pieces.
#include "io/render/render_options.hpp"
#include "io/render/render_view.hpp"

#include <cairo.h>

namespace sandtable {

struct Book;
struct GameMap;
struct Scenario;

void render_freeform_map(cairo_t* cr, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
                         const RenderOptions& options);

}  // namespace sandtable
