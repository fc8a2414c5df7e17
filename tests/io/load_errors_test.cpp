#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

// A valid book with one marker, @BODY@, replaced by each case's content.
constexpr const char* kFrame = R"(<?xml version="1.0" encoding="UTF-8"?>
<sandtable version="1" ruleset="gettysburg-125">
  <metadata>
    <title>T</title>
  </metadata>
  <turn-track>
    <turn label="Jul 1 06:00" />
    <turn label="Jul 1 08:00" />
  </turn-track>
  <maps>
    <hex-map id="m" name="M" units="px">
      <grid orientation="flat" size="10" origin-x="0" origin-y="0" rotation="0" layout="odd-columns" columns="3" rows="2" />
      <labels pattern="{col}{row}" column-style="letters" row-style="number" column-origin="1" row-origin="1" column-step="1" row-step="1" column-width="0" row-width="0" />
      <terrain-types>
        <terrain id="clear" name="Clear" colour="#eeeeee" />
      </terrain-types>
      <terrain>
        <row n="0">clear*3</row>
        <row n="1">clear*3</row>
      </terrain>
@BODY@
    </hex-map>
  </maps>
</sandtable>
)";

std::string book_with(const std::string& body) {
    std::string text = kFrame;
    text.replace(text.find("@BODY@"), 6, body);
    return text;
}

struct ErrorCase {
    const char* name;
    std::string xml;
    const char* code;
    int line;
    const char* message_part;
};

void PrintTo(const ErrorCase& c, std::ostream* out) { *out << c.name; }

std::string case_name(const ::testing::TestParamInfo<ErrorCase>& info) {
    std::string name = info.param.name;
    for (char& ch : name) {
        if (ch == '-') ch = '_';
    }
    return name;
}

class LoadErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(LoadErrors, NamesFileLineAndWhatWasExpected) {
    const ErrorCase& c = GetParam();
    const LoadResult result = parse_book(c.xml, "case.sandtable");
    ASSERT_FALSE(result) << c.name;
    ASSERT_EQ(result.errors.size(), 1U);
    const Diagnostic& e = result.errors.front();
    EXPECT_EQ(e.code, c.code);
    EXPECT_EQ(e.file, "case.sandtable");
    EXPECT_EQ(e.line, c.line);
    EXPECT_GT(e.column, 0);
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << e.message;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    text.replace(text.find(from), from.size(), to);
    return text;
}

INSTANTIATE_TEST_SUITE_P(
    Table, LoadErrors,
    ::testing::Values(
        ErrorCase{"malformed", "<sandtable version=\"1\">\n<metadata>\n</sandtable>", "load.malformed-xml", 3, "not well-formed"},
        ErrorCase{"wrong-root", "<?xml version=\"1.0\"?>\n<map/>", "load.not-a-book", 2, "expected <sandtable>"},
        ErrorCase{"newer", replaced(book_with(""), "version=\"1\" ruleset", "version=\"7\" ruleset"), "load.newer-version", 2,
                  "format version 7, and this build of Sandtable reads versions up to 1"},
        ErrorCase{"ruleset", replaced(book_with(""), "gettysburg-125", "chess"), "load.unknown-ruleset", 2,
                  "unknown ruleset \"chess\": expected one of gettysburg-125"},
        ErrorCase{"unknown-element", book_with("      <castle />"), "load.unknown-element", 21,
                  "unknown element <castle> inside <hex-map>: expected <grid>"},
        ErrorCase{"unknown-attribute", book_with("      <places>\n        <place id=\"p\" name=\"P\" hex=\"A1\" size=\"2\" />\n      </places>"),
                  "load.unknown-attribute", 22, "unknown attribute \"size\" on <place>"},
        ErrorCase{"missing-id", book_with("      <places>\n        <place name=\"P\" hex=\"A1\" />\n      </places>"),
                  "load.missing-id", 22, "<place> lacks its id"},
        ErrorCase{"bad-id", book_with("      <places>\n        <place id=\"two words\" name=\"P\" hex=\"A1\" />\n      </places>"),
                  "load.bad-id", 22, "\"two words\" is not a valid id"},
        ErrorCase{"duplicate-id", book_with("      <places>\n        <place id=\"m\" name=\"P\" hex=\"A1\" />\n      </places>"),
                  "load.duplicate-id", 22, "duplicate id \"m\": first used on line 11"},
        ErrorCase{"bad-label", book_with("      <places>\n        <place id=\"p\" name=\"P\" hex=\"1A\" />\n      </places>"),
                  "load.bad-label", 22, "such as P3"},
        ErrorCase{"off-map", book_with("      <places>\n        <place id=\"p\" name=\"P\" hex=\"Z9\" />\n      </places>"),
                  "load.bad-label", 22, "hex Z9 is off the map (3 columns, 2 rows)"},
        ErrorCase{"missing-attribute", replaced(book_with(""), "<terrain id=\"clear\" name=\"Clear\" colour=\"#eeeeee\" />", "<terrain id=\"clear\" name=\"Clear\" />"),
                  "load.missing-attribute", 15, "lacks the required attribute \"colour\""},
        ErrorCase{"bad-number", replaced(book_with(""), "columns=\"3\"", "columns=\"three\""), "load.bad-value", 12,
                  "columns=\"three\" on <grid>: expected a whole number from 1 to 100000"},
        ErrorCase{"bad-terrain", replaced(book_with(""), "clear*3</row>\n        <row n=\"1\">", "clear*2</row>\n        <row n=\"1\">"),
                  "load.bad-terrain", 18, "row has 2 hexes, expected 3"},
        ErrorCase{"unknown-terrain", replaced(book_with(""), "<row n=\"1\">clear*3", "<row n=\"1\">clear swamp clear"),
                  "load.bad-terrain", 19, "unknown terrain \"swamp\""},
        ErrorCase{"bad-hexside", book_with("      <hexsides>\n        <feature type=\"stream\">A1/UP</feature>\n      </hexsides>"),
                  "load.unknown-type", 22, "unknown hexside feature type \"stream\""},
        ErrorCase{"repeated", replaced(book_with(""), "      <terrain>", "      <places />\n      <places />\n      <terrain>"),
                  "load.repeated-element", 18, "<places> appears more than once in <hex-map>"},
        ErrorCase{"element-in-text", replaced(book_with(""), "<title>T</title>", "<title>T<b>old</b></title>"),
                  "load.unknown-element", 4, "<title> holds text only, not <b>"},
        ErrorCase{"bad-terrain-id", replaced(book_with(""), "<terrain id=\"clear\"", "<terrain id=\"a+b\""),
                  "load.bad-id", 15, "\"a+b\" is not a valid terrain type id"},
        ErrorCase{"bad-colour", replaced(book_with(""), "#eeeeee", "grey"), "load.bad-value", 15,
                  "colour=\"grey\": expected #rrggbb"},
        ErrorCase{"empty-extends", replaced(book_with(""), "</sandtable>", "  <scenarios>\n    <variant id=\"v\" name=\"V\" extends=\"\" />\n  </scenarios>\n</sandtable>"),
                  "load.bad-value", 25, "a variant's extends= names the scenario it changes"},
        ErrorCase{"bad-opacity", book_with("      <imagery>\n        <raster id=\"scan\" name=\"Scan\" path=\"scan.tif\" opacity=\"1.5\" />\n      </imagery>"),
                  "load.bad-value", 22, "opacity=\"1.5\" on layer \"scan\": expected a number from 0 to 1"},
        ErrorCase{"layer-duplicate-id", book_with("      <imagery>\n        <raster id=\"m\" name=\"Scan\" path=\"scan.tif\" />\n      </imagery>"),
                  "load.duplicate-id", 22, "\"m\""},
        ErrorCase{"raster-with-style", book_with("      <imagery>\n        <raster id=\"scan\" name=\"S\" path=\"s.tif\">\n          <style />\n        </raster>\n      </imagery>"),
                  "load.unknown-element", 23, "<style>"},
        ErrorCase{"bad-stroke", book_with("      <imagery>\n        <vector id=\"v\" name=\"V\" path=\"v.geojson\">\n          <style stroke=\"brown\" />\n        </vector>\n      </imagery>"),
                  "load.bad-value", 23, "stroke=\"brown\": expected #rrggbb"},
        ErrorCase{"bad-encoding", replaced(book_with(""), "<title>T</title>", "<title>T\xff</title>"), "load.bad-encoding", 4,
                  "not valid UTF-8"}),
    case_name);

