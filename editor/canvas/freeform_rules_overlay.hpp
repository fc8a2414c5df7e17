#pragma once
// What the book's free-form rules engine says about the selected piece of a free-form map, drawn
// over it: where it can get to this turn (green ground, orange road in column), its field of fire
// (red), its command range (blue rings round its HQ and army HQ, the line to the nearer green when
// in range) and its line of sight to the point under the pointer. The twins of `sandtable-cli
// reach` and `los`: both ask the engine the registry gives the book's ruleset.
#include "io/render/render_view.hpp"
#include "model/book.hpp"
#include "model/freeform/freeform_answers.hpp"
#include "model/freeform/freeform_board.hpp"
#include "model/freeform/freeform_rules_engine.hpp"

#include <cairo.h>

#include <memory>
#include <optional>
#include <string>

namespace sandtable::editor {

class FreeformRulesOverlay {
public:
    void show_reach(bool on) { reach_on_ = on; }
    void show_fire(bool on) { fire_on_ = on; }
    void show_command(bool on) { command_on_ = on; }
    void show_sight(bool on) { sight_on_ = on; }
    [[nodiscard]] bool showing_reach() const { return reach_on_; }
    [[nodiscard]] bool showing_fire() const { return fire_on_; }
    [[nodiscard]] bool showing_command() const { return command_on_; }
    [[nodiscard]] bool showing_sight() const { return sight_on_; }
    [[nodiscard]] bool showing_any() const { return reach_on_ || fire_on_ || command_on_ || sight_on_; }

    // Recomputes what is shown for a piece of a scenario on a free-form map (empty: none); nothing
    // when the book's ruleset has no free-form engine. Call again after every edit: the overlay
    // keeps nothing that points into an older book.
    void update(const Book& book, const std::string& scenario_id, const std::string& piece);
    // The point whose line of sight from the piece is shown (nothing: none).
    void look_at(std::optional<MapPoint> target);

    [[nodiscard]] const std::string& piece() const { return piece_; }
    [[nodiscard]] const std::optional<FreeformReach>& reach() const { return reach_; }
    // The field of fire's shape; empty when none is shown or the piece projects none.
    [[nodiscard]] const MultiPolygon& fire() const { return fire_ ? fire_->shape : no_shape_; }
    [[nodiscard]] const std::optional<CommandReach>& command() const { return command_; }
    [[nodiscard]] const std::optional<FreeformSight>& sight() const { return sight_; }
    // One line for the status bar about what is shown.
    [[nodiscard]] std::string status() const;

    void draw(cairo_t* cr, const RenderView& view) const;

private:
    void draw_reach(cairo_t* cr, const RenderView& view) const;
    void draw_fire(cairo_t* cr, const RenderView& view) const;
    void draw_command(cairo_t* cr, const RenderView& view) const;
    void draw_sight(cairo_t* cr, const RenderView& view) const;

    bool reach_on_ = false;
    bool fire_on_ = false;
    bool command_on_ = false;
    bool sight_on_ = false;
    std::string piece_;
    std::string piece_name_;
    MapPoint centre_;
    Scenario scenario_;  // resolved: the board points into it
    const FreeformRulesEngine* engine_ = nullptr;
    std::unique_ptr<FreeformBoard> board_;
    std::optional<FreeformReach> reach_;
    std::optional<FireField> fire_;
    std::optional<CommandReach> command_;
    std::optional<MapPoint> target_;
    std::optional<FreeformSight> sight_;
    MultiPolygon no_shape_;
};

}  // namespace sandtable::editor
