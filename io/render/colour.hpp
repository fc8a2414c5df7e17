#pragma once
// An RGBA colour with components in 0..1, read from the "#rrggbb" text the catalogues hold.
#include <optional>
#include <string_view>

namespace sandtable {

struct Colour {
    double r = 0.0;
    double g = 0.0;
    double b = 0.0;
    double a = 1.0;
    friend constexpr bool operator==(const Colour&, const Colour&) = default;
};

// "#rrggbb" or "#rgb"; nothing for anything else.
[[nodiscard]] std::optional<Colour> parse_colour(std::string_view text);
[[nodiscard]] Colour parse_colour_or(std::string_view text, Colour fallback);

// t = 0 gives `from`, t = 1 gives `to`.
[[nodiscard]] Colour mix(Colour from, Colour to, double t);
[[nodiscard]] Colour lighter(Colour colour, double amount);
// Relative luminance (sRGB weights, no gamma): 0 black, 1 white.
[[nodiscard]] double luminance(Colour colour);
// Black or white, whichever reads better on `background`.
[[nodiscard]] Colour ink_on(Colour background);

}  // namespace sandtable
