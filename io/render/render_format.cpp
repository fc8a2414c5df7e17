#include "io/render/render_format.hpp"

#include "model/enum_names.hpp"
#include "model/text.hpp"

#include <fmt/format.h>

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

Outcome<RenderFormat> render_format_of_output(const std::filesystem::path& file) {
    if (const auto format = render_format_for(file)) return *format;
    constexpr const char* kWanted = "the output must be a file ending in .png, .svg, .pdf or .tif";
    std::error_code ignored;
    if (std::filesystem::is_directory(file, ignored) || file.filename().empty()) {
        return failure(fmt::format("{}: is a folder: {}", file.string(), kWanted));
    }
    if (file.extension().empty()) return failure(fmt::format("{}: has no extension: {}", file.string(), kWanted));
    return failure(fmt::format("{}: cannot render to '{}' files; use .png, .svg, .pdf or .tif", file.string(),
                               file.extension().string()));
}

namespace {

constexpr EnumNames<RenderFormat, 4> kFormatNames{
    {{RenderFormat::Png, "PNG"}, {RenderFormat::Svg, "SVG"}, {RenderFormat::Pdf, "PDF"}, {RenderFormat::GeoTiff, "GeoTIFF"}}};

}  // namespace

std::string_view to_string(RenderFormat format) { return name_in(kFormatNames, format); }

}  // namespace sandtable
