#include "io/render/side_colours.hpp"

#include "model/book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <array>

namespace sandtable {

namespace {

constexpr Colour rgb(int r, int g, int b) { return {r / 255.0, g / 255.0, b / 255.0, 1.0}; }

constexpr std::array kOtherSides = {rgb(0xb7, 0x1c, 0x1c), rgb(0x2e, 0x7d, 0x32), rgb(0x6a, 0x1b, 0x9a),
                                    rgb(0xef, 0x6c, 0x00), rgb(0x00, 0x83, 0x8f), rgb(0x5d, 0x40, 0x37)};

}  // namespace

Colour side_colour(const Book& book, std::size_t side_index) {
    const Colour fallback = kOtherSides[side_index % kOtherSides.size()];
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr || side_index >= book.forces.sides.size()) return fallback;
    const SideDef* side = ruleset->side(book.forces.sides[side_index].id);
    return side != nullptr ? parse_colour_or(side->colour, fallback) : fallback;
}

}  // namespace sandtable
