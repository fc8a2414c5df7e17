#pragma once
// A unit counter as printed on a wargame counter sheet: a square in its side's colour with the
// unit-type symbol in a frame, the key factors below it and, when large enough, the unit's name
// above it.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"
#include "io/render/unit_symbol.hpp"

#include <cairo.h>

#include <span>
#include <string>

namespace sandtable {

struct CounterFace {
    Colour fill;
    UnitSymbol symbol = UnitSymbol::None;
    std::string factors;  // "5-5"
    std::string name;
};

// The type symbol in its frame, in the current source colour, within the box from top_left to
// bottom_right.
void draw_unit_symbol(cairo_t* cr, DevicePoint top_left, DevicePoint bottom_right, UnitSymbol symbol, double stroke_px);

// A square of side_px centred on `centre`. Its middle band is plain fill, clear of symbol and text.
void draw_unit_counter(cairo_t* cr, DevicePoint centre, double side_px, const CounterFace& face);

// Whether counters of this size are plain squares, with no symbol or text.
[[nodiscard]] bool is_plain_counter(double side_px);

struct PlainCounter {
    DevicePoint centre;
    Colour fill;
};
// Plain counters that do not overlap one another, as draw_unit_counter draws each, but with one
// fill per colour and one stroke for all edges: a zoomed-out map shows thousands.
void draw_plain_counters(cairo_t* cr, std::span<const PlainCounter> counters, double side_px);

}  // namespace sandtable
