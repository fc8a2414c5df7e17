#pragma once
// The fixed colours of a map drawing; terrain and hexside features take theirs from the map's
// catalogues, units from their side (side_colours.hpp).
#include "io/render/colour.hpp"

namespace sandtable::palette {

inline constexpr Colour kBackground{1.0, 1.0, 1.0, 1.0};
// Hexes with no terrain, or all hexes when terrain is switched off.
inline constexpr Colour kPlainHex{0xf4 / 255.0, 0xf0 / 255.0, 0xe1 / 255.0, 1.0};
// A terrain whose catalogue colour is missing or unreadable.
inline constexpr Colour kUnknownTerrain{0.75, 0.75, 0.75, 1.0};
inline constexpr Colour kGrid{0x7d / 255.0, 0x73 / 255.0, 0x61 / 255.0, 1.0};
inline constexpr Colour kHighlight{0xe5 / 255.0, 0x39 / 255.0, 0x35 / 255.0, 1.0};
inline constexpr Colour kPlaceText{0x1b / 255.0, 0x1b / 255.0, 0x1b / 255.0, 1.0};
inline constexpr Colour kTextHalo{1.0, 1.0, 1.0, 0.85};
inline constexpr Colour kObjectiveFill{0xfb / 255.0, 0xc0 / 255.0, 0x2d / 255.0, 1.0};
inline constexpr Colour kObjectiveRing{0x8e / 255.0, 0x1b / 255.0, 0x1b / 255.0, 1.0};
inline constexpr Colour kEntryHex{0x37 / 255.0, 0x47 / 255.0, 0x4f / 255.0, 1.0};
inline constexpr Colour kCounterEdge{0.1, 0.1, 0.1, 1.0};

}  // namespace sandtable::palette
