// Digitising onto a free-form map: polygons to areas (repaired by snapping, or refused, by feature
// id), lines to clean strokes (a line that doubles back is split where it turns, the jump dropped),
// points to point features; ids unique; one undo step naming the rectangle it changes.
#include "model/commands/command_stack.hpp"
#include "model/digitise/freeform_digitise.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "support/test_books.hpp"

#include <cmath>
#include <fmt/format.h>
#include <numbers>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

DigitiseMapping mapping() {
    DigitiseMapping m;
    m.attribute = "cls";
    m.name_attribute = "name";
    m.terrain = {{"woodlot", "woods"}, {"town_block", "buildings"}};
    m.lines = {{"pike", "major-road"}, {"run", "stream"}};
    m.points = {{"ford", "ford"}};
    return m;
}

VectorFeature feature(std::int64_t fid, std::string cls, FeatureGeometry geometry, std::string name = {}) {
    VectorFeature f;
    f.fid = fid;
    f.attributes = {{"cls", std::move(cls)}};
    if (!name.empty()) f.attributes.emplace_back("name", std::move(name));
    f.geometry = std::move(geometry);
    return f;
}

PointList closed(PointList points) {
    points.push_back(points.front());
    return points;
}

FreeformDigitisePreview run(const Book& book, const std::vector<VectorFeature>& features, bool replace = false) {
    NullProgress progress;
    return digitise_freeform(book.maps.front(), features, mapping(), replace, progress);
}

TEST(FreeformDigitise, PolygonsBecomeAreasOfTheirTerrain) {
    const Book book = test::small_freeform_book();
    FeatureGeometry square;
    square.polygons = {{closed({{700, 100}, {900, 100}, {900, 200}, {700, 200}}), {}}};  // clockwise on screen: turned round
    const auto preview = run(book, {feature(12, "woodlot", square)});
    ASSERT_EQ(preview.areas.size(), 1u);
    EXPECT_EQ(preview.areas[0].id, "woods-12");
    EXPECT_EQ(preview.areas[0].terrain, "woods");
    EXPECT_TRUE(check_shape(preview.areas[0].shape));
    EXPECT_EQ(preview.areas[0].shape, corrected(preview.areas[0].shape));
    EXPECT_DOUBLE_EQ(area_of(preview.areas[0].shape), 20000.0);
    EXPECT_EQ(preview.polygons_repaired, 0u);
    EXPECT_EQ(preview.features_used, 1u);
}

TEST(FreeformDigitise, APolygonSnappingMendsIsRepairedAndSaidSo) {
    const Book book = test::small_freeform_book();
    FeatureGeometry spiky;
    // A spike out and back a ten-thousandth apart: invalid as given, valid on the 0.001 grid.
    spiky.polygons = {{closed({{700, 100}, {700, 200}, {800, 200}, {800, 150}, {850, 150.0001}, {800, 150.0002}, {800, 100}}), {}}};
    const auto preview = run(book, {feature(7, "woodlot", spiky)});
    ASSERT_EQ(preview.areas.size(), 1u);
    EXPECT_TRUE(check_shape(preview.areas[0].shape));
    EXPECT_EQ(preview.polygons_repaired, 1u);
    ASSERT_FALSE(preview.notes.empty());
    EXPECT_EQ(preview.notes[0].rfind("feature 7: its woods polygon was repaired by snapping its points to 0.001 units and dropping spikes (", 0), 0u) << preview.notes[0];
}

TEST(FreeformDigitise, APolygonThatStaysInvalidIsRefusedByFeatureId) {
    const Book book = test::small_freeform_book();
    FeatureGeometry bowtie;
    bowtie.polygons = {{closed({{700, 100}, {900, 200}, {900, 100}, {700, 200}}), {}}};
    const auto preview = run(book, {feature(9, "town_block", bowtie)});
    EXPECT_TRUE(preview.areas.empty());
    EXPECT_EQ(preview.polygons_refused, 1u);
    EXPECT_EQ(preview.features_ignored, 1u);
    ASSERT_GE(preview.notes.size(), 1u);
    EXPECT_EQ(preview.notes[0].rfind("feature 9: its buildings polygon is invalid (", 0), 0u) << preview.notes[0];
}

