#pragma once
// What the ruleset's engine says about the selected unit, drawn over the map: the hexes it can
// reach this turn, shaded with their cost, and its line of sight to the hex under the pointer.
#include "io/render/render_view.hpp"
#include "model/board/movement_query.hpp"
#include "model/board/scenario_board_cache.hpp"
#include "model/board/sight.hpp"
#include "model/book.hpp"
#include "model/change_set.hpp"

#include <cairo.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sandtable::editor {

class RulesOverlay {
public:
    void show_movement(bool on) { movement_on_ = on; }
    void show_sight(bool on) { sight_on_ = on; }
    [[nodiscard]] bool showing_movement() const { return movement_on_; }
    [[nodiscard]] bool showing_sight() const { return sight_on_; }

    // Recomputes for a unit of a scenario's setup (empty: no unit). Call again after any edit.
    void update(const Book& book, const std::string& scenario_id, const std::string& unit_id);
    // The board set up for the scenario is kept between updates until a change makes it stale:
    // one to its scenario (or one it extends), the forces, a map, or the rules.
    void book_changed(const ChangeSet& changes);
    // Another book is shown: the board points into the one it was set up on.
    void forget_board() { boards_.forget(); }
    [[nodiscard]] bool has_board() const { return boards_.has_board(); }
    // How many times a board was set up: once per scenario and edit, not per pointer move.
    [[nodiscard]] std::size_t boards_set_up() const { return boards_.set_ups(); }
    // The hex whose line of sight from the unit is shown (nothing: none).
    void look_at(const Book& book, std::optional<HexCoord> target);

    [[nodiscard]] const std::string& unit() const { return unit_; }
    [[nodiscard]] std::optional<HexCoord> unit_hex() const { return from_; }
    [[nodiscard]] std::optional<HexCoord> target() const { return target_; }
    // Hex -> movement points it costs to get there; empty without a unit or an engine.
    [[nodiscard]] const std::map<HexCoord, double>& reachable() const { return costs_; }
    [[nodiscard]] double allowance() const { return allowance_; }
    [[nodiscard]] const std::optional<Sight>& sight() const { return sight_; }
    // One line for the status bar about what is shown.
    [[nodiscard]] std::string status() const;

    void draw(cairo_t* cr, const RenderView& view, const HexMap& map) const;

private:
    bool movement_on_ = false;
    bool sight_on_ = false;
    std::string scenario_;
    std::string unit_;
    std::string unit_name_;  // as the status line names it
    std::optional<HexCoord> from_;
    std::optional<HexCoord> target_;
    std::map<HexCoord, double> costs_;
    double allowance_ = 0;
    std::string allowance_text_;
    std::optional<Sight> sight_;
    ScenarioBoardCache boards_;
};

}  // namespace sandtable::editor
