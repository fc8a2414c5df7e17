#pragma once
// The scan being georeferenced, in its own pixel coordinates, with the session's control points
// marked and labelled by id and their residuals drawn magnified. Drag to pan, wheel to zoom about
// the cursor; a click that does not drag marks a pixel (Shift-click: moves the selected point there).
#include "editor/panes/gcp_session.hpp"
#include "io/imagery/raster_tile_layer.hpp"
#include "io/render/render_view.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <wx/window.h>

namespace sandtable::editor {

class ScanView final : public wxWindow {
public:
    using ClickListener = std::function<void(MapPoint pixel, bool shift_down)>;
    // Residual vectors are magnified so that the longest is drawn this many screen pixels long.
    static constexpr double kLongestResidualPx = 40.0;

    explicit ScanView(wxWindow* parent);
    // Shows the raster; null shows nothing.
    void show_raster(std::shared_ptr<RasterDataset> raster);
    void show_session(const GcpSession* session) { session_ = session; Refresh(); }
    void select(std::optional<std::size_t> row) { selected_ = row; Refresh(); }
    void on_click(ClickListener listener) { click_ = std::move(listener); }

    void fit();
    void zoom_about(double factor, wxPoint device);
    void pan_by(double dx_px, double dy_px);
    [[nodiscard]] const RenderView& view() const { return view_; }
    [[nodiscard]] wxPoint device_of(MapPoint pixel) const;
    // Draws the scan and the points onto a context whose device pixels are the view's.
    void paint(cairo_t* cr);

private:
    void on_paint(wxPaintEvent&);
    void on_mouse(wxMouseEvent& event);
    void on_wheel(wxMouseEvent& event);
    void draw_points(cairo_t* cr) const;
    // How many times longer than they are the residuals are drawn (never shorter).
    [[nodiscard]] double residual_magnification() const;

    std::shared_ptr<RasterDataset> raster_;
    std::unique_ptr<RasterTileLayer> layer_;
    const GcpSession* session_ = nullptr;
    std::optional<std::size_t> selected_;
    ClickListener click_;
    RenderView view_;
    bool fitted_ = false;
    bool moved_ = false;  // panned or zoomed since the last fit: a resize then keeps the view
    bool pressed_ = false;
    wxPoint press_at_;
    wxPoint drag_from_;
};

}  // namespace sandtable::editor
