#pragma once
// The sheets print-and-play files are laid out on.
#include <optional>
#include <string_view>

namespace sandtable {

enum class Paper { A4, Letter };

struct PaperSize {
    double width_pt = 0.0;  // portrait
    double height_pt = 0.0;
};

[[nodiscard]] PaperSize paper_size(Paper paper);
[[nodiscard]] std::optional<Paper> paper_from_string(std::string_view name);  // "a4", "letter"
[[nodiscard]] std::string_view to_string(Paper paper);

inline constexpr double kPointsPerMm = 72.0 / 25.4;

}  // namespace sandtable
