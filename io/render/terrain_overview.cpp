#include "io/render/terrain_overview.hpp"

#include "model/hex_map.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>

namespace sandtable {

namespace {

bool shoves_columns(OffsetLayout layout) {
    return layout == OffsetLayout::OddColumns || layout == OffsetLayout::EvenColumns;
}

// Whether a column (column layouts) or row (row layouts) is shoved by half a cell.
bool is_shoved(OffsetLayout layout, int line) {
    const bool odd = (line & 1) != 0;
    return (layout == OffsetLayout::OddColumns || layout == OffsetLayout::OddRows) ? odd : !odd;
}

std::uint32_t premultiplied_argb(Colour c) {
    const auto channel = [&](double v) { return static_cast<std::uint32_t>(std::lround(v * c.a * 255.0)); };
    return (static_cast<std::uint32_t>(std::lround(c.a * 255.0)) << 24) | (channel(c.r) << 16) | (channel(c.g) << 8) |
           channel(c.b);
}

}  // namespace

void draw_terrain_overview(const MapLayerContext& context, const std::function<Colour(std::size_t)>& fill_of) {
    const HexMap& map = context.map;
    const OffsetRange& range = context.visible;
    const OffsetLayout layout = map.grid.layout;
    const bool columns_shoved = shoves_columns(layout);
    const int cols = range.last_col - range.first_col + 1;
    const int rows = range.last_row - range.first_row + 1;
    // Along the shoved direction each cell takes two pixels, plus one for the half-cell shove.
    const int width = columns_shoved ? cols : 2 * cols + 1;
    const int height = columns_shoved ? 2 * rows + 1 : rows;
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> image(
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), cairo_surface_destroy);
    if (cairo_surface_status(image.get()) != CAIRO_STATUS_SUCCESS) return;
    cairo_surface_flush(image.get());
    unsigned char* data = cairo_image_surface_get_data(image.get());
    const int stride = cairo_image_surface_get_stride(image.get());
    std::memset(data, 0, static_cast<std::size_t>(stride) * static_cast<std::size_t>(height));
    auto put = [&](int x, int y, std::uint32_t pixel) { std::memcpy(data + y * stride + x * 4, &pixel, sizeof pixel); };

    for (int row = range.first_row; row <= range.last_row; ++row) {
        for (int col = range.first_col; col <= range.last_col; ++col) {
            const std::size_t index = static_cast<std::size_t>(row) * static_cast<std::size_t>(map.grid.columns) +
                                      static_cast<std::size_t>(col);
            const std::uint32_t pixel = premultiplied_argb(fill_of(index));
            const int u = col - range.first_col;
            const int v = row - range.first_row;
            if (columns_shoved) {
                const int y = 2 * v + (is_shoved(layout, col) ? 1 : 0);
                put(u, y, pixel);
                put(u, y + 1, pixel);
            } else {
                const int x = 2 * u + (is_shoved(layout, row) ? 1 : 0);
                put(x, v, pixel);
                put(x + 1, v, pixel);
            }
        }
    }
    cairo_surface_mark_dirty(image.get());

    // Image space to device: unshoved cells have their centre one pixel in along the shoved
    // direction and half a pixel in across it, and step by two pixels per cell along it.
    auto centre_of = [&](int col, int row) { return context.hexes.centre(offset_to_axial(layout, {col, row})); };
    const int base_col = range.first_col + ((columns_shoved && is_shoved(layout, range.first_col)) ? 1 : 0);
    const int base_row = range.first_row + ((!columns_shoved && is_shoved(layout, range.first_row)) ? 1 : 0);
    const DevicePoint base = centre_of(base_col, base_row);
    // Steps between unshoved cells: two lines across the shove, one line along it.
    const DevicePoint across = columns_shoved ? centre_of(base_col + 2, base_row) : centre_of(base_col, base_row + 2);
    const DevicePoint along = columns_shoved ? centre_of(base_col, base_row + 1) : centre_of(base_col + 1, base_row);
    const DevicePoint across_step{(across.x - base.x) / 2.0, (across.y - base.y) / 2.0};  // per image pixel
    const DevicePoint along_step{(along.x - base.x) / 2.0, (along.y - base.y) / 2.0};     // per image pixel
    const double across_at = (base_col - range.first_col) + (base_row - range.first_row) + 0.5;
    const double along_at = 1.0;
    const DevicePoint u_step = columns_shoved ? across_step : along_step;
    const DevicePoint v_step = columns_shoved ? along_step : across_step;
    const double u_at = columns_shoved ? across_at : along_at;
    const double v_at = columns_shoved ? along_at : across_at;

    cairo_t* cr = context.cr;
    cairo_save(cr);
    cairo_matrix_t image_to_device;
    cairo_matrix_init(&image_to_device, u_step.x, u_step.y, v_step.x, v_step.y, base.x - u_at * u_step.x - v_at * v_step.x,
                      base.y - u_at * u_step.y - v_at * v_step.y);
    cairo_transform(cr, &image_to_device);
    cairo_set_source_surface(cr, image.get(), 0.0, 0.0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
    cairo_rectangle(cr, 0.0, 0.0, width, height);
    cairo_fill(cr);
    cairo_restore(cr);
}

}  // namespace sandtable
