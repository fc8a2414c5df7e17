#include "model/hex/hex_label_scheme.hpp"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace sandtable {
[[maybe_unused]] static void PrintTo(OffsetCoord offset, std::ostream* out) {
    *out << "offset (" << offset.col << ", " << offset.row << ")";
}
}  // namespace sandtable

namespace sandtable {
namespace {

const std::string kLetterNumberExpected =
    "expected a column letter followed by a row number, such as P3";
const std::string kFourDigitExpected =
    "expected a two-digit column followed by a two-digit row, such as 1905";

// "3.16": row number, a dot, column number.
HexLabelScheme row_dot_column() {
    HexLabelScheme scheme = HexLabelScheme::four_digit();
    scheme.pattern = "{row}.{col}";
    scheme.column_width = 0;
    scheme.row_width = 0;
    return scheme;
}

// "005-7": three-digit column, a dash, row number.
HexLabelScheme padded_column_dash_row() {
    HexLabelScheme scheme = HexLabelScheme::four_digit();
    scheme.pattern = "{col}-{row}";
    scheme.column_width = 3;
    scheme.row_width = 0;
    return scheme;
}

// Columns Z, Y, X, ... and rows 20, 19, 18, ...
HexLabelScheme counting_down() {
    HexLabelScheme scheme = HexLabelScheme::letter_number();
    scheme.column_origin = 26;
    scheme.column_step = -1;
    scheme.row_origin = 20;
    scheme.row_step = -1;
    return scheme;
}

// Columns A, C, E, ... and rows 2, 4, 6, ...
HexLabelScheme every_other() {
    HexLabelScheme scheme = HexLabelScheme::letter_number();
    scheme.column_step = 2;
    scheme.row_origin = 2;
    scheme.row_step = 2;
    return scheme;
}

std::vector<HexLabelScheme> usable_schemes() {
    return {HexLabelScheme::letter_number(),
            HexLabelScheme::four_digit(),
            row_dot_column(),
            padded_column_dash_row(),
            counting_down(),
            every_other()};
}

void expect_error(const HexLabelScheme& scheme, const std::string& label,
                  const std::string& expected_error) {
    const Outcome<OffsetCoord> result = scheme.parse(label);
    EXPECT_FALSE(result) << "\"" << label << "\" parsed";
    EXPECT_FALSE(result.has_value()) << "\"" << label << "\"";
    EXPECT_EQ(result.error(), expected_error);
}

void expect_parses(const HexLabelScheme& scheme, const std::string& label, OffsetCoord expected) {
    const Outcome<OffsetCoord> result = scheme.parse(label);
    ASSERT_TRUE(result) << "\"" << label << "\": " << result.error();
    EXPECT_EQ(*result, expected) << "\"" << label << "\"";
    EXPECT_TRUE(result.error().empty()) << result.error();
}

struct LabelCase {
    OffsetCoord offset;
    std::string label;
};

void expect_both_ways(const HexLabelScheme& scheme, const std::vector<LabelCase>& cases) {
    for (const LabelCase& c : cases) {
        EXPECT_EQ(scheme.format(c.offset), c.label);
        expect_parses(scheme, c.label, c.offset);
    }
}

TEST(HexLabelScheme, LetterNumberPreset) {
    const HexLabelScheme scheme = HexLabelScheme::letter_number();
    EXPECT_EQ(scheme.pattern, "{col}{row}");
    EXPECT_EQ(scheme.column_style, LabelFieldStyle::Letters);
    EXPECT_EQ(scheme.row_style, LabelFieldStyle::Number);
    EXPECT_EQ(scheme.column_origin, 1);
    EXPECT_EQ(scheme.row_origin, 1);
    EXPECT_EQ(scheme.column_step, 1);
    EXPECT_EQ(scheme.row_step, 1);
    EXPECT_EQ(scheme.column_width, 0);
    EXPECT_EQ(scheme.row_width, 0);
}

TEST(HexLabelScheme, FourDigitPreset) {
    const HexLabelScheme scheme = HexLabelScheme::four_digit();
    EXPECT_EQ(scheme.pattern, "{col}{row}");
    EXPECT_EQ(scheme.column_style, LabelFieldStyle::Number);
    EXPECT_EQ(scheme.row_style, LabelFieldStyle::Number);
    EXPECT_EQ(scheme.column_origin, 1);
    EXPECT_EQ(scheme.row_origin, 1);
    EXPECT_EQ(scheme.column_step, 1);
    EXPECT_EQ(scheme.row_step, 1);
    EXPECT_EQ(scheme.column_width, 2);
    EXPECT_EQ(scheme.row_width, 2);
}

TEST(HexLabelScheme, LetterNumberBothWays) {
    expect_both_ways(HexLabelScheme::letter_number(), {
                                                          {{0, 0}, "A1"},
                                                          {{15, 2}, "P3"},
                                                          {{8, 10}, "I11"},
                                                          {{25, 0}, "Z1"},
                                                          {{26, 0}, "AA1"},
                                                          {{27, 4}, "AB5"},
                                                          {{51, 0}, "AZ1"},
                                                          {{52, 0}, "BA1"},
                                                          {{701, 0}, "ZZ1"},
                                                          {{702, 99}, "AAA100"},
                                                      });
}

TEST(HexLabelScheme, FourDigitBothWays) {
    expect_both_ways(HexLabelScheme::four_digit(), {
                                                       {{18, 4}, "1905"},
                                                       {{0, 0}, "0101"},
                                                       {{9, 9}, "1010"},
                                                       {{0, 8}, "0109"},
                                                       {{98, 98}, "9999"},
                                                   });
}

TEST(HexLabelScheme, LiteralSeparatorBothWays) {
    expect_both_ways(row_dot_column(), {
                                           {{15, 2}, "3.16"},
                                           {{0, 0}, "1.1"},
                                           {{122, 9}, "10.123"},
                                       });
}

TEST(HexLabelScheme, PaddedColumnBothWays) {
    expect_both_ways(padded_column_dash_row(), {
                                                   {{4, 6}, "005-7"},
                                                   {{123, 0}, "124-1"},
                                                   {{0, 99}, "001-100"},
                                               });
}

TEST(HexLabelScheme, NegativeStepsCountDown) {
    expect_both_ways(counting_down(), {
                                          {{0, 0}, "Z20"},
                                          {{2, 3}, "X17"},
                                          {{25, 19}, "A1"},
                                          {{0, -1}, "Z21"},
                                          {{-1, 0}, "AA20"},
                                      });
}

TEST(HexLabelScheme, StepsOfTwoSkipValues) {
    expect_both_ways(every_other(), {
                                        {{0, 0}, "A2"},
                                        {{1, 1}, "C4"},
                                        {{3, 2}, "G6"},
                                        {{13, 0}, "AA2"},
                                    });
}

TEST(HexLabelScheme, NegativeNumbersGetAMinusSign) {
    expect_both_ways(HexLabelScheme::letter_number(), {
                                                          {{3, -5}, "D-4"},
                                                          {{0, -1}, "A0"},
                                                      });
    expect_both_ways(HexLabelScheme::four_digit(), {
                                                       {{-3, 4}, "-0205"},
                                                       {{-1, -1}, "0000"},
                                                       {{0, -12}, "01-11"},
                                                   });
}

TEST(HexLabelScheme, LettersBelowAAreShownAsQuestionMarkAndDoNotParse) {
    const HexLabelScheme scheme = HexLabelScheme::letter_number();
    EXPECT_EQ(scheme.format({-1, 0}), "?1");
    EXPECT_EQ(scheme.format({-30, 2}), "?3");
    expect_error(scheme, "?1", "\"?1\" is not a hex label: " + kLetterNumberExpected);
    EXPECT_EQ(counting_down().format({26, 0}), "?20");
}

TEST(HexLabelScheme, NumbersWiderThanTheirWidthAreShownInFull) {
    EXPECT_EQ(HexLabelScheme::four_digit().format({99, 0}), "10001");
    EXPECT_EQ(HexLabelScheme::four_digit().format({0, 100}), "01101");
}

TEST(HexLabelScheme, LowercaseLettersAreAccepted) {
    const HexLabelScheme scheme = HexLabelScheme::letter_number();
    expect_parses(scheme, "p3", {15, 2});
    expect_parses(scheme, "aa1", {26, 0});
    expect_parses(scheme, "aB5", {27, 4});
}

TEST(HexLabelScheme, EveryFormattedLabelParsesBack) {
    for (const HexLabelScheme& scheme : usable_schemes()) {
        for (int col = -3; col <= 40; ++col) {
            for (int row = -3; row <= 40; ++row) {
                const std::string label = scheme.format({col, row});
                if (label.find('?') != std::string::npos) continue;
                expect_parses(scheme, label, {col, row});
            }
        }
    }
}

TEST(HexLabelScheme, MalformedLetterNumberLabels) {
    const HexLabelScheme scheme = HexLabelScheme::letter_number();
    for (const std::string label :
         {"", "P", "3", "P3x", "P-", "-P3", " P3", "P3 ", "P 3", "P3.5", "3P", "P+3", "#3"}) {
        expect_error(scheme, label,
                     "\"" + label + "\" is not a hex label: " + kLetterNumberExpected);
    }
}

TEST(HexLabelScheme, MalformedFourDigitLabels) {
    const HexLabelScheme scheme = HexLabelScheme::four_digit();
    for (const std::string label :
         {"", "19O5", "195", "19055", "1905 ", "AB05", "19-5", "+1905", "19", "19 05"}) {
        expect_error(scheme, label, "\"" + label + "\" is not a hex label: " + kFourDigitExpected);
    }
}

TEST(HexLabelScheme, MalformedLabelsWithALiteralSeparator) {
    const HexLabelScheme scheme = row_dot_column();
    const std::string expected =
        "expected a row number followed by \".\" followed by a column number, such as 5.19";
    for (const std::string label : {"316", "3,16", "3.", ".16", "3.16.", "a.16", "3..16"}) {
        expect_error(scheme, label, "\"" + label + "\" is not a hex label: " + expected);
    }
}

TEST(HexLabelScheme, PaddedFieldsNeedAllTheirDigits) {
    const std::string expected =
        "expected a three-digit column followed by \"-\" followed by a row number, such as 019-5";
    expect_error(padded_column_dash_row(), "5-7", "\"5-7\" is not a hex label: " + expected);
    expect_error(padded_column_dash_row(), "05-7", "\"05-7\" is not a hex label: " + expected);
    expect_error(padded_column_dash_row(), "0005-7", "\"0005-7\" is not a hex label: " + expected);
}

TEST(HexLabelScheme, ValuesBetweenStepsAreNotOnTheMap) {
    const HexLabelScheme scheme = every_other();
    expect_error(scheme, "B4",
                 "\"B4\" is not a hex label: column B is not on this map, whose columns go A, C, "
                 "E, ...");
    expect_error(scheme, "C5",
                 "\"C5\" is not a hex label: row 5 is not on this map, whose rows go 2, 4, 6, ...");
}

TEST(HexLabelScheme, ValuesTooLargeForAnOffset) {
    const HexLabelScheme scheme = HexLabelScheme::letter_number();
    expect_error(scheme, "A99999999999",
                 "\"A99999999999\" is not a hex label: row 99999999999 is too large");
    expect_error(scheme, "abcdefghij1",
                 "\"abcdefghij1\" is not a hex label: column ABCDEFGHIJ is too large");
    expect_error(HexLabelScheme::four_digit(), "0199999999999999999999999",
                 "\"0199999999999999999999999\" is not a hex label: " + kFourDigitExpected);
}

TEST(HexLabelScheme, UnusableSchemesRefuseToParse) {
    HexLabelScheme scheme = HexLabelScheme::letter_number();
    scheme.column_step = 0;
    expect_error(scheme, "A1",
                 "cannot read hex labels: the column step is 0: use 1 to count up or -1 to count "
                 "down");
}

TEST(HexLabelScheme, DescribeNamesTheFieldsAndGivesAnExample) {
    EXPECT_EQ(HexLabelScheme::letter_number().describe(),
              "a column letter followed by a row number, such as P3");
    EXPECT_EQ(HexLabelScheme::four_digit().describe(),
              "a two-digit column followed by a two-digit row, such as 1905");
    EXPECT_EQ(row_dot_column().describe(),
              "a row number followed by \".\" followed by a column number, such as 5.19");
    EXPECT_EQ(counting_down().describe(), "a column letter followed by a row number, such as K18");
}

TEST(HexLabelScheme, DescribeFallsBackToHexZeroWhenThePreferredExampleCannotBeShown) {
    HexLabelScheme scheme = HexLabelScheme::letter_number();
    scheme.column_step = -1;  // offset column 15 would be letter value -14
    EXPECT_EQ(scheme.describe(), "a column letter followed by a row number, such as A1");
}

TEST(HexLabelScheme, DescribedExamplesParse) {
    const std::string marker = ", such as ";
    for (const HexLabelScheme& scheme : usable_schemes()) {
        const std::string description = scheme.describe();
        const std::size_t at = description.rfind(marker);
        ASSERT_NE(at, std::string::npos) << description;
        const std::string example = description.substr(at + marker.size());
        const Outcome<OffsetCoord> result = scheme.parse(example);
        ASSERT_TRUE(result) << description << ": " << result.error();
        EXPECT_EQ(scheme.format(*result), example);
    }
}

TEST(HexLabelScheme, UsableSchemesPassTheCheck) {
    for (const HexLabelScheme& scheme : usable_schemes()) {
        EXPECT_EQ(scheme.check().error(), "") << scheme.pattern;
    }
    HexLabelScheme row_unpadded = HexLabelScheme::four_digit();
    row_unpadded.row_width = 0;  // only the first of two touching numbers needs a width
    EXPECT_EQ(row_unpadded.check().error(), "");
    HexLabelScheme padded_before_digit = HexLabelScheme::four_digit();
    padded_before_digit.pattern = "{col}0{row}";
    EXPECT_EQ(padded_before_digit.check().error(), "");
}

struct CheckCase {
    std::string what;
    HexLabelScheme scheme;
    std::string expected;
};

HexLabelScheme letter_number_with_pattern(std::string pattern) {
    HexLabelScheme scheme = HexLabelScheme::letter_number();
    scheme.pattern = std::move(pattern);
    return scheme;
}

std::vector<CheckCase> broken_schemes() {
    std::vector<CheckCase> cases;
    cases.push_back({"no column", letter_number_with_pattern("{row}"),
                     "the label pattern \"{row}\" has no {col} field"});
    cases.push_back({"no row", letter_number_with_pattern("{col}"),
                     "the label pattern \"{col}\" has no {row} field"});
    cases.push_back({"empty pattern", letter_number_with_pattern(""),
                     "the label pattern \"\" has no {col} field"});
    cases.push_back({"unknown field", letter_number_with_pattern("{col}{x}{row}"),
                     "the label pattern \"{col}{x}{row}\" has an unknown field {x}: the fields are "
                     "{col} and {row}"});
    cases.push_back({"field names are case-sensitive", letter_number_with_pattern("{col}{Row}"),
                     "the label pattern \"{col}{Row}\" has an unknown field {Row}: the fields are "
                     "{col} and {row}"});
    cases.push_back({"unclosed brace", letter_number_with_pattern("{col}{row"),
                     "the label pattern \"{col}{row\" has a \"{\" with no closing \"}\""});
    cases.push_back({"repeated field", letter_number_with_pattern("{col}{row}{col}"),
                     "the label pattern \"{col}{row}{col}\" has more than one {col} field"});

    HexLabelScheme scheme = HexLabelScheme::letter_number();
    scheme.column_step = 0;
    cases.push_back(
        {"column step 0", scheme, "the column step is 0: use 1 to count up or -1 to count down"});
    scheme = HexLabelScheme::letter_number();
    scheme.row_step = 0;
    cases.push_back(
        {"row step 0", scheme, "the row step is 0: use 1 to count up or -1 to count down"});
    scheme = HexLabelScheme::four_digit();
    scheme.row_width = -1;
    cases.push_back({"negative width", scheme, "the row width is negative: use 0 for no padding"});

    const std::string unpadded_numbers =
        " fields are both numbers with nothing between them: give the ";
    scheme = HexLabelScheme::four_digit();
    scheme.column_width = 0;
    cases.push_back({"touching numbers, first unpadded", scheme,
                     "the {col} and {row}" + unpadded_numbers +
                         "{col} field a width, as in \"1905\", or put text between them"});
    scheme.row_width = 0;
    cases.push_back({"touching numbers, neither padded", scheme,
                     "the {col} and {row}" + unpadded_numbers +
                         "{col} field a width, as in \"1905\", or put text between them"});
    scheme = HexLabelScheme::four_digit();
    scheme.pattern = "{row}{col}";
    scheme.row_width = 0;
    cases.push_back({"touching numbers, row first", scheme,
                     "the {row} and {col}" + unpadded_numbers +
                         "{row} field a width, as in \"1905\", or put text between them"});

    scheme = HexLabelScheme::letter_number();
    scheme.row_style = LabelFieldStyle::Letters;
    cases.push_back({"touching letters", scheme,
                     "the {col} and {row} fields are both letters with nothing between them: put "
                     "text between them"});
    cases.push_back({"letters run into a letter", letter_number_with_pattern("{col}x{row}"),
                     "the {col} field is followed by \"x\", which would be read as part of the "
                     "column"});
    scheme = row_dot_column();
    scheme.pattern = "{col}0{row}";
    cases.push_back({"number runs into a digit", scheme,
                     "the {col} field is followed by \"0\", which would be read as part of the "
                     "column"});
    return cases;
}

TEST(HexLabelScheme, CheckExplainsWhatIsWrong) {
    for (const CheckCase& c : broken_schemes()) {
        EXPECT_EQ(c.scheme.check().error(), c.expected) << c.what;
        EXPECT_EQ(c.scheme.parse("A1").error(), "cannot read hex labels: " + c.expected) << c.what;
    }
}

}  // namespace
}  // namespace sandtable
