#include "model/hex/label_reading.hpp"

#include <string_view>
#include <utility>

namespace sandtable {

namespace {

std::string swap_fields(std::string_view pattern) {
    std::string swapped;
    for (std::size_t i = 0; i < pattern.size();) {
        const std::string_view rest = pattern.substr(i);
        if (rest.starts_with("{col}") || rest.starts_with("{row}")) {
            swapped += rest.starts_with("{col}") ? "{row}" : "{col}";
            i += 5;
        } else {
            swapped += pattern[i++];
        }
    }
    return swapped;
}

const char* style_name(LabelFieldStyle style) { return style == LabelFieldStyle::Letters ? "letters" : "number"; }

}  // namespace

HexLabelScheme read_another_way(const HexLabelScheme& scheme, LabelReading reading) {
    HexLabelScheme read = scheme;
    if (reading.swapped) {
        read.pattern = swap_fields(scheme.pattern);
        std::swap(read.column_style, read.row_style);
        std::swap(read.column_origin, read.row_origin);
        std::swap(read.column_step, read.row_step);
        std::swap(read.column_width, read.row_width);
    }
    if (reading.columns_reversed) read.column_step = -read.column_step;
    if (reading.rows_reversed) read.row_step = -read.row_step;
    return read;
}

std::vector<LabelReading> other_label_readings() {
    return {{false, true, false}, {false, false, true}, {true, false, false}, {true, true, false}, {true, false, true}};
}

std::string describe(const HexLabelScheme& scheme, LabelReading reading) {
    const HexLabelScheme read = read_another_way(scheme, reading);
    std::string text;
    if (reading.swapped) {
        const bool same_style = read.column_style == read.row_style;
        text = same_style ? "the first field naming the " + std::string(read.pattern.find("{col}") < read.pattern.find("{row}") ? "column" : "row")
                          : "the " + std::string(style_name(read.row_style)) + " naming the row and the " +
                                style_name(read.column_style) + " the column";
    }
    const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (reading.columns_reversed) add("columns counted the other way");
    if (reading.rows_reversed) add("rows counted the other way");
    return text;
}

}  // namespace sandtable
