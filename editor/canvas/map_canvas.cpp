#include "editor/canvas/map_canvas.hpp"

#include "model/hex_inspection.hpp"

#include "io/render/cairo_drawing.hpp"

#include "editor/frame/document.hpp"
#include "model/commands/placement_commands.hpp"
#include "model/commands/command.hpp"
#include "io/render/map_bounds.hpp"
#include "io/render/render_hex_map.hpp"
#include "model/freeform/piece_query.hpp"
#include "model/hex_stacks.hpp"
#include "model/object_id.hpp"
#include "model/scenario_map.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>
#include <cairo.h>
#include <wx/dcbuffer.h>
#include <wx/dnd.h>
#include <wx/graphics.h>
#include <wx/utils.h>

namespace sandtable::editor {

namespace {
constexpr double kMinScale = 0.01;
constexpr double kMaxScale = 50.0;

// Units dragged from the forces tree arrive as their id in text.
class UnitDropTarget final : public wxTextDropTarget {
public:
    explicit UnitDropTarget(MapCanvas& canvas) : canvas_(canvas) {}
    bool OnDropText(wxCoord x, wxCoord y, const wxString& text) override {
        return canvas_.drop_unit(text.ToStdString(wxConvUTF8), wxPoint(x, y));
    }

private:
    MapCanvas& canvas_;
};

}  // namespace

MapCanvas::MapCanvas(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(800, 600), wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE | wxHSCROLL | wxVSCROLL),
      tiles_(TileCacheSettings{256, std::size_t{256} << 20, Colour{236 / 255.0, 232 / 255.0, 220 / 255.0, 1.0}}) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &MapCanvas::on_paint, this);
    Bind(wxEVT_SIZE, &MapCanvas::on_size, this);
    Bind(wxEVT_LEFT_DOWN, &MapCanvas::on_mouse, this);
    Bind(wxEVT_LEFT_DCLICK, &MapCanvas::on_mouse, this);  // a quick second press starts a drag too
    Bind(wxEVT_LEFT_UP, &MapCanvas::on_mouse, this);
    Bind(wxEVT_MOTION, &MapCanvas::on_mouse, this);
    Bind(wxEVT_MIDDLE_DOWN, &MapCanvas::on_mouse, this);
    Bind(wxEVT_MIDDLE_UP, &MapCanvas::on_mouse, this);
    Bind(wxEVT_LEAVE_WINDOW, &MapCanvas::on_mouse, this);
    Bind(wxEVT_MOUSEWHEEL, &MapCanvas::on_wheel, this);
    Bind(wxEVT_KEY_DOWN, &MapCanvas::on_key, this);
    Bind(wxEVT_CONTEXT_MENU, [this](wxContextMenuEvent& event) {
        const wxPoint at = event.GetPosition() == wxDefaultPosition ? device_of(selection_.primary().value_or(HexCoord{}))
                                                                     : ScreenToClient(event.GetPosition());
        const auto hex = hex_at(at);
        if (!hex || !hex_menu_) return;
        select_hex(hex);
        hex_menu_(*hex, at);
    });
    for (auto type : {wxEVT_SCROLLWIN_TOP, wxEVT_SCROLLWIN_BOTTOM, wxEVT_SCROLLWIN_LINEUP, wxEVT_SCROLLWIN_LINEDOWN,
                      wxEVT_SCROLLWIN_PAGEUP, wxEVT_SCROLLWIN_PAGEDOWN, wxEVT_SCROLLWIN_THUMBTRACK,
                      wxEVT_SCROLLWIN_THUMBRELEASE}) {
        Bind(type, &MapCanvas::on_scroll, this);
    }
    SetDropTarget(new UnitDropTarget(*this));
}

void MapCanvas::show(Document* document, const std::string& scenario_id) {
    if (document != document_) {
        fitted_ = false;
        selection_.select(std::nullopt);
        tiles_.invalidate_all();
        rules_.forget_board();
        imagery_ = document != nullptr ? std::make_unique<MapImagery>(document->layer_folder()) : nullptr;
    }
    document_ = document;
    scenario_ = scenario_id;
    piece_bounds_ = shown_piece_bounds();
    if (document_ != nullptr) {
        setup_marks_.update(document_->book(), scenario_);
    } else {
        setup_marks_.clear();
    }
    if (!fitted_) fit();
    Refresh();
}

