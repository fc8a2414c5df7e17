#pragma once
// The pixel work of the tile cache on cairo ARGB32 image surfaces: making them, copying
// rectangles between them, and telling one that holds nothing but its fill; and cairo regions,
// the sets of pixels of a tile still to be drawn.
#include "io/render/colour.hpp"

#include <cairo.h>

#include <cstdint>
#include <memory>
#include <optional>

namespace sandtable {

struct SurfaceRelease {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceRelease>;

struct RegionRelease {
    void operator()(cairo_region_t* region) const { cairo_region_destroy(region); }
};
using RegionPtr = std::unique_ptr<cairo_region_t, RegionRelease>;

// An ARGB32 surface filled with `fill`, or transparent without one; null when cairo cannot make it.
[[nodiscard]] SurfacePtr make_image(int width, int height, const std::optional<Colour>& fill);

// The pixel value that painting `fill` leaves, or 0 (transparent) without one.
[[nodiscard]] std::uint32_t pixel_of(const std::optional<Colour>& fill);

struct PixelBlock {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
};

// Copies `block` of `from` to the same size at (to_x, to_y) of `to`, replacing what was there.
void copy_pixels(cairo_surface_t* from, const PixelBlock& block, cairo_surface_t* to, int to_x, int to_y);

// Whether every pixel of `block` is `pixel`.
[[nodiscard]] bool is_uniform(cairo_surface_t* surface, const PixelBlock& block, std::uint32_t pixel);

}  // namespace sandtable
