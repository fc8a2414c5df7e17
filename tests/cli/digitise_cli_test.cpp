// sandtable-cli digitise: a synthetic layer on a map without a CRS with known answers, the real
// Gettysburg data on a hex map in NAD83 / UTM 18N over the town, errors, and the JSON output.
#include "io/native/book_file.hpp"
#include "io/vector/vector_dataset.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/map_frame.hpp"
#include "support/test_support.hpp"
#include "support/gettysburg_books.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

const fs::path kGettysburg = test::fixture_path("geography/gettysburg-1863.geojson");
const fs::path kMapping125 = test::fixture_path("digitise/gettysburg-125-mapping.json");

Book gettysburg_125_book() { return new_book(*find_ruleset("gettysburg-125"), MapKind::Hex); }

fs::path save(const Book& book, const fs::path& path) {
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

Book load(const fs::path& path) {
    LoadResult loaded = load_book(path);
    EXPECT_TRUE(loaded) << loaded.error();
    return loaded ? loaded->book : Book{};
}

std::string geojson_ring(const std::array<MapPoint, 6>& corners) {
    std::string ring;
    for (std::size_t i = 0; i <= corners.size(); ++i) {
        const MapPoint p = corners[i % corners.size()];
        ring += fmt::format("{}[{}, {}]", i == 0 ? "" : ", ", p.x, p.y);
    }
    return "[[" + ring + "]]";
}

TEST(DigitiseCli, ASyntheticLayerOnAMapWithoutCrsGivesTheKnownHexesAndSides) {
    const fs::path dir = test::scratch_dir();
    const Book book = gettysburg_125_book();
    const HexMap& map = book.maps[0].hex;
    ASSERT_TRUE(book.maps[0].crs.empty());
    const HexCoord woods = *map.find_label("D4");
    const HexCoord east = neighbour(woods, 0);
    const MapPoint a = hex_to_point(map.grid.geometry, woods);
    const MapPoint b = hex_to_point(map.grid.geometry, east);
    test::write_text(dir / "layer.geojson",
                     fmt::format(R"({{"type": "FeatureCollection", "features": [
  {{"type": "Feature", "properties": {{"cls": "woodlot"}}, "geometry": {{"type": "Polygon", "coordinates": {}}}}},
  {{"type": "Feature", "properties": {{"cls": "run"}}, "geometry": {{"type": "LineString", "coordinates": [[{}, {}], [{}, {}]]}}}}
]}})",
                                 geojson_ring(hex_corners(map.grid.geometry, woods)), a.x, a.y, b.x, b.y));
    const fs::path input = save(book, dir / "in.sandtable");
    const fs::path output = dir / "out.sandtable";
    const auto result = cli("digitise " + quoted(input) + " --map map --layer " + quoted(dir / "layer.geojson") +
                            " --mapping " + quoted(kMapping125) + " -o " + quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("terrain woods: 1 hexes (1 added)\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("hexside stream: 1 hexsides (1 added)\n"), std::string::npos) << result.out;
    const auto valid = test::xmllint_check(output);
    EXPECT_EQ(valid.exit_code, 0) << valid.err;
    const Book digitised = load(output);
    const HexMap& after = digitised.maps[0].hex;
    for (std::size_t i = 0; i < after.hex_count(); ++i) {
        const HexCoord hex = after.coord_at(i);
        EXPECT_EQ(after.has_terrain(hex, "woods"), hex == woods) << after.label(hex);
    }
    ASSERT_EQ(after.hexside_features.size(), 1U);
    EXPECT_EQ(after.hexside_features_at(*hexside_between(woods, east)), std::vector<std::string>{"stream"});
    EXPECT_EQ(load(input), book);  // the input is left alone
}

const MapPoint kDiamond = crs_to_map({309085.0, 4411411.0});  // centre of the Diamond town block, EPSG:26918

std::vector<MapPoint> vertices_of(const std::string& id) {
    const auto dataset = VectorDataset::open(kGettysburg);
    EXPECT_TRUE(dataset) << dataset.error();
    if (!dataset) return {};
    const VectorLayerRead layer = (*dataset)->read("");
    EXPECT_TRUE(layer) << layer.error();
    if (!layer) return {};
    for (const VectorFeature& feature : layer->features) {
        if (feature.attribute("id") == id) {
            FeatureGeometry geometry = feature.geometry;
            crs_to_map(geometry);
            return geometry.lines.at(0);
        }
    }
    ADD_FAILURE() << "no feature " << id;
    return {};
}

// Every vertex of the stream inside the map (away from its border) lies in a hex one of whose
// sides the stream marked.
void expect_stream_marked(const HexMap& map, const std::string& id) {
    std::size_t checked = 0;
    for (const MapPoint vertex : vertices_of(id)) {
        const HexCoord hex = point_to_hex(map.grid.geometry, vertex);
        const auto around = neighbours(hex);
        if (!map.contains(hex) || !std::all_of(around.begin(), around.end(), [&](HexCoord n) { return map.contains(n); })) continue;
        ++checked;
        const bool marked = std::any_of(around.begin(), around.end(), [&](HexCoord n) {
            const auto features = map.hexside_features_at(*hexside_between(hex, n));
            return std::find(features.begin(), features.end(), "stream") != features.end();
        });
        EXPECT_TRUE(marked) << id << " vertex " << vertex.x << ", " << vertex.y << " in hex " << map.label(hex);
    }
    EXPECT_GE(checked, 5U) << id;
}

TEST(DigitiseCli, TheGettysburgDataGivesTownHexesAtTheDiamondAndStreamHexsides) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = save(test::gettysburg_125_town_book(), dir / "town.sandtable");
    const fs::path output = dir / "digitised.sandtable";
    const auto result = cli("digitise " + quoted(input) + " --map town --layer " + quoted(kGettysburg) + " --mapping " +
                            quoted(kMapping125) + " -o " + quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("(layer gettysburg-1863, 45 features, NAD83 / UTM zone 18N) onto map town"), std::string::npos)
        << result.out;
    const auto valid = test::xmllint_check(output);
    ASSERT_EQ(valid.exit_code, 0) << valid.err;

    const Book book = load(output);
    const HexMap& map = book.maps[0].hex;
    const HexCoord diamond = point_to_hex(map.grid.geometry, kDiamond);
    EXPECT_TRUE(map.has_terrain(diamond, "town")) << map.label(diamond) << "\n" << result.out;
    std::size_t town = 0;
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const HexCoord hex = map.coord_at(i);
        if (!map.has_terrain(hex, "town")) continue;
        ++town;
        EXPECT_LE(distance(hex, diamond), 4) << "town far from the Diamond at " << map.label(hex);
    }
    EXPECT_GE(town, 4U);
    expect_stream_marked(map, "stream-rock-creek");
    expect_stream_marked(map, "stream-willoughby-run");

    const auto pike = std::find_if(map.roads.begin(), map.roads.end(), [](const HexRoad& r) { return r.id == "road-chambersburg-pike"; });
    ASSERT_NE(pike, map.roads.end()) << result.out;
    EXPECT_EQ(pike->kind, "pike");
    EXPECT_GE(pike->hexes.size(), 10U);
}

