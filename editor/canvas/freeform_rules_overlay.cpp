#include "editor/canvas/freeform_rules_overlay.hpp"

#include "model/freeform/freeform_rules_engine.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_map.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable::editor {

namespace {

void trace_ring(cairo_t* cr, const RenderView& view, const Ring& ring) {
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const DevicePoint p = view.to_device(ring[i]);
        if (i == 0) cairo_move_to(cr, p.x, p.y);
        else cairo_line_to(cr, p.x, p.y);
    }
    cairo_close_path(cr);
}

void trace(cairo_t* cr, const RenderView& view, const MultiPolygon& shape) {
    for (const Polygon& polygon : shape) {
        trace_ring(cr, view, polygon.outer);
        for (const Ring& hole : polygon.holes) trace_ring(cr, view, hole);
    }
}

void line_between(cairo_t* cr, const RenderView& view, MapPoint a, MapPoint b) {
    const DevicePoint from = view.to_device(a);
    const DevicePoint to = view.to_device(b);
    cairo_move_to(cr, from.x, from.y);
    cairo_line_to(cr, to.x, to.y);
}

}  // namespace

void FreeformRulesOverlay::update(const Book& book, const std::string& scenario_id, const std::string& piece) {
    board_.reset();
    reach_.reset();
    fire_.reset();
    command_.reset();
    sight_.reset();
    piece_.clear();
    engine_ = rules_engines(book.ruleset).freeform;
    if (piece.empty() || !showing_any() || engine_ == nullptr) return;
    auto resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return;
    scenario_ = std::move(resolved->scenario);
    const FreeformMap* map = scenario_freeform_map(book, scenario_);
    if (map == nullptr || map->measures.foot_move <= 0.0 || map->measures.mounted_move <= 0.0) return;
    board_ = std::make_unique<FreeformBoard>(book, scenario_, *map);
    const FreeformPiece* selected = board_->piece(piece);
    if (selected == nullptr) {
        board_.reset();
        return;
    }
    piece_ = selected->id;
    piece_name_ = selected->name;
    centre_ = selected->centre;
    if (reach_on_) reach_ = engine_->reach(*board_, *selected);
    if (fire_on_) fire_ = engine_->field_of_fire(*board_, *selected);
    if (command_on_) command_ = engine_->command_range(*board_, *selected);
    look_at(target_);
}

void FreeformRulesOverlay::look_at(std::optional<MapPoint> target) {
    target_ = target;
    sight_.reset();
    if (!sight_on_ || !target || board_ == nullptr || engine_ == nullptr || piece_.empty()) return;
    sight_ = engine_->line_of_sight(*board_, {centre_, *target, piece_, {}});
}

std::string FreeformRulesOverlay::status() const {
    if (piece_.empty()) return {};
    std::vector<std::string> parts;
    if (reach_) {
        parts.push_back(fmt::format("{} move {:.0f}: {:.2f} km² in formation, {:.0f} of road in column", reach_->move_name, reach_->move,
                                    reach_->formation.area() / 1e6, reach_->column.length()));
    }
    if (fire_on_) parts.push_back(fire().empty() ? std::string("no field of fire") : fmt::format("field of fire {:.0f}", area_of(fire())));
    if (command_) parts.push_back(command_->in_range ? "in command range" : "out of command range");
    if (sight_) parts.push_back(sight_->summary);
    if (parts.empty()) return {};
    return fmt::format("{}: {}", piece_name_, fmt::join(parts, "; "));
}

void FreeformRulesOverlay::draw(cairo_t* cr, const RenderView& view) const {
    if (piece_.empty()) return;
    cairo_save(cr);
    if (reach_) draw_reach(cr, view);
    if (fire_) draw_fire(cr, view);
    if (command_) draw_command(cr, view);
    if (sight_) draw_sight(cr, view);
    cairo_restore(cr);
}

void FreeformRulesOverlay::draw_reach(cairo_t* cr, const RenderView& view) const {
    cairo_set_source_rgba(cr, 0.15, 0.65, 0.2, 0.28);
    for (const MapRect& rect : reach_->formation.cells) {
        const DevicePoint a = view.to_device(rect.min);
        const DevicePoint b = view.to_device(rect.max);
        cairo_rectangle(cr, a.x, a.y, b.x - a.x, b.y - a.y);
    }
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0.95, 0.5, 0.05, 0.8);
    cairo_set_line_width(cr, 5.0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (const Polyline& stretch : reach_->column.stretches) {
        if (stretch.size() >= 2) line_between(cr, view, stretch.front(), stretch.back());
    }
    cairo_stroke(cr);
}

void FreeformRulesOverlay::draw_fire(cairo_t* cr, const RenderView& view) const {
    if (fire_->shape.empty()) return;
    trace(cr, view, fire_->shape);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_set_source_rgba(cr, 0.85, 0.1, 0.1, 0.3);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, 0.7, 0.05, 0.05, 0.9);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
}

void FreeformRulesOverlay::draw_command(cairo_t* cr, const RenderView& view) const {
    const double dashes[] = {6.0, 4.0};
    cairo_set_dash(cr, dashes, 2, 0.0);
    cairo_set_line_width(cr, 2.0);
    cairo_set_source_rgba(cr, 0.1, 0.3, 0.85, 0.9);
    trace(cr, view, command_->hq_ring);
    trace(cr, view, command_->army_hq_ring);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0.0);
    const bool to_hq = command_->to_hq >= 0.0;
    const bool to_army = command_->to_army_hq >= 0.0;
    if (!to_hq && !to_army) return;
    const bool hq_nearer = to_hq && (!to_army || command_->to_hq <= command_->to_army_hq);
    if (command_->in_range) cairo_set_source_rgba(cr, 0.1, 0.6, 0.15, 0.95);
    else cairo_set_source_rgba(cr, 0.8, 0.1, 0.1, 0.95);
    line_between(cr, view, centre_, hq_nearer ? command_->hq_at : command_->army_hq_at);
    cairo_stroke(cr);
}

void FreeformRulesOverlay::draw_sight(cairo_t* cr, const RenderView& view) const {
    if (sight_->clear) cairo_set_source_rgba(cr, 0.1, 0.55, 0.15, 0.95);
    else cairo_set_source_rgba(cr, 0.8, 0.1, 0.1, 0.95);
    cairo_set_line_width(cr, 2.5);
    line_between(cr, view, centre_, *target_);
    cairo_stroke(cr);
    const DevicePoint end = view.to_device(*target_);
    cairo_arc(cr, end.x, end.y, 4.0, 0.0, 6.2832);
    cairo_fill(cr);
}

}  // namespace sandtable::editor
