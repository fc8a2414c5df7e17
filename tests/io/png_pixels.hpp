#pragma once
// The pixels of a PNG file, read through cairo, for the io tests that compare drawings.
#include <cairo.h>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sandtable::test {

struct Rgba {
    int r = 0;
    int g = 0;
    int b = 0;
    int a = 0;
};

class PngPixels {
public:
    explicit PngPixels(const std::filesystem::path& path);
    [[nodiscard]] bool ok() const { return width_ > 0; }
    [[nodiscard]] int width() const { return width_; }
    [[nodiscard]] int height() const { return height_; }
    // Un-premultiplied colour of the pixel containing (x, y); transparent outside the image.
    [[nodiscard]] Rgba at(double x, double y) const;
    [[nodiscard]] const std::vector<std::uint32_t>& raw() const { return pixels_; }

private:
    int width_ = 0;
    int height_ = 0;
    std::vector<std::uint32_t> pixels_;  // cairo ARGB32, premultiplied
};

// "#rrggbb" as a colour.
[[nodiscard]] Rgba rgb_of(const std::string& hex);
// Whether each channel of a and b is within `tolerance`.
[[nodiscard]] bool close_colours(Rgba a, Rgba b, int tolerance);
[[nodiscard]] std::string describe(Rgba colour);

inline PngPixels::PngPixels(const std::filesystem::path& path) {
    cairo_surface_t* surface = cairo_image_surface_create_from_png(path.c_str());
    if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
        cairo_surface_flush(surface);
        width_ = cairo_image_surface_get_width(surface);
        height_ = cairo_image_surface_get_height(surface);
        const int stride = cairo_image_surface_get_stride(surface);
        const unsigned char* data = cairo_image_surface_get_data(surface);
        const cairo_format_t format = cairo_image_surface_get_format(surface);
        pixels_.resize(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_));
        for (int y = 0; y < height_; ++y) {
            const auto* row = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
            for (int x = 0; x < width_; ++x) {
                std::uint32_t pixel = row[x];
                if (format == CAIRO_FORMAT_RGB24) pixel |= 0xFF000000u;
                pixels_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x)] = pixel;
            }
        }
    }
    cairo_surface_destroy(surface);
}

inline Rgba PngPixels::at(double x, double y) const {
    const int px = static_cast<int>(std::floor(x));
    const int py = static_cast<int>(std::floor(y));
    if (px < 0 || py < 0 || px >= width_ || py >= height_) return {};
    const std::uint32_t pixel = pixels_[static_cast<std::size_t>(py) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(px)];
    const int a = static_cast<int>(pixel >> 24);
    if (a == 0) return {};
    const auto channel = [&](int shift) { return static_cast<int>(std::lround(((pixel >> shift) & 0xFF) * 255.0 / a)); };
    return {channel(16), channel(8), channel(0), a};
}

inline Rgba rgb_of(const std::string& hex) {
    const unsigned long value = std::strtoul(hex.c_str() + 1, nullptr, 16);
    return {static_cast<int>((value >> 16) & 0xFF), static_cast<int>((value >> 8) & 0xFF), static_cast<int>(value & 0xFF), 255};
}

inline bool close_colours(Rgba a, Rgba b, int tolerance) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance &&
           std::abs(a.a - b.a) <= tolerance;
}

inline std::string describe(Rgba colour) { return fmt::format("rgba({}, {}, {}, {})", colour.r, colour.g, colour.b, colour.a); }

}  // namespace sandtable::test
