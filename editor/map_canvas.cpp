#include "editor/map_canvas.hpp"

#include "editor/document.hpp"
#include "io/render/render_hex_map.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <cmath>
#include <cairo.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>

namespace sandtable::editor {

namespace {
constexpr double kMinScale = 0.01;
constexpr double kMaxScale = 50.0;

const GameMap* scenario_map(const Document& document, const std::string& scenario_id) {
    const Book& book = document.book();
    if (const auto resolved = resolve_scenario(book, scenario_id); resolved && !resolved.scenario->map.empty()) {
        if (const GameMap* map = book.map(resolved.scenario->map)) return map;
    }
    return book.maps.empty() ? nullptr : &book.maps.front();
}
}  // namespace

MapCanvas::MapCanvas(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(800, 600), wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &MapCanvas::on_paint, this);
    Bind(wxEVT_SIZE, &MapCanvas::on_size, this);
    Bind(wxEVT_LEFT_DOWN, &MapCanvas::on_mouse, this);
    Bind(wxEVT_LEFT_UP, &MapCanvas::on_mouse, this);
    Bind(wxEVT_MOTION, &MapCanvas::on_mouse, this);
    Bind(wxEVT_MOUSEWHEEL, &MapCanvas::on_wheel, this);
    Bind(wxEVT_KEY_DOWN, &MapCanvas::on_key, this);
}

void MapCanvas::show(const Document* document, const std::string& scenario_id) {
    if (document != document_) fitted_ = false;
    document_ = document;
    scenario_ = scenario_id;
    if (!fitted_) fit();
    Refresh();
}

void MapCanvas::fit() {
    const wxSize size = GetClientSize();
    if (document_ == nullptr || size.x <= 0 || size.y <= 0) return;
    const GameMap* map = scenario_map(*document_, scenario_);
    if (map == nullptr || map->kind != MapKind::Hex) return;
    view_ = fit_view(map->hex, size.x, size.y, 16.0);
    fitted_ = true;
    Refresh();
    report_status(ScreenToClient(wxGetMousePosition()));
}

void MapCanvas::zoom_by(double factor) { zoom_about(factor, wxPoint(view_.width_px / 2, view_.height_px / 2)); }

void MapCanvas::zoom_about(double factor, wxPoint device) {
    const MapPoint anchor = view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)});
    view_.scale = std::clamp(view_.scale * factor, kMinScale, kMaxScale);
    // Keep the map point under the cursor where it was.
    view_.top_left = {anchor.x - device.x / view_.scale, anchor.y - device.y / view_.scale};
    Refresh();
    report_status(device);
}

void MapCanvas::pan_by(double dx_px, double dy_px) {
    view_.top_left.x -= dx_px / view_.scale;
    view_.top_left.y -= dy_px / view_.scale;
    Refresh();
}

void MapCanvas::on_size(wxSizeEvent& event) {
    const wxSize size = event.GetSize();
    view_.width_px = size.x;
    view_.height_px = size.y;
    if (!fitted_) fit();
    event.Skip();
}

void MapCanvas::on_paint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxColour(236, 232, 220)));
    dc.Clear();
    if (document_ == nullptr) return;
    const GameMap* map = scenario_map(*document_, scenario_);
    if (map == nullptr) return;
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    auto* cr = static_cast<cairo_t*>(gc->GetNativeContext());
    if (cr == nullptr) return;
    const auto resolved = resolve_scenario(document_->book(), scenario_);
    RenderView view = view_;
    view.width_px = GetClientSize().x;
    view.height_px = GetClientSize().y;
    render_hex_map(cr, document_->book(), *map, resolved ? &*resolved.scenario : nullptr, view, RenderOptions{});
}

void MapCanvas::on_mouse(wxMouseEvent& event) {
    if (event.LeftDown()) {
        SetFocus();
        dragging_ = true;
        drag_from_ = event.GetPosition();
        CaptureMouse();
    } else if (event.LeftUp() && dragging_) {
        dragging_ = false;
        if (HasCapture()) ReleaseMouse();
    } else if (event.Dragging() && dragging_) {
        const wxPoint now = event.GetPosition();
        pan_by(now.x - drag_from_.x, now.y - drag_from_.y);
        drag_from_ = now;
    }
    report_status(event.GetPosition());
}

void MapCanvas::on_wheel(wxMouseEvent& event) {
    const double steps = static_cast<double>(event.GetWheelRotation()) / std::max(event.GetWheelDelta(), 1);
    zoom_about(std::pow(1.2, steps), event.GetPosition());
}

void MapCanvas::on_key(wxKeyEvent& event) {
    constexpr double kStep = 60.0;
    switch (event.GetKeyCode()) {
    case WXK_LEFT: pan_by(kStep, 0); break;
    case WXK_RIGHT: pan_by(-kStep, 0); break;
    case WXK_UP: pan_by(0, kStep); break;
    case WXK_DOWN: pan_by(0, -kStep); break;
    default: event.Skip();
    }
}

void MapCanvas::report_status(wxPoint device) {
    if (!status_) return;
    wxString where;
    if (document_ != nullptr) {
        const GameMap* map = scenario_map(*document_, scenario_);
        const MapPoint point = view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)});
        if (map != nullptr && map->kind == MapKind::Hex) {
            const HexCoord hex = point_to_hex(map->hex.grid.geometry, point);
            where = map->hex.contains(hex) ? "Hex " + wxString::FromUTF8(map->hex.label(hex)) : wxString("Off the map");
        }
        where += wxString::Format("  (%.1f, %.1f %s)", point.x, point.y, wxString::FromUTF8(map != nullptr ? map->units : ""));
    }
    status_(where, wxString::Format("Zoom %.0f%%", view_.scale * 100.0));
}

}  // namespace sandtable::editor
