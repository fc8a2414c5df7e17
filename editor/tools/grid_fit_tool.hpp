#pragma once
// The canvas tool of a grid calibration: a click adds a hex centre, Shift+click removes the click
// nearest the pointer; the fitted grid and the clicks are drawn over the map.
#include "editor/canvas/canvas_tool.hpp"
#include "editor/panes/grid_calibration.hpp"

#include <cstddef>
#include <functional>
#include <optional>

namespace sandtable::editor {

class GridFitTool final : public CanvasTool {
public:
    // `changed` is called after every click that changed the calibration, `left` when the canvas
    // stops using the tool.
    GridFitTool(GridCalibration& calibration, std::function<void()> changed, std::function<void()> left);

    bool click(MapPoint at, bool shift_down) override;
    void draw_overlay(cairo_t* cr, const RenderView& view) const override;
    void left() override;
    // Removes the selected click.
    bool delete_key() override;

    void set_selected(std::optional<std::size_t> index) { selected_ = index; }
    [[nodiscard]] std::optional<std::size_t> selected() const { return selected_; }

private:
    GridCalibration& calibration_;
    std::function<void()> changed_;
    std::function<void()> left_;
    std::optional<std::size_t> selected_;
    mutable double scale_ = 1.0;  // of the last view drawn, to find clicks within a few pixels
};

}  // namespace sandtable::editor