TEST(LoadErrors, DanglingScenarioReferencesNameTheLine) {
    std::string xml = book_with("");
    xml = replaced(xml, "</sandtable>", R"(  <scenarios>
    <scenario id="s" name="S" map="nowhere" start-turn="1" end-turn="2" />
  </scenarios>
</sandtable>)");
    const LoadResult result = parse_book(xml, "f");
    ASSERT_FALSE(result);
    EXPECT_EQ(result.errors[0].code, "load.dangling-reference");
    EXPECT_EQ(result.errors[0].line, 25);
    EXPECT_NE(result.errors[0].message.find("map \"nowhere\", which does not exist"), std::string::npos);
}

TEST(LoadErrors, UnknownUnitAttributeListsTheSchemaKeys) {
    std::string xml = replaced(book_with(""), "</sandtable>", R"(  <forces>
    <side id="union" name="U">
      <unit id="u" type="infantry" name="U">
        <attr key="morale" value="3" />
      </unit>
    </side>
  </forces>
</sandtable>)");
    const LoadResult result = parse_book(xml, "f");
    ASSERT_FALSE(result);
    EXPECT_EQ(result.errors[0].code, "load.unknown-attribute");
    EXPECT_EQ(result.errors[0].line, 27);
    EXPECT_NE(result.errors[0].message.find("expected one of combat"), std::string::npos) << result.errors[0].message;
}

TEST(LoadErrors, SchemaLocationHintsOnTheRootAreAllowed) {
    const std::string xml = replaced(book_with(""), "<sandtable version=\"1\"",
                                     "<sandtable xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
                                     "xsi:noNamespaceSchemaLocation=\"sandtable-1.xsd\" version=\"1\"");
    const LoadResult result = parse_book(xml, "f");
    EXPECT_TRUE(result) << result.error_text();
}

TEST(LoadErrors, MissingFileIsAnErrorNotACrash) {
    const LoadResult result = load_book("/nonexistent/book.sandtable");
    ASSERT_FALSE(result);
    EXPECT_EQ(result.errors[0].code, "load.unreadable");
    EXPECT_NE(result.error_text().find("/nonexistent/book.sandtable"), std::string::npos);
}

TEST(LoadErrors, EveryTruncationOfTheSampleFailsCleanly) {
    const std::string text = test::read_text(test::default_sample());
    std::size_t failures = 0;
    for (std::size_t length = 0; length < text.size(); length += 7) {
        const LoadResult result = parse_book(std::string_view(text).substr(0, length), "cut");
        if (!result) {
            ++failures;
            ASSERT_FALSE(result.errors.empty());
        }
    }
    EXPECT_GT(failures, text.size() / 8);
}

}  // namespace
}  // namespace sandtable
