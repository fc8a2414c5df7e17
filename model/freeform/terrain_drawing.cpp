#include "model/freeform/terrain_drawing.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

namespace {

constexpr EnumNames<FillPattern, 6> kFillPatternNames{{{FillPattern::Solid, "solid"},
                                                       {FillPattern::Hatch, "hatch"},
                                                       {FillPattern::CrossHatch, "cross-hatch"},
                                                       {FillPattern::Dots, "dots"},
                                                       {FillPattern::Trees, "trees"},
                                                       {FillPattern::Marsh, "marsh"}}};
constexpr EnumNames<LineStyle, 4> kLineStyleNames{
    {{LineStyle::Solid, "solid"}, {LineStyle::Dashed, "dashed"}, {LineStyle::Dotted, "dotted"}, {LineStyle::Double, "double"}}};

}  // namespace

std::string_view to_string(FillPattern pattern) { return name_in(kFillPatternNames, pattern); }

std::optional<FillPattern> fill_pattern_from_string(std::string_view text) { return value_in(kFillPatternNames, text); }

std::string_view to_string(LineStyle style) { return name_in(kLineStyleNames, style); }

std::optional<LineStyle> line_style_from_string(std::string_view text) { return value_in(kLineStyleNames, text); }

}  // namespace sandtable
