#include "io/render/render_to_file.hpp"

#include "io/gdal_module/gdal_module.hpp"
#include "model/georef/geo_transform.hpp"
#include "io/render/cairo_bytes.hpp"
#include "io/render/cairo_drawing.hpp"
#include "io/render/map_bounds.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/png_strip_writer.hpp"
#include "io/render/raster_strip_sink.hpp"
#include "io/render/render_format.hpp"
#include "io/render/render_map.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <cairo.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <fstream>
#include <utility>
#include <vector>
#include <memory>

namespace sandtable {

namespace {

struct Size {
    int width = 0;
    int height = 0;
};

// Hex size, centre to corner, in pixels of a drawing whose size comes from a map not measured in pixels.
constexpr double kNaturalHexPx = 20.0;

// Pixels a map unit of a drawing whose size is not given: a map in pixels at its own size; a hex
// map of other units at kNaturalHexPx a hex; a free-form map at kNaturalFreeformPx across.
constexpr double kNaturalFreeformPx = 2000.0;
double natural_scale(const GameMap& map, const MapBounds& bounds) {
    if (map.units == "px") return 1.0;
    if (map.kind == MapKind::Hex) return kNaturalHexPx / map.hex.grid.geometry.size;
    return kNaturalFreeformPx / std::max(bounds.width(), bounds.height());
}

// The drawing's size in pixels, worked out in doubles so that a tiny or huge map, or a side too
// small for the margins, is refused with the size it would make rather than wrapping round.
Outcome<Size> drawing_size(const GameMap& map, int width_px, int height_px) {
    const MapBounds bounds = map_bounds(map);
    const double margins = 2.0 * kRenderMarginPx;
    double width = width_px;
    double height = height_px;
    const bool both_given = width_px > 0 && height_px > 0;
    if (!bounds.empty()) {
        for (const auto& [side, given] : {std::pair{"width", width_px}, std::pair{"height", height_px}}) {
            if (given > 0 && given <= margins) {
                return failure(fmt::format("a {} of {} px leaves no room for the map inside the {:g} px margins: give "
                                           "at least {:g} px",
                                           side, given, kRenderMarginPx, margins + 1.0));
            }
        }
    }
    if (!both_given && bounds.empty()) {
        width = std::max(width_px, 1);
        height = std::max(height_px, 1);
    } else if (!both_given && (width_px > 0 || height_px > 0)) {
        const bool by_width = width_px > 0;
        const double given = by_width ? width_px : height_px;
        const double ratio = by_width ? bounds.height() / bounds.width() : bounds.width() / bounds.height();
        (by_width ? height : width) = std::round((given - margins) * ratio + margins);
    } else if (!both_given) {
        const double scale = natural_scale(map, bounds);
        width = std::ceil(bounds.width() * scale + margins);
        height = std::ceil(bounds.height() * scale + margins);
    }
    if (!(width >= 1.0 && height >= 1.0 && width <= kMaxRenderSidePx && height <= kMaxRenderSidePx)) {
        return failure(fmt::format("a drawing of {:g} x {:g} px is outside 1 to {} px a side", width, height,
                                   kMaxRenderSidePx));
    }
    return Size{static_cast<int>(width), static_cast<int>(height)};
}

// Pixels of a strip: rows enough for about 4 million pixels (16 MB), in whole multiples of the
// GeoTIFF's 256-row tiles so that each strip completes the tiles it touches.
constexpr long kStripPixels = 1L << 22;
constexpr int kTileRows = 256;

int strip_rows(int width) {
    const long rows = kStripPixels / std::max(width, 1);
    return static_cast<int>(std::max<long>(kTileRows, rows / kTileRows * kTileRows));
}

// The writer of a PNG, or of a GeoTIFF through the GDAL module; or why there is none, naming the file.
Outcome<std::unique_ptr<RasterStripSink>> open_raster_sink(RenderFormat format, const std::filesystem::path& out, Size size,
                                                           const GeoTransform& transform, const std::string& crs) {
    if (format == RenderFormat::Png) return open_png_strip_writer(out, size.width, size.height);
    const Outcome<GdalModule*> gdal = gdal_module();
    if (!gdal) return failure(fmt::format("{}: not rendered: {}", out.string(), gdal.error()));
    return (*gdal)->open_render_geotiff(out, size.width, size.height, transform, crs);
}

// Draws the picture a strip of rows at a time into `sink`: each strip is the same view moved up
// by the rows above it, so the strips join without a seam and drawing touches only what each
// one shows.
Status draw_in_strips(RasterStripSink& sink, const Book& book, const GameMap& map, const Scenario* scenario,
                      const RenderView& view, const RenderOptions& options, int rows_asked, const std::filesystem::path& out) {
    const int rows_per_strip = std::min(rows_asked > 0 ? rows_asked : strip_rows(view.width_px), view.height_px);
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, view.width_px, rows_per_strip), cairo_surface_destroy);
    for (int first_row = 0; first_row < view.height_px; first_row += rows_per_strip) {
        const int rows = std::min(rows_per_strip, view.height_px - first_row);
        if (rows != cairo_image_surface_get_height(surface.get())) {
            surface.reset(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, view.width_px, rows));
        }
        if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
            return failure(fmt::format("{}: cannot draw a strip of {} x {} px: {}", out.string(), view.width_px, rows,
                                       cairo_status_to_string(cairo_surface_status(surface.get()))));
        }
        RenderView strip = view;
        strip.top_left.y += first_row / view.scale;
        strip.height_px = rows;
        ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
        set_source(cr.get(), palette::kBackground);
        cairo_paint(cr.get());
        render_map(cr.get(), book, map, scenario, strip, options);
        if (const cairo_status_t status = cairo_status(cr.get()); status != CAIRO_STATUS_SUCCESS) {
            return failure(fmt::format("{}: rendering failed: {}", out.string(), cairo_status_to_string(status)));
        }
        cr.reset();
        if (Status written = sink.write_strip(surface.get()); !written) return written;
    }
    return sink.finish();
}

