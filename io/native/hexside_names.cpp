#include "io/native/hexside_names.hpp"

#include <array>

namespace sandtable {

namespace {
// Indexed by axial direction 0..5 (see hex_coord.hpp), with y growing downwards.
constexpr std::array<std::string_view, 6> kFlatTop{"SE", "NE", "N", "NW", "SW", "S"};
constexpr std::array<std::string_view, 6> kPointyTop{"E", "NE", "NW", "W", "SW", "SE"};

const std::array<std::string_view, 6>& names_for(HexOrientation orientation) {
    return orientation == HexOrientation::FlatTop ? kFlatTop : kPointyTop;
}
}  // namespace

std::string_view hexside_direction_name(HexOrientation orientation, int direction) {
    return names_for(orientation)[static_cast<std::size_t>(((direction % 6) + 6) % 6)];
}

std::optional<int> hexside_direction_from_name(HexOrientation orientation, std::string_view name) {
    const auto& names = names_for(orientation);
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == name) return static_cast<int>(i);
    }
    return std::nullopt;
}

}  // namespace sandtable
