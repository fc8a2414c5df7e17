#pragma once
// The canvas tool of the Digitise pane: draws what a digitising preview would change (the hexes
// whose terrain changes, the hexsides whose features change, the roads laid; on a free-form map,
// the areas, lines and points it adds) over the map. It
// takes no clicks; the map still pans and zooms, and Escape hides the preview.
#include "editor/canvas/canvas_tool.hpp"
#include "model/digitise/digitise_summary.hpp"
#include "model/digitise/freeform_digitise.hpp"
#include "model/hex/hex_geometry.hpp"

#include <functional>
#include <optional>

namespace sandtable::editor {

class DigitiseOverlay final : public CanvasTool {
public:
    explicit DigitiseOverlay(std::function<void()> left) : left_(std::move(left)) {}

    void show(const HexGeometry& geometry, DigitiseChanges changes) {
        geometry_ = geometry;
        changes_ = std::move(changes);
        freeform_.reset();
    }
    // Free-form maps: the areas, lines and points the preview would add.
    void show_freeform(FreeformDigitisePreview preview) {
        changes_ = {};
        freeform_ = std::move(preview);
    }
    [[nodiscard]] const DigitiseChanges& changes() const { return changes_; }

    bool click(MapPoint, bool) override { return false; }
    void draw_overlay(cairo_t* cr, const RenderView& view) const override;
    void left() override {
        if (left_) left_();
    }

private:
    void draw_freeform(cairo_t* cr, const RenderView& view) const;

    HexGeometry geometry_;
    DigitiseChanges changes_;
    std::optional<FreeformDigitisePreview> freeform_;
    std::function<void()> left_;
};

}  // namespace sandtable::editor
