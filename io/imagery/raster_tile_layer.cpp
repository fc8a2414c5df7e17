#include "io/imagery/raster_tile_layer.hpp"

#include "io/render/hillshade.hpp"

#include <algorithm>
#include <atomic>
#include <limits>
#include <cmath>
#include <thread>
#include <gdal_priv.h>
#include <vector>

namespace sandtable {

namespace {

struct PixelBox {
    double min_x, min_y, max_x, max_y;
};

// The raster pixels under a view: the view's corners carried back through the geotransform.
PixelBox pixels_under(const RenderView& view, const GeoTransform& from_map) {
    const MapPoint corners[4] = {view.to_map({0, 0}), view.to_map({double(view.width_px), 0}),
                                 view.to_map({0, double(view.height_px)}), view.to_map({double(view.width_px), double(view.height_px)})};
    PixelBox box{1e300, 1e300, -1e300, -1e300};
    for (const MapPoint& corner : corners) {
        const MapPoint p = from_map.pixel_to_map(corner.x, corner.y);
        box.min_x = std::min(box.min_x, p.x);
        box.min_y = std::min(box.min_y, p.y);
        box.max_x = std::max(box.max_x, p.x);
        box.max_y = std::max(box.max_y, p.y);
    }
    return box;
}

// Copies one band into a channel (0 = blue, 1 = green, 2 = red, 3 = alpha) of cairo's ARGB32.
bool read_band(GDALRasterBand* band, int x, int y, int w, int h, unsigned char* pixels, int bw, int bh, int stride, int channel) {
    GDALRasterIOExtraArg extra;
    INIT_RASTERIO_EXTRA_ARG(extra);
    return band->RasterIO(GF_Read, x, y, w, h, pixels + channel, bw, bh, GDT_Byte, 4, stride, &extra) == CE_None;
}

// Reads red, green and blue in one call into bytes 2, 1 and 0 of cairo's ARGB32: bands in their
// own order, written backwards through a negative band spacing. GDAL then decodes a compressed
// block once for all three bands; band by band, or with the band order reversed, the implicit
// overviews of a JPEG-compressed GeoTIFF decode every block three times.
bool read_colour_bands(GDALDataset* dataset, int x, int y, int w, int h, unsigned char* pixels, int bw, int bh,
                       int stride) {
    int red_green_blue[3] = {1, 2, 3};
    GDALRasterIOExtraArg extra;
    INIT_RASTERIO_EXTRA_ARG(extra);
    return dataset->RasterIO(GF_Read, x, y, w, h, pixels + 2, bw, bh, GDT_Byte, 3, red_green_blue, 4, stride, -1,
                             &extra) == CE_None;
}

}  // namespace

RasterTileLayer::RasterTileLayer(std::shared_ptr<RasterDataset> raster, GeoTransform to_map, std::size_t max_tiles,
                                 RasterLook look)
    : raster_(std::move(raster)), to_map_(to_map), max_tiles_(std::max<std::size_t>(max_tiles, 1)), look_(look) {
    const int longest = std::max(raster_->info().width, raster_->info().height);
    while ((longest >> max_level_) > kTileSize) ++max_level_;
    GDALDataset* dataset = raster_->handle();
    if (!look_.hillshade && dataset->GetRasterBand(1)->GetRasterDataType() != GDT_Byte) stretch_ = stretch_of(dataset);
}

std::optional<RasterTileLayer::SampleStretch> RasterTileLayer::stretch_of(GDALDataset* dataset) const {
    constexpr int kBuckets = 4096;
    SampleStretch stretch{std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest()};
    for (int b = 1; b <= std::min(dataset->GetRasterCount(), 3); ++b) {
        GDALRasterBand* band = dataset->GetRasterBand(b);
        double range[2] = {0.0, 0.0};
        // Approximate: from an overview or a sample of the blocks, never the whole image.
        if (band->ComputeRasterMinMax(TRUE, range) != CE_None) continue;
        if (look_.stretch == RasterStretch::PercentClip && range[0] < range[1] && look_.clip_percent > 0.0) {
            // The samples' percentiles from an approximate histogram over their range.
            std::vector<GUIntBig> counts(kBuckets, 0);
            if (band->GetHistogram(range[0], range[1], kBuckets, counts.data(), FALSE, TRUE, GDALDummyProgress, nullptr) == CE_None) {
                GUIntBig total = 0;
                for (const GUIntBig c : counts) total += c;
                const double clipped = static_cast<double>(total) * look_.clip_percent / 100.0;
                const double bucket = (range[1] - range[0]) / kBuckets;
                double below = 0.0;
                int low = 0;
                while (low < kBuckets - 1 && below + static_cast<double>(counts[low]) <= clipped) below += static_cast<double>(counts[low++]);
                double above = 0.0;
                int high = kBuckets - 1;
                while (high > low && above + static_cast<double>(counts[high]) <= clipped) above += static_cast<double>(counts[high--]);
                const double clipped_low = range[0] + low * bucket;
                const double clipped_high = range[0] + (high + 1) * bucket;
                if (clipped_low < clipped_high) {
                    range[0] = clipped_low;
                    range[1] = clipped_high;
                }
            }
        }
        stretch.low = std::min(stretch.low, range[0]);
        stretch.high = std::max(stretch.high, range[1]);
    }
    if (stretch.low < stretch.high) return stretch;
    return std::nullopt;
}

RasterTileLayer::~RasterTileLayer() { forget_tiles(); }

MapBox RasterTileLayer::bounds() const {
    MapBox box;
    const RasterInfo& info = raster_->info();
    for (const auto& [col, line] : {std::pair{0.0, 0.0}, {static_cast<double>(info.width), 0.0}, {0.0, static_cast<double>(info.height)},
                                    {static_cast<double>(info.width), static_cast<double>(info.height)}}) {
        box.add(to_map_.pixel_to_map(col, line));
    }
    return box;
}

void RasterTileLayer::forget_tiles() {
    for (auto& [key, tile] : tiles_) {
        if (tile.surface != nullptr) cairo_surface_destroy(tile.surface);
    }
    tiles_.clear();
    recency_.clear();
}

int RasterTileLayer::level_for(const RenderView& view) const {
    const double det = std::abs(to_map_.c[1] * to_map_.c[5] - to_map_.c[2] * to_map_.c[4]);
    const double device_px_per_raster_px = std::sqrt(det) * view.scale;
    if (!(device_px_per_raster_px > 0.0)) return 0;
    const int level = static_cast<int>(std::floor(std::log2(1.0 / device_px_per_raster_px)));
    return std::clamp(level, 0, max_level_);
}

RasterTileStats RasterTileLayer::draw(cairo_t* cr, const RenderView& view, double opacity) {
    RasterTileStats stats;
    const auto from_map = to_map_.inverse();
    if (!from_map || view.width_px <= 0 || view.height_px <= 0 || opacity <= 0.0) return stats;
    stats.level = level_for(view);
    const int span = kTileSize << stats.level;  // raster pixels a tile covers
    const PixelBox box = pixels_under(view, *from_map);
    const int width = raster_->info().width;
    const int height = raster_->info().height;
    const int first_col = std::max(0, static_cast<int>(std::floor(box.min_x / span)));
    const int first_row = std::max(0, static_cast<int>(std::floor(box.min_y / span)));
    const int last_col = std::min((width - 1) / span, static_cast<int>(std::floor(box.max_x / span)));
    const int last_row = std::min((height - 1) / span, static_cast<int>(std::floor(box.max_y / span)));
    std::vector<TileKey> missing;
    for (int row = first_row; row <= last_row; ++row) {
        for (int col = first_col; col <= last_col; ++col) {
            const TileKey key{stats.level, col, row};
            if (!tiles_.contains(key)) missing.push_back(key);
        }
    }
    read_tiles(missing);
    stats.read = missing.size();
    const int in_view = std::max(0, last_row - first_row + 1) * std::max(0, last_col - first_col + 1);
    stats.reused = static_cast<std::size_t>(in_view) - missing.size();
    for (int row = first_row; row <= last_row; ++row) {
        for (int col = first_col; col <= last_col; ++col) {
            const auto found = tiles_.find({stats.level, col, row});
            if (found == tiles_.end()) continue;  // more tiles in view than may be kept
            Tile& t = found->second;
            recency_.splice(recency_.begin(), recency_, t.recency);
            if (t.surface == nullptr) continue;
            // Tile pixel (u, v) is raster pixel (x0 + u * sx, y0 + v * sy); then map, then device.
            const int x0 = col * span;
            const int y0 = row * span;
            const int w = std::min(span, width - x0);
            const int h = std::min(span, height - y0);
            const int bw = cairo_image_surface_get_width(t.surface);
            const int bh = cairo_image_surface_get_height(t.surface);
            const double sx = static_cast<double>(w) / bw;
            const double sy = static_cast<double>(h) / bh;
            const auto& c = to_map_.c;
            const MapPoint origin = to_map_.pixel_to_map(x0, y0);
            cairo_matrix_t matrix;
            cairo_matrix_init(&matrix, view.scale * c[1] * sx, view.scale * c[4] * sx, view.scale * c[2] * sy, view.scale * c[5] * sy,
                              (origin.x - view.top_left.x) * view.scale, (origin.y - view.top_left.y) * view.scale);
            // At one tile pixel a device pixel on whole-pixel offsets, a plain copy is exact and
            // several times cheaper than filtering.
            const bool one_to_one = std::abs(matrix.xx - 1.0) < 1e-9 && std::abs(matrix.yy - 1.0) < 1e-9 && matrix.xy == 0.0 &&
                                    matrix.yx == 0.0 && matrix.x0 == std::round(matrix.x0) && matrix.y0 == std::round(matrix.y0);
            if (one_to_one && opacity >= 1.0) {
                cairo_set_source_surface(cr, t.surface, matrix.x0, matrix.y0);
                cairo_rectangle(cr, matrix.x0, matrix.y0, bw, bh);
                cairo_fill(cr);
                continue;
            }
            cairo_save(cr);
            cairo_transform(cr, &matrix);
            // Neighbouring tiles share their edges; clipped without antialiasing every device
            // pixel belongs to exactly one of them, so no seam shows between them.
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
            cairo_rectangle(cr, 0, 0, bw, bh);
            cairo_clip(cr);
            cairo_set_source_surface(cr, t.surface, 0, 0);
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
            cairo_pattern_set_filter(cairo_get_source(cr), one_to_one ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR);
            cairo_paint_with_alpha(cr, std::min(opacity, 1.0));
            cairo_restore(cr);
        }
    }
    return stats;
}

void RasterTileLayer::read_tiles(const std::vector<TileKey>& keys) {
    if (keys.empty()) return;
    const std::size_t threads = std::min<std::size_t>(std::max(1U, std::thread::hardware_concurrency()), keys.size());
    while (readers_.size() + 1 < threads) {
        std::unique_ptr<RasterDataset> reader = raster_->open_another();
        if (reader == nullptr) break;
        readers_.push_back(std::move(reader));
    }
    std::vector<cairo_surface_t*> surfaces(keys.size(), nullptr);
    std::atomic<std::size_t> next{0};
    const auto read_some = [&](GDALDataset* dataset) {
        for (std::size_t i = next++; i < keys.size(); i = next++) surfaces[i] = read_tile(keys[i], dataset);
    };
    {
        std::vector<std::jthread> helpers;
        for (std::size_t k = 0; k + 1 < threads && k < readers_.size(); ++k) helpers.emplace_back(read_some, readers_[k]->handle());
        read_some(raster_->handle());
    }
    for (std::size_t i = 0; i < keys.size(); ++i) keep(keys[i], surfaces[i]);
}

void RasterTileLayer::keep(const TileKey& key, cairo_surface_t* surface) {
    while (tiles_.size() >= max_tiles_) {
        auto oldest = tiles_.find(recency_.back());
        if (oldest->second.surface != nullptr) cairo_surface_destroy(oldest->second.surface);
        tiles_.erase(oldest);
        recency_.pop_back();
    }
    recency_.push_front(key);
    Tile& t = tiles_[key];
    t.surface = surface;
    t.recency = recency_.begin();
}

cairo_surface_t* RasterTileLayer::read_tile(const TileKey& key, GDALDataset* dataset) const {
    const int span = kTileSize << key.level;
    const int x0 = key.column * span;
    const int y0 = key.row * span;
    const int w = std::min(span, raster_->info().width - x0);
    const int h = std::min(span, raster_->info().height - y0);
    const int bw = std::max(1, (w + (1 << key.level) - 1) >> key.level);
    const int bh = std::max(1, (h + (1 << key.level) - 1) >> key.level);
    const int bands = dataset->GetRasterCount();
    const bool has_alpha = bands >= 4 && dataset->GetRasterBand(4)->GetColorInterpretation() == GCI_AlphaBand;
    // A pixel whose colour bands all hold their no-data value is left transparent.
    int nodata[3] = {-1, -1, -1};
    bool uses_nodata = !has_alpha;
    for (int b = 0; b < std::min(bands, 3) && uses_nodata; ++b) {
        int has = 0;
        const double value = dataset->GetRasterBand(b + 1)->GetNoDataValue(&has);
        if (has == 0 || value < 0 || value > 255 || value != std::floor(value)) uses_nodata = false;
        nodata[2 - b] = static_cast<int>(value);  // band 1 is red, held in byte 2
    }
    if (bands < 3) nodata[1] = nodata[2] = nodata[0] = (uses_nodata ? nodata[2] : -1);
    // Opaque tiles say so, which lets cairo copy them instead of blending.
    const cairo_format_t format = has_alpha || uses_nodata || stretch_ || look_.hillshade ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24;
    cairo_surface_t* surface = cairo_image_surface_create(format, bw, bh);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return nullptr;
    }
    cairo_surface_flush(surface);
    unsigned char* pixels = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    if (look_.hillshade) {
        if (!read_hillshade(dataset, key, x0, y0, w, h, pixels, bw, bh, stride)) {
            cairo_surface_destroy(surface);
            return nullptr;
        }
        cairo_surface_mark_dirty(surface);
        return surface;
    }
    if (stretch_) {
        if (!read_stretched(dataset, x0, y0, w, h, pixels, bw, bh, stride)) {
            cairo_surface_destroy(surface);
            return nullptr;
        }
        cairo_surface_mark_dirty(surface);
        return surface;
    }
    bool ok = true;
    GDALRasterBand* first = dataset->GetRasterBand(1);
    const GDALColorTable* palette = first->GetColorInterpretation() == GCI_PaletteIndex ? first->GetColorTable() : nullptr;
    if (bands >= 3) {
        ok = read_colour_bands(dataset, x0, y0, w, h, pixels, bw, bh, stride);
    } else {
        ok = read_band(first, x0, y0, w, h, pixels, bw, bh, stride, 0);
    }
    if (ok && has_alpha) ok = read_band(dataset->GetRasterBand(4), x0, y0, w, h, pixels, bw, bh, stride, 3);
    if (!ok) {
        cairo_surface_destroy(surface);
        return nullptr;
    }
    for (int y = 0; y < bh; ++y) {
        unsigned char* p = pixels + static_cast<std::ptrdiff_t>(y) * stride;
        for (int x = 0; x < bw; ++x, p += 4) {
            if (uses_nodata && p[0] == nodata[0] && (bands < 3 || (p[1] == nodata[1] && p[2] == nodata[2]))) {
                p[0] = p[1] = p[2] = p[3] = 0;
                continue;
            }
            if (bands < 3) {
                if (palette != nullptr) {
                    const GDALColorEntry* entry = palette->GetColorEntry(p[0]);
                    const unsigned char r = entry ? static_cast<unsigned char>(entry->c1) : 0;
                    const unsigned char g = entry ? static_cast<unsigned char>(entry->c2) : 0;
                    const unsigned char b = entry ? static_cast<unsigned char>(entry->c3) : 0;
                    p[0] = b;
                    p[1] = g;
                    p[2] = r;
                } else {
                    p[1] = p[2] = p[0];
                }
            }
            if (!has_alpha) {
                p[3] = 255;
            } else if (p[3] != 255) {
                // cairo keeps colour premultiplied by alpha
                for (int k = 0; k < 3; ++k) p[k] = static_cast<unsigned char>(p[k] * p[3] / 255);
            }
        }
    }
    cairo_surface_mark_dirty(surface);
    return surface;
}


