#include "editor/tools/grid_fit_tool.hpp"

#include "editor/canvas/fitted_grid_overlay.hpp"

namespace sandtable::editor {

namespace {
constexpr double kPickRadiusPx = 12.0;
}

GridFitTool::GridFitTool(GridCalibration& calibration, std::function<void()> changed, std::function<void()> left)
    : calibration_(calibration), changed_(std::move(changed)), left_(std::move(left)) {}

bool GridFitTool::click(MapPoint at, bool shift_down) {
    if (shift_down) {
        const auto index = calibration_.nearest(at, kPickRadiusPx / scale_);
        if (!index) return false;
        calibration_.remove(*index);
        selected_.reset();
    } else {
        calibration_.add(at);
        selected_ = calibration_.clicks().size() - 1;
    }
    if (changed_) changed_();
    return true;
}

void GridFitTool::draw_overlay(cairo_t* cr, const RenderView& view) const {
    scale_ = view.scale > 0.0 ? view.scale : 1.0;
    draw_fitted_grid(cr, view, {calibration_.fit(), calibration_.options().labels, &calibration_.clicks(), selected_});
}

bool GridFitTool::delete_key() {
    if (!selected_ || *selected_ >= calibration_.clicks().size()) return false;
    calibration_.remove(*selected_);
    selected_.reset();
    if (changed_) changed_();
    return true;
}

void GridFitTool::left() {
    if (left_) left_();
}

}  // namespace sandtable::editor
