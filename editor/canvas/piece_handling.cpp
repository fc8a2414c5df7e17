#include "editor/canvas/piece_handling.hpp"

#include "editor/canvas/selection_colour.hpp"

#include "io/render/cairo_drawing.hpp"
#include "model/commands/placement_commands.hpp"
#include "model/freeform/piece_footprint.hpp"
#include "model/freeform/piece_query.hpp"
#include "model/scenario_map.hpp"
#include "model/variant_resolution.hpp"

#include <cmath>
#include <fmt/format.h>
#include <numbers>
#include <wx/defs.h>

namespace sandtable::editor {

namespace {

constexpr double kHandleGapPx = 16.0;
constexpr double kHandleRadiusPx = 6.0;
constexpr double kTurnStepDegrees = 15.0;

// The selected piece's placement at a point in the resolved scenario, and the map it stands on.
struct Standing {
    Placement placement;
    const GameMap* map = nullptr;
};

std::optional<Standing> standing(const Book& book, const std::string& scenario_id, const std::string& unit) {
    if (unit.empty()) return std::nullopt;
    const GameMap* map = scenario_map(book, scenario_id);
    const auto resolved = resolve_scenario(book, scenario_id);
    if (map == nullptr || map->kind != MapKind::Freeform || !resolved) return std::nullopt;
    const Placement* placement = resolved->scenario.placement(unit);
    if (placement == nullptr || placement->location.kind != LocationKind::Point) return std::nullopt;
    return Standing{*placement, map};
}

double along_px(const Standing& standing, const RenderView& view) {
    const PieceSize size = piece_size(standing.map->freeform);
    return (standing.placement.road_column ? size.width : size.depth) * view.scale;
}

// The facing from the piece's centre towards the point, in degrees clockwise from the top.
double facing_towards(MapPoint centre, MapPoint point) {
    const double degrees = std::atan2(point.x - centre.x, -(point.y - centre.y)) * 180.0 / std::numbers::pi;
    return std::round(degrees < 0.0 ? degrees + 360.0 : degrees);
}

}  // namespace

DevicePoint facing_handle(const RenderView& view, const Placement& placement, double along) {
    const MapPoint forward = facing_direction(placement.facing);
    const DevicePoint centre = view.to_device(placement.location.at);
    const double reach = along / 2.0 + kHandleGapPx;
    return {centre.x + forward.x * reach, centre.y + forward.y * reach};
}

bool PieceHandling::press(const Book& book, const std::string& scenario, const RenderView& view, DevicePoint at) {
    pressed_at_ = at;
    now_ = at;
    if (const auto piece = standing(book, scenario, selected_)) {
        const DevicePoint handle = facing_handle(view, piece->placement, along_px(*piece, view));
        if (std::hypot(at.x - handle.x, at.y - handle.y) <= kHandleRadiusPx + 3.0) {
            mode_ = Mode::Turn;
            return true;
        }
    }
    const GameMap* map = scenario_map(book, scenario);
    const auto resolved = resolve_scenario(book, scenario);
    if (map == nullptr || map->kind != MapKind::Freeform || !resolved) return false;
    const auto found = pieces_at(resolved->scenario, map->freeform, view.to_map(at));
    if (found.empty()) return false;
    selected_ = found.front();
    mode_ = Mode::Move;
    return true;
}

std::unique_ptr<Command> PieceHandling::release(const Book& book, const std::string& scenario, const RenderView& view, DevicePoint at) {
    const Mode mode = mode_;
    mode_ = Mode::None;
    const auto piece = standing(book, scenario, selected_);
    if (!piece) return nullptr;
    const Placement& placement = piece->placement;
    if (mode == Mode::Turn) return make_turn_piece(book, scenario, selected_, facing_towards(placement.location.at, view.to_map(at)));
    if (mode != Mode::Move || std::hypot(at.x - pressed_at_.x, at.y - pressed_at_.y) < 3.0) return nullptr;
    const MapPoint moved{placement.location.at.x + (at.x - pressed_at_.x) / view.scale, placement.location.at.y + (at.y - pressed_at_.y) / view.scale};
    return make_place_piece(book, scenario, selected_, moved, placement.facing, placement.road_column);
}

std::unique_ptr<Command> PieceHandling::key(const Book& book, const std::string& scenario, int key_code) const {
    const auto piece = standing(book, scenario, selected_);
    if (!piece) return nullptr;
    switch (key_code) {
        case 'R': return make_set_road_column(book, scenario, selected_, !piece->placement.road_column);
        case '[': return make_turn_piece(book, scenario, selected_, piece->placement.facing - kTurnStepDegrees);
        case ']': return make_turn_piece(book, scenario, selected_, piece->placement.facing + kTurnStepDegrees);
        default: return nullptr;
    }
}

void PieceHandling::draw(cairo_t* cr, const Book& book, const std::string& scenario, const RenderView& view) const {
    const auto piece = standing(book, scenario, selected_);
    if (!piece) return;
    Placement shown = piece->placement;
    if (mode_ == Mode::Move) {
        shown.location.at = {shown.location.at.x + (now_.x - pressed_at_.x) / view.scale, shown.location.at.y + (now_.y - pressed_at_.y) / view.scale};
    } else if (mode_ == Mode::Turn) {
        shown.facing = facing_towards(shown.location.at, view.to_map(now_));
    }
    const PieceFootprint footprint = piece_footprint(shown.location.at, shown.facing, shown.road_column, piece_size(piece->map->freeform));
    cairo_save(cr);
    cairo_new_path(cr);
    trace_map_path(cr, view, footprint.corners, true);
    set_source(cr, kSelection);
    cairo_set_line_width(cr, 2.5);
    cairo_stroke(cr);
    // The handle, joined to the middle of the front edge.
    const DevicePoint handle = facing_handle(view, shown, along_px(*piece, view));
    const DevicePoint front_left = view.to_device(footprint.front_left());
    const DevicePoint front_right = view.to_device(footprint.front_right());
    cairo_move_to(cr, (front_left.x + front_right.x) / 2.0, (front_left.y + front_right.y) / 2.0);
    cairo_line_to(cr, handle.x, handle.y);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    cairo_arc(cr, handle.x, handle.y, kHandleRadiusPx, 0.0, 2.0 * std::numbers::pi);
    cairo_set_source_rgb(cr, 1.0, 1.0, 1.0);
    cairo_fill_preserve(cr);
    set_source(cr, kSelection);
    cairo_stroke(cr);
    if (mode_ == Mode::Turn) {
        use_map_text_settings(cr);
        draw_text_centred(cr, fmt::format("{:g}°", shown.facing), {handle.x, handle.y - 16.0}, TextStyle{12.0, true, kSelection, Colour{1, 1, 1, 0.85}});
    }
    cairo_restore(cr);
}

}  // namespace sandtable::editor
