#pragma once
// A small square of a catalogue entry's colour, for the entries of a choice.
#include <string>
#include <wx/bitmap.h>

namespace sandtable::editor {

[[nodiscard]] wxBitmap colour_swatch(const std::string& colour_text);

}  // namespace sandtable::editor
