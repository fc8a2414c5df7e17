#pragma once
// Pieces on a free-form map under the pointer when no tool is chosen: a press on a piece selects
// it and a drag moves it; the handle ahead of its front edge turns it (dragged round, the piece
// faces the pointer); R puts it in or out of road column, [ and ] turn it 15 degrees. Each change
// is one undo step (model/commands/placement_commands.hpp).
#include "io/render/render_view.hpp"
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <cairo.h>
#include <memory>
#include <optional>
#include <string>

namespace sandtable::editor {

class PieceHandling {
public:
    // True when the press caught the selected piece's handle or a piece (which becomes selected).
    bool press(const Book& book, const std::string& scenario, const RenderView& view, DevicePoint at);
    void drag(DevicePoint at) { now_ = at; }
    // The step the gesture makes, or null (a click, or no change).
    [[nodiscard]] std::unique_ptr<Command> release(const Book& book, const std::string& scenario, const RenderView& view, DevicePoint at);
    // The step a key makes for the selected piece, or null when the key is not one of ours.
    [[nodiscard]] std::unique_ptr<Command> key(const Book& book, const std::string& scenario, int key_code) const;
    // The selected piece's outline and its handle, and while dragging, where it would go.
    void draw(cairo_t* cr, const Book& book, const std::string& scenario, const RenderView& view) const;

    [[nodiscard]] const std::string& selected() const { return selected_; }
    void select(std::string unit) { selected_ = std::move(unit); }
    [[nodiscard]] bool busy() const { return mode_ != Mode::None; }

private:
    enum class Mode { None, Move, Turn };
    std::string selected_;
    Mode mode_ = Mode::None;
    DevicePoint pressed_at_;
    DevicePoint now_;
};

// Where the handle of a piece placed so is drawn on screen: ahead of its front edge.
[[nodiscard]] DevicePoint facing_handle(const RenderView& view, const Placement& placement, double along_px);

}  // namespace sandtable::editor
