#pragma once
// How the native format spells the model's enumerations.
#include "model/hex/hex_geometry.hpp"
#include "model/hex/hex_label_scheme.hpp"
#include "model/hex/offset_coord.hpp"

#include <optional>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::string_view to_string(HexOrientation orientation);  // "flat", "pointy"
[[nodiscard]] std::optional<HexOrientation> hex_orientation_from_string(std::string_view name);
[[nodiscard]] std::string_view to_string(OffsetLayout layout);  // "odd-rows", "even-columns" ...
[[nodiscard]] std::optional<OffsetLayout> offset_layout_from_string(std::string_view name);
[[nodiscard]] std::string_view to_string(LabelFieldStyle style);  // "letters", "number"
[[nodiscard]] std::optional<LabelFieldStyle> label_field_style_from_string(std::string_view name);

}  // namespace sandtable
