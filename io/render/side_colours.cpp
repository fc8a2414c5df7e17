#include "io/render/side_colours.hpp"

#include <array>

namespace sandtable {

namespace {

constexpr Colour rgb(int r, int g, int b) { return {r / 255.0, g / 255.0, b / 255.0, 1.0}; }

constexpr Colour kUnionBlue = rgb(0x2b, 0x4f, 0x9e);
constexpr Colour kConfederateGrey = rgb(0xa7, 0xa9, 0xac);
constexpr std::array kOtherSides = {rgb(0xb7, 0x1c, 0x1c), rgb(0x2e, 0x7d, 0x32), rgb(0x6a, 0x1b, 0x9a),
                                    rgb(0xef, 0x6c, 0x00), rgb(0x00, 0x83, 0x8f), rgb(0x5d, 0x40, 0x37)};

}  // namespace

Colour side_colour(std::string_view side_id, std::size_t side_index) {
    if (side_id == "union") return kUnionBlue;
    if (side_id == "confederate") return kConfederateGrey;
    return kOtherSides[side_index % kOtherSides.size()];
}

}  // namespace sandtable
