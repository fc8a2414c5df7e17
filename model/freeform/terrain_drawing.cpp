#include "model/freeform/terrain_drawing.hpp"

#include <array>

namespace sandtable {

namespace {

constexpr std::array kPatterns{FillPattern::Solid, FillPattern::Hatch, FillPattern::CrossHatch,
                               FillPattern::Dots,  FillPattern::Trees, FillPattern::Marsh};
constexpr std::array kStyles{LineStyle::Solid, LineStyle::Dashed, LineStyle::Dotted, LineStyle::Double};

}  // namespace

std::string_view to_string(FillPattern pattern) {
    switch (pattern) {
        case FillPattern::Solid: return "solid";
        case FillPattern::Hatch: return "hatch";
        case FillPattern::CrossHatch: return "cross-hatch";
        case FillPattern::Dots: return "dots";
        case FillPattern::Trees: return "trees";
        case FillPattern::Marsh: return "marsh";
    }
    return "solid";
}

std::optional<FillPattern> fill_pattern_from_string(std::string_view text) {
    for (const FillPattern pattern : kPatterns) {
        if (to_string(pattern) == text) return pattern;
    }
    return std::nullopt;
}

std::string_view to_string(LineStyle style) {
    switch (style) {
        case LineStyle::Solid: return "solid";
        case LineStyle::Dashed: return "dashed";
        case LineStyle::Dotted: return "dotted";
        case LineStyle::Double: return "double";
    }
    return "solid";
}

std::optional<LineStyle> line_style_from_string(std::string_view text) {
    for (const LineStyle style : kStyles) {
        if (to_string(style) == text) return style;
    }
    return std::nullopt;
}

}  // namespace sandtable
