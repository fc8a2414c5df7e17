#pragma once
// Map drawings cut into tiles and kept, so that a canvas that pans, zooms and is edited redraws
// only what it has not drawn before. Tiles are drawn by render_map and painted at whole
// pixels of the view (see tile_grid.hpp), so a view painted from tiles looks as render_map
// would draw it. A tile is drawn only where a view shows it: a pan draws the strip it uncovers,
// an edit the pixels around the hexes it changed. Tiles of every scale seen share one budget in
// bytes; the least recently painted go first.
#include "io/render/colour.hpp"
#include "io/render/render_options.hpp"
#include "io/render/render_view.hpp"
#include "io/render/tile_grid.hpp"
#include "io/render/tile_pixels.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include "model/map_rect.hpp"

#include <cairo.h>

#include <cstddef>
#include <cstdint>
#include <list>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace sandtable {

struct Book;
struct GameMap;
struct Scenario;

struct TileCacheSettings {
    int tile_size_px = 256;
    std::size_t budget_bytes = std::size_t{256} << 20;
    // The colour the view is painted on. With one, tiles are opaque and replace what the target
    // holds, which is faster to paint and needs no clearing first; without, they are painted over it.
    std::optional<Colour> background;
};

// What draws did since the last reset. Each tile of a view drawn was rendered (it was missing),
// repaired (kept, with a part not drawn before or invalidated since drawn now) or painted as kept.
struct TileCacheStats {
    std::size_t tiles_rendered = 0;
    std::size_t tiles_repaired = 0;
    std::size_t tiles_from_cache = 0;
    std::size_t render_calls = 0;     // render_hex_map calls, one per rectangle drawn
    std::size_t pixels_rendered = 0;  // in those rectangles
};

class TileCache {
public:
    explicit TileCache(TileCacheSettings settings = {});
    TileCache(const TileCache&) = delete;
    TileCache& operator=(const TileCache&) = delete;
    TileCache(TileCache&&) = default;
    TileCache& operator=(TileCache&&) = default;

    // Paints the view onto target as render_hex_map(target, ...) would, drawing the tiles it lacks
    // first. Tiles land on whole pixels when target's user space is its device space (an image or
    // window surface with no transformation).
    //
    // The cache starts over by itself when the map, its grid, the scenario (by id) or the drawing
    // options differ from the previous draw; a change of highlighted hexes redraws only around
    // them. Edits to the content of the map or scenario are the caller's to report, below.
    void draw(cairo_t* target, const Book& book, const GameMap& map, const Scenario* scenario, const RenderView& view,
              const RenderOptions& options);

    // Marks for drawing again, at every scale kept, what the hexes may show on: the hexes
    // themselves, whatever is drawn over their borders (roads to the neighbours, text, counters)
    // up to a hex beyond them, and the names of places in them, now or at any draw since the
    // cache started over, so that a place renamed, moved or removed leaves nothing behind. Only
    // those pixels are drawn again, when a view next shows them.
    void invalidate_hexes(const GameMap& map, std::span<const HexCoord> hexes);
    // Free-form maps: the tiles' pixels over a map-space rectangle, grown by `reach_px` on every
    // side for what is drawn past a shape's own outline (strokes, labels, pieces).
    void invalidate_map_rect(const MapRect& area, double reach_px);
    void invalidate_all();

    [[nodiscard]] const TileCacheStats& stats() const { return stats_; }
    void reset_stats() { stats_ = {}; }
    [[nodiscard]] std::size_t tile_count() const { return index_.size(); }
    [[nodiscard]] std::size_t bytes_in_use() const { return bytes_; }

private:
    // The grids of the tiles kept, each once.
    [[nodiscard]] std::vector<TileGrid> kept_grids() const;
    // Marks the pixels of `reached` (world pixels of the grid) on the grid's kept tiles for drawing again.
    void mark_dirty(const TileGrid& grid, const PixelRect& reached);
    struct TileKey {
        TileGrid grid;
        int x = 0;
        int y = 0;
        friend bool operator==(const TileKey&, const TileKey&) = default;
    };
    struct TileKeyHash {
        std::size_t operator()(const TileKey& key) const;
    };
    struct Tile {
        TileKey key;
        SurfacePtr pixels;  // null when the tile holds nothing but the background
        std::size_t bytes = 0;
        RegionPtr dirty;  // pixels still to draw, in tile pixels; null when there are none
        std::uint64_t made_in_draw = 0;
    };
    using TileList = std::list<Tile>;

    // What the tiles were drawn from, as far as the cache can tell without being told.
    struct DrawInputs {
        const GameMap* map = nullptr;
        HexGrid grid;
        std::optional<std::string> scenario_id;
        RenderOptions options;
    };
    // What a draw draws with.
    struct Source {
        const Book& book;
        const GameMap& map;
        const Scenario* scenario;
        const RenderOptions& options;
    };

    // Where the view lies on a grid it shares with earlier views, or on a grid of its own.
    [[nodiscard]] PlacedView place(const RenderView& view);
    void start_over_if_inputs_changed(const GameMap& map, const Scenario* scenario, const RenderOptions& options);
    void remember_place_names(const HexMap& map);
    [[nodiscard]] std::size_t place_name_bytes(HexCoord hex) const;

    void add_missing(const TileGrid& grid, const TileRange& range);
    void draw_dirty(const Source& source, const TileGrid& grid, const TileRange& range, const PixelRect& shown);
    // Draws the rectangles: on every core when there are pixels enough to share out and nothing
    // drawn reads through a shared file handle (reference layers do); null for one that could not
    // be made. Rendering shares no mutable state (see hex_label_memo.hpp).
    [[nodiscard]] std::vector<SurfacePtr> render_all(const Source& source, const TileGrid& grid, const std::vector<PixelRect>& rects);
    [[nodiscard]] SurfacePtr render(const Source& source, const TileGrid& grid, const PixelRect& rect) const;
    // Copies what was drawn of `drawn` into the tile, which has it no longer to draw.
    void fill_in(Tile& tile, cairo_surface_t* image, const PixelRect& drawn);
    void paint(cairo_t* target, const PlacedView& placed, const RenderView& view, const TileRange& range);

    [[nodiscard]] Tile* find(const TileKey& key);
    void keep(TileKey key, SurfacePtr pixels);
    void set_pixels(Tile& tile, SurfacePtr pixels);
    void drop(const TileKey& key);
    void trim_to_budget();

    TileCacheSettings settings_;
    std::uint32_t background_pixel_ = 0;
    TileList tiles_;  // most recently painted first
    std::unordered_map<TileKey, TileList::iterator, TileKeyHash> index_;
    std::size_t bytes_ = 0;
    std::vector<TileGrid> recent_grids_;  // most recently drawn on first
    std::optional<DrawInputs> inputs_;
    // Longest place name, in bytes, seen in each hex since the cache started over.
    std::unordered_map<HexCoord, std::size_t, HexCoordHash> place_name_bytes_;
    TileCacheStats stats_;
    std::uint64_t draws_ = 0;
};

}  // namespace sandtable
