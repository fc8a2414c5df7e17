// Format version 4: free-form maps (extent, measures, catalogue with geometry kinds and drawing,
// areas with holes, levels and crests, lines, points, named locations, entry edges) and pieces
// placed at a point with a facing and road column. Written canonically, read back equal, checked
// by xmllint against docs/schema/sandtable-4.xsd; bad coordinates, unknown catalogue entries and
// facings out of range are refused at their own line and column.
#include "io/native/book_file.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::replaced;

struct Position {
    int line = 0;
    int column = 0;
};

// Line and column (both from 1) of the first `needle` in `text`, plus `ahead` characters.
Position position_of(const std::string& text, const std::string& needle, std::size_t ahead = 0) {
    const std::size_t at = text.find(needle);
    EXPECT_NE(at, std::string::npos) << needle;
    const std::size_t offset = at + ahead;
    const std::size_t line_start = text.rfind('\n', offset - 1);
    const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
    return {line, static_cast<int>(offset - (line_start == std::string::npos ? 0 : line_start + 1)) + 1};
}

Diagnostic load_error(const std::string& xml) {
    const LoadResult loaded = parse_book(xml, "field.sandtable");
    EXPECT_FALSE(loaded);
    return loaded.failure().diagnostics.empty() ? Diagnostic{} : loaded.failure().diagnostics.front();
}