// The map to draw, or why there is none to draw.
Outcome<const GameMap*> choose_map(const Book& book, const std::string& map_id, const Scenario* scenario) {
    std::string id = map_id;
    if (id.empty() && scenario != nullptr) id = scenario->map;
    const GameMap* map = id.empty() ? (book.maps.empty() ? nullptr : &book.maps.front()) : book.map(id);
    if (map == nullptr) {
        std::vector<std::string> ids;
        for (const auto& m : book.maps) ids.push_back(m.id);
        return failure(id.empty() ? "the book has no map"
                                  : fmt::format("the book has no map '{}' (its maps: {})", id, fmt::join(ids, ", ")));
    }
    if (map->kind == MapKind::Area) {
        return failure(fmt::format("map '{}' is of kind {}; hex and free-form maps render so far", map->id, to_string(map->kind)));
    }
    if (scenario != nullptr && !scenario->map.empty() && scenario->map != map->id) {
        return failure(fmt::format("scenario '{}' is played on map '{}', not '{}'", scenario->id, scenario->map, map->id));
    }
    return map;
}

Status write_file(const std::filesystem::path& out, const std::string& bytes) {
    std::ofstream file(out, std::ios::binary | std::ios::trunc);
    if (!file) return failure(fmt::format("{}: cannot open for writing: {}", out.string(), std::strerror(errno)));
    file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    file.close();
    if (!file) return failure(fmt::format("{}: writing failed: {}", out.string(), std::strerror(errno)));
    return {};
}


// The drawing at `resolution` map units a pixel: the map centred, the margin round it.
Status view_at_resolution(const GameMap& map, double resolution, Size& size, RenderView& view) {
    const MapBounds bounds = map_bounds(map);
    if (bounds.empty()) return failure(fmt::format("map '{}' has no extent to measure a resolution against", map.id));
    const double scale = 1.0 / resolution;
    const double width = std::ceil(bounds.width() * scale + 2.0 * kRenderMarginPx);
    const double height = std::ceil(bounds.height() * scale + 2.0 * kRenderMarginPx);
    if (width > kMaxRenderSidePx || height > kMaxRenderSidePx) {
        return failure(fmt::format("a resolution of {:g} {} a pixel makes a drawing of {:g} x {:g} px, over the limit of {} "
                                   "px a side; use a coarser resolution",
                                   resolution, map.units, width, height, kMaxRenderSidePx));
    }
    size = {static_cast<int>(width), static_cast<int>(height)};
    view.scale = scale;
    view.width_px = size.width;
    view.height_px = size.height;
    view.top_left = {bounds.min.x - (width / scale - bounds.width()) / 2.0, bounds.min.y - (height / scale - bounds.height()) / 2.0};
    return {};
}

