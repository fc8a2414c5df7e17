#pragma once
// The canvas tool of the Digitise pane: draws what a digitising preview would change (the hexes
// whose terrain changes, the hexsides whose features change, the roads laid) over the map. It
// takes no clicks; the map still pans and zooms, and Escape hides the preview.
#include "editor/canvas_tool.hpp"
#include "model/digitise/digitise_summary.hpp"
#include "model/hex/hex_geometry.hpp"

#include <functional>

namespace sandtable::editor {

class DigitiseOverlay final : public CanvasTool {
public:
    explicit DigitiseOverlay(std::function<void()> left) : left_(std::move(left)) {}

    void show(const HexGeometry& geometry, DigitiseChanges changes) {
        geometry_ = geometry;
        changes_ = std::move(changes);
    }
    [[nodiscard]] const DigitiseChanges& changes() const { return changes_; }

    bool click(MapPoint, bool) override { return false; }
    void draw_overlay(cairo_t* cr, const RenderView& view) const override;
    void left() override {
        if (left_) left_();
    }

private:
    HexGeometry geometry_;
    DigitiseChanges changes_;
    std::function<void()> left_;
};

}  // namespace sandtable::editor
