#include "io/render/colour.hpp"

namespace sandtable {

namespace {

std::optional<int> hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return std::nullopt;
}

}  // namespace

std::optional<Colour> parse_colour(std::string_view text) {
    if (text.empty() || text.front() != '#') return std::nullopt;
    text.remove_prefix(1);
    if (text.size() != 6 && text.size() != 3) return std::nullopt;
    const bool short_form = text.size() == 3;
    double channels[3] = {};
    for (int channel = 0; channel < 3; ++channel) {
        int value = 0;
        if (short_form) {
            const auto digit = hex_digit(text[static_cast<std::size_t>(channel)]);
            if (!digit) return std::nullopt;
            value = *digit * 17;
        } else {
            const auto high = hex_digit(text[static_cast<std::size_t>(channel * 2)]);
            const auto low = hex_digit(text[static_cast<std::size_t>(channel * 2 + 1)]);
            if (!high || !low) return std::nullopt;
            value = *high * 16 + *low;
        }
        channels[channel] = value / 255.0;
    }
    return Colour{channels[0], channels[1], channels[2], 1.0};
}

Colour parse_colour_or(std::string_view text, Colour fallback) { return parse_colour(text).value_or(fallback); }

Colour mix(Colour from, Colour to, double t) {
    return {from.r + (to.r - from.r) * t, from.g + (to.g - from.g) * t, from.b + (to.b - from.b) * t,
            from.a + (to.a - from.a) * t};
}

Colour lighter(Colour colour, double amount) { return mix(colour, {1.0, 1.0, 1.0, colour.a}, amount); }

double luminance(Colour colour) { return 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b; }

Colour ink_on(Colour background) {
    return luminance(background) < 0.5 ? Colour{1.0, 1.0, 1.0, 1.0} : Colour{0.0, 0.0, 0.0, 1.0};
}

}  // namespace sandtable
