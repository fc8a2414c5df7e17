#include "io/render/legend.hpp"

#include "io/render/cairo_drawing.hpp"
#include "io/render/fill_pattern.hpp"
#include "io/render/freeform_stroke.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/side_colours.hpp"
#include "io/render/unit_counter.hpp"
#include "model/book.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>
#include <set>

namespace sandtable {

namespace {

constexpr double kTitleSize = 16.0;
constexpr double kHeadingSize = 13.0;
constexpr double kTextSize = 12.0;
constexpr double kRowHeight = 26.0;
constexpr double kSwatchSize = 20.0;
constexpr double kGap = 10.0;

const Colour kInk{0.1, 0.1, 0.1, 1.0};

std::vector<LegendSwatch> terrain_swatches(const HexMap& map) {
    TerrainMask used = 0;
    for (std::size_t i = 0; i < map.terrain.size(); ++i) used |= map.terrain[i];
    std::vector<LegendSwatch> swatches;
    for (std::size_t bit = 0; bit < map.terrain_catalogue.size(); ++bit) {
        if ((used & (TerrainMask{1} << bit)) == 0) continue;
        const TerrainDef& entry = map.terrain_catalogue[bit];
        swatches.push_back({LegendSwatch::Kind::Terrain, entry.name.empty() ? entry.id : entry.name,
                            parse_colour_or(entry.colour, palette::kUnknownTerrain), std::nullopt, UnitSymbol::None});
    }
    return swatches;
}

std::vector<LegendSwatch> line_swatches(const HexMap& map) {
    TerrainMask used = 0;
    for (const auto& [side, mask] : map.hexside_features) used |= mask;
    std::vector<LegendSwatch> swatches;
    std::set<RouteKind> routes;
    for (std::size_t bit = 0; bit < map.hexside_catalogue.size(); ++bit) {
        if ((used & (TerrainMask{1} << bit)) == 0) continue;
        const TerrainDef& entry = map.hexside_catalogue[bit];
        const auto route = route_kind_from_id(entry.id);
        if (route && !routes.insert(*route).second) continue;
        swatches.push_back({route ? LegendSwatch::Kind::Route : LegendSwatch::Kind::Hexside, entry.name.empty() ? entry.id : entry.name,
                            parse_colour_or(entry.colour, palette::kUnknownTerrain), route, UnitSymbol::None});
    }
    for (const HexRoad& road : map.roads) {
        const RouteKind kind = route_kind_from_id(road.kind).value_or(RouteKind::Road);
        if (!routes.insert(kind).second) continue;
        std::string label = road.kind.empty() ? std::string("road") : road.kind;
        label.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(label.front())));
        swatches.push_back({LegendSwatch::Kind::Route, label, {}, kind, UnitSymbol::None});
    }
    return swatches;
}

// The free-form catalogue entries of that kind the map uses, in catalogue order.
std::vector<LegendSwatch> freeform_swatches(const FreeformMap& map, GeometryKind kind) {
    std::set<std::string> used;
    for (const TerrainArea& area : map.areas) used.insert(area.terrain);
    for (const LineFeature& line : map.lines) used.insert(line.terrain);
    for (const PointFeature& point : map.points) used.insert(point.terrain);
    std::vector<LegendSwatch> swatches;
    for (const FreeformTerrainDef& def : map.catalogue) {
        if (def.kind != kind || !used.contains(def.id)) continue;
        LegendSwatch swatch;
        swatch.kind = kind == GeometryKind::Area ? LegendSwatch::Kind::Area : kind == GeometryKind::Line ? LegendSwatch::Kind::Line : LegendSwatch::Kind::Point;
        swatch.label = def.name;
        swatch.colour = parse_colour_or(def.colour, palette::kUnknownTerrain);
        swatch.pattern = def.pattern;
        swatch.line_style = def.line_style;
        swatch.line_width = def.line_width;
        swatches.push_back(std::move(swatch));
    }
    return swatches;
}

