#include "editor/canvas/setup_marks.hpp"

#include "io/render/cairo_drawing.hpp"
#include "model/hex/hex_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace sandtable::editor {

namespace {

struct Rgb {
    double r, g, b;
};

constexpr Rgb kAdded{0.13, 0.6, 0.18};
constexpr Rgb kMoved{0.93, 0.6, 0.0};
constexpr Rgb kRemoved{0.82, 0.12, 0.1};

std::optional<HexCoord> hex_of(const HexMap& map, const std::optional<Placement>& placement) {
    if (!placement || placement->location.kind != LocationKind::Hex) return std::nullopt;
    const auto found = map.find_label(placement->location.ref);
    if (!found) return std::nullopt;
    return *found;
}

void ring(cairo_t* cr, const RenderView& view, const HexMap& map, HexCoord hex, Rgb colour, bool dashed) {
    trace_hex(cr, view, map.grid.geometry, hex);
    cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, 0.95);
    const double width = std::clamp(map.grid.geometry.size * view.scale * 0.12, 2.0, 6.0);
    cairo_set_line_width(cr, width);
    if (dashed) {
        const double dashes[] = {width * 2.0, width * 1.5};
        cairo_set_dash(cr, dashes, 2, 0);
    } else {
        cairo_set_dash(cr, nullptr, 0, 0);
    }
    cairo_stroke(cr);
}

void arrow(cairo_t* cr, DevicePoint from, DevicePoint to, Rgb colour) {
    const double dx = to.x - from.x;
    const double dy = to.y - from.y;
    const double length = std::hypot(dx, dy);
    if (length < 1.0) return;
    const double ux = dx / length;
    const double uy = dy / length;
    const double head = std::min(14.0, length / 3.0);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, 0.9);
    cairo_set_line_width(cr, 2.5);
    cairo_move_to(cr, from.x, from.y);
    cairo_line_to(cr, to.x - ux * head * 0.8, to.y - uy * head * 0.8);
    cairo_stroke(cr);
    cairo_move_to(cr, to.x, to.y);
    cairo_line_to(cr, to.x - ux * head - uy * head * 0.5, to.y - uy * head + ux * head * 0.5);
    cairo_line_to(cr, to.x - ux * head + uy * head * 0.5, to.y - uy * head - ux * head * 0.5);
    cairo_close_path(cr);
    cairo_fill(cr);
}

}  // namespace

void SetupMarks::update(const Book& book, const std::string& scenario) {
    const Scenario* shown = book.scenario(scenario);
    changes_ = shown != nullptr && shown->is_variant() ? setup_changes(book, scenario, shown->extends) : std::vector<SetupChange>{};
}

void SetupMarks::draw(cairo_t* cr, const RenderView& view, const HexMap& map) const {
    if (changes_.empty()) return;
    cairo_save(cr);
    for (const SetupChange& change : changes_) {
        const auto before = hex_of(map, change.before);
        const auto after = hex_of(map, change.after);
        switch (change.change) {
            case DiffChange::Added:
                if (after) ring(cr, view, map, *after, kAdded, false);
                break;
            case DiffChange::Removed:
                if (before) ring(cr, view, map, *before, kRemoved, true);
                break;
            case DiffChange::Changed:
                if (after) ring(cr, view, map, *after, kMoved, false);
                if (before && after && *before != *after) {
                    arrow(cr, view.to_device(hex_to_point(map.grid.geometry, *before)),
                          view.to_device(hex_to_point(map.grid.geometry, *after)), kMoved);
                }
                break;
        }
    }
    cairo_restore(cr);
}

}  // namespace sandtable::editor