TEST(FreeformDigitise, ALineThatDoublesBackIsSplitWhereItTurnsAndItsJumpDropped) {
    const Book book = test::small_freeform_book();
    FeatureGeometry pike;
    // East along y = 500, a jump 600 back west and 60 north, then east again beside itself.
    pike.lines = {{{50, 500}, {250, 500}, {450, 500}, {650, 500}, {50, 440}, {250, 440}, {450, 440}}};
    const auto preview = run(book, {feature(3, "pike", pike, "Chambersburg Pike")});
    ASSERT_EQ(preview.lines.size(), 2u);
    EXPECT_EQ(preview.lines[0].id, "chambersburg-pike");
    EXPECT_EQ(preview.lines[1].id, "chambersburg-pike-2");
    EXPECT_EQ(preview.lines[0].name, "Chambersburg Pike");
    EXPECT_EQ(preview.lines[0].line, (Polyline{{50, 500}, {250, 500}, {450, 500}, {650, 500}}));
    EXPECT_EQ(preview.lines[1].line, (Polyline{{50, 440}, {250, 440}, {450, 440}}));
    for (const LineFeature& line : preview.lines) {
        for (std::size_t i = 1; i < line.line.size(); ++i) EXPECT_GT(line.line[i].x, line.line[i - 1].x) << "every stroke runs one way";
    }
}

TEST(FreeformDigitise, PointsAndIdsUniqueOnTheMapAndInTheBook) {
    Book book = test::small_freeform_book();
    FeatureGeometry at;
    at.points = {{410, 210}};
    // "ford-1" is taken on the map, and the book has a scenario "day1".
    const auto preview = run(book, {feature(1, "ford", at), feature(2, "ford", at, "Day 1")});
    ASSERT_EQ(preview.points.size(), 2u);
    EXPECT_EQ(preview.points[0].id, "ford-1-2");
    EXPECT_EQ(preview.points[1].id, "day-1");
    CommandStack stack(book);
    stack.execute(make_freeform_digitise_command(book, preview));
    const FreeformMap& map = book.maps.front().freeform;
    EXPECT_NE(map.points.back().id, "");
    EXPECT_EQ(map.points.size(), 3u);
}

TEST(FreeformDigitise, FeaturesOffTheMapOrUnmappedAreIgnoredAndNoted) {
    const Book book = test::small_freeform_book();
    FeatureGeometry far;
    far.polygons = {{closed({{5000, 5000}, {5000, 5100}, {5100, 5100}, {5100, 5000}}), {}}};
    FeatureGeometry line;
    line.lines = {{{0, 0}, {10, 10}}};
    const auto preview = run(book, {feature(1, "woodlot", far), feature(2, "orchard", line)});
    EXPECT_EQ(preview.features_used, 0u);
    EXPECT_EQ(preview.features_ignored, 2u);
    EXPECT_EQ(preview.notes, (std::vector<std::string>{"feature 1: nothing of it the mapping can use lies on the map",
                                                       "feature 2: no mapping for cls=\"orchard\""}));
}

TEST(FreeformDigitise, ReplacingClearsTheMappedTerrainAndTheStepUndoes) {
    Book book = test::small_freeform_book();
    const Book before = book;
    FeatureGeometry square;
    square.polygons = {{closed({{700, 100}, {700, 200}, {900, 200}, {900, 100}}), {}}};
    const auto preview = run(book, {feature(12, "woodlot", square)}, true);
    CommandStack stack(book);
    stack.execute(make_freeform_digitise_command(book, preview));
    const FreeformMap& map = book.maps.front().freeform;
    EXPECT_EQ(map.area("wood-1"), nullptr) << "the woods there were went";
    EXPECT_NE(map.area("woods-12"), nullptr);
    EXPECT_NE(map.area("hill-1"), nullptr) << "hills are not named by the mapping";
    EXPECT_EQ(map.lines.size(), 0u) << "the Pike and the run were of mapped line terrain";
    EXPECT_EQ(stack.undo_name(), "Digitise field");
    stack.undo();
    EXPECT_EQ(book, before);
}

