#pragma once
// The file formats a map renders to, chosen by the output file's extension.
#include <filesystem>
#include <optional>
#include <string_view>

namespace sandtable {

enum class RenderFormat { Png, Svg, Pdf };

// ".png", ".svg" or ".pdf", in any letter case; nothing for other extensions.
[[nodiscard]] std::optional<RenderFormat> render_format_for(const std::filesystem::path& file);
[[nodiscard]] std::string_view to_string(RenderFormat format);  // "PNG", "SVG", "PDF"

}  // namespace sandtable
