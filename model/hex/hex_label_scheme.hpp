#pragma once
// How a printed map labels its hexes, both ways: offset coordinate to label and label back.
#include "model/hex/offset_coord.hpp"
#include "model/outcome.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

enum class LabelFieldStyle {
    Letters,  // A..Z, then AA..AZ, BA.. (spreadsheet style); A is the origin value 1
    Number,   // decimal digits
};

struct HexLabelScheme {
    // Literal text with the fields {col} and {row}, e.g. "{col}{row}" or "{row}.{col}".
    std::string pattern = "{col}{row}";
    LabelFieldStyle column_style = LabelFieldStyle::Letters;
    LabelFieldStyle row_style = LabelFieldStyle::Number;
    int column_origin = 1;  // value shown for offset column 0 (Letters: 1 = A)
    int row_origin = 1;     // value shown for offset row 0
    int column_step = 1;    // +1 counts up with the offset column, -1 down
    int row_step = 1;
    int column_width = 0;  // zero-pad numbers to this width (0: no padding); required when
    int row_width = 0;     // two number fields touch, as in "1905"

    // The 125th Anniversary board: column letter then row number, "P3", "I11".
    [[nodiscard]] static HexLabelScheme letter_number();
    // The Gettysburg 150 board: two-digit column then two-digit row, "1905".
    [[nodiscard]] static HexLabelScheme four_digit();

    // A Letters value below 1 has no letters and comes out as "?", which parse rejects.
    // Negative Number values get a leading '-' before the zero-padded digits.
    [[nodiscard]] std::string format(OffsetCoord coord) const;

    // The offset a label names, or why it names none: what was expected, with an example.
    [[nodiscard]] Outcome<OffsetCoord> parse(std::string_view label) const;

    // Fails, saying what is wrong, when the scheme is not usable (unknown field, a step of 0, two
    // touching number fields without widths, a missing field).
    [[nodiscard]] Status check() const;
    // For messages: "a column letter followed by a row number, such as P3".
    [[nodiscard]] std::string describe() const;

    friend bool operator==(const HexLabelScheme&, const HexLabelScheme&) = default;
};

}  // namespace sandtable
