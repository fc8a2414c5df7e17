// Digitising onto a free-form map: polygons to areas (repaired by snapping, or refused, by feature
// id), lines to clean strokes (a line that doubles back is split where it turns, the jump dropped),
// points to point features; ids unique; one undo step naming the rectangle it changes.
#include "model/commands/command_stack.hpp"
#include "model/digitise/freeform_digitise.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "support/test_books.hpp"

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

}  // namespace
}  // namespace sandtable
