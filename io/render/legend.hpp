#pragma once
// The legend of a picture of a map or a scenario's setup: its title, the terrain catalogue
// entries and hexside features the map uses, the road kinds it has (on a free-form map, the area,
// line and point entries it uses), and for a scenario the unit symbols on the map by side, each
// drawn as the renderer draws it.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"
#include "io/render/route_style.hpp"
#include "io/render/unit_symbol.hpp"
#include "model/freeform/terrain_drawing.hpp"

#include <cairo.h>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct Book;
struct GameMap;
struct Scenario;

struct LegendSwatch {
    // Hex maps: Terrain, Hexside, Route; free-form maps: Area, Line, Point; both: Unit.
    enum class Kind { Terrain, Hexside, Route, Unit, Area, Line, Point };
    Kind kind = Kind::Terrain;
    std::string label;
    Colour colour;
    std::optional<RouteKind> route;         // Route
    UnitSymbol symbol = UnitSymbol::None;  // Unit
    FillPattern pattern = FillPattern::Solid;  // Area
    LineStyle line_style = LineStyle::Solid;   // Line
    double line_width = kDefaultLineWidth;     // Line
};

struct LegendSection {
    std::string heading;  // "Terrain", "Hexsides and roads", "Units"
    std::vector<LegendSwatch> swatches;
};

struct Legend {
    std::vector<std::string> title;     // the book's title, wrapped to the legend's width
    std::vector<std::string> subtitle;  // the scenario's or the map's name, wrapped
    std::vector<LegendSection> sections;  // only sections with something in them
};

// `scenario` resolved and played on `map`, or null for the map alone.
[[nodiscard]] Legend legend_for(const Book& book, const GameMap& map, const Scenario* scenario);

inline constexpr double kLegendWidth = 280.0;

// Height the legend takes at kLegendWidth.
[[nodiscard]] double legend_height(const Legend& legend);
void draw_legend(cairo_t* cr, const Legend& legend, const GameMap& map, DevicePoint top_left);

}  // namespace sandtable