void MapCanvas::document_moved() {
    if (document_ == nullptr) return;
    imagery_ = std::make_unique<MapImagery>(document_->layer_folder());
    tiles_.invalidate_all();
    Refresh();
}

bool MapCanvas::select_piece(const std::string& unit) {
    if (!shows_freeform()) return false;
    const auto resolved = resolve_scenario(document_->book(), scenario_);
    const Placement* placement = resolved ? resolved->scenario.placement(unit) : nullptr;
    if (placement == nullptr || placement->location.kind != LocationKind::Point) return false;
    pieces_.select(unit);
    refresh_field();
    return true;
}

bool MapCanvas::shows_freeform() const {
    const GameMap* map = shown_map();
    return map != nullptr && map->kind == MapKind::Freeform;
}

const GameMap* MapCanvas::shown_map() const { return document_ != nullptr ? scenario_map(document_->book(), scenario_) : nullptr; }

void MapCanvas::book_changed(const ChangeSet& changes) {
    if (document_ == nullptr) return;
    rules_.book_changed(changes);
    refresh_rules();
    setup_marks_.update(document_->book(), scenario_);
    const GameMap* game_map = scenario_map(document_->book(), scenario_);
    if (game_map == nullptr || game_map->kind == MapKind::Area) return;
    if (game_map->kind == MapKind::Freeform) {
        redraw_freeform_changes(*game_map, changes);
        Refresh();
        return;
    }
    if (changes_redraw_all(*game_map, changes)) {
        tiles_.invalidate_all();
    } else {
        tiles_.invalidate_hexes(*game_map, hexes_to_redraw(*game_map, changes));
    }
    Refresh();
}

std::map<std::string, MapRect> MapCanvas::shown_piece_bounds() const {
    const GameMap* map = document_ != nullptr ? shown_map() : nullptr;
    if (map == nullptr || map->kind != MapKind::Freeform) return {};
    const auto resolved = resolve_scenario(document_->book(), scenario_);
    return resolved ? piece_bounds(resolved->scenario, map->freeform) : std::map<std::string, MapRect>{};
}

void MapCanvas::redraw_freeform_changes(const GameMap& map, const ChangeSet& changes) {
    // An edit of the map's contents redraws the tiles over the rectangle it names, and a piece
    // moved, turned, renamed or taken off the tiles over where it stood and where it stands, with
    // room for strokes, labels and names past an outline; anything else redraws the map.
    constexpr double kReachPx = 96.0;
    const std::map<std::string, MapRect> before = std::move(piece_bounds_);
    piece_bounds_ = shown_piece_bounds();
    const MapChange* change = changes.map(map.id);
    const bool other_maps = std::any_of(changes.maps().begin(), changes.maps().end(), [&](const auto& entry) { return entry.first != map.id; });
    if (changes.is_everything() || (change != nullptr && change->whole()) || other_maps || changes.rules() || changes.properties() ||
        changes_redraw_all(map, changes)) {
        tiles_.invalidate_all();
        return;
    }
    std::vector<MapRect> rects;
    if (change != nullptr && change->area) rects.push_back(*change->area);
    std::set<std::string> units(changes.force_nodes().begin(), changes.force_nodes().end());
    for (const auto& [scenario, scenario_change] : changes.scenarios()) units.insert(scenario_change.units.begin(), scenario_change.units.end());
    for (const std::string& unit : units) {
        for (const std::map<std::string, MapRect>* pieces : {&before, static_cast<const std::map<std::string, MapRect>*>(&piece_bounds_)}) {
            if (const auto it = pieces->find(unit); it != pieces->end()) rects.push_back(it->second);
        }
    }
    for (const MapRect& rect : rects) tiles_.invalidate_map_rect(rect, kReachPx);
}

bool MapCanvas::changes_redraw_all(const GameMap& map, const ChangeSet& changes) const {
    if (changes.is_everything()) return true;
    if (const MapChange* change = changes.map(map.id); change != nullptr && change->whole()) return true;
    // A scenario shown, or one it extends, changed other than by moving units: its map, its order
    // of battle or a variant's whole list of changes may be different.
    const auto resolved = resolve_scenario(document_->book(), scenario_);
    const std::vector<std::string> chain = resolved ? resolved->chain : std::vector<std::string>{scenario_};
    for (const std::string& id : chain) {
        if (const ScenarioChange* change = changes.scenario_change(id); change != nullptr && change->other) return true;
    }
    return false;
}