bool RasterTileLayer::read_stretched(GDALDataset* dataset, int x, int y, int w, int h, unsigned char* pixels, int bw, int bh,
                                     int stride) const {
    const int colour_bands = std::min(dataset->GetRasterCount(), 3);
    const std::size_t count = static_cast<std::size_t>(bw) * bh;
    std::vector<double> samples(count);
    std::vector<unsigned char> nodata_bands(count, 0);  // colour bands holding their no-data value
    const double scale = 255.0 / (stretch_->high - stretch_->low);
    for (int b = 0; b < colour_bands; ++b) {
        GDALRasterBand* band = dataset->GetRasterBand(b + 1);
        GDALRasterIOExtraArg extra;
        INIT_RASTERIO_EXTRA_ARG(extra);
        if (band->RasterIO(GF_Read, x, y, w, h, samples.data(), bw, bh, GDT_Float64, 0, 0, &extra) != CE_None) return false;
        int has_nodata = 0;
        const double nodata = band->GetNoDataValue(&has_nodata);
        const int channel = colour_bands < 3 ? 0 : 2 - b;  // band 1 is red, held in byte 2
        for (std::size_t i = 0; i < count; ++i) {
            const double v = samples[i];
            if (has_nodata != 0 && (v == nodata || (std::isnan(v) && std::isnan(nodata)))) ++nodata_bands[i];
            const double stretched = std::isfinite(v) ? std::clamp((v - stretch_->low) * scale, 0.0, 255.0) : 0.0;
            pixels[static_cast<std::size_t>(i / bw) * stride + (i % bw) * 4 + channel] = static_cast<unsigned char>(std::lround(stretched));
        }
    }
    for (std::size_t i = 0; i < count; ++i) {
        unsigned char* p = pixels + static_cast<std::size_t>(i / bw) * stride + (i % bw) * 4;
        if (nodata_bands[i] == colour_bands) {
            p[0] = p[1] = p[2] = p[3] = 0;
            continue;
        }
        if (colour_bands < 3) p[1] = p[2] = p[0];
        p[3] = 255;
    }
    return true;
}

