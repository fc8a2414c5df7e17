#include "io/render/fill_pattern.hpp"

#include "io/render/cairo_drawing.hpp"

#include <cmath>
#include <numbers>

namespace sandtable {

namespace {

constexpr int kTilePx = 16;

void draw_tile(cairo_t* cr, FillPattern pattern) {
    const double t = kTilePx;
    cairo_set_line_width(cr, 1.0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    switch (pattern) {
        case FillPattern::Solid: return;
        case FillPattern::Hatch:
        case FillPattern::CrossHatch:
            // Diagonals that run on into the next tile's.
            for (const double shift : {-t, 0.0, t}) {
                cairo_move_to(cr, shift, t);
                cairo_line_to(cr, shift + t, 0);
                if (pattern == FillPattern::CrossHatch) {
                    cairo_move_to(cr, shift, 0);
                    cairo_line_to(cr, shift + t, t);
                }
            }
            cairo_stroke(cr);
            return;
        case FillPattern::Dots:
            for (const auto& [x, y] : {std::pair{t / 4, t / 4}, std::pair{3 * t / 4, 3 * t / 4}}) {
                cairo_new_sub_path(cr);
                cairo_arc(cr, x, y, 1.2, 0, 2 * std::numbers::pi);
            }
            cairo_fill(cr);
            return;
        case FillPattern::Trees:
            // Crowns on a staggered lattice, each a small ring with a dot of trunk.
            for (const auto& [x, y] : {std::pair{t / 4, t / 4}, std::pair{3 * t / 4, 3 * t / 4}}) {
                cairo_new_sub_path(cr);
                cairo_arc(cr, x, y, 3.0, 0, 2 * std::numbers::pi);
            }
            cairo_stroke(cr);
            return;
        case FillPattern::Marsh:
            // A short line of water with three tufts of reed rising from it.
            for (const auto& [x, y] : {std::pair{2.0, 6.0}, std::pair{10.0, 14.0}}) {
                cairo_move_to(cr, x - 1, y);
                cairo_line_to(cr, x + 6, y);
                for (const double dx : {1.5, 2.5, 3.5}) {
                    cairo_move_to(cr, x + dx, y - 1);
                    cairo_line_to(cr, x + dx + (dx - 2.5) * 0.8, y - 3.5);
                }
            }
            cairo_stroke(cr);
            return;
    }
}

}  // namespace

PatternPtr make_fill_pattern(FillPattern pattern, Colour ink, const RenderView& view) {
    if (pattern == FillPattern::Solid) return nullptr;
    cairo_surface_t* tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kTilePx, kTilePx);
    cairo_t* cr = cairo_create(tile);
    set_source(cr, ink);
    draw_tile(cr, pattern);
    cairo_destroy(cr);
    PatternPtr result(cairo_pattern_create_for_surface(tile));
    cairo_surface_destroy(tile);
    cairo_pattern_set_extend(result.get(), CAIRO_EXTEND_REPEAT);
    // Anchored at the map's origin: pattern space = device space moved by where the origin lies.
    const DevicePoint origin = view.to_device({0.0, 0.0});
    cairo_matrix_t matrix;
    cairo_matrix_init_translate(&matrix, -std::fmod(origin.x, kTilePx), -std::fmod(origin.y, kTilePx));
    cairo_pattern_set_matrix(result.get(), &matrix);
    return result;
}

}  // namespace sandtable