std::vector<HexCoord> MapCanvas::hexes_to_redraw(const GameMap& map, const ChangeSet& changes) const {
    std::vector<HexCoord> hexes;
    if (const MapChange* change = changes.map(map.id)) hexes.assign(change->hexes.begin(), change->hexes.end());
    const auto resolved = resolve_scenario(document_->book(), scenario_);
    if (!resolved) return hexes;
    const auto add_location = [&](const std::string& label) {
        if (const auto found = map.hex.find_label(label)) hexes.push_back(*found);
    };
    // Units that left or reached a hex of the shown scenario, or of one it extends.
    for (const std::string& id : resolved->chain) {
        if (const ScenarioChange* change = changes.scenario_change(id)) {
            for (const std::string& location : change->locations) add_location(location);
        }
    }
    // Counters print names and factors: a changed unit is redrawn where it stands.
    if (!changes.force_nodes().empty()) {
        for (const Placement& placement : resolved->scenario.setup) {
            if (placement.location.kind == LocationKind::Hex && changes.force_nodes().contains(placement.unit)) {
                add_location(placement.location.ref);
            }
        }
    }
    return hexes;
}

void MapCanvas::fit() {
    if (document_ == nullptr) return;
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr || map_bounds(*map).empty()) return;
    const wxSize size = GetClientSize();
    if (size.x <= 0 || size.y <= 0) return;
    view_ = fit_view(*map, size.x, size.y, 16.0);
    fitted_ = true;
    fitted_view_ = view_;
    view_changed();
    report_status(ScreenToClient(wxGetMousePosition()));
}

void MapCanvas::show_area(MapPoint min, MapPoint max) {
    const wxSize size = GetClientSize();
    const double width = std::max(max.x - min.x, 1e-9);
    const double height = std::max(max.y - min.y, 1e-9);
    if (size.x <= 0 || size.y <= 0) return;
    constexpr double kMargin = 16.0;
    view_.width_px = size.x;
    view_.height_px = size.y;
    view_.scale = std::clamp(std::min(std::max(1.0, size.x - 2 * kMargin) / width, std::max(1.0, size.y - 2 * kMargin) / height),
                             kMinScale, kMaxScale);
    view_.top_left = {(min.x + max.x) / 2.0 - size.x / 2.0 / view_.scale, (min.y + max.y) / 2.0 - size.y / 2.0 / view_.scale};
    view_changed();
}

void MapCanvas::zoom_by(double factor) { zoom_about(factor, wxPoint(view_.width_px / 2, view_.height_px / 2)); }

void MapCanvas::zoom_about(double factor, wxPoint device) {
    const MapPoint anchor = view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)});
    view_.scale = std::clamp(view_.scale * factor, kMinScale, kMaxScale);
    // Keep the map point under the cursor where it was.
    view_.top_left = {anchor.x - device.x / view_.scale, anchor.y - device.y / view_.scale};
    view_changed();
    report_status(device);
}

void MapCanvas::pan_by(double dx_px, double dy_px) {
    view_.top_left.x -= dx_px / view_.scale;
    view_.top_left.y -= dy_px / view_.scale;
    view_changed();
}

MapCanvas::ScrollFrame MapCanvas::scroll_frame() const {
    ScrollFrame frame;
    if (document_ == nullptr) return frame;
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr) return frame;
    // The map can be scrolled until its edge reaches the middle of the view.
    const MapBounds bounds = map_bounds(*map);
    if (bounds.empty()) return frame;
    const wxSize size = GetClientSize();
    frame.origin = {bounds.min.x - size.x / 2.0 / view_.scale, bounds.min.y - size.y / 2.0 / view_.scale};
    frame.range = {static_cast<int>(bounds.width() * view_.scale) + size.x, static_cast<int>(bounds.height() * view_.scale) + size.y};
    frame.thumb = size;
    return frame;
}

void MapCanvas::view_changed() {
    const ScrollFrame frame = scroll_frame();
    if (frame.range.x > 0) {
        const int x = static_cast<int>(std::lround((view_.top_left.x - frame.origin.x) * view_.scale));
        const int y = static_cast<int>(std::lround((view_.top_left.y - frame.origin.y) * view_.scale));
        SetScrollbar(wxHORIZONTAL, std::clamp(x, 0, std::max(frame.range.x - frame.thumb.x, 0)), frame.thumb.x, frame.range.x);
        SetScrollbar(wxVERTICAL, std::clamp(y, 0, std::max(frame.range.y - frame.thumb.y, 0)), frame.thumb.y, frame.range.y);
    }
    Refresh();
}

