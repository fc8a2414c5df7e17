#include "io/render/render_picture.hpp"

#include "io/render/cairo_bytes.hpp"
#include "io/render/cairo_drawing.hpp"
#include "io/render/legend.hpp"
#include "io/render/map_bounds.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/north_arrow.hpp"
#include "io/render/render_map.hpp"
#include "io/render/render_to_file.hpp"
#include "io/render/render_view.hpp"
#include "io/render/scale_bar.hpp"
#include "model/book.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sandtable {

namespace {

constexpr double kMargin = kRenderMarginPx;
constexpr double kFurnitureGap = 24.0;

double furniture_height(const GameMap& map) { return map.crs.empty() ? 0.0 : kFurnitureGap + kNorthArrowHeight + kFurnitureGap + kScaleBarHeight; }

}  // namespace

Outcome<PictureSize> picture_size(const Book& book, const GameMap& map, const Scenario* scenario, int map_width) {
    if (map.kind == MapKind::Area) return failure(fmt::format("map \"{}\" is an area map; pictures draw hex and free-form maps", map.id));
    const MapBounds bounds = map_bounds(map);
    if (bounds.empty()) return failure(fmt::format("map \"{}\" has nothing to draw", map.id));
    if (map_width <= 4 * kMargin) return failure(fmt::format("a map width of {} leaves no room for the map", map_width));
    PictureSize size;
    size.map_left = 0.0;
    size.map_width = map_width;
    size.map_height = std::round((map_width - 2 * kMargin) * bounds.height() / bounds.width() + 2 * kMargin);
    size.legend_left = map_width + kMargin;
    const double legend = kMargin + legend_height(legend_for(book, map, scenario)) + furniture_height(map) + kMargin;
    size.width = static_cast<int>(std::ceil(size.legend_left + kLegendWidth + kMargin));
    size.height = static_cast<int>(std::ceil(std::max(size.map_height, legend)));
    if (size.width > kMaxRenderSidePx || size.height > kMaxRenderSidePx) {
        return failure(fmt::format("a picture of {} x {} is larger than {} a side: give a smaller map width", size.width, size.height, kMaxRenderSidePx));
    }
    return size;
}

Outcome<std::string> draw_picture(const Book& book, const GameMap& map, const Scenario* scenario, RenderFormat format, int map_width) {
    if (format == RenderFormat::GeoTiff) return failure("a picture with a legend is a PNG, SVG or PDF");
    const auto size = picture_size(book, map, scenario, map_width);
    if (!size) return failure(size.error());
    std::string bytes;
    SurfacePtr surface = format == RenderFormat::Png
                             ? SurfacePtr(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size->width, size->height), cairo_surface_destroy)
                             : create_vector_surface(format, size->width, size->height, bytes);
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    set_source(cr.get(), palette::kBackground);
    cairo_paint(cr.get());

    RenderView view = fit_view(map, static_cast<int>(size->map_width), static_cast<int>(size->map_height), kMargin);
    cairo_save(cr.get());
    cairo_rectangle(cr.get(), size->map_left, 0.0, size->map_width, size->map_height);
    cairo_clip(cr.get());
    render_map(cr.get(), book, map, scenario, view, RenderOptions{});
    cairo_restore(cr.get());

    const Legend legend = legend_for(book, map, scenario);
    draw_legend(cr.get(), legend, map, {size->legend_left, kMargin});
    if (!map.crs.empty()) {
        double y = kMargin + legend_height(legend) + kFurnitureGap;
        draw_north_arrow(cr.get(), {size->legend_left + 20.0, y});
        y += kNorthArrowHeight + kFurnitureGap;
        const ScaleBar bar = choose_scale_bar(view.scale, kLegendWidth - 40.0, map.units);
        draw_scale_bar(cr.get(), bar, {size->legend_left + 4.0, y});
    }
    cairo_status_t status = cairo_status(cr.get());
    cr.reset();
    if (format == RenderFormat::Png) {
        if (status != CAIRO_STATUS_SUCCESS) return failure(fmt::format("drawing failed: {}", cairo_status_to_string(status)));
        bytes = png_bytes(surface.get());
        if (bytes.empty()) return failure("cannot encode the PNG");
        return bytes;
    }
    cairo_surface_finish(surface.get());
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS) return failure(fmt::format("{} drawing failed: {}", to_string(format), cairo_status_to_string(status)));
    return bytes;
}

}  // namespace sandtable
