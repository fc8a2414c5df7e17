#pragma once
// How the native format spells the model's enumerations.
#include "model/hex/hex_geometry.hpp"
#include "model/hex/hex_label_scheme.hpp"
#include "model/hex/offset_coord.hpp"

#include <optional>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::string_view name_of(HexOrientation orientation);  // "flat", "pointy"
[[nodiscard]] std::optional<HexOrientation> hex_orientation_from_name(std::string_view name);
[[nodiscard]] std::string_view name_of(OffsetLayout layout);  // "odd-rows", "even-columns" ...
[[nodiscard]] std::optional<OffsetLayout> offset_layout_from_name(std::string_view name);
[[nodiscard]] std::string_view name_of(LabelFieldStyle style);  // "letters", "number"
[[nodiscard]] std::optional<LabelFieldStyle> label_style_from_name(std::string_view name);

}  // namespace sandtable
