#pragma once
// How a free-form catalogue entry is drawn: an area's fill pattern over its colour, a line's
// stroke style and width. Points are drawn as their own symbol in the entry's colour.
#include <optional>
#include <string_view>

namespace sandtable {

enum class FillPattern { Solid, Hatch, CrossHatch, Dots, Trees, Marsh };
enum class LineStyle { Solid, Dashed, Dotted, Double };

[[nodiscard]] std::string_view to_string(FillPattern pattern);  // "solid", "hatch", "cross-hatch", "dots", "trees", "marsh"
[[nodiscard]] std::optional<FillPattern> fill_pattern_from_string(std::string_view text);
[[nodiscard]] std::string_view to_string(LineStyle style);  // "solid", "dashed", "dotted", "double"
[[nodiscard]] std::optional<LineStyle> line_style_from_string(std::string_view text);

// A line's width on screen and paper, in pixels at 96 dpi whatever the zoom: a road stays readable
// at every scale. Widths outside these bounds are refused.
inline constexpr double kMinLineWidth = 0.25;
inline constexpr double kMaxLineWidth = 24.0;
inline constexpr double kDefaultLineWidth = 2.0;

}  // namespace sandtable
