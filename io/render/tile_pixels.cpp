#include "io/render/tile_pixels.hpp"

#include <cstddef>
#include <cstring>

namespace sandtable {

namespace {

unsigned char* pixel_address(cairo_surface_t* surface, int x, int y) {
    const auto stride = static_cast<std::ptrdiff_t>(cairo_image_surface_get_stride(surface));
    return cairo_image_surface_get_data(surface) + y * stride + static_cast<std::ptrdiff_t>(x) * 4;
}

}  // namespace

SurfacePtr make_image(int width, int height, const std::optional<Colour>& fill) {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
    if (fill) {
        cairo_t* cr = cairo_create(surface.get());
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
        cairo_set_source_rgba(cr, fill->r, fill->g, fill->b, fill->a);
        cairo_paint(cr);
        cairo_destroy(cr);
    }
    return surface;
}

std::uint32_t pixel_of(const std::optional<Colour>& fill) {
    if (!fill) return 0;
    const SurfacePtr one = make_image(1, 1, fill);
    if (!one) return 0;
    cairo_surface_flush(one.get());
    std::uint32_t pixel = 0;
    std::memcpy(&pixel, cairo_image_surface_get_data(one.get()), sizeof pixel);
    return pixel;
}

void copy_pixels(cairo_surface_t* from, const PixelBlock& block, cairo_surface_t* to, int to_x, int to_y) {
    cairo_surface_flush(from);
    cairo_surface_flush(to);
    const auto row_bytes = static_cast<std::size_t>(block.width) * 4;
    for (int row = 0; row < block.height; ++row) {
        std::memcpy(pixel_address(to, to_x, to_y + row), pixel_address(from, block.x, block.y + row), row_bytes);
    }
    cairo_surface_mark_dirty(to);
}

bool is_uniform(cairo_surface_t* surface, const PixelBlock& block, std::uint32_t pixel) {
    cairo_surface_flush(surface);
    for (int row = 0; row < block.height; ++row) {
        const unsigned char* line = pixel_address(surface, block.x, block.y + row);
        for (int x = 0; x < block.width; ++x) {
            std::uint32_t value = 0;
            std::memcpy(&value, line + static_cast<std::ptrdiff_t>(x) * 4, sizeof value);
            if (value != pixel) return false;
        }
    }
    return true;
}

}  // namespace sandtable
