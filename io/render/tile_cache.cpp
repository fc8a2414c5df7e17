#include "io/render/tile_cache.hpp"

#include "io/render/render_map.hpp"
#include "io/render/tile_regions.hpp"
#include "model/book.hpp"

#include <algorithm>
#include <functional>
#include <thread>

namespace sandtable {

namespace {

// Grids recently drawn on that a view may share; a view that shares none starts a grid of its own.
constexpr std::size_t kRecentGrids = 16;
// What a kept tile costs besides its pixels: list and index entries, and the surface object.
constexpr std::size_t kTileOverheadBytes = 256;
// Strokes, objective discs and counters reach past a hex's own outline by up to this much at
// the smallest zooms, where a hex is a few pixels.
constexpr double kMinOverdrawPx = 8.0;
// A rectangle is shared out among the cores only above this many pixels: below, starting a
// thread costs more than it saves.
constexpr std::int64_t kPixelsWorthSharing = 256 * 256;

std::size_t worker_count() { return std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8); }

// The rectangles cut into bands so that each of `workers` threads gets a like share of the pixels.
std::vector<PixelRect> shared_out(std::vector<PixelRect> rects, std::size_t workers) {
    if (workers < 2) return rects;
    std::vector<PixelRect> out;
    for (const PixelRect& rect : rects) {
        const std::int64_t pixels = static_cast<std::int64_t>(rect.width()) * rect.height();
        if (pixels < kPixelsWorthSharing * static_cast<std::int64_t>(workers) || rect.height() < static_cast<int>(workers)) {
            out.push_back(rect);
            continue;
        }
        const auto n = static_cast<std::int64_t>(workers);
        for (std::int64_t band = 0; band < n; ++band) {
            out.push_back({rect.left, rect.top + rect.height() * band / n, rect.right, rect.top + rect.height() * (band + 1) / n});
        }
    }
    return out;
}

bool same_layers(const RenderOptions& a, const RenderOptions& b) {
    return a.grid == b.grid && a.labels == b.labels && a.terrain == b.terrain && a.hexsides == b.hexsides &&
           a.edges == b.edges && a.places == b.places && a.objectives == b.objectives && a.units == b.units &&
           a.imagery == b.imagery;
}

// How far from a hex's centre what is drawn for it may reach, in device pixels: across, and up
// and down. Place names are centred below their hex in bold text from 8 to 18 px high (see
// place_layer.cpp), with no glyph wider than its height; each byte of a name counts as a glyph.
struct Reach {
    double across = 0.0;
    double down = 0.0;
};

Reach reach_of(double hex_size_px, std::size_t place_name_bytes) {
    const double hex_and_neighbours = 2.0 * hex_size_px + kMinOverdrawPx;
    if (place_name_bytes == 0) return {hex_and_neighbours, hex_and_neighbours};
    const double name_px = std::clamp(hex_size_px * 0.24, 8.0, 18.0);
    const double name_half_width = name_px * (static_cast<double>(place_name_bytes) / 2.0 + 1.0);
    return {std::max(hex_and_neighbours, name_half_width), std::max(hex_and_neighbours, hex_size_px + 2.0 * name_px)};
}

std::vector<std::string> labels_in_one_only(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> out;
    for (const std::string& label : a) {
        if (std::find(b.begin(), b.end(), label) == b.end()) out.push_back(label);
    }
    for (const std::string& label : b) {
        if (std::find(a.begin(), a.end(), label) == a.end()) out.push_back(label);
    }
    return out;
}

PixelBlock block_within(const PixelRect& inner, const PixelRect& outer) {
    return {static_cast<int>(inner.left - outer.left), static_cast<int>(inner.top - outer.top), inner.width(),
            inner.height()};
}

cairo_rectangle_int_t cairo_rect_within(const PixelRect& inner, const PixelRect& outer) {
    const PixelBlock block = block_within(inner, outer);
    return {block.x, block.y, block.width, block.height};
}

PixelRect world_rect_of(const cairo_rectangle_int_t& rect, const PixelRect& tile) {
    return {tile.left + rect.x, tile.top + rect.y, tile.left + rect.x + rect.width, tile.top + rect.y + rect.height};
}

}  // namespace

std::size_t TileCache::TileKeyHash::operator()(const TileKey& key) const {
    std::size_t hash = std::hash<double>{}(key.grid.scale);
    const auto mix = [&](std::size_t value) { hash ^= value + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2); };
    mix(std::hash<double>{}(key.grid.phase_x));
    mix(std::hash<double>{}(key.grid.phase_y));
    mix(static_cast<std::size_t>(key.grid.tile_size_px));
    mix(static_cast<std::size_t>(static_cast<std::uint32_t>(key.x)));
    mix(static_cast<std::size_t>(static_cast<std::uint32_t>(key.y)));
    return hash;
}

