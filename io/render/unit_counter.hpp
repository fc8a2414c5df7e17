#pragma once
// A unit counter as printed on a wargame counter sheet: a square in its side's colour with the
// unit-type symbol in a frame, the key factors below it and, when large enough, the unit's name
// above it.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"
#include "io/render/unit_symbol.hpp"

#include <cairo.h>

#include <string>

namespace sandtable {

struct CounterFace {
    Colour fill;
    UnitSymbol symbol = UnitSymbol::None;
    std::string factors;  // "5-5"
    std::string name;
};

// A square of side_px centred on `centre`. Its middle band is plain fill, clear of symbol and text.
void draw_unit_counter(cairo_t* cr, DevicePoint centre, double side_px, const CounterFace& face);

}  // namespace sandtable
