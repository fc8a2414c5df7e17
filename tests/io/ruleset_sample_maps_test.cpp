// samples/gettysburg-125 and samples/gettysburg-150: the battlefield boards of the two hex rulesets,
// laid over the base map. The hexes their rulebooks name lie within one hex of the landmarks they
// name (so moving a grid breaks these tests), the terrain the rulebooks state is there, the base map
// is their imagery, and the books validate.
#include "io/imagery/map_imagery.hpp"
#include "io/native/book_file.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/map_frame.hpp"
#include "support/test_support.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <set>
#include <string>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

const fs::path kBook125 = test::source_path("samples/gettysburg-125/gettysburg-125.sandtable");
const fs::path kBook150 = test::source_path("samples/gettysburg-150/gettysburg-150.sandtable");

// Landmarks in NAD83 / UTM zone 18N (EPSG:26918), from their latitude and longitude with
// gdaltransform -s_srs EPSG:4326 -t_srs EPSG:26918 (see the samples' READMEs).
struct Landmark {
    const char* hex;
    const char* place;
    double east;
    double north;
};

const Landmark kMcphersonsWoods{"P3", "Herbst (McPherson's) Woods", 307314.79, 4411814.74};
const Landmark kCemeteryHill{"L6", "Cemetery Hill", 309211.48, 4410267.74};
const Landmark kLittleRoundTop{"F6", "Little Round Top", 308481.02, 4407087.13};
const Landmark kCulpsHill{"M9", "Culp's Hill", 310138.94, 4410022.54};
const Landmark kDiamond{"1905", "the Diamond", 309076.27, 4411370.72};

const GameMap& only_map(const LoadResult& loaded) {
    EXPECT_EQ(loaded->book.maps.size(), 1U);
    return loaded->book.maps.at(0);
}

HexCoord hex_of(const HexMap& map, const std::string& label) {
    const Outcome<HexCoord> found = map.find_label(label);
    EXPECT_TRUE(found) << found.error();
    return found.optional().value_or(HexCoord{});
}

double hex_spacing(const HexMap& map) { return map.grid.geometry.size * std::numbers::sqrt3; }

// The hex's centre lies at most one hex (centre to centre) from the landmark, and the landmark
// lies in that hex or one of its neighbours.
void expect_within_one_hex(const HexMap& map, const Landmark& landmark) {
    SCOPED_TRACE(std::string(landmark.hex) + " " + landmark.place);
    const HexCoord hex = hex_of(map, landmark.hex);
    const MapPoint centre = hex_to_point(map.grid.geometry, hex);
    const MapPoint ground = crs_to_map({landmark.east, landmark.north});
    EXPECT_LE(std::hypot(centre.x - ground.x, centre.y - ground.y), hex_spacing(map));
    const HexCoord under = point_to_hex(map.grid.geometry, ground);
    EXPECT_LE(distance(hex, under), 1) << "the landmark lies in " << map.label(under);
}

std::set<std::string> terrain(const HexMap& map, const std::string& label) {
    const std::vector<std::string> ids = map.terrain_at(hex_of(map, label));
    return {ids.begin(), ids.end()};
}

void expect_base_map_imagery(const GameMap& map, const fs::path& folder) {
    EXPECT_EQ(map.crs, "EPSG:26918");
    EXPECT_EQ(map.units, "m");
    ASSERT_EQ(map.layers.size(), 1U);
    EXPECT_EQ(map.layers[0].kind, ReferenceLayerKind::Raster);
    EXPECT_EQ(map.layers[0].path, "../gettysburg-base/gettysburg-base.tif");
    MapImagery imagery(folder);
    for (const LayerProblem& problem : imagery.check(map)) ADD_FAILURE() << problem.layer_id << ": " << problem.message;
}

void expect_valid(const LoadResult& loaded, const fs::path& book) {
    const ValidationReport report = validate_book(loaded->book);
    EXPECT_EQ(report.diagnostics.count(Severity::Error), 0U);
    const test::CommandResult cli = test::cli("validate " + test::quoted(book));
    EXPECT_EQ(cli.exit_code, 0) << cli.out << cli.err;
    EXPECT_NE(cli.out.find(": 0 error(s)"), std::string::npos) << cli.out;
}

TEST(RulesetSampleMaps, TheHexesThe125thNamesLieWithinOneHexOfTheirLandmarks) {
    const LoadResult loaded = load_book(kBook125);
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book.ruleset, "gettysburg-125");
    const HexMap& map = only_map(loaded).hex;
    EXPECT_NEAR(hex_spacing(map), 640.0, 0.01);  // Game mechanics: hex scale 640 m
    EXPECT_EQ(map.grid.labels, HexLabelScheme::letter_number());
    for (const Landmark& landmark : {kMcphersonsWoods, kCemeteryHill, kLittleRoundTop, kCulpsHill}) {
        expect_within_one_hex(map, landmark);
    }
    // The printed board runs at least to column R and row 11 (§11.1.3, §13, §14 Table 6).
    EXPECT_TRUE(map.find_label("R3"));
    EXPECT_TRUE(map.find_label("I11"));
    EXPECT_TRUE(map.find_label("A8"));
}

