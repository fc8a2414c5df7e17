#pragma once
// Draws a hex map of a book, and the units of a scenario on it, onto any cairo surface: the
// editor's canvas and the files of `sandtable-cli render` share it.
#include "io/render/render_options.hpp"
#include "io/render/render_view.hpp"

#include <cairo.h>

namespace sandtable {

struct Book;
struct GameMap;
struct Scenario;

// Draws only the hexes that intersect the view, clipped to it, over whatever the surface holds
// (render_to_file paints a background first). `scenario` is a resolved scenario played on `map`,
// or null for the map alone. Maps that are not hex grids draw nothing yet.
void render_hex_map(cairo_t* cr, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
                    const RenderOptions& options);

}  // namespace sandtable
