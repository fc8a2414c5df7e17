#pragma once
// Sizes on paper for print-and-play: a hex map's printed hex and the printed counter of the
// units, in millimetres, with the sizes used when a book chooses none.
#include "model/outcome.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

// 5/8 inch across the flats, the hex of many printed hex-and-counter maps.
inline constexpr double kDefaultPrintedHexMm = 15.875;
// 1/2 inch counters, the usual companion of 5/8 inch hexes.
inline constexpr double kDefaultPrintedCounterMm = 12.7;
inline constexpr double kMaxPrintedSizeMm = 1000.0;

// Whether a printed size makes sense: more than 0, at most kMaxPrintedSizeMm.
[[nodiscard]] Status check_printed_size_mm(double millimetres);
// A printed size as a designer types it: blank for none (the default then applies), else a number
// of millimetres that check_printed_size_mm accepts.
[[nodiscard]] Outcome<std::optional<double>> read_printed_size_mm(std::string_view text);
// As read_printed_size_mm reads it: blank for none.
[[nodiscard]] std::string printed_size_text(const std::optional<double>& millimetres);

}  // namespace sandtable