TileCache::TileCache(TileCacheSettings settings) : settings_(std::move(settings)) {
    settings_.tile_size_px = std::max(settings_.tile_size_px, 1);
    background_pixel_ = pixel_of(settings_.background);
}

void TileCache::draw(cairo_t* target, const Book& book, const GameMap& map, const Scenario* scenario,
                     const RenderView& view, const RenderOptions& options) {
    if (map.kind == MapKind::Area || view.width_px <= 0 || view.height_px <= 0 || !(view.scale > 0)) return;
    ++draws_;
    start_over_if_inputs_changed(map, scenario, options);
    remember_place_names(map.hex);
    const Source source{book, map, scenario, options};
    const PlacedView placed = place(view);
    const PixelRect shown = placed.world_rect(view);
    const TileRange range = placed.grid.tiles_covering(shown);
    const std::size_t rendered = stats_.tiles_rendered;
    const std::size_t repaired = stats_.tiles_repaired;
    add_missing(placed.grid, range);
    draw_dirty(source, placed.grid, range, shown);
    stats_.tiles_from_cache +=
        range.tile_count() - (stats_.tiles_rendered - rendered) - (stats_.tiles_repaired - repaired);
    paint(target, placed, view, range);
    trim_to_budget();
}

void TileCache::invalidate_hexes(const GameMap& map, std::span<const HexCoord> hexes) {
    if (tiles_.empty() || hexes.empty() || map.kind != MapKind::Hex) return;
    remember_place_names(map.hex);
    const HexGeometry& geometry = map.hex.grid.geometry;
    for (const TileGrid& grid : kept_grids()) {
        for (const HexCoord hex : hexes) {
            const Reach reach = reach_of(geometry.size * grid.scale, place_name_bytes(hex));
            const DevicePoint centre = grid.to_world(hex_to_point(geometry, hex));
            mark_dirty(grid, pixels_reached(centre.x - reach.across, centre.y - reach.down, centre.x + reach.across, centre.y + reach.down));
        }
    }
}

void TileCache::invalidate_map_rect(const MapRect& area, double reach_px) {
    if (tiles_.empty()) return;
    for (const TileGrid& grid : kept_grids()) {
        const DevicePoint a = grid.to_world(area.min);
        const DevicePoint b = grid.to_world(area.max);
        mark_dirty(grid, pixels_reached(std::min(a.x, b.x) - reach_px, std::min(a.y, b.y) - reach_px, std::max(a.x, b.x) + reach_px,
                                        std::max(a.y, b.y) + reach_px));
    }
}

std::vector<TileGrid> TileCache::kept_grids() const {
    std::vector<TileGrid> grids;
    for (const Tile& tile : tiles_) {
        if (std::find(grids.begin(), grids.end(), tile.key.grid) == grids.end()) grids.push_back(tile.key.grid);
    }
    return grids;
}

void TileCache::mark_dirty(const TileGrid& grid, const PixelRect& reached) {
    const TileRange range = grid.tiles_covering(reached);
    for (int y = range.first_y; y <= range.last_y; ++y) {
        for (int x = range.first_x; x <= range.last_x; ++x) {
            Tile* tile = find(TileKey{grid, x, y});
            if (tile == nullptr) continue;
            const PixelRect tile_rect = grid.tile_rect(x, y);
            const cairo_rectangle_int_t part = cairo_rect_within(reached.intersection(tile_rect), tile_rect);
            if (!tile->dirty) tile->dirty.reset(cairo_region_create());
            cairo_region_union_rectangle(tile->dirty.get(), &part);
        }
    }
}

void TileCache::invalidate_all() {
    index_.clear();
    tiles_.clear();
    bytes_ = 0;
    place_name_bytes_.clear();
}

PlacedView TileCache::place(const RenderView& view) {
    for (auto grid = recent_grids_.begin(); grid != recent_grids_.end(); ++grid) {
        if (const auto placed = place_view_on(*grid, view)) {
            std::rotate(recent_grids_.begin(), grid, grid + 1);
            return *placed;
        }
    }
    const PlacedView placed = place_view(view, settings_.tile_size_px);
    recent_grids_.insert(recent_grids_.begin(), placed.grid);
    if (recent_grids_.size() > kRecentGrids) recent_grids_.pop_back();
    return placed;
}

