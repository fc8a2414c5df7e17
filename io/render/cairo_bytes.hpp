#pragma once
// Cairo surfaces whose output goes to memory: SVG and PDF surfaces that write into a string, and
// an image surface's PNG bytes. Files are then written whole by their callers.
#include "io/render/render_format.hpp"

#include <cairo.h>
#include <memory>
#include <string>

namespace sandtable {

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// An SVG or PDF surface of the given size in points whose bytes are appended to `bytes` as cairo
// writes them (the last when the surface is finished).
[[nodiscard]] SurfacePtr create_vector_surface(RenderFormat format, double width, double height, std::string& bytes);

// The image surface as PNG bytes; empty when cairo cannot write them.
[[nodiscard]] std::string png_bytes(cairo_surface_t* surface);

}  // namespace sandtable
