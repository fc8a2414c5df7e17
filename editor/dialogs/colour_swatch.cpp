#include "editor/dialogs/colour_swatch.hpp"

#include "io/render/colour.hpp"

#include <algorithm>
#include <cmath>
#include <wx/image.h>

namespace sandtable::editor {

wxBitmap colour_swatch(const std::string& colour_text) {
    const Colour colour = parse_colour_or(colour_text, Colour{0.8, 0.8, 0.8, 1.0});
    auto byte = [](double v) { return static_cast<unsigned char>(std::lround(std::clamp(v, 0.0, 1.0) * 255.0)); };
    wxImage image(16, 16);
    image.SetRGB(wxRect(0, 0, 16, 16), 60, 60, 60);
    image.SetRGB(wxRect(1, 1, 14, 14), byte(colour.r), byte(colour.g), byte(colour.b));
    return wxBitmap(image);
}

}  // namespace sandtable::editor
