#include "model/printed_sizes.hpp"

#include "model/text.hpp"

#include <charconv>
#include <cmath>
#include <fmt/format.h>

namespace sandtable {

Status check_printed_size_mm(double millimetres) {
    if (!(millimetres > 0.0) || !std::isfinite(millimetres) || millimetres > kMaxPrintedSizeMm) {
        return failure(fmt::format("expected a size in millimetres greater than 0 and at most {:g}", kMaxPrintedSizeMm));
    }
    return {};
}

Outcome<std::optional<double>> read_printed_size_mm(std::string_view text) {
    const std::string_view trimmed = trim(text);
    if (trimmed.empty()) return std::optional<double>();
    double value = 0.0;
    const auto [end, error] = std::from_chars(trimmed.data(), trimmed.data() + trimmed.size(), value);
    if (error != std::errc() || end != trimmed.data() + trimmed.size()) {
        return failure(fmt::format("\"{}\" is not a number: expected a size in millimetres, such as 15.875, or nothing for the default", trimmed));
    }
    if (Status sensible = check_printed_size_mm(value); !sensible) return failure(sensible.error());
    return std::optional<double>(value);
}

std::string printed_size_text(const std::optional<double>& millimetres) {
    return millimetres ? fmt::format("{}", *millimetres) : std::string();
}

}  // namespace sandtable