void TileCache::start_over_if_inputs_changed(const GameMap& map, const Scenario* scenario, const RenderOptions& options) {
    std::optional<std::string> scenario_id;
    if (scenario != nullptr) scenario_id = scenario->id;
    if (!inputs_ || inputs_->map != &map || inputs_->grid != map.hex.grid || inputs_->scenario_id != scenario_id ||
        !same_layers(inputs_->options, options)) {
        invalidate_all();
        inputs_ = DrawInputs{&map, map.hex.grid, std::move(scenario_id), options};
        return;
    }
    if (inputs_->options.highlight_hexes == options.highlight_hexes) return;
    std::vector<HexCoord> changed;
    for (const std::string& label : labels_in_one_only(inputs_->options.highlight_hexes, options.highlight_hexes)) {
        if (const auto found = map.hex.find_label(label)) changed.push_back(*found);
    }
    invalidate_hexes(map, changed);
    inputs_->options.highlight_hexes = options.highlight_hexes;
}

void TileCache::remember_place_names(const HexMap& map) {
    for (const NamedPlace& place : map.places) {
        std::size_t& bytes = place_name_bytes_[place.hex];
        bytes = std::max(bytes, place.name.size());
    }
}

std::size_t TileCache::place_name_bytes(HexCoord hex) const {
    const auto seen = place_name_bytes_.find(hex);
    return seen == place_name_bytes_.end() ? 0 : seen->second;
}

void TileCache::add_missing(const TileGrid& grid, const TileRange& range) {
    const int size = settings_.tile_size_px;
    const cairo_rectangle_int_t whole{0, 0, size, size};
    for (int y = range.first_y; y <= range.last_y; ++y) {
        for (int x = range.first_x; x <= range.last_x; ++x) {
            const TileKey key{grid, x, y};
            if (index_.contains(key)) continue;
            keep(key, nullptr);
            tiles_.front().dirty.reset(cairo_region_create_rectangle(&whole));
            ++stats_.tiles_rendered;
        }
    }
}

void TileCache::draw_dirty(const Source& source, const TileGrid& grid, const TileRange& range, const PixelRect& shown) {
    std::vector<PixelRect> regions;
    for (int y = range.first_y; y <= range.last_y; ++y) {
        for (int x = range.first_x; x <= range.last_x; ++x) {
            const Tile* tile = find({grid, x, y});
            if (tile == nullptr || !tile->dirty) continue;
            const PixelRect tile_rect = grid.tile_rect(x, y);
            const cairo_rectangle_int_t seen = cairo_rect_within(shown.intersection(tile_rect), tile_rect);
            const RegionPtr needed(cairo_region_copy(tile->dirty.get()));
            cairo_region_intersect_rectangle(needed.get(), &seen);
            const int rectangles = cairo_region_num_rectangles(needed.get());
            if (rectangles == 0) continue;
            for (int i = 0; i < rectangles; ++i) {
                cairo_rectangle_int_t part;
                cairo_region_get_rectangle(needed.get(), i, &part);
                add_to_regions(regions, world_rect_of(part, tile_rect));
            }
            if (tile->made_in_draw != draws_) ++stats_.tiles_repaired;
        }
    }
    regions = shared_out(std::move(regions), source.options.imagery == nullptr ? worker_count() : 1);
    const std::vector<SurfacePtr> images = render_all(source, grid, regions);
    for (std::size_t r = 0; r < regions.size(); ++r) {
        const PixelRect& region = regions[r];
        cairo_surface_t* image = images[r].get();
        const TileRange touched = grid.tiles_covering(region);
        for (int y = std::max(touched.first_y, range.first_y); y <= std::min(touched.last_y, range.last_y); ++y) {
            for (int x = std::max(touched.first_x, range.first_x); x <= std::min(touched.last_x, range.last_x); ++x) {
                Tile* tile = find({grid, x, y});
                if (tile == nullptr || !tile->dirty) continue;
                if (!image) {
                    drop({grid, x, y});
                    continue;
                }
                fill_in(*tile, image, region);
            }
        }
    }
}

std::vector<SurfacePtr> TileCache::render_all(const Source& source, const TileGrid& grid, const std::vector<PixelRect>& rects) {
    std::vector<SurfacePtr> images(rects.size());
    const std::size_t workers = std::min<std::size_t>(rects.size(), source.options.imagery == nullptr ? worker_count() : 1);
    // Each thread takes every workers-th rectangle; this one takes the first share.
    const auto share = [&](std::size_t first) {
        for (std::size_t i = first; i < rects.size(); i += workers) images[i] = render(source, grid, rects[i]);
    };
    std::vector<std::thread> helpers;
    for (std::size_t w = 1; w < workers; ++w) helpers.emplace_back(share, w);
    share(0);
    for (std::thread& helper : helpers) helper.join();
    for (const PixelRect& rect : rects) {
        ++stats_.render_calls;
        stats_.pixels_rendered += static_cast<std::size_t>(rect.width()) * static_cast<std::size_t>(rect.height());
    }
    return images;
}

