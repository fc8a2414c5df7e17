// Digitising synthetic features with known answers onto a small flat-top hex map of size 10
// (y down, origin at hex (0, 0)): terrain shares against the threshold, hexsides crossed, run
// along and passed at a corner, roads through hex centres, and the undoable step.
#include "model/commands/command_stack.hpp"
#include "model/digitise/digitise.hpp"
#include "model/digitise/digitise_command.hpp"
#include "model/book.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>

namespace sandtable {
namespace {

constexpr double kSize = 10.0;
const double kHalfHeight = std::numbers::sqrt3 / 2.0 * kSize;

GameMap test_map() {
    GameMap map;
    map.id = "board";
    map.name = "Board";
    map.hex.grid.geometry = {HexOrientation::FlatTop, kSize, {0.0, 0.0}, 0.0};
    map.hex.grid.layout = OffsetLayout::OddColumns;
    map.hex.terrain_catalogue = {{"clear", "Clear", "#eeeeee"}, {"woods", "Woods", "#00aa00"}, {"town", "Town", "#aa0000"}};
    map.hex.hexside_catalogue = {{"stream", "Stream", "#0000ff"}, {"road", "Road", "#555555"}};
    map.hex.resize(8, 8);
    return map;
}

// A hex well inside the 8 x 8 map, with all its neighbours on the map.
const HexCoord kCentre = offset_to_axial(OffsetLayout::OddColumns, {3, 3});

PolygonShape closed(std::vector<MapPoint> points) {
    points.push_back(points.front());
    return {std::move(points), {}};
}

PolygonShape rectangle(double x0, double y0, double x1, double y1) { return closed({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}); }

PolygonShape hex_shape(const GameMap& map, HexCoord hex) {
    const auto corners = hex_corners(map.hex.grid.geometry, hex);
    return closed({corners.begin(), corners.end()});
}

VectorFeature polygon_feature(std::int64_t fid, std::string cls, std::vector<PolygonShape> polygons) {
    VectorFeature feature;
    feature.fid = fid;
    feature.attributes = {{"cls", std::move(cls)}};
    feature.geometry.type = polygons.size() > 1 ? "Multi Polygon" : "Polygon";
    feature.geometry.polygons = std::move(polygons);
    return feature;
}

VectorFeature line_feature(std::int64_t fid, std::string cls, PointList points, std::string name = {}) {
    VectorFeature feature;
    feature.fid = fid;
    feature.attributes = {{"cls", std::move(cls)}};
    if (!name.empty()) feature.attributes.emplace_back("name", std::move(name));
    feature.geometry.type = "Line String";
    feature.geometry.lines = {std::move(points)};
    return feature;
}

DigitiseMapping mapping() {
    DigitiseMapping m;
    m.attribute = "cls";
    m.terrain = {{"woodlot", "woods"}, {"town_block", "town"}};
    m.hexsides = {{"run", "stream"}, {"pike", "road"}};
    m.roads = {{"pike", "pike"}};
    m.road_name_attribute = "name";
    return m;
}

std::set<HexCoord> terrain_hexes(const DigitisePreview& preview, const std::string& terrain) {
    std::set<HexCoord> hexes;
    for (const TerrainGain& gain : preview.terrain) {
        if (gain.terrain == terrain) hexes.insert(gain.hex);
    }
    return hexes;
}

std::set<HexsideKey> sides_of(const DigitisePreview& preview, const std::string& feature) {
    std::set<HexsideKey> sides;
    for (const HexsideGain& gain : preview.hexsides) {
        if (gain.feature == feature) sides.insert(gain.side);
    }
    return sides;
}

MapPoint centre_of(HexCoord hex) { return hex_to_point(test_map().hex.grid.geometry, hex); }

TEST(Digitise, HexSidesRunBetweenTheCornersTheGeometryDocuments) {
    // The rule the hexside tests rely on: side d of a hex spans its corners d and d + 1.
    const GameMap map = test_map();
    const auto corners = hex_corners(map.hex.grid.geometry, kCentre);
    for (int d = 0; d < 6; ++d) {
        const MapPoint a = centre_of(kCentre);
        const MapPoint b = centre_of(neighbour(kCentre, d));
        const MapPoint mid{(corners[d].x + corners[(d + 1) % 6].x) / 2, (corners[d].y + corners[(d + 1) % 6].y) / 2};
        EXPECT_NEAR(mid.x, (a.x + b.x) / 2, 1e-9) << "direction " << d;
        EXPECT_NEAR(mid.y, (a.y + b.y) / 2, 1e-9) << "direction " << d;
    }
}

TEST(Digitise, PolygonsOfOneTerrainAreUnitedBeforeMeasuring) {
    const GameMap map = test_map();
    const HexCoord east = neighbour(kCentre, 0);
    // The centre hex twice (overlapping pieces) and its east neighbour: exactly those two hexes.
    const auto preview = digitise(map,
                                  {polygon_feature(1, "woodlot", {hex_shape(map, kCentre)}),
                                   polygon_feature(2, "woodlot", {hex_shape(map, kCentre), hex_shape(map, east)})},
                                  mapping());
    EXPECT_EQ(terrain_hexes(preview, "woods"), (std::set<HexCoord>{kCentre, east}));
    for (const TerrainGain& gain : preview.terrain) EXPECT_NEAR(gain.share, 1.0, 1e-9);
    EXPECT_EQ(preview.features_used, 2U);
}

TEST(Digitise, ABoundingSquareCoversItsHexAndATwelfthOfFourNeighbours) {
    const GameMap map = test_map();
    const MapPoint c = centre_of(kCentre);
    // The hex's bounding box: the hex itself, plus four corner triangles of area sqrt(3)/8 s^2,
    // each in one of the four diagonal neighbours (a twelfth of a hex).
    const VectorFeature square = polygon_feature(1, "town_block", {rectangle(c.x - kSize, c.y - kHalfHeight, c.x + kSize, c.y + kHalfHeight)});
    EXPECT_EQ(terrain_hexes(digitise(map, {square}, mapping()), "town"), std::set<HexCoord>{kCentre});
    const auto low = digitise(map, {square}, mapping(), {1.0 / 12.0, false});
    const std::set<HexCoord> expected{kCentre, neighbour(kCentre, 0), neighbour(kCentre, 1), neighbour(kCentre, 3),
                                      neighbour(kCentre, 4)};
    EXPECT_EQ(terrain_hexes(low, "town"), expected);
    for (const TerrainGain& gain : low.terrain) {
        EXPECT_NEAR(gain.share, gain.hex == kCentre ? 1.0 : 1.0 / 12.0, 1e-9) << gain.hex.q << "," << gain.hex.r;
    }
}

TEST(Digitise, HolesAreLeftOutOfTheCoveredArea) {
    const GameMap map = test_map();
    const MapPoint c = centre_of(kCentre);
    PolygonShape clearing = rectangle(c.x - 4 * kSize, c.y - 4 * kSize, c.x + 4 * kSize, c.y + 4 * kSize);
    clearing.holes.push_back(hex_shape(map, kCentre).outer);
    const auto preview = digitise(map, {polygon_feature(1, "woodlot", {clearing})}, mapping());
    const auto woods = terrain_hexes(preview, "woods");
    EXPECT_FALSE(woods.contains(kCentre));
    for (const HexCoord n : neighbours(kCentre)) EXPECT_TRUE(woods.contains(n)) << n.q << "," << n.r;
}

// A vertical strip through the middle of a flat-top hex covers 2w / 3s of it.
VectorFeature strip(const std::string& cls, HexCoord hex, double share) {
    const MapPoint c = centre_of(hex);
    const double half_width = share * 3.0 * kSize / 4.0;
    return polygon_feature(1, cls, {rectangle(c.x - half_width, c.y - kHalfHeight, c.x + half_width, c.y + kHalfHeight)});
}

TEST(Digitise, AHexGetsTheTerrainWhenTheShareReachesTheThreshold) {
    const GameMap map = test_map();
    const HexCoord sixty = kCentre;
    const HexCoord forty = neighbour(neighbour(kCentre, 0), 0);
    const std::vector<VectorFeature> features{strip("woodlot", sixty, 0.6), strip("woodlot", forty, 0.4)};
    const auto half = digitise(map, features, mapping());
    EXPECT_EQ(terrain_hexes(half, "woods"), std::set<HexCoord>{sixty});
    ASSERT_EQ(half.terrain.size(), 1U);
    EXPECT_NEAR(half.terrain[0].share, 0.6, 1e-9);
    EXPECT_EQ(terrain_hexes(digitise(map, features, mapping(), {0.4, false}), "woods"), (std::set<HexCoord>{sixty, forty}));
    EXPECT_TRUE(digitise(map, features, mapping(), {0.61, false}).terrain.empty());
}

TEST(Digitise, ALineFromCentreToCentreMarksTheSideBetween) {
    const GameMap map = test_map();
    for (int d = 0; d < 6; ++d) {
        const HexCoord other = neighbour(kCentre, d);
        const auto preview = digitise(map, {line_feature(1, "run", {centre_of(kCentre), centre_of(other)})}, mapping());
        EXPECT_EQ(sides_of(preview, "stream"), std::set<HexsideKey>{hexside(kCentre, d)}) << "direction " << d;
    }
}

TEST(Digitise, ALineAlongAHexsideMarksThatSideOnly) {
    const GameMap map = test_map();
    const auto corners = hex_corners(map.hex.grid.geometry, kCentre);
    for (int d = 0; d < 6; ++d) {
        const auto preview = digitise(map, {line_feature(1, "run", {corners[d], corners[(d + 1) % 6]})}, mapping());
        EXPECT_EQ(sides_of(preview, "stream"), std::set<HexsideKey>{hexside(kCentre, d)}) << "direction " << d;
    }
    // Along two sides in a row: both, and not the side between the hexes beyond the corner.
    const auto two = digitise(map, {line_feature(1, "run", {corners[0], corners[1], corners[2]})}, mapping());
    EXPECT_EQ(sides_of(two, "stream"), (std::set<HexsideKey>{hexside(kCentre, 0), hexside(kCentre, 1)}));
}

TEST(Digitise, ALineThroughACornerMarksTheSideBetweenTheHexItLeavesAndTheHexItEnters) {
    const GameMap map = test_map();
    const auto corners = hex_corners(map.hex.grid.geometry, kCentre);
    // Corner 1 joins the centre hex and its neighbours in directions 0 and 1. A line from inside
    // the centre hex through the corner, turned 20 degrees off the edge between the neighbours,
    // goes on into the neighbour in direction 0 or 1.
    const MapPoint corner = corners[1];
    const MapPoint c = centre_of(kCentre);
    const double angle = std::atan2(corner.y - c.y, corner.x - c.x) + 20.0 * std::numbers::pi / 180.0;
    const MapPoint from{corner.x - 5.0 * std::cos(angle), corner.y - 5.0 * std::sin(angle)};
    const MapPoint to{corner.x + 5.0 * std::cos(angle), corner.y + 5.0 * std::sin(angle)};
    const HexCoord entered = point_to_hex(map.hex.grid.geometry, to);
    ASSERT_EQ(point_to_hex(map.hex.grid.geometry, from), kCentre);
    ASSERT_TRUE(entered == neighbour(kCentre, 0) || entered == neighbour(kCentre, 1));
    const auto preview = digitise(map, {line_feature(1, "run", {from, to})}, mapping());
    EXPECT_EQ(sides_of(preview, "stream"), std::set<HexsideKey>{*hexside_between(kCentre, entered)});

    // Between the two neighbours, across the corner: the side between them.
    const HexCoord a = neighbour(kCentre, 0);
    const HexCoord b = neighbour(kCentre, 1);
    const MapPoint ca = centre_of(a);
    const MapPoint cb = centre_of(b);
    const auto across = digitise(map, {line_feature(1, "run", {{(ca.x + corner.x) / 2, (ca.y + corner.y) / 2}, corner,
                                                                {(cb.x + corner.x) / 2, (cb.y + corner.y) / 2}})},
                                 mapping());
    EXPECT_EQ(sides_of(across, "stream"), std::set<HexsideKey>{*hexside_between(a, b)});
}

TEST(Digitise, ALineEndingInsideAHexMarksOnlyTheSidesItCrossed) {
    const GameMap map = test_map();
    const MapPoint c = centre_of(kCentre);
    const auto preview = digitise(map, {line_feature(1, "run", {{c.x - 1, c.y}, {c.x + 1, c.y + 1}})}, mapping());
    EXPECT_TRUE(preview.hexsides.empty());
}

TEST(Digitise, ARoadRunsThroughTheHexesItCrossesAndMarksTheirSides) {
    const GameMap map = test_map();
    const HexCoord start = offset_to_axial(OffsetLayout::OddColumns, {1, 3});
    const std::vector<HexCoord> expected{start, neighbour(start, 0), neighbour(neighbour(start, 0), 0),
                                         neighbour(neighbour(neighbour(start, 0), 0), 0)};
    const auto preview = digitise(map, {line_feature(7, "pike", {centre_of(expected.front()), centre_of(expected.back())}, "Chambersburg Pike")},
                                  mapping());
    ASSERT_EQ(preview.roads.size(), 1U);
    EXPECT_EQ(preview.roads[0].hexes, expected);
    EXPECT_EQ(preview.roads[0].kind, "pike");
    EXPECT_EQ(preview.roads[0].name, "Chambersburg Pike");
    EXPECT_EQ(preview.roads[0].id, "chambersburg-pike");
    std::set<HexsideKey> crossed;
    for (std::size_t i = 1; i < expected.size(); ++i) crossed.insert(*hexside_between(expected[i - 1], expected[i]));
    EXPECT_EQ(sides_of(preview, "road"), crossed);
}

TEST(Digitise, ARoadThatDoublesBackKeepsOneChainWithoutRepeats) {
    const GameMap map = test_map();
    const HexCoord start = offset_to_axial(OffsetLayout::OddColumns, {1, 3});
    const HexCoord h1 = neighbour(start, 0);
    const HexCoord h3 = neighbour(neighbour(h1, 0), 0);
    const HexCoord branch = neighbour(h1, 5);
    // Out to h3, back to h1 (as lines joined from pieces do), then off to a new hex.
    const auto preview = digitise(map, {line_feature(3, "pike", {centre_of(start), centre_of(h3), centre_of(h1), centre_of(branch)})}, mapping());
    ASSERT_EQ(preview.roads.size(), 2U);
    EXPECT_EQ(preview.roads[0].hexes, (std::vector<HexCoord>{start, h1, neighbour(h1, 0), h3}));
    EXPECT_EQ(preview.roads[1].hexes, (std::vector<HexCoord>{h1, branch}));
    EXPECT_EQ(preview.roads[0].id, "road-3");
    EXPECT_EQ(preview.roads[1].id, "road-3-2");
}

TEST(Digitise, ARoadLeavingTheMapGivesOneChainPerStretchOnIt) {
    const GameMap map = test_map();
    const HexCoord west = offset_to_axial(OffsetLayout::OddColumns, {0, 3});
    const auto preview = digitise(map, {line_feature(1, "pike", {centre_of(neighbour(west, 3)), centre_of(west)})}, mapping());
    ASSERT_EQ(preview.roads.size(), 1U);
    EXPECT_EQ(preview.roads[0].hexes, std::vector<HexCoord>{west});
    EXPECT_TRUE(sides_of(preview, "road").empty());  // the side crossed has a hex off the map
}

TEST(Digitise, FeaturesWithoutAMappingOrWithTheWrongGeometryAreCountedAndNoted) {
    const GameMap map = test_map();
    const MapPoint c = centre_of(kCentre);
    const auto preview = digitise(map,
                                  {line_feature(1, "rail_fence", {c, {c.x + 30, c.y}}), line_feature(2, "woodlot", {c, {c.x + 30, c.y}}),
                                   polygon_feature(3, "run", {hex_shape(map, kCentre)})},
                                  mapping());
    EXPECT_EQ(preview.features_used, 0U);
    EXPECT_EQ(preview.features_ignored, 3U);
    ASSERT_EQ(preview.notes.size(), 3U);
    EXPECT_NE(preview.notes[0].find("\"rail_fence\" is not in the mapping"), std::string::npos) << preview.notes[0];
    EXPECT_NE(preview.notes[1].find("terrain comes from polygons"), std::string::npos) << preview.notes[1];
    EXPECT_NE(preview.notes[2].find("come from lines"), std::string::npos) << preview.notes[2];
}

TEST(Digitise, MappingErrorsNameUnknownIds) {
    const GameMap map = test_map();
    DigitiseMapping m = mapping();
    m.terrain["orchard"] = "orchard";
    m.hexsides["creek"] = "creek";
    const auto errors = mapping_errors(m, map.hex);
    ASSERT_EQ(errors.size(), 2U);
    EXPECT_EQ(errors[0], "terrain.orchard: the map has no terrain \"orchard\" (its terrains: clear, woods, town)");
    EXPECT_EQ(errors[1], "hexsides.creek: the map has no hexside feature \"creek\" (its hexside features: stream, road)");
    EXPECT_THROW((void)digitise(map, {}, m), std::invalid_argument);
    EXPECT_THROW((void)digitise(map, {}, mapping(), {0.0, false}), std::invalid_argument);
}

class CancelAfter final : public Progress {
public:
    explicit CancelAfter(int checks) : checks_left_(checks) {}
    void set_progress(double fraction) override { last = fraction; }
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override { return checks_left_-- <= 0; }
    double last = -1.0;

private:
    mutable int checks_left_;
};

TEST(Digitise, ReportsProgressToTheEndAndStopsWhenCancelled) {
    const GameMap map = test_map();
    const std::vector<VectorFeature> features{polygon_feature(1, "woodlot", {hex_shape(map, kCentre)}),
                                              line_feature(2, "run", {centre_of(kCentre), centre_of(neighbour(kCentre, 0))})};
    CancelAfter never(1000);
    const auto whole = digitise(map, features, mapping(), {}, never);
    EXPECT_FALSE(whole.cancelled);
    EXPECT_EQ(never.last, 1.0);
    EXPECT_EQ(whole.terrain.size(), 1U);

    CancelAfter after_one(1);
    const auto partial = digitise(map, features, mapping(), {}, after_one);
    EXPECT_TRUE(partial.cancelled);
    EXPECT_TRUE(partial.terrain.empty());
    Book book;
    book.maps.push_back(map);
    EXPECT_THROW((void)make_digitise_command(book, partial), std::invalid_argument);
}

Book book_with(GameMap map) {
    Book book;
    book.ruleset = "gettysburg-125";
    book.maps.push_back(std::move(map));
    return book;
}

TEST(DigitiseCommand, AppliesAsOneUndoStepAndUndoRestoresTheBookExactly) {
    GameMap map = test_map();
    const HexCoord far = offset_to_axial(OffsetLayout::OddColumns, {7, 7});
    map.hex.terrain.set(*map.hex.index_of(far), 0b010);  // woods elsewhere
    map.hex.terrain.set(*map.hex.index_of(kCentre), 0b001);  // clear where the woods go
    map.hex.roads.push_back(HexRoad{"road-7", "road", "Old road", {far}});
    Book book = book_with(map);
    const Book original = book;
    const HexCoord start = offset_to_axial(OffsetLayout::OddColumns, {1, 3});
    const auto preview = digitise(*book.map("board"),
                                  {polygon_feature(1, "woodlot", {hex_shape(map, kCentre)}),
                                   line_feature(7, "pike", {centre_of(start), centre_of(neighbour(start, 0))})},
                                  mapping());
    CommandStack stack(book);
    stack.execute(make_digitise_command(book, preview));
    EXPECT_EQ(stack.size(), 1U);
    const HexMap& after = book.map("board")->hex;
    EXPECT_EQ(after.terrain_at(kCentre), (std::vector<std::string>{"clear", "woods"}));  // added, clear kept
    EXPECT_EQ(after.terrain_at(far), std::vector<std::string>{"woods"});
    EXPECT_EQ(after.hexside_features_at(*hexside_between(start, neighbour(start, 0))), std::vector<std::string>{"road"});
    ASSERT_EQ(after.roads.size(), 2U);
    EXPECT_EQ(after.roads[1].id, "road-7-2");  // the map already has road-7
    EXPECT_EQ(stack.undo_name(), "Digitise vector data onto Board");
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(book.map("board")->hex, digitised_map(original.maps[0].hex, preview));
}

TEST(DigitiseCommand, ReplaceClearsTheMappedKindsFirstAndKeepsTheOthers) {
    GameMap map = test_map();
    const HexCoord far = offset_to_axial(OffsetLayout::OddColumns, {7, 7});
    map.hex.terrain.set(*map.hex.index_of(far), 0b011);  // clear and woods
    map.hex.hexside_features.set(hexside(far, 3), 0b11);  // stream and road
    map.hex.roads = {HexRoad{"old-pike", "pike", "", {far}}, HexRoad{"trail", "trail", "", {far}}};
    Book book = book_with(map);
    const Book original = book;
    const auto preview = digitise(*book.map("board"), {polygon_feature(1, "woodlot", {hex_shape(map, kCentre)})}, mapping(), {0.5, true});
    CommandStack stack(book);
    stack.execute(make_digitise_command(book, preview));
    const HexMap& after = book.map("board")->hex;
    EXPECT_EQ(after.terrain_at(far), std::vector<std::string>{"clear"});
    EXPECT_EQ(after.terrain_at(kCentre), std::vector<std::string>{"woods"});
    EXPECT_TRUE(after.hexside_features_at(hexside(far, 3)).empty());  // both stream and road are mapped
    ASSERT_EQ(after.roads.size(), 1U);
    EXPECT_EQ(after.roads[0].id, "trail");
    stack.undo();
    EXPECT_EQ(book, original);
}

}  // namespace
}  // namespace sandtable
