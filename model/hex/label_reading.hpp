#pragma once
// The other ways a printed map's labels may be read: which field names the column and which the
// row, and from which end each is counted. A scan whose row letters are read as column letters,
// or whose rows count up from the bottom, fits no grid well under the usual reading; read the
// right way it fits at once (grid_fit.hpp tries the others when labelled clicks land far off).
#include "model/hex/hex_label_scheme.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct LabelReading {
    bool swapped = false;           // the field the scheme reads as the column names the row, and the other way round
    bool columns_reversed = false;  // columns count the other way: right to left where the scheme counts left to right
    bool rows_reversed = false;     // rows count the other way: bottom to top where the scheme counts top to bottom
    friend bool operator==(const LabelReading&, const LabelReading&) = default;
};

// The scheme read that way. Reversed counting keeps each field's origin: the first column or row
// keeps its label and the next ones run the other way.
[[nodiscard]] HexLabelScheme read_another_way(const HexLabelScheme& scheme, LabelReading reading);

// The readings other than the scheme's own that can fit differently: reversing both directions
// is the same grid turned half round, so it is not among them.
[[nodiscard]] std::vector<LabelReading> other_label_readings();

// For messages: "the letter names the row, and the number the column, counted from the left".
[[nodiscard]] std::string describe(const HexLabelScheme& scheme, LabelReading reading);

}  // namespace sandtable
