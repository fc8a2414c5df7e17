#include "editor/tools/terrain_tool.hpp"

#include "io/render/cairo_drawing.hpp"

#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "io/render/colour.hpp"
#include "model/commands/paint_commands.hpp"
#include "model/commands/road_commands.hpp"
#include "model/hex_road_edit.hpp"
#include "model/hex/nearest_hexside.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sandtable::editor {

namespace {
const char* verb(TerrainPaintMode mode) {
    switch (mode) {
    case TerrainPaintMode::Paint: return "Paint";
    case TerrainPaintMode::Add: return "Add";
    case TerrainPaintMode::Remove: return "Remove";
    }
    return "Paint";
}

std::string road_name(std::size_t kind) {
    std::string name = kind < std::size(kRoadKinds) ? kRoadKinds[kind] : "road";
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

std::string entry_name(const std::vector<TerrainDef>& catalogue, std::size_t index) {
    if (index >= catalogue.size()) return "terrain";
    return catalogue[index].name.empty() ? catalogue[index].id : catalogue[index].name;
}

}  // namespace

TerrainTool::TerrainTool(MapCanvas& canvas, std::function<void()> left) : canvas_(canvas), left_(std::move(left)) {}

void TerrainTool::set_document(Document* document) {
    if (document != document_) end_stroke();
    document_ = document;
}

const GameMap* TerrainTool::hex_map() const {
    if (document_ == nullptr) return nullptr;
    const GameMap* map = canvas_.shown_map();
    return map != nullptr && map->kind == MapKind::Hex ? map : nullptr;
}

std::string TerrainTool::stroke_name(bool shift_down) const {
    const GameMap* map = hex_map();
    if (settings_.target == TerrainToolTarget::Roads) {
        return fmt::format("{} {}", (settings_.erase || shift_down) ? "Erase" : "Draw", road_name(settings_.road_kind));
    }
    if (settings_.target == TerrainToolTarget::Hexsides) {
        const std::string name = map != nullptr ? entry_name(map->hex.hexside_catalogue, settings_.feature) : "feature";
        return fmt::format("{} {}", (settings_.erase || shift_down) ? "Erase" : "Draw", name);
    }
    const std::string name = map != nullptr ? entry_name(map->hex.terrain_catalogue, settings_.terrain) : "terrain";
    if (settings_.fill) return fmt::format("Fill {}", name);
    return fmt::format("{} {}", verb(shift_down ? TerrainPaintMode::Remove : settings_.mode), name);
}

bool TerrainTool::click(MapPoint at, bool shift_down) {
    press(at, shift_down);
    release(at);
    return true;
}

void TerrainTool::press(MapPoint at, bool shift_down) {
    end_stroke();
    pointer_ = at;
    const GameMap* map = hex_map();
    if (map == nullptr) return;
    erasing_ = settings_.erase || shift_down;
    removing_ = shift_down;
    if (settings_.target == TerrainToolTarget::Terrain && settings_.fill) {
        const auto region = fill_region(map->hex, point_to_hex(map->hex.grid.geometry, at));
        const TerrainPaintMode mode = removing_ ? TerrainPaintMode::Remove : settings_.mode;
        auto fill = make_paint_terrain(map->id, map->hex, region, settings_.terrain, mode, stroke_name(shift_down));
        if (!fill->empty()) document_->commands().execute(std::move(fill));
        return;
    }
    document_->commands().begin(stroke_name(shift_down));
    stroke_open_ = true;
    last_ = at;
    road_hex_.reset();
    dab(at);
}

void TerrainTool::drag(MapPoint at) {
    pointer_ = at;
    if (!stroke_open_) return;
    stroke_to(last_, at);
    last_ = at;
}

void TerrainTool::release(MapPoint at) {
    drag(at);
    end_stroke();
}

bool TerrainTool::hover(std::optional<MapPoint> at) {
    pointer_ = at;
    return true;
}

void TerrainTool::end_stroke() {
    if (!stroke_open_) return;
    stroke_open_ = false;
    if (document_ != nullptr && document_->commands().in_transaction()) document_->commands().commit();
}

void TerrainTool::left() {
    end_stroke();
    pointer_.reset();
    if (left_) left_();
}

void TerrainTool::stroke_to(MapPoint from, MapPoint to) {
    const GameMap* map = hex_map();
    if (map == nullptr) return;
    const double step = std::max(map->hex.grid.geometry.size / 3.0, 1e-9);
    const int steps = std::clamp(static_cast<int>(std::ceil(length(to - from) / step)), 1, 10'000);
    for (int i = 1; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        dab({from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t});
    }
}

void TerrainTool::dab(MapPoint at) {
    const GameMap* map = hex_map();
    if (map == nullptr) return;
    const HexGeometry& geometry = map->hex.grid.geometry;
    if (settings_.target == TerrainToolTarget::Roads) {
        road_to(at);
        return;
    }
    ChangeSet changes;
    if (settings_.target == TerrainToolTarget::Hexsides) {
        auto draw = make_draw_hexside(map->id, map->hex, nearest_hexside(geometry, at), settings_.feature, erasing_);
        if (!draw) return;
        changes = document_->commands().execute(std::move(draw));
    } else {
        const TerrainPaintMode mode = removing_ ? TerrainPaintMode::Remove : settings_.mode;
        auto paint = make_paint_terrain(map->id, map->hex, brush_hexes(map->hex, point_to_hex(geometry, at), settings_.radius),
                                        settings_.terrain, mode, {});
        if (paint->empty()) return;
        changes = document_->commands().execute(std::move(paint));
    }
    // The stroke's edits are not announced until it ends; the canvas shows them as they come.
    canvas_.book_changed(changes);
}

void TerrainTool::road_to(MapPoint at) {
    const GameMap* map = hex_map();
    const HexCoord hex = point_to_hex(map->hex.grid.geometry, at);
    if (!map->hex.contains(hex)) {
        road_hex_.reset();
        return;
    }
    if (!road_hex_ || *road_hex_ == hex) {
        road_hex_ = hex;
        return;
    }
    // A quick stroke may jump hexes: the road follows the straight line between them.
    const std::vector<HexCoord> hexes = line(*road_hex_, hex);
    std::vector<HexRoad> roads = map->hex.roads;
    const std::string kind = kRoadKinds[std::min(settings_.road_kind, std::size(kRoadKinds) - 1)];
    for (std::size_t i = 1; i < hexes.size(); ++i) {
        if (!map->hex.contains(hexes[i - 1]) || !map->hex.contains(hexes[i])) continue;
        roads = erasing_ ? without_road_step(std::move(roads), hexes[i - 1], hexes[i])
                         : with_road_step(std::move(roads), hexes[i - 1], hexes[i], kind);
    }
    road_hex_ = hex;
    if (roads == map->hex.roads) return;
    canvas_.book_changed(document_->commands().execute(make_set_roads(map->id, std::move(roads), {})));
}

void TerrainTool::draw_overlay(cairo_t* cr, const RenderView& view) const {
    const GameMap* map = hex_map();
    if (map == nullptr || !pointer_) return;
    const HexGeometry& geometry = map->hex.grid.geometry;
    cairo_save(cr);
    if (settings_.target == TerrainToolTarget::Roads) {
        // The hex the road goes to next, and the step from the stroke's last hex.
        const HexCoord hex = point_to_hex(geometry, *pointer_);
        if (map->hex.contains(hex)) {
            trace_hex(cr, view, geometry, hex);
            cairo_set_source_rgba(cr, 0.1, 0.1, 0.1, 0.9);
            cairo_set_line_width(cr, 2.0);
            cairo_stroke(cr);
            if (stroke_open_ && road_hex_ && *road_hex_ != hex) {
                const DevicePoint p = view.to_device(hex_to_point(geometry, *road_hex_));
                const DevicePoint q = view.to_device(hex_to_point(geometry, hex));
                cairo_move_to(cr, p.x, p.y);
                cairo_line_to(cr, q.x, q.y);
                cairo_set_source_rgba(cr, settings_.erase ? 0.85 : 0.35, 0.1, 0.1, 0.9);
                cairo_set_line_width(cr, 4.0);
                cairo_stroke(cr);
            }
        }
    } else if (settings_.target == TerrainToolTarget::Hexsides) {
        const HexsideKey side = nearest_hexside(geometry, *pointer_);
        const auto [a, b] = hexside_hexes(side);
        if (map->hex.contains(a) || map->hex.contains(b)) {
            const auto ends = hexside_ends(geometry, side);
            const DevicePoint p = view.to_device(ends[0]);
            const DevicePoint q = view.to_device(ends[1]);
            cairo_move_to(cr, p.x, p.y);
            cairo_line_to(cr, q.x, q.y);
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
            cairo_set_source_rgba(cr, 1.0, 1.0, 1.0, 0.9);
            cairo_set_line_width(cr, 9.0);
            cairo_stroke_preserve(cr);
            Colour colour{0.85, 0.1, 0.1, 1.0};
            if (!settings_.erase && settings_.feature < map->hex.hexside_catalogue.size()) {
                colour = parse_colour_or(map->hex.hexside_catalogue[settings_.feature].colour, Colour{0.2, 0.4, 0.9, 1.0});
            }
            cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, 0.95);
            cairo_set_line_width(cr, 5.0);
            cairo_stroke(cr);
        }
    } else {
        const HexCoord centre = point_to_hex(geometry, *pointer_);
        const auto hexes = settings_.fill ? std::vector<HexCoord>{centre} : brush_hexes(map->hex, centre, settings_.radius);
        for (const HexCoord hex : hexes) trace_hex(cr, view, geometry, hex);
        Colour colour{0.5, 0.5, 0.5, 1.0};
        if (settings_.terrain < map->hex.terrain_catalogue.size()) {
            colour = parse_colour_or(map->hex.terrain_catalogue[settings_.terrain].colour, colour);
        }
        cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, 0.35);
        cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.1, 0.9);
        cairo_set_line_width(cr, 2.0);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

}  // namespace sandtable::editor
