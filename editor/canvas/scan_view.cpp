#include "editor/canvas/scan_view.hpp"

#include "editor/canvas/gcp_marks.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>

namespace sandtable::editor {

namespace {
constexpr double kMinScale = 1.0 / 64.0;
constexpr double kMaxScale = 32.0;
constexpr int kClickSlop = 3;
}  // namespace

ScanView::ScanView(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(480, 320), wxFULL_REPAINT_ON_RESIZE | wxWANTS_CHARS) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetCursor(wxCursor(wxCURSOR_CROSS));
    Bind(wxEVT_PAINT, &ScanView::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        view_.width_px = GetClientSize().x;
        view_.height_px = GetClientSize().y;
        if (!fitted_ || !moved_) fit();
        Refresh();
        event.Skip();
    });
    Bind(wxEVT_LEFT_DOWN, &ScanView::on_mouse, this);
    Bind(wxEVT_LEFT_DCLICK, &ScanView::on_mouse, this);
    Bind(wxEVT_LEFT_UP, &ScanView::on_mouse, this);
    Bind(wxEVT_MOTION, &ScanView::on_mouse, this);
    Bind(wxEVT_MOUSEWHEEL, &ScanView::on_wheel, this);
}

void ScanView::show_raster(std::shared_ptr<RasterDataset> raster) {
    raster_ = std::move(raster);
    layer_ = raster_ ? std::make_unique<RasterTileLayer>(raster_, GeoTransform{}, 64) : nullptr;
    fitted_ = false;
    fit();
    Refresh();
}

void ScanView::fit() {
    const wxSize size = GetClientSize();
    view_.width_px = size.x;
    view_.height_px = size.y;
    if (!raster_ || size.x <= 8 || size.y <= 8) return;
    const double width = raster_->info().width;
    const double height = raster_->info().height;
    constexpr double kMargin = 8.0;
    view_.scale = std::clamp(std::min((size.x - 2 * kMargin) / width, (size.y - 2 * kMargin) / height), kMinScale, kMaxScale);
    view_.top_left = {width / 2.0 - size.x / 2.0 / view_.scale, height / 2.0 - size.y / 2.0 / view_.scale};
    fitted_ = true;
    moved_ = false;
    Refresh();
}

void ScanView::zoom_about(double factor, wxPoint device) {
    const MapPoint anchor = view_.to_map({static_cast<double>(device.x), static_cast<double>(device.y)});
    view_.scale = std::clamp(view_.scale * factor, kMinScale, kMaxScale);
    view_.top_left = {anchor.x - device.x / view_.scale, anchor.y - device.y / view_.scale};
    moved_ = true;
    Refresh();
}

void ScanView::pan_by(double dx_px, double dy_px) {
    view_.top_left.x -= dx_px / view_.scale;
    view_.top_left.y -= dy_px / view_.scale;
    moved_ = true;
    Refresh();
}

wxPoint ScanView::device_of(MapPoint pixel) const {
    const DevicePoint d = view_.to_device({pixel.x, pixel.y});
    return {static_cast<int>(std::lround(d.x)), static_cast<int>(std::lround(d.y))};
}

void ScanView::on_paint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxColour(90, 90, 90)));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    if (auto* cr = static_cast<cairo_t*>(gc->GetNativeContext())) paint(cr);
}

void ScanView::paint(cairo_t* cr) {
    if (layer_) layer_->draw(cr, view_);
    draw_points(cr);
}

double ScanView::residual_magnification() const {
    double longest = 0.0;
    for (std::size_t i = 0; session_ != nullptr && i < session_->rows().size(); ++i) {
        if (const auto residual = session_->residual(i); residual && residual->enabled) longest = std::max(longest, length(residual->in_pixels));
    }
    if (longest * view_.scale < 1e-3) return 1.0;
    return std::max(1.0, std::round(kLongestResidualPx / (longest * view_.scale)));
}

void ScanView::draw_points(cairo_t* cr) const {
    if (session_ == nullptr) return;
    const auto& rows = session_->rows();
    const double magnification = residual_magnification();
    if (magnification > 1.0) {
        cairo_save(cr);
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
        cairo_set_font_size(cr, 11.0);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_move_to(cr, 6.0, view_.height_px - 6.0);
        cairo_show_text(cr, ("residuals drawn " + std::to_string(static_cast<int>(magnification)) + "x").c_str());
        cairo_restore(cr);
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const MapPoint pixel = rows[i].point.pixel;
        const DevicePoint at = view_.to_device({pixel.x, pixel.y});
        const MarkColour colour = mark_colour(*session_, i);
        if (const auto residual = session_->residual(i); residual && rows[i].point.enabled) {
            const MapPoint end = pixel + MapPoint{residual->in_pixels.x * magnification,
                                                      residual->in_pixels.y * magnification};
            draw_arrow(cr, at, view_.to_device({end.x, end.y}), colour);
        }
        draw_gcp_mark(cr, at, rows[i].point.id, colour, selected_ == i);
    }
}

void ScanView::on_mouse(wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    if (event.LeftDown() || event.LeftDClick()) {
        SetFocus();
        pressed_ = true;
        press_at_ = drag_from_ = at;
        if (!HasCapture()) CaptureMouse();
    } else if (pressed_ && event.Dragging()) {
        pan_by(at.x - drag_from_.x, at.y - drag_from_.y);
        drag_from_ = at;
    } else if (pressed_ && event.LeftUp()) {
        pressed_ = false;
        if (HasCapture()) ReleaseMouse();
        if (std::abs(at.x - press_at_.x) > kClickSlop || std::abs(at.y - press_at_.y) > kClickSlop || !raster_ || !click_) return;
        const MapPoint pixel = view_.to_map({static_cast<double>(at.x), static_cast<double>(at.y)});
        if (pixel.x < 0 || pixel.y < 0 || pixel.x > raster_->info().width || pixel.y > raster_->info().height) return;
        click_({pixel.x, pixel.y}, event.ShiftDown());
    }
}

void ScanView::on_wheel(wxMouseEvent& event) {
    const double steps = static_cast<double>(event.GetWheelRotation()) / std::max(event.GetWheelDelta(), 1);
    zoom_about(std::pow(1.2, steps), event.GetPosition());
}

}  // namespace sandtable::editor
