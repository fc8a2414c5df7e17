#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>

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
    ASSERT_EQ(result.failure().diagnostics.size(), 1U);
    const Diagnostic& e = result.failure().diagnostics.front();
    EXPECT_EQ(e.code, c.code);
    EXPECT_EQ(e.file, "case.sandtable");
    EXPECT_EQ(e.line, c.line);
    EXPECT_GT(e.column, 0);
    EXPECT_NE(e.message.find(c.message_part), std::string::npos) << e.message;
}

using test::replaced;

// The text with the rest of the line from `start` on removed; the lines keep their numbers.
std::string blanked(std::string text, const std::string& start) {
    const std::size_t from = text.find(start);
    text.erase(from, text.find('\n', from) - from);
    return text;
}

// The frame with these scenarios (or variants) after its maps.
std::string book_with_scenarios(const std::string& scenarios) {
    return replaced(book_with(""), "</sandtable>", "  <scenarios>\n" + scenarios + "  </scenarios>\n</sandtable>");
}

// The frame with a rules table after its maps.
std::string book_with_table(const std::string& table) {
    return replaced(book_with(""), "</sandtable>", "  <rules-data>\n" + table + "  </rules-data>\n</sandtable>");
}

// The frame's terrain catalogue grown to `count` entries, one a line.
std::string book_with_terrain_types(int count) {
    const std::string clear = "        <terrain id=\"clear\" name=\"Clear\" colour=\"#eeeeee\" />\n";
    std::string catalogue = clear;
    for (int i = 1; i < count; ++i) {
        catalogue += "        <terrain id=\"t" + std::to_string(i) + "\" name=\"T\" colour=\"#000000\" />\n";
    }
    return replaced(book_with(""), clear, catalogue);
}

constexpr const char* kPlacement = "    <scenario id=\"s\" name=\"S\" map=\"@MAP@\">\n      <setup>\n        <placement unit=\"u\" @WHERE@ />\n      </setup>\n    </scenario>\n";

// A scenario on `map` whose one placement has the location attributes `where`.
std::string placement_at(const std::string& map, const std::string& where) {
    return replaced(replaced(kPlacement, "@MAP@", map), "@WHERE@", where);
}