TEST(RulesetSampleMaps, The125thBoardHasTheTerrainAndObjectivesOfItsRulebook) {
    const LoadResult loaded = load_book(kBook125);
    ASSERT_TRUE(loaded) << loaded.error();
    const HexMap& map = only_map(loaded).hex;
    // §1.1: artillery may never enter a hex both rocky hill and woods (hexes E6 and F5).
    EXPECT_EQ(terrain(map, "E6"), (std::set<std::string>{"rocky-hill", "woods"}));
    EXPECT_EQ(terrain(map, "F5"), (std::set<std::string>{"rocky-hill", "woods"}));
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const std::string label = map.label(map.coord_at(i));
        if (label == "E6" || label == "F5") continue;
        const std::set<std::string> here = terrain(map, label);
        EXPECT_FALSE(here.contains("rocky-hill") && here.contains("woods")) << label;
    }
    // §13.2 example: McPherson's woods (hex P3, hill and woods).
    EXPECT_EQ(terrain(map, "P3"), (std::set<std::string>{"hill", "woods"}));
    // §14 Table 6 names L6 and M9 for their hills.
    EXPECT_TRUE(terrain(map, "L6").contains("hill"));
    EXPECT_TRUE(terrain(map, "M9").contains("hill"));
    // §13.1 example: G3 and G2 are not connected by any terrain; K8 is woods and K9 is not.
    EXPECT_EQ(terrain(map, "G3"), (std::set<std::string>{"hill", "woods"}));
    EXPECT_EQ(terrain(map, "G2"), (std::set<std::string>{"clear"}));
    EXPECT_TRUE(terrain(map, "K8").contains("woods"));
    EXPECT_FALSE(terrain(map, "K9").contains("woods"));
    // The town blocks of 1863 make Gettysburg, round the Diamond.
    EXPECT_TRUE(terrain(map, map.label(point_to_hex(map.grid.geometry, crs_to_map({kDiamond.east, kDiamond.north}))))
                    .contains("town"));
    // §14 Table 6: the objective hexes and their VP.
    const std::vector<std::pair<std::string, int>> table6{{"F6", 5}, {"I11", 3}, {"K6", 1}, {"K7", 1},
                                                          {"L6", 1}, {"L7", 1},  {"M7", 1}, {"M9", 3}};
    ASSERT_EQ(map.objectives.size(), table6.size());
    for (std::size_t i = 0; i < table6.size(); ++i) {
        const HexObjective& objective = map.objectives[i];
        ASSERT_EQ(objective.hexes.size(), 1U);
        EXPECT_EQ(map.label(objective.hexes[0]), table6[i].first);
        EXPECT_EQ(objective.vp, table6[i].second) << table6[i].first;
    }
    // Streams, roads and the railroad cross hexsides.
    EXPECT_GT(map.hexside_features.size(), 0U);
}

TEST(RulesetSampleMaps, The125thBookLiesOnTheBaseMapAndValidates) {
    const LoadResult loaded = load_book(kBook125);
    ASSERT_TRUE(loaded) << loaded.error();
    expect_base_map_imagery(only_map(loaded), kBook125.parent_path());
    expect_valid(loaded, kBook125);
}

TEST(RulesetSampleMaps, Gettysburg150Hex1905IsOnTheDiamondAndIsTheOnlyTownHex) {
    const LoadResult loaded = load_book(kBook150);
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book.ruleset, "gettysburg-150");
    const HexMap& map = only_map(loaded).hex;
    EXPECT_NEAR(hex_spacing(map), 365.76, 0.01);  // §2: about 400 yards to the hex
    EXPECT_EQ(map.grid.labels, HexLabelScheme::four_digit());
    expect_within_one_hex(map, kDiamond);
    // §2 Terrain Types: "Gettysburg (hex 1905 only)".
    std::vector<std::string> town;
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const HexCoord hex = map.coord_at(i);
        if (map.has_terrain(hex, "town")) town.push_back(map.label(hex));
    }
    EXPECT_EQ(town, (std::vector<std::string>{"1905"}));
    // The entry hexes of §7 and the hexes of its movement example are on the board.
    for (const char* label : {"1101", "2201", "1713", "1714"}) EXPECT_TRUE(map.find_label(label)) << label;
}

TEST(RulesetSampleMaps, Gettysburg150HasWoodsRidgesCreeksAndRoads) {
    const LoadResult loaded = load_book(kBook150);
    ASSERT_TRUE(loaded) << loaded.error();
    const HexMap& map = only_map(loaded).hex;
    std::size_t woods = 0;
    std::size_t ridge = 0;
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        woods += map.has_terrain(map.coord_at(i), "woods") ? 1 : 0;
        ridge += map.has_terrain(map.coord_at(i), "ridge") ? 1 : 0;
    }
    EXPECT_GT(woods, 0U);
    EXPECT_GT(ridge, 0U);
    EXPECT_GT(map.hexside_features.size(), 0U);
    EXPECT_FALSE(map.roads.empty());
    // Little Round Top is a hill of the traced relief, so a double ridge/hill hex (§8); the example
    // of §8 stands Doubleday on one.
    const HexCoord lrt = point_to_hex(map.grid.geometry, crs_to_map({kLittleRoundTop.east, kLittleRoundTop.north}));
    EXPECT_TRUE(map.has_terrain(lrt, "double-ridge")) << map.label(lrt);
}

TEST(RulesetSampleMaps, Gettysburg150BookLiesOnTheBaseMapAndValidates) {
    const LoadResult loaded = load_book(kBook150);
    ASSERT_TRUE(loaded) << loaded.error();
    expect_base_map_imagery(only_map(loaded), kBook150.parent_path());
    expect_valid(loaded, kBook150);
}

}  // namespace
}  // namespace sandtable