void MapCanvas::on_scroll(wxScrollWinEvent& event) {
    const int orientation = event.GetOrientation();
    const ScrollFrame frame = scroll_frame();
    if (frame.range.x <= 0) return;
    const int thumb = orientation == wxHORIZONTAL ? frame.thumb.x : frame.thumb.y;
    const int range = orientation == wxHORIZONTAL ? frame.range.x : frame.range.y;
    int position = GetScrollPos(orientation);
    const wxEventType type = event.GetEventType();
    if (type == wxEVT_SCROLLWIN_TOP) position = 0;
    if (type == wxEVT_SCROLLWIN_BOTTOM) position = range - thumb;
    if (type == wxEVT_SCROLLWIN_LINEUP) position -= 40;
    if (type == wxEVT_SCROLLWIN_LINEDOWN) position += 40;
    if (type == wxEVT_SCROLLWIN_PAGEUP) position -= thumb;
    if (type == wxEVT_SCROLLWIN_PAGEDOWN) position += thumb;
    if (type == wxEVT_SCROLLWIN_THUMBTRACK || type == wxEVT_SCROLLWIN_THUMBRELEASE) position = event.GetPosition();
    position = std::clamp(position, 0, std::max(range - thumb, 0));
    if (orientation == wxHORIZONTAL) {
        view_.top_left.x = frame.origin.x + position / view_.scale;
    } else {
        view_.top_left.y = frame.origin.y + position / view_.scale;
    }
    view_changed();
}

void MapCanvas::on_size(wxSizeEvent& event) {
    // A map shown whole stays whole as the window (or the panes around it) change size, until
    // the designer zooms or pans.
    const bool whole = still_fitted();
    view_.width_px = GetClientSize().x;
    view_.height_px = GetClientSize().y;
    if (!fitted_ || whole) fit();
    event.Skip();
}

bool MapCanvas::still_fitted() const {
    return fitted_ && view_.scale == fitted_view_.scale && view_.top_left == fitted_view_.top_left;
}

void MapCanvas::on_paint(wxPaintEvent&) {
    // The scrollbars a fit sets may come or go once GTK lays the window out, changing the room
    // without a size event: a map shown whole is fitted again to the room it has.
    const wxSize room = GetClientSize();
    if (still_fitted() && (room.x != view_.width_px || room.y != view_.height_px)) fit();
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxColour(236, 232, 220)));
    dc.Clear();
    if (document_ == nullptr) return;
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr) return;
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    auto* cr = static_cast<cairo_t*>(gc->GetNativeContext());
    if (cr == nullptr) return;
    paint_map(cr);
    if (map->kind == MapKind::Hex) setup_marks_.draw(cr, view_, map->hex);
    if (map->kind == MapKind::Hex) rules_.draw(cr, view_, map->hex);
    if (map->kind == MapKind::Freeform) freeform_rules_.draw(cr, view_);
    if (map->kind == MapKind::Freeform) pieces_.draw(cr, document_->book(), scenario_, view_);
    draw_selection(cr);
    if (tool_ != nullptr) tool_->draw_overlay(cr, view_);
}

void MapCanvas::set_tool(CanvasTool* tool) {
    if (tool == tool_) return;
    CanvasTool* left = tool_;
    tool_ = tool;
    if (stroke_ && HasCapture()) ReleaseMouse();
    stroke_ = false;
    if (left != nullptr) left->left();
    SetCursor(tool_ != nullptr ? wxCursor(wxCURSOR_CROSS) : wxNullCursor);
    Refresh();
}

void MapCanvas::paint_map(cairo_t* cr) {
    const GameMap* map = document_ != nullptr ? scenario_map(document_->book(), scenario_) : nullptr;
    if (map == nullptr) return;
    const auto resolved = resolve_scenario(document_->book(), scenario_);
    RenderView view = view_;
    view.width_px = GetClientSize().x;
    view.height_px = GetClientSize().y;
    RenderOptions options;
    options.imagery = imagery_.get();
    tiles_.draw(cr, document_->book(), *map, resolved ? &resolved->scenario : nullptr, view, options);
}