std::vector<LegendSwatch> unit_swatches(const Book& book, const Scenario& scenario) {
    std::set<std::pair<std::size_t, std::string>> seen;
    std::vector<LegendSwatch> swatches;
    for (const Placement& placement : scenario.setup) {
        if (placement.state == UnitState::Eliminated) continue;
        if (placement.location.kind != LocationKind::Hex && placement.location.kind != LocationKind::Point) continue;
        const auto position = book.forces.find(placement.unit);
        if (!position) continue;
        const Side& side = book.forces.sides[position->side];
        const ForceNode& node = side.nodes[position->index];
        if (!seen.insert({position->side, node.type}).second) continue;
        swatches.push_back({LegendSwatch::Kind::Unit, (side.name.empty() ? side.id : side.name) + ": " + node.type,
                            side_colour(book, position->side), std::nullopt, unit_symbol_for_type(node.type)});
    }
    std::stable_sort(swatches.begin(), swatches.end(), [](const LegendSwatch& a, const LegendSwatch& b) { return a.label < b.label; });
    return swatches;
}

void select_font(cairo_t* cr, double size, bool bold) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
}

// The text in lines no wider than `width` at the size, broken between words (a word longer than
// the width has a line of its own).
std::vector<std::string> wrapped(const std::string& text, double size, bool bold, double width) {
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1),
                                                                               cairo_surface_destroy);
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr(cairo_create(surface.get()), cairo_destroy);
    use_map_text_settings(cr.get());
    select_font(cr.get(), size, bold);
    std::vector<std::string> lines;
    std::string line;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t space = text.find(' ', at);
        const std::string word = text.substr(at, space == std::string::npos ? std::string::npos : space - at);
        at = space == std::string::npos ? text.size() : space + 1;
        const std::string longer = line.empty() ? word : line + " " + word;
        cairo_text_extents_t extents;
        cairo_text_extents(cr.get(), longer.c_str(), &extents);
        if (extents.x_advance > width && !line.empty()) {
            lines.push_back(line);
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

void draw_left_text(cairo_t* cr, const std::string& text, double x, double baseline, double size, bool bold) {
    select_font(cr, size, bold);
    set_source(cr, kInk);
    cairo_move_to(cr, x, baseline);
    cairo_show_text(cr, text.c_str());
}

void draw_swatch(cairo_t* cr, const LegendSwatch& swatch, const GameMap& game_map, DevicePoint centre) {
    const HexMap& map = game_map.hex;
    const double half = kSwatchSize / 2;
    switch (swatch.kind) {
        case LegendSwatch::Kind::Area: {
            // As the map washes and patterns an area, in a square.
            cairo_rectangle(cr, centre.x - half, centre.y - half, kSwatchSize, kSwatchSize);
            Colour wash = swatch.colour;
            wash.a = 0.45;
            set_source(cr, wash);
            cairo_fill_preserve(cr);
            const Colour ink = mix(swatch.colour, Colour{0, 0, 0, 1}, 0.35);
            if (const PatternPtr pattern = make_fill_pattern(swatch.pattern, ink, RenderView{1.0, {0.0, 0.0}, 0, 0})) {
                cairo_set_source(cr, pattern.get());
                cairo_fill_preserve(cr);
            }
            set_source(cr, ink);
            cairo_set_line_width(cr, 1.0);
            cairo_stroke(cr);
            break;
        }
        case LegendSwatch::Kind::Line:
            cairo_move_to(cr, centre.x - half, centre.y);
            cairo_line_to(cr, centre.x + half, centre.y);
            stroke_in_style(cr, swatch.colour, swatch.line_style, swatch.line_width);
            break;
        case LegendSwatch::Kind::Point:
            cairo_move_to(cr, centre.x, centre.y - 5.0);
            cairo_line_to(cr, centre.x + 5.0, centre.y);
            cairo_line_to(cr, centre.x, centre.y + 5.0);
            cairo_line_to(cr, centre.x - 5.0, centre.y);
            cairo_close_path(cr);
            set_source(cr, swatch.colour);
            cairo_fill_preserve(cr);
            set_source(cr, palette::kCounterEdge);
            cairo_set_line_width(cr, 1.0);
            cairo_stroke(cr);
            break;
        case LegendSwatch::Kind::Terrain: {
            HexGeometry geometry = map.grid.geometry;
            geometry.size = half;
            geometry.origin = {centre.x, centre.y};
            geometry.rotation_degrees = 0;
            const RenderView identity{1.0, {0.0, 0.0}, 0, 0};
            trace_hex(cr, identity, geometry, {0, 0});
            set_source(cr, swatch.colour);
            cairo_fill_preserve(cr);
            set_source(cr, palette::kGrid);
            cairo_set_line_width(cr, 1.0);
            cairo_stroke(cr);
            break;
        }
        case LegendSwatch::Kind::Hexside: {
            set_source(cr, swatch.colour);
            cairo_set_line_width(cr, 4.0);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            cairo_move_to(cr, centre.x - half, centre.y);
            cairo_line_to(cr, centre.x + half, centre.y);
            cairo_stroke(cr);
            break;
        }
        case LegendSwatch::Kind::Route: {
            const std::vector<DevicePoint> line{{centre.x - half, centre.y}, {centre.x + half, centre.y}};
            stroke_route(cr, line, route_style(map, swatch.route.value_or(RouteKind::Road), kSwatchSize * 1.5));
            break;
        }
        case LegendSwatch::Kind::Unit:
            draw_unit_counter(cr, centre, kSwatchSize + 4, {swatch.colour, swatch.symbol, {}, {}});
            break;
    }
}

}  // namespace

