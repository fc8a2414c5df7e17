#include "model/hex/hex_label_scheme.hpp"

#include "model/outcome.hpp"

#include <array>
#include <climits>
#include <vector>

namespace sandtable {
namespace {

enum class Axis { Column, Row };

// One axis of the scheme, gathered so formatting and parsing need not ask which axis it is.
struct Field {
    Axis axis = Axis::Column;
    LabelFieldStyle style = LabelFieldStyle::Number;
    int origin = 1;
    int step = 1;
    int width = 0;
};

Field field_of(const HexLabelScheme& scheme, Axis axis) {
    if (axis == Axis::Column) {
        return {axis, scheme.column_style, scheme.column_origin, scheme.column_step,
                scheme.column_width};
    }
    return {axis, scheme.row_style, scheme.row_origin, scheme.row_step, scheme.row_width};
}

const char* axis_name(Axis axis) { return axis == Axis::Column ? "column" : "row"; }
const char* field_token(Axis axis) { return axis == Axis::Column ? "{col}" : "{row}"; }

// A stretch of the pattern: literal text, or one of the two fields.
struct Piece {
    std::string literal;
    std::optional<Axis> field;
};

// {col} and {row} become fields; everything else, unknown {names} included, stays literal.
std::vector<Piece> split_pattern(std::string_view pattern) {
    std::vector<Piece> pieces;
    std::string literal;
    for (std::size_t i = 0; i < pattern.size();) {
        const std::string_view rest = pattern.substr(i);
        std::optional<Axis> field;
        if (rest.starts_with("{col}")) field = Axis::Column;
        if (rest.starts_with("{row}")) field = Axis::Row;
        if (!field) {
            literal += pattern[i++];
            continue;
        }
        if (!literal.empty()) pieces.push_back({std::move(literal), std::nullopt});
        literal.clear();
        pieces.push_back({"", field});
        i += 5;
    }
    if (!literal.empty()) pieces.push_back({std::move(literal), std::nullopt});
    return pieces;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
char to_upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// --- formatting ---------------------------------------------------------------------------

// Bijective base 26: 1 = A, 26 = Z, 27 = AA, 28 = AB.
std::string letters_for(long long value) {
    std::string reversed;
    while (value > 0) {
        --value;
        reversed += static_cast<char>('A' + value % 26);
        value /= 26;
    }
    return {reversed.rbegin(), reversed.rend()};
}

std::string number_for(long long value, int width) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    if (static_cast<int>(digits.size()) < width) {
        digits.insert(0, static_cast<std::size_t>(width) - digits.size(), '0');
    }
    return value < 0 ? "-" + digits : digits;
}

std::string value_text(const Field& field, long long value) {
    if (field.style == LabelFieldStyle::Letters) return value >= 1 ? letters_for(value) : "?";
    return number_for(value, field.width);
}

long long value_at(const Field& field, int offset) {
    return field.origin + static_cast<long long>(field.step) * offset;
}

std::string format_with(const HexLabelScheme& scheme, OffsetCoord coord) {
    std::string label;
    for (const Piece& piece : split_pattern(scheme.pattern)) {
        if (!piece.field) {
            label += piece.literal;
            continue;
        }
        const Field field = field_of(scheme, *piece.field);
        label += value_text(field,
                            value_at(field, *piece.field == Axis::Column ? coord.col : coord.row));
    }
    return label;
}

// --- parsing ------------------------------------------------------------------------------

// Values past this are reported as too large; capping there keeps the running totals from
// overflowing however long the label is.
constexpr long long kLargestValue = static_cast<long long>(INT_MAX) * 2;

struct FieldText {
    long long value = 0;
    std::string text;  // as read, letters upper-cased, for messages
    bool too_large = false;
};

std::optional<FieldText> read_letters(std::string_view label, std::size_t& pos) {
    FieldText read;
    while (pos < label.size() && is_letter(label[pos])) {
        const char letter = to_upper(label[pos++]);
        read.text += letter;
        read.value = read.value * 26 + (letter - 'A' + 1);
        if (read.value > kLargestValue) {
            read.too_large = true;
            read.value = kLargestValue;
        }
    }
    if (read.text.empty()) return std::nullopt;
    return read;
}

std::optional<FieldText> read_number(std::string_view label, std::size_t& pos, int width) {
    FieldText read;
    const bool negative = pos < label.size() && label[pos] == '-';
    if (negative) read.text += label[pos++];
    std::size_t digits = 0;
    while (pos < label.size() && is_digit(label[pos]) &&
           (width == 0 || digits < static_cast<std::size_t>(width))) {
        read.text += label[pos];
        read.value = read.value * 10 + (label[pos++] - '0');
        ++digits;
        if (read.value > kLargestValue) {
            read.too_large = true;
            read.value = kLargestValue;
        }
    }
    const bool width_met = width == 0 || digits == static_cast<std::size_t>(width);
    if (digits == 0 || !width_met) return std::nullopt;
    if (negative) read.value = -read.value;
    return read;
}

std::optional<FieldText> read_field(const Field& field, std::string_view label, std::size_t& pos) {
    if (field.style == LabelFieldStyle::Letters) return read_letters(label, pos);
    return read_number(label, pos, field.width);
}

// The outcome of reading a label, before it is dressed up as a message.
struct Reading {
    std::optional<OffsetCoord> coord;
    // Empty with no coord: the label is not shaped like the scheme's labels.
    // Otherwise the shape was right but a value is not on the map.
    std::string problem;
};

std::string first_values(const Field& field) {
    return value_text(field, value_at(field, 0)) + ", " + value_text(field, value_at(field, 1)) +
           ", " + value_text(field, value_at(field, 2)) + ", ...";
}

// Turns a field's shown value back into an offset, or says why it cannot.
Outcome<int> offset_for(const Field& field, const FieldText& read) {
    const std::string name = std::string(axis_name(field.axis)) + " " + read.text;
    if (read.too_large) return failure(name + " is too large");
    if (field.step == 0) return failure(std::string("the ") + axis_name(field.axis) + " step is 0");
    const long long from_origin = read.value - field.origin;
    if (from_origin % field.step != 0) {
        return failure(name + " is not on this map, whose " + axis_name(field.axis) + "s go " + first_values(field));
    }
    const long long offset = from_origin / field.step;
    if (offset > INT_MAX || offset < INT_MIN) return failure(name + " is too large");
    return static_cast<int>(offset);
}

Reading read_label(const HexLabelScheme& scheme, std::string_view label) {
    std::array<std::optional<FieldText>, 2> reads;  // by Axis
    std::size_t pos = 0;
    for (const Piece& piece : split_pattern(scheme.pattern)) {
        if (!piece.field) {
            if (!label.substr(pos).starts_with(piece.literal)) return {};
            pos += piece.literal.size();
            continue;
        }
        auto read = read_field(field_of(scheme, *piece.field), label, pos);
        if (!read) return {};
        reads[static_cast<std::size_t>(*piece.field)] = std::move(read);
    }
    if (pos != label.size() || !reads[0] || !reads[1]) return {};

    Reading reading;
    const Outcome<int> col = offset_for(field_of(scheme, Axis::Column), *reads[0]);
    if (!col) {
        reading.problem = col.error();
        return reading;
    }
    const Outcome<int> row = offset_for(field_of(scheme, Axis::Row), *reads[1]);
    if (!row) {
        reading.problem = row.error();
        return reading;
    }
    reading.coord = OffsetCoord{*col, *row};
    return reading;
}

// --- describing ---------------------------------------------------------------------------

std::string digits_phrase(int width) {
    static constexpr std::array<const char*, 10> kWords = {
        "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
    const std::string count =
        width < 10 ? kWords[static_cast<std::size_t>(width)] : std::to_string(width);
    return count + "-digit";
}

std::string piece_phrase(const HexLabelScheme& scheme, const Piece& piece) {
    if (!piece.field) return "\"" + piece.literal + "\"";
    const Field field = field_of(scheme, *piece.field);
    const std::string axis = axis_name(field.axis);
    if (field.style == LabelFieldStyle::Letters) return "a " + axis + " letter";
    if (field.width > 0) return "a " + digits_phrase(field.width) + " " + axis;
    return "a " + axis + " number";
}

// P3 and 1905 are hexes on the boards these two label styles come from, so a designer
// recognises them; hex (0, 0) stands in when the preferred hex cannot be labelled.
std::string example_label(const HexLabelScheme& scheme) {
    const OffsetCoord preferred =
        scheme.column_style == LabelFieldStyle::Letters ? OffsetCoord{15, 2} : OffsetCoord{18, 4};
    for (const OffsetCoord candidate : {preferred, OffsetCoord{0, 0}}) {
        const std::string label = format_with(scheme, candidate);
        if (read_label(scheme, label).coord == candidate) return label;
    }
    return format_with(scheme, preferred);
}

// --- checking -----------------------------------------------------------------------------

Status check_pattern_fields(std::string_view pattern) {
    const std::string quoted = "the label pattern \"" + std::string(pattern) + "\"";
    std::array<int, 2> seen{};  // by Axis
    for (std::size_t open = pattern.find('{'); open != std::string_view::npos;
         open = pattern.find('{', open + 1)) {
        const std::size_t close = pattern.find('}', open);
        if (close == std::string_view::npos) return failure(quoted + " has a \"{\" with no closing \"}\"");
        const std::string_view name = pattern.substr(open + 1, close - open - 1);
        if (name == "col") {
            ++seen[static_cast<std::size_t>(Axis::Column)];
        } else if (name == "row") {
            ++seen[static_cast<std::size_t>(Axis::Row)];
        } else {
            return failure(quoted + " has an unknown field {" + std::string(name) +
                   "}: the fields are {col} and {row}");
        }
    }
    for (const Axis axis : {Axis::Column, Axis::Row}) {
        const int count = seen[static_cast<std::size_t>(axis)];
        if (count == 0) return failure(quoted + " has no " + field_token(axis) + " field");
        if (count > 1) return failure(quoted + " has more than one " + field_token(axis) + " field");
    }
    return {};
}

Status check_field_settings(const Field& field) {
    const std::string axis = axis_name(field.axis);
    if (field.step == 0) return failure("the " + axis + " step is 0: use 1 to count up or -1 to count down");
    if (field.width < 0) return failure("the " + axis + " width is negative: use 0 for no padding");
    return {};
}

// A field that reads as far as it can must not run straight into something it would swallow.
Status check_touching(const HexLabelScheme& scheme) {
    const std::vector<Piece> pieces = split_pattern(scheme.pattern);
    for (std::size_t i = 0; i + 1 < pieces.size(); ++i) {
        if (!pieces[i].field) continue;
        const Field field = field_of(scheme, *pieces[i].field);
        const bool letters = field.style == LabelFieldStyle::Letters;
        if (!letters && field.width > 0) continue;
        const Piece& next = pieces[i + 1];
        const std::string token = field_token(field.axis);
        if (next.field) {
            const Field next_field = field_of(scheme, *next.field);
            if (next_field.style != field.style) continue;
            const std::string both =
                "the " + token + " and " + field_token(next_field.axis) + " fields are both ";
            if (letters) return failure(both + "letters with nothing between them: put text between them");
            return failure(both + "numbers with nothing between them: give the " + token +
                   " field a width, as in \"1905\", or put text between them");
        }
        const char first = next.literal.front();
        if (letters ? is_letter(first) : is_digit(first)) {
            return failure("the " + token + " field is followed by \"" + next.literal +
                   "\", which would be read as part of the " + axis_name(field.axis));
        }
    }
    return {};
}

}  // namespace

HexLabelScheme HexLabelScheme::letter_number() {
    return {.pattern = "{col}{row}",
            .column_style = LabelFieldStyle::Letters,
            .row_style = LabelFieldStyle::Number,
            .column_origin = 1,
            .row_origin = 1,
            .column_step = 1,
            .row_step = 1,
            .column_width = 0,
            .row_width = 0};
}

HexLabelScheme HexLabelScheme::four_digit() {
    return {.pattern = "{col}{row}",
            .column_style = LabelFieldStyle::Number,
            .row_style = LabelFieldStyle::Number,
            .column_origin = 1,
            .row_origin = 1,
            .column_step = 1,
            .row_step = 1,
            .column_width = 2,
            .row_width = 2};
}

std::string HexLabelScheme::format(OffsetCoord coord) const { return format_with(*this, coord); }

Outcome<OffsetCoord> HexLabelScheme::parse(std::string_view label) const {
    if (const Status usable = check(); !usable) return failure("cannot read hex labels: " + usable.error());
    Reading reading = read_label(*this, label);
    if (reading.coord) return *reading.coord;
    const std::string quoted = "\"" + std::string(label) + "\" is not a hex label: ";
    if (!reading.problem.empty()) return failure(quoted + reading.problem);
    return failure(quoted + "expected " + describe());
}

Status HexLabelScheme::check() const {
    if (Status fields = check_pattern_fields(pattern); !fields) return fields;
    for (const Axis axis : {Axis::Column, Axis::Row}) {
        if (Status settings = check_field_settings(field_of(*this, axis)); !settings) return settings;
    }
    return check_touching(*this);
}

std::string HexLabelScheme::describe() const {
    std::string description;
    for (const Piece& piece : split_pattern(pattern)) {
        if (!description.empty()) description += " followed by ";
        description += piece_phrase(*this, piece);
    }
    return description + ", such as " + example_label(*this);
}

}  // namespace sandtable
