#include "io/print/paper.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

PaperSize paper_size(Paper paper) {
    if (paper == Paper::Letter) return {8.5 * 72.0, 11.0 * 72.0};
    return {210.0 * kPointsPerMm, 297.0 * kPointsPerMm};
}

namespace {

constexpr EnumNames<Paper, 2> kPaperNames{{{Paper::A4, "a4"}, {Paper::Letter, "letter"}}};

}  // namespace

std::optional<Paper> paper_from_string(std::string_view name) { return value_in(kPaperNames, name); }

std::string_view to_string(Paper paper) { return name_in(kPaperNames, paper); }

}  // namespace sandtable
