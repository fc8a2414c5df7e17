#include "io/render/cairo_bytes.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>

namespace sandtable {

namespace {

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

}  // namespace

SurfacePtr create_vector_surface(RenderFormat format, double width, double height, std::string& bytes) {
    if (format == RenderFormat::Svg) {
        return {cairo_svg_surface_create_for_stream(append_to_string, &bytes, width, height), cairo_surface_destroy};
    }
    return {cairo_pdf_surface_create_for_stream(append_to_string, &bytes, width, height), cairo_surface_destroy};
}

std::string png_bytes(cairo_surface_t* surface) {
    std::string png;
    cairo_surface_flush(surface);
    if (cairo_surface_write_to_png_stream(surface, append_to_string, &png) != CAIRO_STATUS_SUCCESS) return {};
    return png;
}

}  // namespace sandtable