SurfacePtr TileCache::render(const Source& source, const TileGrid& grid, const PixelRect& rect) const {
    SurfacePtr image = make_image(rect.width(), rect.height(), settings_.background);
    if (!image) return nullptr;
    cairo_t* cr = cairo_create(image.get());
    render_map(cr, source.book, source.map, source.scenario, grid.region_view(rect), source.options);
    cairo_destroy(cr);
    cairo_surface_flush(image.get());
    return image;
}

void TileCache::fill_in(Tile& tile, cairo_surface_t* image, const PixelRect& drawn) {
    const int size = tile.key.grid.tile_size_px;
    if (!tile.pixels) set_pixels(tile, make_image(size, size, settings_.background));
    if (!tile.pixels) return;
    const PixelRect tile_rect = tile.key.grid.tile_rect(tile.key.x, tile.key.y);
    const PixelRect overlap = drawn.intersection(tile_rect);
    copy_pixels(image, block_within(overlap, drawn), tile.pixels.get(), static_cast<int>(overlap.left - tile_rect.left),
                static_cast<int>(overlap.top - tile_rect.top));
    const cairo_rectangle_int_t done = cairo_rect_within(overlap, tile_rect);
    cairo_region_subtract_rectangle(tile.dirty.get(), &done);
    if (cairo_region_is_empty(tile.dirty.get())) tile.dirty.reset();
    // Tiles off the map keep no pixels: they cost no memory and paint as one fill.
    if (is_uniform(tile.pixels.get(), {0, 0, size, size}, background_pixel_)) set_pixels(tile, nullptr);
}

void TileCache::set_pixels(Tile& tile, SurfacePtr pixels) {
    bytes_ -= tile.bytes;
    tile.bytes = kTileOverheadBytes;
    if (pixels) {
        tile.bytes += static_cast<std::size_t>(cairo_image_surface_get_stride(pixels.get())) *
                      static_cast<std::size_t>(cairo_image_surface_get_height(pixels.get()));
    }
    tile.pixels = std::move(pixels);
    bytes_ += tile.bytes;
}

void TileCache::paint(cairo_t* target, const PlacedView& placed, const RenderView& view, const TileRange& range) {
    const int size = settings_.tile_size_px;
    cairo_save(target);
    cairo_new_path(target);
    cairo_rectangle(target, 0.0, 0.0, view.width_px, view.height_px);
    cairo_clip(target);
    if (settings_.background) cairo_set_operator(target, CAIRO_OPERATOR_SOURCE);
    std::vector<DevicePoint> plain;  // top-left corners of tiles of background alone
    for (int y = range.first_y; y <= range.last_y; ++y) {
        for (int x = range.first_x; x <= range.last_x; ++x) {
            const auto found = index_.find(TileKey{placed.grid, x, y});
            if (found == index_.end()) continue;
            tiles_.splice(tiles_.begin(), tiles_, found->second);
            const DevicePoint corner{static_cast<double>(static_cast<std::int64_t>(x) * size - placed.left),
                                     static_cast<double>(static_cast<std::int64_t>(y) * size - placed.top)};
            cairo_surface_t* pixels = found->second->pixels.get();
            if (pixels == nullptr) {
                plain.push_back(corner);
                continue;
            }
            cairo_set_source_surface(target, pixels, corner.x, corner.y);
            cairo_rectangle(target, corner.x, corner.y, size, size);
            cairo_fill(target);
        }
    }
    if (const auto& background = settings_.background; background && !plain.empty()) {
        for (const DevicePoint corner : plain) cairo_rectangle(target, corner.x, corner.y, size, size);
        cairo_set_source_rgba(target, background->r, background->g, background->b, background->a);
        cairo_fill(target);
    }
    cairo_restore(target);
}

TileCache::Tile* TileCache::find(const TileKey& key) {
    const auto found = index_.find(key);
    return found == index_.end() ? nullptr : &*found->second;
}

void TileCache::keep(TileKey key, SurfacePtr pixels) {
    drop(key);
    tiles_.push_front(Tile{key, nullptr, 0, nullptr, draws_});
    index_.emplace(key, tiles_.begin());
    set_pixels(tiles_.front(), std::move(pixels));
}

void TileCache::drop(const TileKey& key) {
    const auto found = index_.find(key);
    if (found == index_.end()) return;
    bytes_ -= found->second->bytes;
    tiles_.erase(found->second);
    index_.erase(found);
}

void TileCache::trim_to_budget() {
    while (bytes_ > settings_.budget_bytes && !tiles_.empty()) {
        const TileKey oldest = tiles_.back().key;
        drop(oldest);
    }
}

}  // namespace sandtable
