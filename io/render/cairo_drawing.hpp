#pragma once
// Small helpers over the cairo calls every layer makes.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"
#include "model/hex/hex_geometry.hpp"

#include <cairo.h>

#include <optional>
#include <span>
#include <string_view>

namespace sandtable {

void set_source(cairo_t* cr, Colour colour);
// Adds a closed polygon to the current path.
void trace_polygon(cairo_t* cr, std::span<const DevicePoint> points);
void trace_circle(cairo_t* cr, DevicePoint centre, double radius);
// Adds a run of map points, seen through the view, to the current path; closed, it is a ring.
void trace_map_path(cairo_t* cr, const RenderView& view, std::span<const MapPoint> points, bool closed);
// Adds a diamond with its corners `radius` pixels above, right of, below and left of `centre`.
void trace_diamond(cairo_t* cr, DevicePoint centre, double radius);
// Adds the outline of a hex, seen through the view, to the current path.
void trace_hex(cairo_t* cr, const RenderView& view, const HexGeometry& geometry, HexCoord hex);

// Text in DejaVu Sans (Debian: fonts-dejavu-core) through cairo's own text API. Hinting is off
// so that text comes out the same at every position and on every machine with the font.
void use_map_text_settings(cairo_t* cr);

struct TextStyle {
    double size_px = 10.0;
    bool bold = false;
    Colour colour;
    // Drawn under the text as an outline, so that it reads on any terrain.
    std::optional<Colour> halo;
};

// Centred horizontally on `centre`; the font's ascent and descent centred vertically, so that
// labels in a row share a baseline whatever letters they hold.
void draw_text_centred(cairo_t* cr, std::string_view text, DevicePoint centre, const TextStyle& style);
// How far the text advances in the style, in device pixels.
[[nodiscard]] double text_width(cairo_t* cr, std::string_view text, const TextStyle& style);

}  // namespace sandtable