void MapCanvas::draw_selection(void* cairo_context) const {
    if (document_ == nullptr) return;
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr || map->kind != MapKind::Hex) return;
    auto* cr = static_cast<cairo_t*>(cairo_context);
    cairo_new_path(cr);
    for (const HexCoord hex : selection_.hexes()) trace_hex(cr, view_, map->hex.grid.geometry, hex);
    cairo_set_source_rgba(cr, 1.0, 0.85, 0.0, 0.95);
    cairo_set_line_width(cr, 3.0);
    cairo_stroke(cr);
    if (band_) {
        const wxRect r = *band_;
        cairo_rectangle(cr, r.x + 0.5, r.y + 0.5, r.width, r.height);
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 0.15);
        cairo_fill_preserve(cr);
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 0.9);
        cairo_set_line_width(cr, 1.0);
        cairo_stroke(cr);
    }
}

void MapCanvas::select_in_rectangle(const wxRect& device) {
    const GameMap* map = shown_map();
    if (map == nullptr || map->kind != MapKind::Hex) return select_hexes({});
    const DevicePoint corner{static_cast<double>(device.GetLeft()), static_cast<double>(device.GetTop())};
    const DevicePoint opposite{static_cast<double>(device.GetRight()), static_cast<double>(device.GetBottom())};
    select_hexes(hexes_centred_in(map->hex, view_, corner, opposite));
}

void MapCanvas::select_all_units() {
    const GameMap* map = shown_map();
    const auto resolved = map != nullptr ? resolve_scenario(document_->book(), scenario_) : Outcome<ResolvedScenario>(failure("no scenario chosen"));
    select_hexes(resolved && map->kind == MapKind::Hex ? hexes_with_units(resolved->scenario, map->hex) : std::vector<HexCoord>{});
}

void MapCanvas::select_hexes(std::vector<HexCoord> hexes) {
    selection_.select(std::move(hexes));
    selection_changed();
}

void MapCanvas::selection_changed() {
    Refresh();
    refresh_rules();
    if (selection_listener_) selection_listener_(selected_units());
}

std::vector<std::string> MapCanvas::selected_units() const {
    const GameMap* map = shown_map();
    const auto resolved = map != nullptr ? resolve_scenario(document_->book(), scenario_) : Outcome<ResolvedScenario>(failure("no scenario chosen"));
    if (!resolved || map->kind != MapKind::Hex) return {};
    return units_in_hexes(resolved->scenario, map->hex, selection_.hexes());
}

std::optional<HexCoord> MapCanvas::hex_at(wxPoint device) const {
    if (document_ == nullptr) return std::nullopt;
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr || map->kind != MapKind::Hex) return std::nullopt;
    const HexCoord hex = point_to_hex(map->hex.grid.geometry, view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)}));
    if (!map->hex.contains(hex)) return std::nullopt;
    return hex;
}

wxPoint MapCanvas::device_of(HexCoord hex) const {
    if (document_ == nullptr) return {};
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr) return {};
    const DevicePoint p = view_.to_device(hex_to_point(map->hex.grid.geometry, hex));
    return {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
}

std::vector<std::string> MapCanvas::units_at(HexCoord hex) const {
    const GameMap* map = shown_map();
    const auto resolved = map != nullptr ? resolve_scenario(document_->book(), scenario_) : Outcome<ResolvedScenario>(failure("no scenario chosen"));
    if (!resolved || map->kind != MapKind::Hex) return {};
    return units_in_hex(resolved->scenario, map->hex, hex);
}

void MapCanvas::select_hex(std::optional<HexCoord> hex) {
    selection_.select(hex);
    selection_changed();
}

void MapCanvas::centre_on(HexCoord hex) {
    if (document_ == nullptr) return;
    const GameMap* map = scenario_map(document_->book(), scenario_);
    if (map == nullptr) return;
    const MapPoint centre = hex_to_point(map->hex.grid.geometry, hex);
    const wxSize size = GetClientSize();
    view_.top_left = {centre.x - size.x / 2.0 / view_.scale, centre.y - size.y / 2.0 / view_.scale};
    view_changed();
    select_hex(hex);
}

