#pragma once
// The one colour the map canvas marks what is selected with: pieces, shapes and their handles.
#include "io/render/colour.hpp"

namespace sandtable::editor {

inline constexpr Colour kSelection{0xff / 255.0, 0x8f / 255.0, 0x00 / 255.0, 1.0};

}  // namespace sandtable::editor
