#pragma once
// A mode of the map canvas that takes clicks for itself (placing control points, clicking hex
// centres) and draws its own marks over the map. Dragging still pans and the wheel still zooms
// while a tool is active, unless the tool takes drags (painting strokes): then a left-button drag
// is the tool's, and the middle button or Space with the left button pans. Escape leaves the tool.
#include "io/render/render_view.hpp"

#include <cairo.h>
#include <optional>

namespace sandtable::editor {

class CanvasTool {
public:
    CanvasTool() = default;
    CanvasTool(const CanvasTool&) = delete;
    CanvasTool& operator=(const CanvasTool&) = delete;
    virtual ~CanvasTool() = default;

    // A click that did not drag, at a point of the map (map units); true when the tool used it.
    virtual bool click(MapPoint at, bool shift_down) = 0;
    // Draws the tool's marks over the map; the view maps map units to the canvas's pixels.
    virtual void draw_overlay(cairo_t* cr, const RenderView& view) const = 0;
    // The Delete key while the tool is active; true when the tool used it.
    virtual bool delete_key() { return false; }
    // A key while the tool is active (Enter, Backspace, Escape...); true when the tool used it:
    // else the canvas does what the key does without a tool (Escape then leaves the tool).
    virtual bool key(int /*key_code*/) { return false; }
    // The canvas no longer uses the tool (Escape, another tool, or the canvas closing).
    virtual void left() {}

    // A tool that takes drags gets press, drag and release for the left button instead of click.
    [[nodiscard]] virtual bool takes_drags() const { return false; }
    virtual void press(MapPoint /*at*/, bool /*shift_down*/) {}
    virtual void drag(MapPoint /*at*/) {}
    virtual void release(MapPoint /*at*/) {}
    // The pointer moved over the map with no button down (nothing: it left the canvas); true
    // when the tool's marks changed and the canvas should be drawn again.
    virtual bool hover(std::optional<MapPoint> /*at*/) { return false; }
};

}  // namespace sandtable::editor