// The 1863 roads joined from pieces (the Chambersburg Pike jumps 1.1 km back, the Emmitsburg Road
// and the Harrisburg Road step back along themselves) on the Gettysburg 150 board: no short
// spurious roads are left, a road that steps back stays one road, and a piece that lands far from
// the rest of its line is a road of its own.
TEST(DigitiseCli, RoadsThatDoubleBackLeaveNoShortSpuriousRoads) {
    const fs::path dir = test::scratch_dir();
    const fs::path output = dir / "digitised.sandtable";
    const auto result = cli("digitise " + quoted(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable")) +
                            " --map board --layer " + quoted(kGettysburg) + " --mapping " +
                            quoted(test::source_path("samples/gettysburg-150/digitise-mapping.json")) + " --replace -o " +
                            quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const Book book = load(output);
    std::map<std::string, std::vector<std::size_t>> lengths;  // by the line's id, which the mapping makes the road's name
    for (const HexRoad& road : book.maps[0].hex.roads) {
        EXPECT_GE(road.hexes.size(), 4U) << road.id << " is a short road: " << result.out;
        lengths[road.name].push_back(road.hexes.size());
    }
    EXPECT_EQ(lengths["road-emmitsburg"], std::vector<std::size_t>{11}) << result.out;
    EXPECT_EQ(lengths["road-mummasburg"], std::vector<std::size_t>{14}) << result.out;
    EXPECT_EQ(lengths["road-chambersburg-pike"].size(), 2U) << result.out;
}

TEST(DigitiseCli, JsonOutputFollowsItsSchema) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = save(test::gettysburg_125_town_book(), dir / "town.sandtable");
    const fs::path output = dir / "digitised.sandtable";
    const auto result = cli("digitise " + quoted(input) + " --map town --layer " + quoted(kGettysburg) + " --mapping " +
                            quoted(kMapping125) + " --threshold 0.3 --replace --format json -o " + quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    test::write_text(dir / "out.json", result.out);
    const auto checked = test::json_schema_check(dir / "out.json", "cli-digitise.schema.json");
    EXPECT_EQ(checked.exit_code, 0) << checked.out << checked.err;
    const auto json = nlohmann::json::parse(result.out);
    EXPECT_EQ(json["layer"]["features"], 45);
    EXPECT_EQ(json["layer"]["crs"], "NAD83 / UTM zone 18N");
    EXPECT_EQ(json["threshold"], 0.3);
    EXPECT_EQ(json["replace"], true);
    EXPECT_EQ(json["features_used"].get<int>() + json["features_ignored"].get<int>(), 45);
    ASSERT_FALSE(json["terrain"].empty());
    EXPECT_EQ(json["terrain"].back()["id"], "woods");  // sorted: town, woods
}

TEST(DigitiseCli, MappingIdsTheMapLacksAreErrorsNamingThem) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = save(test::gettysburg_125_town_book(), dir / "town.sandtable");
    test::write_text(dir / "mapping.json", R"({"attribute": "cls", "terrain": {"orchard": "orchard"}, "hexsides": {"run": "creek"}})");
    const auto result = cli("digitise " + quoted(input) + " --map town --layer " + quoted(kGettysburg) + " --mapping " +
                            quoted(dir / "mapping.json") + " -o " + quoted(dir / "out.sandtable"));
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_TRUE(result.out.empty());
    EXPECT_NE(result.err.find("terrain.orchard: the map has no terrain \"orchard\""), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("hexsides.run: the map has no hexside feature \"creek\""), std::string::npos) << result.err;
    EXPECT_FALSE(fs::exists(dir / "out.sandtable"));
}

TEST(DigitiseCli, BadInputsExitWithTwoAndWriteNothing) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = save(test::gettysburg_125_town_book(), dir / "town.sandtable");
    const std::string common = " --mapping " + quoted(kMapping125) + " -o " + quoted(dir / "out.sandtable");
    struct Case {
        std::string arguments;
        std::string error;
    };
    const std::vector<Case> cases = {
        {"digitise " + quoted(input) + " --map town --layer " + quoted(dir / "none.geojson") + common, "none.geojson: no such file"},
        {"digitise " + quoted(input) + " --map board --layer " + quoted(kGettysburg) + common, "the book has no map 'board' (its maps: town)"},
        {"digitise " + quoted(input) + " --map town --layer " + quoted(kGettysburg) + " --layer-name roads" + common,
         "no layer \"roads\" (its layers: gettysburg-1863)"},
        {"digitise " + quoted(input) + " --map town --layer " + quoted(kGettysburg) + " --threshold 0" + common,
         "--threshold 0: expected a share above 0 and up to 1"},
        {"digitise " + quoted(input) + " --map town --layer " + quoted(kGettysburg) + " --mapping " + quoted(dir / "none.json") +
             " -o " + quoted(dir / "out.sandtable"),
         "none.json: cannot open the file"},
    };
    for (const Case& c : cases) {
        const auto result = cli(c.arguments);
        EXPECT_EQ(result.exit_code, 2) << c.arguments;
        EXPECT_NE(result.err.find(c.error), std::string::npos) << c.arguments << "\n" << result.err;
        EXPECT_FALSE(fs::exists(dir / "out.sandtable")) << c.arguments;
    }
}

