#pragma once
// The map in the centre of the editor. It draws through the same Cairo renderer as
// `sandtable-cli render`, handing it the cairo context behind its wxGraphicsContext, so the
// canvas and an exported picture are the same picture. Drag to pan, wheel to zoom about the
// cursor, arrow keys to pan, Fit to see the whole map.
#include "io/render/render_view.hpp"

#include <functional>
#include <string>
#include <wx/window.h>

namespace sandtable::editor {

class Document;

class MapCanvas final : public wxWindow {
public:
    using StatusListener = std::function<void(const wxString& where, const wxString& zoom)>;

    explicit MapCanvas(wxWindow* parent);
    void show(const Document* document, const std::string& scenario_id);
    void fit();
    void zoom_by(double factor);
    void zoom_about(double factor, wxPoint device);
    void pan_by(double dx_px, double dy_px);
    void on_status(StatusListener listener) { status_ = std::move(listener); }
    [[nodiscard]] const RenderView& view() const { return view_; }

private:
    void on_paint(wxPaintEvent&);
    void on_size(wxSizeEvent&);
    void on_mouse(wxMouseEvent&);
    void on_wheel(wxMouseEvent&);
    void on_key(wxKeyEvent&);
    void report_status(wxPoint device);

    const Document* document_ = nullptr;
    std::string scenario_;
    RenderView view_;
    bool fitted_ = false;
    wxPoint drag_from_;
    bool dragging_ = false;
    StatusListener status_;
};

}  // namespace sandtable::editor
