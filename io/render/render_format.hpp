#pragma once
// The file formats a map renders to, chosen by the output file's extension.
#include "model/outcome.hpp"

#include <filesystem>
#include <optional>
#include <string_view>

namespace sandtable {

enum class RenderFormat { Png, Svg, Pdf, GeoTiff };

// ".png", ".svg", ".pdf", ".tif" or ".tiff", in any letter case; nothing for other extensions.
[[nodiscard]] std::optional<RenderFormat> render_format_for(const std::filesystem::path& file);
// The format of an output file, or why it is none, beginning with the file's name: a folder, a
// name without an extension, or an extension no format has.
[[nodiscard]] Outcome<RenderFormat> render_format_of_output(const std::filesystem::path& file);
[[nodiscard]] std::string_view to_string(RenderFormat format);  // "PNG", "SVG", "PDF", "GeoTIFF"

}  // namespace sandtable
