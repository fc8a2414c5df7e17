#pragma once
// The map canvas's tool for georeferencing: a click on the map gives the point waiting on the scan
// its easting and northing (map y is the northing negated, see model/map_frame.hpp). Its overlay
// marks every point's map position and, once there is a fit, where the fit puts its pixel.
#include "editor/canvas/canvas_tool.hpp"
#include "editor/panes/gcp_session.hpp"

#include <functional>

namespace sandtable::editor {

class GcpPickTool final : public CanvasTool {
public:
    // `picked` gets the clicked point in CRS coordinates (easting, northing); true when it was used.
    using PickListener = std::function<bool(MapPoint crs)>;

    GcpPickTool(const GcpSession& session, PickListener picked) : session_(session), picked_(std::move(picked)) {}
    bool click(MapPoint at, bool shift_down) override;
    void draw_overlay(cairo_t* cr, const RenderView& view) const override;
    void left() override;
    void on_left(std::function<void()> listener) { left_ = std::move(listener); }

private:
    const GcpSession& session_;
    PickListener picked_;
    std::function<void()> left_;
};

}  // namespace sandtable::editor