TEST(FreeformFormat, RoundTripIsExactCanonicalAndTheSchemaAgrees) {
    const Book book = test::small_freeform_book();
    const std::string xml = serialize_book(book);
    const LoadResult loaded = parse_book(xml, "field.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book, book);
    EXPECT_EQ(serialize_book(loaded->book), xml);
    const auto file = test::scratch_dir() / "field.sandtable";
    test::write_text(file, xml);
    const auto check = test::xmllint_check(file);
    EXPECT_EQ(check.exit_code, 0) << check.err;
}

TEST(FreeformFormat, WritesEachPartAsTheFormatPageShowsIt) {
    const std::string xml = serialize_book(test::small_freeform_book());
    for (const char* expected : {
             "<sandtable version=\"4\" ruleset=\"pub-battles\">",
             "<freeform-map id=\"field\" name=\"Field\" units=\"m\">",
             "<extent min-x=\"0\" min-y=\"0\" max-x=\"1000\" max-y=\"700\" />",
             "<measures foot-move=\"400\" mounted-move=\"800\" piece-width=\"120\" piece-depth=\"40\" />",
             "<terrain id=\"woods\" name=\"Woods\" kind=\"area\" colour=\"#2e7d32\" pattern=\"trees\" />",
             "<terrain id=\"minor-road\" name=\"Minor road\" kind=\"line\" colour=\"#a1887f\" line-style=\"dashed\" line-width=\"2\" />",
             "<terrain id=\"ford\" name=\"Ford\" kind=\"point\" colour=\"#1565c0\" />",
             "<outer>100,100 100,300 300,300 300,100 100,100</outer>",
             "<hole>150,150 250,150 250,250 150,250 150,150</hole>",
             "<area id=\"hill-1\" terrain=\"hills\" level=\"2\">",
             "<crest>460,260 640,260</crest>",
             "<line id=\"pike\" terrain=\"major-road\" name=\"Chambersburg Pike\">0,400 333.25,410.5 1000,380</line>",
             "<point id=\"ford-1\" terrain=\"ford\" name=\"Old ford\" x=\"410\" y=\"200\" />",
             "<location id=\"seminary\" name=\"Seminary Ridge\" x=\"520\" y=\"250\" radius=\"200\" />",
             "<edge id=\"west\" name=\"West\" from=\"2700\" to=\"3400\" />",
             "<placement unit=\"u-a\" x=\"200.5\" y=\"450\" facing=\"90\" />",
             "<placement unit=\"u-b\" x=\"600\" y=\"395.25\" facing=\"272.5\" road-column=\"true\" />",
         }) {
        EXPECT_NE(xml.find(expected), std::string::npos) << expected << "\n" << xml;
    }
}

TEST(FreeformFormat, RingsAreReadClosedAndTurnedTheModelsWay) {
    const Book book = test::small_freeform_book();
    // Open, and the outer ring clockwise on screen: read as the model keeps it.
    const std::string xml = replaced(serialize_book(book), "<outer>100,100 100,300 300,300 300,100 100,100</outer>",
                                     "<outer>100,100 300,100 300,300 100,300</outer>");
    const LoadResult loaded = parse_book(xml, "field.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    const TerrainArea* wood = loaded->book.maps.front().freeform.area("wood-1");
    ASSERT_NE(wood, nullptr);
    EXPECT_EQ(wood->shape, corrected(wood->shape));
    EXPECT_EQ(wood->shape.front().outer.front(), wood->shape.front().outer.back());
    EXPECT_DOUBLE_EQ(area_of(wood->shape), area_of(book.maps.front().freeform.area("wood-1")->shape));
}

TEST(FreeformFormat, ABadCoordinateIsNamedAtItsLineAndColumn) {
    const std::string good = serialize_book(test::small_freeform_book());
    const std::string bad = replaced(good, "0,400 333.25,410.5 1000,380", "0,400 333.25,4l0.5 1000,380");
    const Diagnostic error = load_error(bad);
    EXPECT_EQ(error.code, "load.bad-coordinates");
    const Position expected = position_of(bad, "333.25,4l0.5", 8);  // at the "l", where the number stops
    EXPECT_EQ(error.line, expected.line);
    EXPECT_EQ(error.column, expected.column);
    EXPECT_EQ(error.message, "<line>: point 2 \"333.25,4l0.5\": expected a space before the next point");
    const std::string where = "field.sandtable:" + std::to_string(expected.line) + ":" + std::to_string(expected.column) + ": ";
    EXPECT_EQ(parse_book(bad, "field.sandtable").error().rfind(where, 0), 0u);

    const std::string in_hole = replaced(good, "<hole>150,150 250,150", "<hole>150,150 250;150");
    const Diagnostic hole_error = load_error(in_hole);
    const Position at_hole = position_of(in_hole, "250;150", 3);
    EXPECT_EQ(hole_error.line, at_hole.line);
    EXPECT_EQ(hole_error.column, at_hole.column);
    EXPECT_EQ(hole_error.message, "<hole>: point 2 \"250;150\": expected ',' then y right after x");
}

TEST(FreeformFormat, ShapesNeedEnoughPoints) {
    const std::string good = serialize_book(test::small_freeform_book());
    EXPECT_EQ(load_error(replaced(good, "<crest>460,260 640,260</crest>", "<crest>460,260</crest>")).message,
              "the crest of area \"hill-1\" needs at least 2 points");
    EXPECT_EQ(load_error(replaced(good, "<hole>150,150 250,150 250,250 150,250 150,150</hole>", "<hole>150,150 250,150 150,150</hole>")).message,
              "<hole> needs at least 3 distinct points, and has 2");
    EXPECT_EQ(load_error(replaced(good, "0,400 333.25,410.5 1000,380", "0,400")).message, "line \"pike\" needs at least 2 points");
}

TEST(FreeformFormat, UnknownOrMismatchedCatalogueEntriesAreRefused) {
    const std::string good = serialize_book(test::small_freeform_book());
    const std::string lava = replaced(good, "terrain=\"woods\"", "terrain=\"lava\"");
    const Diagnostic unknown = load_error(lava);
    EXPECT_EQ(unknown.code, "load.unknown-terrain");
    EXPECT_EQ(unknown.message, "terrain=\"lava\" on <area>: no such entry in the map's <freeform-types>");
    EXPECT_EQ(unknown.line, position_of(lava, "<area id=\"wood-1\"").line);
    const Diagnostic kind = load_error(replaced(good, "terrain=\"major-road\" name=\"Chambersburg", "terrain=\"woods\" name=\"Chambersburg"));
    EXPECT_EQ(kind.message, "terrain=\"woods\" on <line>: \"woods\" is area terrain, and <line> needs line terrain");
    EXPECT_EQ(load_error(replaced(good, "kind=\"area\" colour=\"#2e7d32\" pattern=\"trees\"", "kind=\"area\" colour=\"#2e7d32\" pattern=\"plaid\"")).message,
              "pattern=\"plaid\" on terrain \"woods\": expected solid, hatch, cross-hatch, dots, trees or marsh");
    EXPECT_EQ(load_error(replaced(good, "colour=\"#1565c0\" />", "colour=\"#1565c0\" line-style=\"dashed\" />")).message,
              "line-style on terrain \"ford\": only line terrain has a stroke");
}

TEST(FreeformFormat, FacingsOutOfRangeAreRefused) {
    const std::string good = serialize_book(test::small_freeform_book());
    for (const std::string bad : {"360", "-1", "400.5", "north"}) {
        const std::string xml = replaced(good, "facing=\"90\"", "facing=\"" + bad + "\"");
        const Diagnostic error = load_error(xml);
        EXPECT_EQ(error.code, "load.bad-value") << bad;
        EXPECT_EQ(error.line, position_of(xml, "<placement unit=\"u-a\"").line) << bad;
    }
    EXPECT_EQ(load_error(replaced(good, "facing=\"90\"", "facing=\"360\"")).message,
              "facing=\"360\" on <placement>: expected degrees from 0 up to but not including 360 (0 faces the top of the map, 90 its right)");
    const auto file = test::scratch_dir() / "facing.sandtable";
    test::write_text(file, replaced(good, "facing=\"90\"", "facing=\"360\""));
    EXPECT_NE(test::xmllint_check(file).exit_code, 0) << "the schema refuses it too";
    test::write_text(file, replaced(good, "0,400 333.25,410.5", "0,400 333.25;410.5"));
    EXPECT_NE(test::xmllint_check(file).exit_code, 0) << "and a bad coordinate";
}

TEST(FreeformFormat, APoseBelongsToAPointOnAFreeformMap) {
    const std::string good = serialize_book(test::small_freeform_book());
    EXPECT_EQ(load_error(replaced(good, "x=\"200.5\" y=\"450\" facing=\"90\"", "area=\"wood-1\" facing=\"90\"")).message,
              "facing= on <placement> needs a point (x= and y=) on a free-form map");
    EXPECT_EQ(load_error(replaced(good, "x=\"200.5\" y=\"450\"", "x=\"200.5\"")).message, "<placement> lacks the required attribute \"y\"");
    const Diagnostic on_hex = load_error(replaced(serialize_book(test::small_book()), "hex=\"B2\"", "x=\"1\" y=\"2\""));
    EXPECT_EQ(on_hex.code, "load.bad-location");
    EXPECT_EQ(on_hex.message, "a point (x= and y=) used on map \"m\", which is not a free-form map");
}

TEST(FreeformFormat, AVersion3FileCannotHoldThem) {
    const std::string v3 = replaced(serialize_book(test::small_freeform_book()), "<sandtable version=\"4\"", "<sandtable version=\"3\"");
    const Diagnostic error = load_error(v3);
    EXPECT_EQ(error.code, "load.needs-newer-version");
    EXPECT_EQ(error.message, "<extent> on <extent> needs format version 4; the file says version 3 (sandtable-cli upgrade rewrites it)");
}

TEST(FreeformFormat, EntryEdgesRunAlongTheExtentsBorder) {
    const std::string good = serialize_book(test::small_freeform_book());
    EXPECT_EQ(load_error(replaced(good, "from=\"2700\" to=\"3400\"", "from=\"2700\" to=\"3401\"")).message,
              "edge \"west\": from= and to= run along the border from its top-left corner, 0 to 3400 (the <extent>'s perimeter)");
    EXPECT_EQ(load_error(replaced(good, "from=\"2700\" to=\"3400\"", "from=\"2700\" to=\"2700\"")).message,
              "edge \"west\": from= and to= are the same place");
}

TEST(FreeformFormat, AVersion2BookLoadsAndSavesAsTheCurrentVersion) {
    const std::string current = serialize_book(test::small_book());
    const std::string v2 = replaced(current, "<sandtable version=\"4\"", "<sandtable version=\"2\"");
    const LoadResult loaded = parse_book(v2, "old.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->file_version, 2);
    EXPECT_EQ(serialize_book(loaded->book), current);
}

}  // namespace
}  // namespace sandtable