TEST(DigitiseCli, AUtmLayerOntoAMapWithoutCrsIsRefusedSayingHowToGiveTheMapOne) {
    const fs::path dir = test::scratch_dir();
    const Book book = gettysburg_125_book();
    ASSERT_TRUE(book.maps[0].crs.empty());
    const fs::path input = save(book, dir / "in.sandtable");
    const auto result = cli("digitise " + quoted(input) + " --map map --layer " + quoted(kGettysburg) + " --mapping " +
                            quoted(kMapping125) + " -o " + quoted(dir / "out.sandtable"));
    EXPECT_EQ(result.exit_code, 2) << result.out;
    EXPECT_EQ(result.out.find("used"), std::string::npos) << result.out;
    EXPECT_NE(result.err.find("gettysburg-1863.geojson: the layer is in NAD83 / UTM zone 18N but"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("map 'map' of " + input.string() + " has no CRS (its coordinates are px)"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("give the map the CRS its hex grid is laid out in (the crs attribute"), std::string::npos) << result.err;
    EXPECT_FALSE(fs::exists(dir / "out.sandtable"));
}

TEST(DigitiseCli, FeaturesOutsideTheMapAreIgnoredWithANoteNotCountedAsUsed) {
    const fs::path dir = test::scratch_dir();
    const Book book = gettysburg_125_book();
    const HexMap& map = book.maps[0].hex;
    const HexCoord woods = *map.find_label("D4");
    std::array<MapPoint, 6> far = hex_corners(map.grid.geometry, woods);
    for (MapPoint& p : far) p = {p.x + 1e6, p.y + 1e6};
    test::write_text(dir / "layer.geojson",
                     fmt::format(R"({{"type": "FeatureCollection", "features": [
  {{"type": "Feature", "properties": {{"cls": "woodlot"}}, "geometry": {{"type": "Polygon", "coordinates": {}}}}},
  {{"type": "Feature", "properties": {{"cls": "woodlot"}}, "geometry": {{"type": "Polygon", "coordinates": {}}}}},
  {{"type": "Feature", "properties": {{"cls": "run"}}, "geometry": {{"type": "LineString", "coordinates": [[1e6, 1e6], [1.1e6, 1e6]]}}}}
]}})",
                                 geojson_ring(hex_corners(map.grid.geometry, woods)), geojson_ring(far)));
    const fs::path input = save(book, dir / "in.sandtable");
    const auto result = cli("digitise " + quoted(input) + " --map map --layer " + quoted(dir / "layer.geojson") +
                            " --mapping " + quoted(kMapping125) + " -o " + quoted(dir / "out.sandtable"));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("features: 1 used, 2 ignored\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("note: feature 1 (cls \"woodlot\"): lies outside the map, so it changes nothing\n"), std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("note: feature 2 (cls \"run\"): lies outside the map, so it changes nothing\n"), std::string::npos)
        << result.out;
}

}  // namespace
}  // namespace sandtable
