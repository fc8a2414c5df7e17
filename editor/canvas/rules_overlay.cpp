#include "editor/canvas/rules_overlay.hpp"

#include "io/render/cairo_drawing.hpp"

#include "model/board/scenario_board.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/object_id.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <fmt/format.h>

#include <cmath>

namespace sandtable::editor {

void RulesOverlay::book_changed(const ChangeSet& changes) { boards_.book_changed(changes); }

void RulesOverlay::update(const Book& book, const std::string& scenario_id, const std::string& unit_id) {
    scenario_ = scenario_id;
    unit_ = unit_id;
    unit_name_.clear();
    from_.reset();
    costs_.clear();
    allowance_ = 0;
    allowance_text_.clear();
    sight_.reset();
    if (unit_.empty()) return;
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    if (engine == nullptr) return;
    const ScenarioBoardResult& setup = boards_.board(book, scenario_);
    if (!setup) return;
    const Board& board = setup->board();
    const BoardUnit* unit = board.unit(unit_);
    if (unit == nullptr) return;
    unit_name_ = name_or_id(*unit->node);
    from_ = unit->hex;
    const Reachable reach = reachable_hexes(*engine, MoveRequest{&board, unit, setup->night, setup->options});
    for (const auto& [hex, reached] : reach.hexes) costs_[hex] = reached.cost;
    if (!reach.modes.empty()) {
        allowance_ = reach.modes.back().allowance;
        allowance_text_ = reach.modes.front().explanation;
    }
    look_at(book, target_);
}

void RulesOverlay::look_at(const Book& book, std::optional<HexCoord> target) {
    target_ = target;
    sight_.reset();
    if (!from_ || !target_ || *target_ == *from_) return;
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    if (engine == nullptr) return;
    const ScenarioBoardResult& setup = boards_.board(book, scenario_);
    if (!setup) return;
    const Board& board = setup->board();
    if (!board.map().contains(*target_)) return;
    sight_ = engine->line_of_sight(board, *from_, *target_, board.unit(unit_));
}

std::string RulesOverlay::status() const {
    if (unit_.empty() || !from_) return {};
    std::string text;
    if (movement_on_) text = fmt::format("{}: {} hexes within reach ({})", unit_name_, costs_.size(), allowance_text_);
    if (sight_on_ && sight_) text += fmt::format("{}{} [{}]", text.empty() ? "" : "; ", sight_->summary, sight_->rule);
    return text;
}

void RulesOverlay::draw(cairo_t* cr, const RenderView& view, const HexMap& map) const {
    if (!from_) return;
    cairo_save(cr);
    if (movement_on_ && !costs_.empty()) {
        for (const auto& [hex, cost] : costs_) trace_hex(cr, view, map.grid.geometry, hex);
        cairo_set_source_rgba(cr, 0.15, 0.45, 0.95, 0.22);
        cairo_fill(cr);
        const double font = std::clamp(map.grid.geometry.size * view.scale * 0.32, 7.0, 16.0);
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
        cairo_set_font_size(cr, font);
        for (const auto& [hex, cost] : costs_) {
            const DevicePoint c = view.to_device(hex_to_point(map.grid.geometry, hex));
            const std::string text = fmt::format("{:g}", cost);
            cairo_text_extents_t extents;
            cairo_text_extents(cr, text.c_str(), &extents);
            cairo_move_to(cr, c.x - extents.width / 2 - extents.x_bearing, c.y + font * 0.9);
            cairo_set_source_rgba(cr, 0.05, 0.2, 0.6, 0.95);
            cairo_show_text(cr, text.c_str());
        }
    }
    if (sight_on_ && sight_) {
        for (const auto& point : sight_->points) {
            for (const HexCoord hex : point.hexes) trace_hex(cr, view, map.grid.geometry, hex);
            cairo_set_source_rgba(cr, point.blocks ? 0.85 : 0.2, point.blocks ? 0.1 : 0.7, 0.1, 0.35);
            cairo_fill(cr);
        }
        const DevicePoint a = view.to_device(hex_to_point(map.grid.geometry, *from_));
        const DevicePoint b = view.to_device(hex_to_point(map.grid.geometry, *target_));
        cairo_move_to(cr, a.x, a.y);
        cairo_line_to(cr, b.x, b.y);
        if (sight_->clear) {
            cairo_set_source_rgba(cr, 0.1, 0.65, 0.15, 0.95);
        } else {
            cairo_set_source_rgba(cr, 0.85, 0.1, 0.1, 0.95);
            const double dashes[] = {8.0, 5.0};
            cairo_set_dash(cr, dashes, 2, 0);
        }
        cairo_set_line_width(cr, 3.0);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

}  // namespace sandtable::editor
