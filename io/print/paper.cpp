#include "io/print/paper.hpp"

namespace sandtable {

PaperSize paper_size(Paper paper) {
    if (paper == Paper::Letter) return {8.5 * 72.0, 11.0 * 72.0};
    return {210.0 * kPointsPerMm, 297.0 * kPointsPerMm};
}

std::optional<Paper> paper_from_name(std::string_view name) {
    if (name == "a4") return Paper::A4;
    if (name == "letter") return Paper::Letter;
    return std::nullopt;
}

std::string_view name_of(Paper paper) { return paper == Paper::Letter ? "letter" : "a4"; }

}  // namespace sandtable
