#include "editor/field_overlay.hpp"

#include "model/freeform/polygon_ops.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable::editor {

using namespace pub_battles;

namespace {

// The ground within `range` of a piece: its outline widened, rounded at the corners.
MultiPolygon range_around(const FieldPiece& piece, double range) {
    const auto& c = piece.footprint.corners;
    const Polyline outline{c[0], c[1], c[2], c[3], c[0]};
    auto widened = buffered(outline, range);
    return widened ? std::move(*widened) : MultiPolygon{};
}

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

void FieldOverlay::update(const Book& book, const std::string& scenario_id, const std::string& piece) {
    field_.reset();
    reach_.reset();
    fire_.clear();
    command_.reset();
    hq_ring_.clear();
    army_ring_.clear();
    sight_.reset();
    piece_.clear();
    if (piece.empty() || !showing_any()) return;
    ResolvedScenario resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return;
    scenario_ = std::move(*resolved.scenario);
    const FreeformMap* map = freeform_map_of(book, scenario_);
    if (map == nullptr || map->measures.foot_move <= 0.0 || map->measures.mounted_move <= 0.0) return;
    field_ = std::make_unique<Battlefield>(book, scenario_, *map);
    const FieldPiece* selected = field_->piece(piece);
    if (selected == nullptr) {
        field_.reset();
        return;
    }
    piece_ = selected->id;
    piece_name_ = selected->name;
    centre_ = selected->centre;
    if (reach_on_) reach_ = reach_of(*field_, *selected);
    if (fire_on_) fire_ = field_of_fire(*field_, *selected);
    if (command_on_) {
        command_ = command_reach(*field_, *selected);
        if (const FieldPiece* hq = field_->piece(command_->hq)) {
            hq_ring_ = range_around(*hq, command_->range);
            hq_at_ = hq->centre;
        }
        if (const FieldPiece* army = field_->piece(command_->army_hq)) {
            army_ring_ = range_around(*army, command_->range);
            army_at_ = army->centre;
        }
    }
    look_at(target_);
}

void FieldOverlay::look_at(std::optional<MapPoint> target) {
    target_ = target;
    sight_.reset();
    if (!sight_on_ || !target || field_ == nullptr || piece_.empty()) return;
    sight_ = line_of_sight(*field_, {centre_, *target, piece_, {}});
}

std::string FieldOverlay::status() const {
    if (piece_.empty()) return {};
    std::vector<std::string> parts;
    if (reach_) {
        parts.push_back(fmt::format("{} move {:.0f}: {:.2f} km² in formation, {:.0f} of road in column", reach_->move_name, reach_->move,
                                    reach_->formation.area() / 1e6, reach_->column.length()));
    }
    if (fire_on_) parts.push_back(fire_.empty() ? std::string("no field of fire") : fmt::format("field of fire {:.0f}", area_of(fire_)));
    if (command_) parts.push_back(command_->in_range ? "in command range" : "out of command range");
    if (sight_) parts.push_back(sight_->summary);
    if (parts.empty()) return {};
    return fmt::format("{}: {}", piece_name_, fmt::join(parts, "; "));
}

void FieldOverlay::draw(cairo_t* cr, const RenderView& view) const {
    if (piece_.empty()) return;
    cairo_save(cr);
    if (reach_) draw_reach(cr, view);
    if (fire_on_) draw_fire(cr, view);
    if (command_) draw_command(cr, view);
    if (sight_) draw_sight(cr, view);
    cairo_restore(cr);
}

void FieldOverlay::draw_reach(cairo_t* cr, const RenderView& view) const {
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

void FieldOverlay::draw_fire(cairo_t* cr, const RenderView& view) const {
    if (fire_.empty()) return;
    trace(cr, view, fire_);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_set_source_rgba(cr, 0.85, 0.1, 0.1, 0.3);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, 0.7, 0.05, 0.05, 0.9);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
}

void FieldOverlay::draw_command(cairo_t* cr, const RenderView& view) const {
    const double dashes[] = {6.0, 4.0};
    cairo_set_dash(cr, dashes, 2, 0.0);
    cairo_set_line_width(cr, 2.0);
    cairo_set_source_rgba(cr, 0.1, 0.3, 0.85, 0.9);
    trace(cr, view, hq_ring_);
    trace(cr, view, army_ring_);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0.0);
    const bool to_hq = command_->to_hq >= 0.0;
    const bool to_army = command_->to_army_hq >= 0.0;
    if (!to_hq && !to_army) return;
    const bool hq_nearer = to_hq && (!to_army || command_->to_hq <= command_->to_army_hq);
    if (command_->in_range) cairo_set_source_rgba(cr, 0.1, 0.6, 0.15, 0.95);
    else cairo_set_source_rgba(cr, 0.8, 0.1, 0.1, 0.95);
    line_between(cr, view, centre_, hq_nearer ? hq_at_ : army_at_);
    cairo_stroke(cr);
}

void FieldOverlay::draw_sight(cairo_t* cr, const RenderView& view) const {
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
