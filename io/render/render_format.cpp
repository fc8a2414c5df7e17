#include "io/render/render_format.hpp"

#include "model/text.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace sandtable {

std::optional<RenderFormat> render_format_for(const std::filesystem::path& file) {
    const std::string extension = lower(file.extension().string());
    if (extension == ".png") return RenderFormat::Png;
    if (extension == ".svg") return RenderFormat::Svg;
    if (extension == ".pdf") return RenderFormat::Pdf;
    if (extension == ".tif" || extension == ".tiff") return RenderFormat::GeoTiff;
    return std::nullopt;
}

std::string_view to_string(RenderFormat format) {
    switch (format) {
        case RenderFormat::Png: return "PNG";
        case RenderFormat::Svg: return "SVG";
        case RenderFormat::Pdf: return "PDF";
        case RenderFormat::GeoTiff: return "GeoTIFF";
    }
    return "PNG";
}

}  // namespace sandtable