bool MapCanvas::drop_unit(const std::string& unit, wxPoint device) {
    const GameMap* shown = shown_map();
    if (shown != nullptr && shown->kind == MapKind::Freeform) {
        if (scenario_.empty()) return false;
        // A piece already at a point keeps its pose; a new one faces the top of the map.
        double facing = 0.0;
        bool road_column = false;
        if (const auto resolved = resolve_scenario(document_->book(), scenario_)) {
            if (const Placement* existing = resolved->scenario.placement(unit); existing != nullptr && existing->location.kind == LocationKind::Point) {
                facing = existing->facing;
                road_column = existing->road_column;
            }
        }
        auto placed = make_place_piece(document_->book(), scenario_, unit, view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)}),
                                       facing, road_column);
        if (!placed) return false;
        document_->commands().execute(std::move(placed));
        pieces_.select(unit);
        Refresh();
        return true;
    }
    const auto hex = hex_at(device);
    if (!hex || scenario_.empty()) return false;
    auto placed = make_drop_unit(document_->book(), scenario_, unit, shown_map()->hex.label(*hex));
    if (!placed) return false;
    document_->commands().execute(std::move(placed));
    select_hex(hex);
    return true;
}

void MapCanvas::remove_selected_unit() {
    if (selection_.empty() || document_ == nullptr) return;
    std::vector<std::string> units = selected_units();
    // One hex gives up its top unit; a band selection every unit in it.
    if (selection_.hexes().size() == 1 && !units.empty()) units = {units.back()};
    auto removed = make_remove_units_from_map(document_->book(), scenario_, units);
    if (!removed) return;
    document_->commands().execute(std::move(removed));
    if (selection_.hexes().size() == 1) select_hex(selection_.primary());
    Refresh();
}

bool MapCanvas::pan_with_middle_button(const wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    if (event.MiddleDown()) {
        SetFocus();
        middle_pan_ = true;
        drag_from_ = at;
        if (!HasCapture()) CaptureMouse();
        return true;
    }
    if (!middle_pan_) return false;
    if (event.MiddleUp()) {
        middle_pan_ = false;
        if (HasCapture()) ReleaseMouse();
    } else if (event.Dragging()) {
        pan_by(at.x - drag_from_.x, at.y - drag_from_.y);
        drag_from_ = at;
    }
    return true;
}

bool MapCanvas::send_stroke(const wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    const MapPoint point = view_.to_map({static_cast<double>(at.x), static_cast<double>(at.y)});
    if (event.Leaving() && !stroke_) {
        if (tool_ != nullptr && tool_->hover(std::nullopt)) Refresh();
        return true;
    }
    if (tool_ == nullptr || !tool_->takes_drags()) return false;
    // Space with the left button pans, as with tools that take no drags.
    if ((event.LeftDown() || event.LeftDClick()) && !wxGetKeyState(WXK_SPACE)) {
        SetFocus();
        stroke_ = true;
        if (!HasCapture()) CaptureMouse();
        tool_->press(point, event.ShiftDown());
    } else if (stroke_ && event.LeftUp()) {
        stroke_ = false;
        if (HasCapture()) ReleaseMouse();
        tool_->release(point);
    } else if (stroke_ && event.Dragging()) {
        tool_->drag(point);
    } else if (!stroke_ && event.Moving()) {
        if (!tool_->hover(point)) return true;
    } else {
        return false;
    }
    Refresh();
    return true;
}

namespace {
// A press and a release this close together are a click, not a drag.
bool is_click(wxPoint pressed, wxPoint released) {
    constexpr int kClickSlop = 3;
    return std::abs(released.x - pressed.x) <= kClickSlop && std::abs(released.y - pressed.y) <= kClickSlop;
}
}  // namespace

