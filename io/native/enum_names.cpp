#include "io/native/enum_names.hpp"

namespace sandtable {

std::string_view name_of(HexOrientation orientation) {
    return orientation == HexOrientation::FlatTop ? "flat" : "pointy";
}

std::optional<HexOrientation> hex_orientation_from_name(std::string_view name) {
    if (name == "flat") return HexOrientation::FlatTop;
    if (name == "pointy") return HexOrientation::PointyTop;
    return std::nullopt;
}

std::string_view name_of(OffsetLayout layout) {
    switch (layout) {
    case OffsetLayout::OddRows: return "odd-rows";
    case OffsetLayout::EvenRows: return "even-rows";
    case OffsetLayout::OddColumns: return "odd-columns";
    case OffsetLayout::EvenColumns: return "even-columns";
    }
    return "odd-columns";
}

std::optional<OffsetLayout> offset_layout_from_name(std::string_view name) {
    for (auto layout : {OffsetLayout::OddRows, OffsetLayout::EvenRows, OffsetLayout::OddColumns, OffsetLayout::EvenColumns}) {
        if (name_of(layout) == name) return layout;
    }
    return std::nullopt;
}

std::string_view name_of(LabelFieldStyle style) { return style == LabelFieldStyle::Letters ? "letters" : "number"; }

std::optional<LabelFieldStyle> label_style_from_name(std::string_view name) {
    if (name == "letters") return LabelFieldStyle::Letters;
    if (name == "number") return LabelFieldStyle::Number;
    return std::nullopt;
}

}  // namespace sandtable