TEST(FreeformDigitise, TheMappingMustFitTheCatalogue) {
    const Book book = test::small_freeform_book();
    DigitiseMapping wrong = mapping();
    wrong.terrain["run"] = "stream";
    wrong.hexsides["run"] = "creek";
    const auto errors = mapping_errors(wrong, book.maps.front().freeform);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0], "terrain.run: the map has no area terrain \"stream\" (its area terrain: woods, buildings, hills, marsh)");
    EXPECT_EQ(errors[1], "\"hexsides\": a free-form map has no hexsides or hex roads; map line features with \"lines\"");
}

TEST(FreeformDigitise, ACrestGoesToTheAreaThatHoldsItOrAnAreaIsMadeRoundIt) {
    const Book book = test::small_freeform_book();  // hill-1 of level 2 already on the map
    DigitiseMapping m;
    m.attribute = "cls";
    m.name_attribute = "name";
    m.terrain = {{"hill", "hills"}};
    m.crests = {{"ridge", "hills"}};
    m.crest_half_width = 20.0;
    m.level_attribute = "name";
    m.levels = {{"High Knob", 3}};
    m.default_level = 1;
    FeatureGeometry knob;
    knob.polygons = {{closed({{100, 400}, {100, 500}, {200, 500}, {200, 400}}), {}}};
    FeatureGeometry along_knob;  // most of it over the knob
    along_knob.lines = {{{110, 450}, {190, 450}, {230, 450}}};
    FeatureGeometry open_ridge;  // in no hill of the run: an area is made round it
    open_ridge.lines = {{{300, 600}, {400, 600}}};
    NullProgress progress;
    // The crests come first: they wait for every area of the run.
    const auto preview = digitise_freeform(book.maps.front(),
                                           {feature(1, "ridge", along_knob, "Knob crest"), feature(2, "ridge", open_ridge, "Long Ridge"),
                                            feature(3, "hill", knob, "High Knob")},
                                           m, false, progress);
    ASSERT_EQ(preview.areas.size(), 2u) << fmt::format("{}", fmt::join(preview.notes, "; "));
    const TerrainArea& hill = preview.areas[0];
    EXPECT_EQ(hill.level, 3);
    ASSERT_EQ(hill.crest.size(), 3u) << "clipped to the hill";
    EXPECT_EQ(hill.crest.back(), (MapPoint{200, 450}));
    EXPECT_NEAR(length_of(hill.crest), 90.0, 1e-6);
    const TerrainArea& ridge = preview.areas[1];
    EXPECT_EQ(ridge.id, "long-ridge");
    EXPECT_EQ(ridge.level, 1) << "the default";
    EXPECT_EQ(ridge.crest, (Polyline{{300, 600}, {400, 600}}));
    // A 40-unit band and two half circles drawn as a 24-sided polygon.
    EXPECT_NEAR(area_of(ridge.shape), 100.0 * 40.0 + 12.0 * 20.0 * 20.0 * std::sin(std::numbers::pi / 12.0), 0.1) << "its points snapped to the grid";
    EXPECT_EQ(preview.crests, 2u);
    EXPECT_EQ(preview.crest_areas, 1u);
    EXPECT_EQ(preview.features_used, 3u);
    EXPECT_EQ(preview.features_ignored, 0u);
}

TEST(FreeformDigitise, AnAreaMadeRoundACrestLeavesOutTheHillsItWouldOverlapOrTheCrestIsNoted) {
    const Book book = test::small_freeform_book();
    DigitiseMapping m;
    m.attribute = "cls";
    m.crests = {{"ridge", "hills"}};
    FeatureGeometry through_hill;  // across the map's hill-1 (450..650 x 200..300), mostly outside it
    through_hill.lines = {{{300, 250}, {700, 250}}};
    NullProgress progress;
    const auto no_width = digitise_freeform(book.maps.front(), {feature(4, "ridge", through_hill)}, m, false, progress);
    EXPECT_TRUE(no_width.areas.empty());
    EXPECT_EQ(no_width.features_ignored, 1u);
    ASSERT_FALSE(no_width.notes.empty());
    EXPECT_NE(no_width.notes.back().find("crest_half_width is 0"), std::string::npos) << no_width.notes.back();

    m.crest_half_width = 10.0;
    const auto made = digitise_freeform(book.maps.front(), {feature(4, "ridge", through_hill)}, m, false, progress);
    ASSERT_EQ(made.areas.size(), 1u);
    const MultiPolygon& hill = book.maps.front().freeform.area("hill-1")->shape;
    const auto outside = subtract(made.areas[0].shape, hill);
    ASSERT_TRUE(outside);
    EXPECT_NEAR(area_of(*outside), area_of(made.areas[0].shape), 1e-3) << "none of it over hill-1";
    EXPECT_FALSE(made.areas[0].level.has_value()) << "no levels in the mapping";
}

