#pragma once
// Draws any map of a book with the renderer of its kind: hex maps and free-form maps (area maps
// draw nothing yet).
#include "io/render/render_options.hpp"
#include "io/render/render_view.hpp"

#include <cairo.h>

namespace sandtable {

struct Book;
struct GameMap;
struct Scenario;

void render_map(cairo_t* cr, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
                const RenderOptions& options);

}  // namespace sandtable
