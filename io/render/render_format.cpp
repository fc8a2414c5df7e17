#include "io/render/render_format.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace sandtable {

std::optional<RenderFormat> render_format_for(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
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