TEST(FreeformDigitise, PolygonsOfOneTerrainThatOverlapAreUnitedThoseThatTouchAreNot) {
    const Book book = test::small_freeform_book();
    FeatureGeometry a, b, c, d;
    a.polygons = {{closed({{700, 100}, {800, 100}, {800, 200}, {700, 200}}), {}}};
    b.polygons = {{closed({{800, 100}, {900, 100}, {900, 200}, {800, 200}}), {}}};  // touches a
    c.polygons = {{closed({{750, 150}, {850, 150}, {850, 250}, {750, 250}}), {}}};  // overlaps both
    d.polygons = {{closed({{720, 120}, {740, 120}, {740, 140}, {720, 140}}), {}}};  // woods over buildings: two terrains
    const auto touching = run(book, {feature(1, "town_block", a), feature(2, "town_block", b), feature(3, "woodlot", d)});
    EXPECT_EQ(touching.areas.size(), 3u);
    const auto preview = run(book, {feature(1, "town_block", a), feature(2, "town_block", b), feature(3, "town_block", c), feature(4, "woodlot", d)});
    ASSERT_EQ(preview.areas.size(), 2u) << fmt::format("{}", fmt::join(preview.notes, "; "));
    EXPECT_EQ(preview.areas[0].id, "buildings-1") << "into the first";
    EXPECT_NEAR(area_of(preview.areas[0].shape), 20000.0 + 10000.0 - 5000.0, 1e-6);
    EXPECT_TRUE(check_shape(preview.areas[0].shape));
    EXPECT_EQ(preview.features_used, 4u);
    ASSERT_FALSE(preview.notes.empty());
    EXPECT_NE(std::find(preview.notes.begin(), preview.notes.end(), "feature 3: its buildings polygon overlaps buildings-1, buildings-2 and was united with them"),
              preview.notes.end())
        << fmt::format("{}", fmt::join(preview.notes, "; "));
}

TEST(FreeformDigitise, APolygonOverAnAreaOfItsTerrainOnTheMapGivesUpThePartItCovers) {
    const Book book = test::small_freeform_book();  // wood-1: (100..300, 100..300) with a hole (150..250)
    FeatureGeometry across, inside;
    across.polygons = {{closed({{250, 120}, {350, 120}, {350, 140}, {250, 140}}), {}}};  // half over wood-1
    inside.polygons = {{closed({{110, 110}, {130, 110}, {130, 130}, {110, 130}}), {}}};  // wholly in wood-1
    const auto preview = run(book, {feature(1, "woodlot", across), feature(2, "woodlot", inside)});
    ASSERT_EQ(preview.areas.size(), 1u) << fmt::format("{}", fmt::join(preview.notes, "; "));
    EXPECT_NEAR(area_of(preview.areas[0].shape), 50.0 * 20.0, 1e-6) << "only the part east of the wood";
    EXPECT_EQ(preview.features_ignored, 1u);
    EXPECT_NE(std::find(preview.notes.begin(), preview.notes.end(), "feature 2: its woods polygon lies within wood-1, already on the map: left out"),
              preview.notes.end())
        << fmt::format("{}", fmt::join(preview.notes, "; "));
    // With --replace the map's woods go first: nothing to give up.
    const auto replacing = run(book, {feature(1, "woodlot", across)}, true);
    ASSERT_EQ(replacing.areas.size(), 1u);
    EXPECT_NEAR(area_of(replacing.areas[0].shape), 100.0 * 20.0, 1e-6);
}

}  // namespace
}  // namespace sandtable