// Whether the request makes sense before anything is drawn.
Status check_request(const RenderRequest& request, RenderFormat format) {
    if (request.width_px < 0 || request.height_px < 0) return failure("width and height must not be negative");
    if (!(request.resolution >= 0.0) || !std::isfinite(request.resolution)) {
        return failure("the resolution must be a positive number of map units a pixel");
    }
    if (request.resolution > 0.0 && (request.width_px > 0 || request.height_px > 0)) {
        return failure("give either a resolution or a width and height, not both");
    }
    if (request.strip_rows < 0) return failure("the rows drawn at a time must not be negative");
    if (request.world_file && format != RenderFormat::Png) {
        return failure(format == RenderFormat::GeoTiff
                           ? "a world file goes with a .png output; a GeoTIFF carries its georeference itself"
                           : "a world file goes with a .png output only");
    }
    return {};
}

}  // namespace

RenderResult render_to_file(const Book& book, const std::string& map_id, const Scenario* scenario,
                            const std::filesystem::path& out, const RenderRequest& request, const RenderOptions& options) {
    const auto format = render_format_of_output(out);
    if (!format) return failure(format.error());
    const auto not_rendered = [&](const std::string& why) -> RenderResult {
        return failure(fmt::format("{}: not rendered: {}", out.string(), why));
    };
    if (const Status sensible = check_request(request, *format); !sensible) return not_rendered(sensible.error());
    const auto chosen = choose_map(book, map_id, scenario);
    if (!chosen) return not_rendered(chosen.error());
    const GameMap* map = *chosen;
    Size size;
    RenderView view;
    if (request.resolution > 0.0) {
        if (const Status viewed = view_at_resolution(*map, request.resolution, size, view); !viewed) {
            return not_rendered(viewed.error());
        }
    } else {
        const Outcome<Size> sized = drawing_size(*map, request.width_px, request.height_px);
        if (!sized) return not_rendered(sized.error());
        size = *sized;
        view = fit_view(*map, size.width, size.height, kRenderMarginPx);
    }
    std::vector<std::string> warnings;  // written all the same
    const bool georeferenced = *format == RenderFormat::GeoTiff || request.world_file;
    const GeoTransform transform = render_geotransform(view.top_left, view.scale);
    if (georeferenced && map->crs.empty()) {
        warnings.push_back(fmt::format("map '{}' has no CRS: {} is georeferenced in map units ({}, y up) with no SRS",
                                              map->id, out.filename().string(), map->units));
    }

    if (*format == RenderFormat::Png || *format == RenderFormat::GeoTiff) {
        Outcome<std::unique_ptr<RasterStripSink>> sink = open_raster_sink(*format, out, size, transform, map->crs);
        if (!sink) {
            return failure(sink.error());
        }
        view.width_px = size.width;
        view.height_px = size.height;
        if (Status drawn = draw_in_strips(**sink, book, *map, scenario, view, options, request.strip_rows, out); !drawn) {
            return failure(drawn.error());
        }
    } else {
        std::string bytes;
        {
            SurfacePtr surface = create_vector_surface(*format, size.width, size.height, bytes);
            ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
            set_source(cr.get(), palette::kBackground);
            cairo_paint(cr.get());
            render_map(cr.get(), book, *map, scenario, view, options);
            cairo_status_t status = cairo_status(cr.get());
            cr.reset();
            cairo_surface_finish(surface.get());
            if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface.get());
            if (status != CAIRO_STATUS_SUCCESS) {
                return failure(fmt::format("{}: {} rendering failed: {}", out.string(), to_string(*format),
                                           cairo_status_to_string(status)));
            }
        }
        if (Status written = write_file(out, bytes); !written) {
            return failure(written.error());
        }
    }
    if (request.world_file) {
        const Outcome<GdalModule*> gdal = gdal_module();
        if (!gdal) {
            return failure(fmt::format("{}: no world file written: {}", out.string(), gdal.error()));
        }
        if (const Status written = (*gdal)->write_world_files(out, transform, map->crs); !written) {
            return failure(written.error());
        }
    }
    return {Rendered{size.width, size.height}, std::move(warnings)};
}

}  // namespace sandtable