void MapCanvas::on_mouse(wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    if (pan_with_middle_button(event) || send_stroke(event)) {
        report_status(at);
        return;
    }
    if (tool_ != nullptr && (event.LeftDown() || event.LeftDClick())) {
        // With a tool, a press that is released where it went down is the tool's click; a drag pans.
        SetFocus();
        tool_press_ = true;
        dragging_ = true;
        drag_from_ = at;
        press_at_ = at;
        dragged_unit_.clear();
        CaptureMouse();
    } else if (tool_press_ && event.LeftUp()) {
        tool_press_ = false;
        dragging_ = false;
        if (HasCapture()) ReleaseMouse();
        if (is_click(press_at_, at) && tool_ != nullptr && !tool_->takes_drags()) {
            if (tool_->click(view_.to_map({static_cast<double>(at.x), static_cast<double>(at.y)}), event.ShiftDown())) {
                Refresh();
            }
        }
    } else if ((event.LeftDown() || event.LeftDClick()) && event.ShiftDown()) {
        // Shift-drag draws a band; the hexes whose centres it holds are selected.
        SetFocus();
        band_ = wxRect(at, at);
        drag_from_ = at;
        CaptureMouse();
    } else if (band_ && event.Dragging()) {
        band_ = wxRect(drag_from_, at);
        Refresh();
    } else if (band_ && event.LeftUp()) {
        if (HasCapture()) ReleaseMouse();
        const wxRect rect(drag_from_, at);
        band_.reset();
        select_in_rectangle(rect);
    } else if ((event.LeftDown() || event.LeftDClick()) && shows_freeform() &&
               pieces_.press(document_->book(), scenario_, view_, {static_cast<double>(at.x), static_cast<double>(at.y)})) {
        SetFocus();
        piece_gesture_ = true;
        CaptureMouse();
        refresh_field();
    } else if (piece_gesture_ && event.Dragging()) {
        pieces_.drag({static_cast<double>(at.x), static_cast<double>(at.y)});
        Refresh();
    } else if (piece_gesture_ && event.LeftUp()) {
        piece_gesture_ = false;
        if (HasCapture()) ReleaseMouse();
        if (auto step = pieces_.release(document_->book(), scenario_, view_, {static_cast<double>(at.x), static_cast<double>(at.y)})) {
            document_->commands().execute(std::move(step));
        }
        Refresh();
    } else if (event.LeftDown() || event.LeftDClick()) {
        SetFocus();
        if (shows_freeform() && !pieces_.selected().empty()) {
            pieces_.select({});
            refresh_field();
        }
        dragging_ = true;
        drag_from_ = at;
        dragged_unit_.clear();
        // Pressing on a stack picks it up (its top unit) and selects it; pressing anywhere else
        // pans, and selects only if released where it went down: a pan selects nothing.
        press_at_ = at;
        select_on_release_ = false;
        const auto hex = hex_at(at);
        const auto units = hex ? units_at(*hex) : std::vector<std::string>{};
        if (!units.empty()) {
            dragged_unit_ = units.back();
            select_hex(hex);
        } else {
            select_on_release_ = true;
        }
        CaptureMouse();
    } else if (event.LeftUp() && dragging_) {
        dragging_ = false;
        if (HasCapture()) ReleaseMouse();
        if (select_on_release_ && is_click(press_at_, at)) select_hex(hex_at(at));
        select_on_release_ = false;
        if (!dragged_unit_.empty()) {
            const auto from = hex_at(drag_from_);
            const auto to = hex_at(at);
            if (to && from != to) drop_unit(dragged_unit_, at);
            dragged_unit_.clear();
        }
    } else if (event.Dragging() && dragging_ && dragged_unit_.empty()) {
        pan_by(at.x - drag_from_.x, at.y - drag_from_.y);
        drag_from_ = at;
    }
    if (rules_.showing_sight() && event.Moving()) look_at(hex_at(at));
    if (freeform_rules_.showing_sight() && event.Moving() && shows_freeform()) {
        look_at_point(view_.to_map({static_cast<double>(at.x), static_cast<double>(at.y)}));
    }
    report_status(at);
    show_hex_tip(at);
}

void MapCanvas::hold_tips(bool held) {
    tips_held_ = held;
    if (held) {
        tip_.clear();
        UnsetToolTip();
    }
}

void MapCanvas::show_hex_tip(wxPoint device) {
    // The hex in brief, then its stack with short names, top first.
    wxString tip;
    const GameMap* map = document_ != nullptr ? shown_map() : nullptr;
    if (const auto hex = hex_at(device); hex && map != nullptr && !tips_held_) {
        wxString stack;
        for (const auto& unit : units_at(*hex)) {
            const ForceNode* node = document_->book().forces.node(unit);
            if (node == nullptr) continue;
            wxString line = wxString::FromUTF8(name_or_id(*node));
            if (!node->short_name.empty()) line += " (" + wxString::FromUTF8(node->short_name) + ")";
            stack = line + (stack.empty() ? "" : "\n") + stack;
        }
        tip = wxString::FromUTF8(brief(inspect_hex(document_->book(), *map, nullptr, *hex)));
        if (!stack.empty()) tip += "\n" + stack;
    }
    if (tip != tip_) {
        tip_ = tip;
        if (tip.empty()) {
            UnsetToolTip();
        } else {
            SetToolTip(tip);
        }
    }
}

