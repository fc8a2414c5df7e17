#include "editor/canvas/fitted_grid_overlay.hpp"

#include "io/render/cairo_drawing.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/hex/offset_coord.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <unordered_set>

namespace sandtable::editor {

namespace {

constexpr Colour kGridColour{0.86, 0.08, 0.72, 0.95};  // magenta: no terrain or scan is drawn in it
constexpr Colour kClickColour{0.0, 0.62, 0.95, 1.0};
constexpr Colour kSelectedColour{1.0, 0.55, 0.0, 1.0};
constexpr Colour kHalo{1.0, 1.0, 1.0, 0.85};

}  // namespace

std::vector<HexCoord> overlay_hexes(const GridFit& fit, const RenderView& view, double width_px, double height_px,
                                    std::size_t max_hexes) {
    const double size = fit.geometry.size;
    std::vector<HexCoord> hexes;
    if (!(size > 0.0) || !(view.scale > 0.0)) return hexes;
    const MapPoint low = view.to_map({0.0, 0.0});
    const MapPoint high = view.to_map({width_px, height_px});
    const MapPoint middle{(low.x + high.x) / 2.0, (low.y + high.y) / 2.0};
    const double half_diagonal = std::hypot(high.x - low.x, high.y - low.y) / 2.0;
    const int radius = static_cast<int>(std::ceil(half_diagonal / (std::sqrt(3.0) * size))) + 1;
    const double estimate = 3.0 * radius * (radius + 1.0) + 1.0;
    if (estimate <= static_cast<double>(max_hexes)) {
        const HexCoord centre = point_to_hex(fit.geometry, middle);
        const double margin = size;
        for (int dq = -radius; dq <= radius; ++dq) {
            for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius); ++dr) {
                const HexCoord hex{centre.q + dq, centre.r + dr};
                const MapPoint p = hex_to_point(fit.geometry, hex);
                if (p.x < low.x - margin || p.x > high.x + margin || p.y < low.y - margin || p.y > high.y + margin) continue;
                hexes.push_back(hex);
            }
        }
        return hexes;
    }
    std::unordered_set<HexCoord, HexCoordHash> seen;
    for (const FittedClick& click : fit.clicks) {
        for (int dq = -2; dq <= 2; ++dq) {
            for (int dr = std::max(-2, -dq - 2); dr <= std::min(2, -dq + 2); ++dr) {
                const HexCoord hex{click.hex.q + dq, click.hex.r + dr};
                if (seen.insert(hex).second) hexes.push_back(hex);
            }
        }
    }
    return hexes;
}

void draw_fitted_grid(cairo_t* cr, const RenderView& view, const FittedGridOverlay& overlay) {
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2);
    cairo_save(cr);
    if (overlay.fit != nullptr) {
        const GridFit& fit = *overlay.fit;
        const auto hexes = overlay_hexes(fit, view, x2, y2);
        cairo_set_line_width(cr, 1.5);
        set_source(cr, kGridColour);
        for (const HexCoord hex : hexes) trace_hex(cr, view, fit.geometry, hex);
        cairo_stroke(cr);
        const double hex_px = fit.geometry.size * view.scale;
        if (hex_px >= 14.0) {
            use_map_text_settings(cr);
            const TextStyle style{std::clamp(hex_px * 0.32, 8.0, 16.0), true, kGridColour, kHalo};
            for (const HexCoord hex : hexes) {
                const std::string label = overlay.labels.format(axial_to_offset(fit.layout, hex));
                if (label.find('?') != std::string::npos) continue;  // a column before A: no label
                // Low in the hex, clear of the label a printed map has at the top.
                DevicePoint at = view.to_device(hex_to_point(fit.geometry, hex));
                at.y += hex_px * 0.5;
                draw_text_centred(cr, label, at, style);
            }
        }
    }
    if (overlay.clicks != nullptr) {
        const auto& clicks = *overlay.clicks;
        for (std::size_t i = 0; i < clicks.size(); ++i) {
            const DevicePoint at = view.to_device(clicks[i].point);
            const bool selected = overlay.selected == i;
            if (overlay.fit != nullptr && i < overlay.fit->clicks.size()) {
                const DevicePoint centre = view.to_device(overlay.fit->clicks[i].centre);
                set_source(cr, kGridColour);
                cairo_set_line_width(cr, 1.5);
                cairo_move_to(cr, at.x, at.y);
                cairo_line_to(cr, centre.x, centre.y);
                cairo_stroke(cr);
            }
            const double radius = selected ? 7.0 : 5.0;
            set_source(cr, kHalo);
            trace_circle(cr, at, radius + 2.0);
            cairo_fill(cr);
            set_source(cr, selected ? kSelectedColour : kClickColour);
            trace_circle(cr, at, radius);
            cairo_fill(cr);
            cairo_set_line_width(cr, 1.5);
            set_source(cr, {0.0, 0.0, 0.0, 0.9});
            cairo_move_to(cr, at.x - radius - 4.0, at.y);
            cairo_line_to(cr, at.x + radius + 4.0, at.y);
            cairo_move_to(cr, at.x, at.y - radius - 4.0);
            cairo_line_to(cr, at.x, at.y + radius + 4.0);
            cairo_stroke(cr);
        }
    }
    cairo_restore(cr);
}

}  // namespace sandtable::editor