Legend legend_for(const Book& book, const GameMap& map, const Scenario* scenario) {
    Legend legend;
    legend.title = wrapped(book.metadata.title, kTitleSize, true, kLegendWidth);
    legend.subtitle = wrapped(scenario != nullptr ? (scenario->name.empty() ? scenario->id : scenario->name) : (map.name.empty() ? map.id : map.name),
                              kTextSize, false, kLegendWidth);
    if (map.kind == MapKind::Freeform) {
        if (auto areas = freeform_swatches(map.freeform, GeometryKind::Area); !areas.empty()) legend.sections.push_back({"Terrain", std::move(areas)});
        auto lines = freeform_swatches(map.freeform, GeometryKind::Line);
        auto points = freeform_swatches(map.freeform, GeometryKind::Point);
        lines.insert(lines.end(), points.begin(), points.end());
        if (!lines.empty()) legend.sections.push_back({"Roads, water and crossings", std::move(lines)});
    } else {
        if (auto terrain = terrain_swatches(map.hex); !terrain.empty()) legend.sections.push_back({"Terrain", std::move(terrain)});
        if (auto lines = line_swatches(map.hex); !lines.empty()) legend.sections.push_back({"Hexsides and roads", std::move(lines)});
    }
    if (scenario != nullptr) {
        if (auto units = unit_swatches(book, *scenario); !units.empty()) legend.sections.push_back({"Units", std::move(units)});
    }
    return legend;
}

double legend_height(const Legend& legend) {
    double height = static_cast<double>(legend.title.size()) * kTitleSize * 1.3 + static_cast<double>(legend.subtitle.size()) * kTextSize * 1.4 +
                    kTitleSize * 0.2;
    for (const LegendSection& section : legend.sections) height += kHeadingSize * 2.0 + static_cast<double>(section.swatches.size()) * kRowHeight;
    return height;
}

void draw_legend(cairo_t* cr, const Legend& legend, const GameMap& map, DevicePoint top_left) {
    cairo_save(cr);
    use_map_text_settings(cr);
    double y = top_left.y;
    for (const std::string& line : legend.title) {
        y += kTitleSize * 1.3;
        draw_left_text(cr, line, top_left.x, y - kTitleSize * 0.3, kTitleSize, true);
    }
    for (const std::string& line : legend.subtitle) {
        y += kTextSize * 1.4;
        draw_left_text(cr, line, top_left.x, y - kTextSize * 0.3, kTextSize, false);
    }
    y += kTitleSize * 0.2;
    for (const LegendSection& section : legend.sections) {
        y += kHeadingSize * 2.0;
        draw_left_text(cr, section.heading, top_left.x, y - kHeadingSize * 0.5, kHeadingSize, true);
        for (const LegendSwatch& swatch : section.swatches) {
            const DevicePoint centre{top_left.x + kSwatchSize / 2 + 2, y + kRowHeight / 2};
            draw_swatch(cr, swatch, map, centre);
            draw_left_text(cr, swatch.label, top_left.x + kSwatchSize + kGap + 4, y + kRowHeight / 2 + kTextSize * 0.35, kTextSize, false);
            y += kRowHeight;
        }
    }
    cairo_restore(cr);
}

}  // namespace sandtable