bool RasterTileLayer::read_hillshade(GDALDataset* dataset, const TileKey& key, int x, int y, int w, int h,
                                     unsigned char* pixels, int bw, int bh, int stride) const {
    // One tile pixel more on each side, where the raster has it, read at the tile's resolution.
    const int step = 1 << key.level;
    const int raster_width = raster_->info().width;
    const int raster_height = raster_->info().height;
    const int left = x >= step ? 1 : 0;
    const int top = y >= step ? 1 : 0;
    const int right = x + w + step <= raster_width && w == bw * step ? 1 : 0;
    const int bottom = y + h + step <= raster_height && h == bh * step ? 1 : 0;
    const int read_width = bw + left + right;
    const int read_height = bh + top + bottom;
    std::vector<double> elevation(static_cast<std::size_t>(read_width) * static_cast<std::size_t>(read_height));
    GDALRasterBand* band = dataset->GetRasterBand(1);
    GDALRasterIOExtraArg extra;
    INIT_RASTERIO_EXTRA_ARG(extra);
    if (band->RasterIO(GF_Read, x - left * step, y - top * step, w + (left + right) * step, h + (top + bottom) * step,
                       elevation.data(), read_width, read_height, GDT_Float64, 0, 0, &extra) != CE_None) {
        return false;
    }
    int has_nodata = 0;
    const double nodata = band->GetNoDataValue(&has_nodata);
    if (has_nodata != 0) {
        for (double& v : elevation) {
            if (v == nodata || (std::isnan(v) && std::isnan(nodata))) v = std::numeric_limits<double>::quiet_NaN();
        }
    }
    // A cell's size in the elevations' unit: the raster's own pixel, times the tile's step, on
    // the width and height of the tile's pixels as read.
    const GeoTransform own = raster_->info().transform.value_or(GeoTransform{});
    const double cell_width = std::hypot(own.c[1], own.c[4]) * (static_cast<double>(w) / bw);
    const double cell_height = std::hypot(own.c[2], own.c[5]) * (static_cast<double>(h) / bh);
    const Hillshade shade = hillshade(elevation, read_width, read_height, cell_width, cell_height);
    for (int row = 0; row < bh; ++row) {
        for (int col = 0; col < bw; ++col) {
            const std::size_t from = static_cast<std::size_t>(row + top) * static_cast<std::size_t>(read_width) +
                                     static_cast<std::size_t>(col + left);
            unsigned char* p = pixels + static_cast<std::ptrdiff_t>(row) * stride + col * 4;
            const unsigned char grey = shade.grey[from];
            p[0] = p[1] = p[2] = grey;
            p[3] = shade.valid[from] ? 255 : 0;
            if (!shade.valid[from]) p[0] = p[1] = p[2] = 0;
        }
    }
    return true;
}

}  // namespace sandtable
