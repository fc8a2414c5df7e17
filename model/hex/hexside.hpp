#pragma once
// A hexside as a first-class key: the same key whichever of its two hexes names it.
#include "model/hex/hex_coord.hpp"

#include <compare>
#include <optional>
#include <utility>

namespace sandtable {

struct HexsideKey {
    HexCoord hex;       // the hex that owns the side
    int direction = 0;  // canonical: 0, 1 or 2
    friend constexpr auto operator<=>(const HexsideKey&, const HexsideKey&) = default;
};

// Side of `hex` in `direction` (0..5), canonicalised so both hexes give the same key.
[[nodiscard]] HexsideKey hexside(HexCoord hex, int direction);
// Side shared by two hexes, or nothing when they are not adjacent.
[[nodiscard]] std::optional<HexsideKey> hexside_between(HexCoord a, HexCoord b);
// The two hexes a side separates: the owner first.
[[nodiscard]] std::pair<HexCoord, HexCoord> hexside_hexes(HexsideKey side);

struct HexsideKeyHash {
    std::size_t operator()(const HexsideKey& k) const noexcept {
        return HexCoordHash{}(k.hex) * 3 + static_cast<std::size_t>(k.direction);
    }
};

}  // namespace sandtable