void MapCanvas::on_wheel(wxMouseEvent& event) {
    const double steps = static_cast<double>(event.GetWheelRotation()) / std::max(event.GetWheelDelta(), 1);
    zoom_about(std::pow(1.2, steps), event.GetPosition());
}

void MapCanvas::on_key(wxKeyEvent& event) {
    constexpr double kStep = 60.0;
    if (tool_ != nullptr && tool_->key(event.GetKeyCode())) {
        Refresh();
        return;
    }
    if (shows_freeform() && !pieces_.selected().empty()) {
        if (auto step = pieces_.key(document_->book(), scenario_, event.GetKeyCode())) {
            document_->commands().execute(std::move(step));
            Refresh();
            return;
        }
        if (event.GetKeyCode() == WXK_DELETE || event.GetKeyCode() == WXK_BACK) {
            if (auto removed = make_remove_unit_from_map(document_->book(), scenario_, pieces_.selected())) {
                document_->commands().execute(std::move(removed));
                pieces_.select({});
                Refresh();
            }
            return;
        }
        if (event.GetKeyCode() == WXK_ESCAPE && tool_ == nullptr) {
            pieces_.select({});
            Refresh();
            return;
        }
    }
    switch (event.GetKeyCode()) {
    case WXK_LEFT: pan_by(kStep, 0); break;
    case WXK_RIGHT: pan_by(-kStep, 0); break;
    case WXK_UP: pan_by(0, kStep); break;
    case WXK_DOWN: pan_by(0, -kStep); break;
    case WXK_DELETE:
    case WXK_BACK: delete_pressed(); break;
    case WXK_ESCAPE:
        if (tool_ != nullptr) {
            set_tool(nullptr);
        } else {
            select_hex(std::nullopt);
        }
        break;
    default: event.Skip();
    }
}

void MapCanvas::delete_pressed() {
    if (tool_ != nullptr && tool_->delete_key()) return;
    remove_selected_unit();
}

void MapCanvas::report_status(wxPoint device) {
    if (!status_) return;
    wxString where;
    if (document_ != nullptr) {
        const GameMap* map = scenario_map(document_->book(), scenario_);
        const MapPoint point = view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)});
        if (map != nullptr && map->kind == MapKind::Hex) {
            const HexCoord hex = point_to_hex(map->hex.grid.geometry, point);
            where = map->hex.contains(hex) ? "Hex " + wxString::FromUTF8(map->hex.label(hex)) : wxString("Off the map");
        }
        if (map != nullptr) where += "  " + wxString::FromUTF8(position_text_.describe(*map, point));
    }
    const std::string rules = rules_.status();
    if (!rules.empty()) where += "  " + wxString::FromUTF8(rules);
    const std::string freeform_rules = freeform_rules_.status();
    if (!freeform_rules.empty()) where += "  " + wxString::FromUTF8(freeform_rules);
    status_(where, wxString::Format("Zoom %.0f%%", view_.scale * 100.0));
}

void MapCanvas::show_movement_range(bool on) {
    rules_.show_movement(on);
    freeform_rules_.show_reach(on);
    refresh_rules();
}

void MapCanvas::show_line_of_sight(bool on) {
    rules_.show_sight(on);
    freeform_rules_.show_sight(on);
    refresh_rules();
}

void MapCanvas::show_field_of_fire(bool on) {
    freeform_rules_.show_fire(on);
    refresh_field();
}

void MapCanvas::show_command_range(bool on) {
    freeform_rules_.show_command(on);
    refresh_field();
}

void MapCanvas::look_at_point(std::optional<MapPoint> point) {
    freeform_rules_.look_at(point);
    Refresh();
}

void MapCanvas::refresh_field() {
    if (document_ != nullptr) freeform_rules_.update(document_->book(), scenario_, shows_freeform() ? pieces_.selected() : std::string{});
    Refresh();
}

void MapCanvas::look_at(std::optional<HexCoord> hex) {
    if (document_ == nullptr || hex == rules_.target()) return;
    rules_.look_at(document_->book(), hex);
    Refresh();
}

void MapCanvas::refresh_rules() {
    std::string unit;
    if (document_ != nullptr && selection_.primary() && (rules_.showing_movement() || rules_.showing_sight())) {
        const auto here = units_at(*selection_.primary());
        if (!here.empty()) unit = here.back();
    }
    if (document_ == nullptr) return;
    rules_.update(document_->book(), scenario_, unit);
    refresh_field();
}

}  // namespace sandtable::editor