INSTANTIATE_TEST_SUITE_P(
    Table, LoadErrors,
    ::testing::Values(
        ErrorCase{"malformed", "<sandtable version=\"1\">\n<metadata>\n</sandtable>", "load.malformed-xml", 3, "not well-formed"},
        ErrorCase{"wrong-root", "<?xml version=\"1.0\"?>\n<map/>", "load.not-a-book", 2, "expected <sandtable>"},
        ErrorCase{"newer", replaced(book_with(""), "version=\"1\" ruleset", "version=\"7\" ruleset"), "load.newer-version", 2,
                  "format version 7, and this build of Sandtable reads versions up to 4"},
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
        ErrorCase{"bad-stretch", book_with("      <imagery>\n        <raster id=\"dem\" name=\"DEM\" path=\"dem.tif\" stretch=\"log\" />\n      </imagery>"),
                  "load.bad-value", 22, "stretch=\"log\" on layer \"dem\": expected min-max or percent-clip"},
        ErrorCase{"bad-clip", book_with("      <imagery>\n        <raster id=\"dem\" name=\"DEM\" path=\"dem.tif\" clip=\"50\" />\n      </imagery>"),
                  "load.bad-value", 22, "clip=\"50\" on layer \"dem\": expected a percentage from 0 to under 50, such as 2"},
        ErrorCase{"stretch-on-vector", book_with("      <imagery>\n        <vector id=\"v\" name=\"V\" path=\"v.geojson\" hillshade=\"true\" />\n      </imagery>"),
                  "load.unknown-attribute", 22, "hillshade"},
        ErrorCase{"layer-duplicate-id", book_with("      <imagery>\n        <raster id=\"m\" name=\"Scan\" path=\"scan.tif\" />\n      </imagery>"),
                  "load.duplicate-id", 22, "\"m\""},
        ErrorCase{"raster-with-style", book_with("      <imagery>\n        <raster id=\"scan\" name=\"S\" path=\"s.tif\">\n          <style />\n        </raster>\n      </imagery>"),
                  "load.unknown-element", 23, "<style>"},
        ErrorCase{"bad-stroke", book_with("      <imagery>\n        <vector id=\"v\" name=\"V\" path=\"v.geojson\">\n          <style stroke=\"brown\" />\n        </vector>\n      </imagery>"),
                  "load.bad-value", 23, "stroke=\"brown\": expected #rrggbb"},
        ErrorCase{"unexpected-text", replaced(book_with(""), "<terrain-types>", "<terrain-types>woods"),
                  "load.unexpected-text", 14, "unexpected text inside <terrain-types>"},
        ErrorCase{"missing-metadata", replaced(book_with(""), "  <metadata>\n    <title>T</title>\n  </metadata>\n", ""),
                  "load.missing-element", 2, "<sandtable> lacks <metadata>"},
        ErrorCase{"missing-title", replaced(book_with(""), "<title>T</title>", ""), "load.missing-element", 3,
                  "<metadata> lacks <title>"},
        ErrorCase{"missing-grid", blanked(book_with(""), "<grid "), "load.missing-element", 11,
                  "hex map \"m\" lacks <grid>"},
        ErrorCase{"missing-labels", blanked(book_with(""), "<labels "), "load.missing-element", 11,
                  "hex map \"m\" lacks <labels>"},
        ErrorCase{"missing-columns", book_with_table("    <table id=\"t\">\n      <row><c>1</c></row>\n    </table>\n"),
                  "load.missing-element", 25, "table \"t\" lacks <columns>"},
        ErrorCase{"bad-row", book_with_table("    <table id=\"t\">\n      <columns>a b</columns>\n      <row><c>1</c><c>2</c></row>\n      <row><c>1</c><c>2</c><c>3</c></row>\n    </table>\n"),
                  "load.bad-row", 28, "a row of table \"t\" has 3 cells, expected 2"},
        ErrorCase{"bad-road", book_with("      <roads>\n        <road id=\"r\" kind=\"road\" hexes=\"A1 A2 C2\" />\n      </roads>"),
                  "load.bad-road", 22, "road \"r\" jumps from A2 to C2: consecutive hexes must be adjacent"},
        ErrorCase{"too-many-types", book_with_terrain_types(65), "load.too-many-types", 79, "more than 64 terrain types"},
        ErrorCase{"two-locations", book_with_scenarios(placement_at("m", "hex=\"A1\" area=\"a\"")), "load.bad-location", 27,
                  "<placement> needs exactly one of hex=, area=, edge= or a point (x= and y=)"},
        ErrorCase{"no-location", book_with_scenarios(placement_at("m", "")), "load.bad-location", 27,
                  "<placement> needs exactly one of hex=, area=, edge= or a point (x= and y=)"},
        ErrorCase{"hex-on-area-map",
                  replaced(book_with_scenarios(placement_at("a", "hex=\"A1\"")), "  </maps>", "    <area-map id=\"a\" name=\"A\" />\n  </maps>"),
                  "load.bad-location", 28, "hex=\"A1\" used on map \"a\", which is not a hex map"},
        ErrorCase{"huge-hexes", replaced(book_with(""), "size=\"10\"", "size=\"1e300\""), "load.bad-value", 12,
                  "the grid of hex map \"m\": a hex size (centre to corner) of 1e+300 map units is outside 1e-06 to 1e+07"},
        ErrorCase{"tiny-hexes", replaced(book_with(""), "size=\"10\"", "size=\"1e-9\""), "load.bad-value", 12,
                  "a hex size (centre to corner) of 1e-09 map units is outside 1e-06 to 1e+07"},
        ErrorCase{"far-origin", replaced(book_with(""), "origin-y=\"0\"", "origin-y=\"-2e12\""), "load.bad-value", 12,
                  "the grid of hex map \"m\": an origin at (0, -2e+12) is more than 1e+09 map units from 0"},
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
    EXPECT_EQ(result.failure().diagnostics[0].code, "load.dangling-reference");
    EXPECT_EQ(result.failure().diagnostics[0].line, 25);
    EXPECT_NE(result.failure().diagnostics[0].message.find("map \"nowhere\", which does not exist"), std::string::npos);
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
    EXPECT_EQ(result.failure().diagnostics[0].code, "load.unknown-attribute");
    EXPECT_EQ(result.failure().diagnostics[0].line, 27);
    EXPECT_NE(result.failure().diagnostics[0].message.find("expected one of combat"), std::string::npos) << result.failure().diagnostics[0].message;
}

TEST(LoadErrors, SchemaLocationHintsOnTheRootAreAllowed) {
    const std::string xml = replaced(book_with(""), "<sandtable version=\"1\"",
                                     "<sandtable xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
                                     "xsi:noNamespaceSchemaLocation=\"sandtable-1.xsd\" version=\"1\"");
    const LoadResult result = parse_book(xml, "f");
    EXPECT_TRUE(result) << result.error();
}

// A side holding `depth` formations, each inside the one before, one per line.
std::string book_with_nested_formations(int depth) {
    std::string forces = "  <forces>\n    <side id=\"union\" name=\"U\">\n";
    for (int i = 0; i < depth; ++i) {
        forces += "<formation id=\"f" + std::to_string(i) + "\" type=\"division\" name=\"F\">\n";
    }
    for (int i = 0; i < depth; ++i) forces += "</formation>\n";
    forces += "    </side>\n  </forces>\n</sandtable>";
    return replaced(book_with(""), "</sandtable>", forces);
}

int line_of(const std::string& text, const std::string& part) {
    const auto at = text.find(part);
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

TEST(LoadErrors, FormationsNestedTooDeepAreRefusedAtTheLimit) {
    const std::string xml = book_with_nested_formations(10000);
    const LoadResult result = parse_book(xml, "deep.sandtable");
    ASSERT_FALSE(result);
    ASSERT_EQ(result.failure().diagnostics.size(), 1U);
    const Diagnostic& e = result.failure().diagnostics.front();
    EXPECT_EQ(e.code, "load.too-deep");
    EXPECT_EQ(e.line, line_of(xml, "<formation id=\"f256\""));
    EXPECT_EQ(e.column, 2);
    EXPECT_NE(e.message.find("<formation> is nested 257 levels deep in side \"union\""), std::string::npos) << e.message;
    EXPECT_NE(e.message.find("at most 256 levels"), std::string::npos) << e.message;
}

TEST(LoadErrors, FormationsNestedToTheLimitLoad) {
    const LoadResult result = parse_book(book_with_nested_formations(256), "deep.sandtable");
    ASSERT_TRUE(result) << result.error();
    ASSERT_EQ(result->book.forces.sides.size(), 1U);
    EXPECT_EQ(result->book.forces.sides.front().nodes.size(), 256U);
    EXPECT_EQ(result->book.forces.sides.front().nodes.back().parent, "f254");
}

TEST(LoadErrors, MissingFileIsAnErrorNotACrash) {
    const LoadResult result = load_book("/nonexistent/book.sandtable");
    ASSERT_FALSE(result);
    EXPECT_EQ(result.failure().diagnostics[0].code, "load.unreadable");
    EXPECT_NE(result.error().find("/nonexistent/book.sandtable"), std::string::npos);
}

TEST(LoadErrors, EveryTruncationOfTheSampleFailsCleanly) {
    const std::string text = test::read_text(test::default_sample());
    std::size_t failures = 0;
    for (std::size_t length = 0; length < text.size(); length += 7) {
        const LoadResult result = parse_book(std::string_view(text).substr(0, length), "cut");
        if (!result) {
            ++failures;
            ASSERT_FALSE(result.failure().diagnostics.empty());
        }
    }
    EXPECT_GT(failures, text.size() / 8);
}

}  // namespace
}  // namespace sandtable
