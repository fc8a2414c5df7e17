#include "io/native/enum_names.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

namespace {

constexpr EnumNames<HexOrientation, 2> kOrientationNames{{{HexOrientation::FlatTop, "flat"}, {HexOrientation::PointyTop, "pointy"}}};
constexpr EnumNames<OffsetLayout, 4> kLayoutNames{{{OffsetLayout::OddRows, "odd-rows"},
                                                   {OffsetLayout::EvenRows, "even-rows"},
                                                   {OffsetLayout::OddColumns, "odd-columns"},
                                                   {OffsetLayout::EvenColumns, "even-columns"}}};
constexpr EnumNames<LabelFieldStyle, 2> kLabelStyleNames{{{LabelFieldStyle::Letters, "letters"}, {LabelFieldStyle::Number, "number"}}};

}  // namespace

std::string_view to_string(HexOrientation orientation) { return name_in(kOrientationNames, orientation); }

std::optional<HexOrientation> hex_orientation_from_string(std::string_view name) { return value_in(kOrientationNames, name); }

std::string_view to_string(OffsetLayout layout) { return name_in(kLayoutNames, layout); }

std::optional<OffsetLayout> offset_layout_from_string(std::string_view name) { return value_in(kLayoutNames, name); }

std::string_view to_string(LabelFieldStyle style) { return name_in(kLabelStyleNames, style); }

std::optional<LabelFieldStyle> label_field_style_from_string(std::string_view name) { return value_in(kLabelStyleNames, name); }

}  // namespace sandtable
