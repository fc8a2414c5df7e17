#pragma once
// Draws a raster under a map at the view's resolution without ever loading the whole image:
// the view is covered with 256-pixel tiles of the pyramid level nearest to its scale, each read
// with one RasterIO call into a tile-sized buffer (GDAL serves it from an overview when the file
// has one), and recently drawn tiles are kept for the next frame. The tiles a frame lacks are
// read on as many threads as the machine has cores, each through its own handle on the file.
#include "io/imagery/vector_shapes.hpp"
#include "io/imagery/raster_dataset.hpp"
#include "io/render/render_view.hpp"
#include "model/reference_layer.hpp"

#include <cairo.h>
#include <cstddef>
#include <list>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace sandtable {

struct RasterTileStats {
    std::size_t read = 0;    // tiles read from the file for this frame
    std::size_t reused = 0;  // tiles that were already kept
    int level = 0;           // pyramid level drawn: 2^level raster pixels a tile pixel
};

class RasterTileLayer {
public:
    static constexpr int kTileSize = 256;

    // `to_map` places raster pixels in map coordinates (the raster's own geotransform when it is
    // in the map's CRS). At most `max_tiles` tiles are kept (256 is about 64 MB). `look` says how
    // samples of more than 8 bits are stretched, and whether band 1 is drawn as a hillshade.
    RasterTileLayer(std::shared_ptr<RasterDataset> raster, GeoTransform to_map, std::size_t max_tiles = 256,
                    RasterLook look = {});
    ~RasterTileLayer();
    RasterTileLayer(const RasterTileLayer&) = delete;
    RasterTileLayer& operator=(const RasterTileLayer&) = delete;

    // Paints what of the raster the view shows, with the given opacity, onto a surface whose
    // device pixels are the view's.
    RasterTileStats draw(cairo_t* cr, const RenderView& view, double opacity = 1.0);
    // The pyramid level a view is drawn at.
    [[nodiscard]] int level_for(const RenderView& view) const;
    [[nodiscard]] std::size_t kept_tiles() const { return tiles_.size(); }
    void forget_tiles();
    // Where the raster lies on the map: the box holding its four corners.
    [[nodiscard]] MapBox bounds() const;

private:
    struct TileKey {
        int level;
        int column;
        int row;
        friend bool operator==(const TileKey&, const TileKey&) = default;
    };
    struct TileKeyHash {
        std::size_t operator()(const TileKey& k) const noexcept {
            return (static_cast<std::size_t>(k.level) << 56) ^ (static_cast<std::size_t>(k.column) << 28) ^ static_cast<std::size_t>(k.row);
        }
    };
    struct Tile {
        cairo_surface_t* surface = nullptr;  // null when the read failed: drawn as nothing
        std::list<TileKey>::iterator recency;
    };

    // Reads the tiles on several threads and keeps them.
    void read_tiles(const std::vector<TileKey>& keys);
    void keep(const TileKey& key, cairo_surface_t* surface);
    cairo_surface_t* read_tile(const TileKey& key, GDALDataset* dataset) const;
    // Rasters of more than 8 bits a sample (16-bit scans, elevation models) are stretched onto
    // 0-255 from the range their colour bands span, or from the samples' percentiles with
    // RasterStretch::PercentClip, as GIS viewers show them; read as bytes they would be clipped,
    // mostly to white.
    struct SampleStretch {
        double low = 0.0;
        double high = 255.0;
    };
    [[nodiscard]] std::optional<SampleStretch> stretch_of(GDALDataset* dataset) const;
    bool read_stretched(GDALDataset* dataset, int x, int y, int w, int h, unsigned char* pixels, int bw, int bh, int stride) const;
    // Band 1 as a hillshade (io/render/hillshade.hpp), read with a border of one tile pixel so
    // that tiles join without seams.
    bool read_hillshade(GDALDataset* dataset, const TileKey& key, int x, int y, int w, int h, unsigned char* pixels, int bw,
                        int bh, int stride) const;

    std::shared_ptr<RasterDataset> raster_;
    GeoTransform to_map_;
    std::size_t max_tiles_;
    RasterLook look_;
    int max_level_ = 0;
    std::unordered_map<TileKey, Tile, TileKeyHash> tiles_;
    std::list<TileKey> recency_;  // most recently drawn first
    std::vector<std::unique_ptr<RasterDataset>> readers_;
    std::optional<SampleStretch> stretch_;  // handles for the other reading threads
};

}  // namespace sandtable
