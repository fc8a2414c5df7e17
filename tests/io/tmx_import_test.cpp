// io/import: Tiled maps as new books. An export reads back as the map that went out (grid, terrain,
// hexside features, roads, places, objectives, edges); Tiled's example map reads the same from
// every data encoding TMX allows (tmxrasterizer draws every copy as the original), its tiles turned
// into terrain by a mapping file; bad files are refused with the file, line and what was expected.
#include "io/export/exporter.hpp"
#include "io/import/tmx_import.hpp"
#include "io/tmx/tmx_layer_data.hpp"
#include "io/native/book_file.hpp"
#include "io/png_pixels.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <numbers>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

TileTerrainMapping mini_mapping() {
    auto mapping = read_tile_terrain_mapping(test::fixture_path("tiled/hexagonal-mini-mapping.json"));
    EXPECT_TRUE(mapping) << mapping.error();
    return mapping ? *mapping : TileTerrainMapping{};
}

std::map<std::string, int> hexes_by_terrain(const HexMap& map) {
    std::map<std::string, int> counts;
    for (std::size_t i = 0; i < map.terrain.size(); ++i) {
        for (const std::string& id : map.terrain_at(map.coord_at(i))) ++counts[id];
    }
    return counts;
}

TEST(BookImport, AnExportReadsBackAsTheMapThatWentOut) {
    for (const std::string sample : {"samples/gettysburg-125/mcphersons-ridge.sandtable", "samples/gettysburg-150/gettysburg-150.sandtable",
                                     "samples/gettysburg-base/gettysburg-base.sandtable"}) {
        const LoadResult loaded = load_book(test::source_path(sample));
        ASSERT_TRUE(loaded);
        const Book& book = loaded->book;
        const fs::path dir = test::scratch_dir();
        ExportRequest request;
        request.book = &book;
        request.output = dir;
        NullProgress progress;
        ASSERT_TRUE(find_exporter("tmx")->write(request, progress));
        const GameMap& original = book.maps.front();
        const BookImport imported = import_tmx(dir / (original.id + ".tmx"), "", {});
        ASSERT_TRUE(imported) << sample << ": " << imported.problems().front();
        EXPECT_EQ(imported->book.ruleset, book.ruleset);
        const GameMap& back = imported->book.maps.front();
        EXPECT_EQ(back.id, original.id);
        EXPECT_EQ(back.name, original.name);
        EXPECT_EQ(back.units, original.units);
        EXPECT_EQ(back.crs, original.crs);
        EXPECT_EQ(back.hex.grid, original.hex.grid) << sample;
        for (std::size_t i = 0; i < original.hex.terrain.size(); ++i) {
            const HexCoord hex = original.hex.coord_at(i);
            ASSERT_EQ(back.hex.terrain_at(hex), original.hex.terrain_at(hex)) << sample << " " << original.hex.label(hex);
        }
        EXPECT_EQ(back.hex.hexside_catalogue, original.hex.hexside_catalogue);
        EXPECT_EQ(back.hex.hexside_features, original.hex.hexside_features) << sample;
        EXPECT_EQ(back.hex.roads, original.hex.roads) << sample;
        EXPECT_EQ(back.hex.places, original.hex.places) << sample;
        EXPECT_EQ(back.hex.objectives, original.hex.objectives) << sample;
        EXPECT_EQ(back.hex.edges, original.hex.edges) << sample;
        for (const TerrainDef& entry : original.hex.terrain_catalogue) {
            const auto index = back.hex.terrain_index(entry.id);
            ASSERT_TRUE(index) << entry.id;
            EXPECT_EQ(back.hex.terrain_catalogue[*index], entry);
        }
    }
}

TEST(BookImport, AnExportOfEitherStaggerAxisAndIndexReadsBackExactly) {
    LoadResult loaded = load_book(test::source_path("samples/gettysburg-125/mcphersons-ridge.sandtable"));
    ASSERT_TRUE(loaded);
    for (const auto& [orientation, layout] : {std::pair{HexOrientation::PointyTop, OffsetLayout::OddRows},
                                              std::pair{HexOrientation::PointyTop, OffsetLayout::EvenRows},
                                              std::pair{HexOrientation::FlatTop, OffsetLayout::EvenColumns}}) {
        Book book = loaded->book;
        HexMap& map = book.maps.front().hex;
        map.grid.geometry.orientation = orientation;
        map.grid.layout = layout;
        // Features are kept by axial coordinates, which another layout puts elsewhere (or off the
        // map): this checks the grid and the terrain, kept by offset cell; the samples' own grids
        // check the features.
        map.hexside_features = {};
        map.roads.clear();
        map.places.clear();
        map.objectives.clear();
        map.edges.clear();
        book.scenarios.clear();
        const fs::path dir = test::scratch_dir();
        ExportRequest request;
        request.book = &book;
        request.output = dir;
        request.tile_size = 37;
        NullProgress progress;
        ASSERT_TRUE(find_exporter("tmx")->write(request, progress));
        const BookImport imported = import_tmx(dir / "board.tmx", "", {});
        ASSERT_TRUE(imported) << imported.problems().front();
        const HexMap& back = imported->book.maps.front().hex;
        EXPECT_EQ(back.grid, map.grid);
        for (std::size_t i = 0; i < map.terrain.size(); ++i) {
            ASSERT_EQ(back.terrain_at(map.coord_at(i)), map.terrain_at(map.coord_at(i))) << map.label(map.coord_at(i));
        }
    }
}

TEST(BookImport, TiledDrawsEveryEncodedCopyOfItsExampleAsTheOriginal) {
    const fs::path dir = test::scratch_dir();
    const auto draw = [&](const std::string& name) {
        const fs::path png = dir / (name + ".png");
        const auto result = test::run_command("QT_QPA_PLATFORM=offscreen tmxrasterizer " + test::quoted(test::fixture_path("tiled/" + name + ".tmx")) +
                                              " " + test::quoted(png));
        EXPECT_EQ(result.exit_code, 0) << result.err;
        return test::PngPixels(png);
    };
    const test::PngPixels original = draw("hexagonal-mini");
    ASSERT_TRUE(original.ok());
    for (const std::string encoding : {"csv", "base64", "gzip", "zstd", "xml"}) {
        const test::PngPixels copy = draw("hexagonal-mini-" + encoding);
        EXPECT_EQ(copy.raw(), original.raw()) << encoding;
    }
}

TEST(BookImport, TiledsExampleReadsTheSameFromEveryDataEncoding) {
    const TileTerrainMapping mapping = mini_mapping();
    // Counted from the tile ids of the example's layer (its tile ids less one are the mapping's tiles).
    const std::map<std::string, int> expected{{"sand", 101}, {"water", 94}, {"grass", 67}, {"rough", 40}, {"woods", 36}, {"mountain", 16},
                                              {"farmland", 14}, {"rock", 13}, {"ridge", 9}, {"scrub", 7}, {"town", 3}};
    std::optional<HexMap> first;
    for (const std::string name : {"hexagonal-mini", "hexagonal-mini-csv", "hexagonal-mini-base64", "hexagonal-mini-gzip", "hexagonal-mini-zstd",
                                   "hexagonal-mini-xml"}) {
        const BookImport imported = import_tmx(test::fixture_path("tiled/" + name + ".tmx"), "gettysburg-150", mapping);
        ASSERT_TRUE(imported) << name << ": " << imported.problems().front();
        const HexMap& map = imported->book.maps.front().hex;
        EXPECT_EQ(hexes_by_terrain(map), expected) << name;
        EXPECT_EQ(map.terrain_at(offset_to_axial(map.grid.layout, {0, 0})), std::vector<std::string>{"mountain"});
        EXPECT_EQ(map.terrain_at(offset_to_axial(map.grid.layout, {19, 19})), std::vector<std::string>{"grass"});
        EXPECT_EQ(map.terrain_at(offset_to_axial(map.grid.layout, {5, 5})), std::vector<std::string>{"town"});
        if (!first) {
            first = map;
        } else {
            EXPECT_EQ(map, *first) << name;
        }
    }
}

TEST(BookImport, AStaggeredMapGetsTheRegularGridOfItsTileSpacing) {
    const BookImport imported = import_tmx(test::fixture_path("tiled/hexagonal-mini.tmx"), "gettysburg-150", mini_mapping());
    ASSERT_TRUE(imported);
    const GameMap& map = imported->book.maps.front();
    EXPECT_EQ(map.id, "map");
    EXPECT_EQ(map.name, "hexagonal-mini");
    EXPECT_EQ(map.units, "px");
    const HexGrid& grid = map.hex.grid;
    EXPECT_EQ(grid.geometry.orientation, HexOrientation::PointyTop);
    EXPECT_EQ(grid.layout, OffsetLayout::OddRows);
    EXPECT_EQ(grid.columns, 20);
    EXPECT_EQ(grid.rows, 20);
    // Tiles 14 px apart along a row: regular hexes 14 px across the flats, centred on tile (0, 0).
    EXPECT_DOUBLE_EQ(grid.geometry.size, 14 / std::numbers::sqrt3);
    EXPECT_EQ(grid.geometry.origin, (MapPoint{7.0, 6.0}));
    // The mapping's own entries follow the ruleset's catalogue.
    EXPECT_EQ(map.hex.terrain_catalogue.size(), 6U + 8U);
    EXPECT_EQ(map.hex.terrain_catalogue.back(), (TerrainDef{"farmland", "Farmland", "#a8743a"}));
}

TEST(BookImport, EachUnmappedTileIsNamedOnceWithItsLayerAndFirstCell) {
    const fs::path file = test::fixture_path("tiled/hexagonal-mini.tmx");
    const BookImport imported = import_tmx(file, "gettysburg-150", {});
    ASSERT_FALSE(imported);
    EXPECT_EQ(imported.problems().size(), 15U) << "15 different tiles are used";
    EXPECT_EQ(imported.problems().front(), file.string() + ":7: layer \"Ground\", cell (0, 0) first: tile 14 of tileset \"hex mini\" stands for no "
                                                       "terrain: map it in a mapping file (--mapping) or give it a \"terrain\" property in Tiled");
    const BookImport no_ruleset = import_tmx(file, "", mini_mapping());
    ASSERT_FALSE(no_ruleset);
    EXPECT_EQ(no_ruleset.problems().front(), file.string() + ": the map names no ruleset: give --ruleset ID");
}

struct BadTmx {
    std::string from;
    std::string to;
    std::string error;  // after the file's path
};

class TmxImportRefuses : public ::testing::TestWithParam<BadTmx> {};

TEST_P(TmxImportRefuses, NamingTheFileLineAndWhatWasExpected) {
    const BadTmx& bad = GetParam();
    const fs::path dir = test::scratch_dir();
    fs::copy_file(test::fixture_path("tiled/hexmini.png"), dir / "hexmini.png");
    const fs::path file = dir / "bad.tmx";
    test::write_text(file, test::replaced(test::read_text(test::fixture_path("tiled/hexagonal-mini-csv.tmx")), bad.from, bad.to));
    const BookImport imported = import_tmx(file, "gettysburg-150", mini_mapping());
    ASSERT_FALSE(imported);
    EXPECT_EQ(imported.problems().front(), file.string() + bad.error);
}

INSTANTIATE_TEST_SUITE_P(
    BadFiles, TmxImportRefuses,
    ::testing::Values(
        BadTmx{"15,15,15,5,", "15,15,15,", ":8: layer \"Ground\": CSV data holds 399 cells; the layer has 400"},
        BadTmx{"15,15,15,5,", "15,15,x,5,", ":8: layer \"Ground\": CSV data: expected a tile id at cell 3, found \"x,5,16,17,17\""},
        BadTmx{"<data encoding=\"csv\">", "<data encoding=\"base64\" compression=\"zlib\">",
               ":8: layer \"Ground\": base64 data: 1006 characters is not a whole number of 4-character groups"},
        BadTmx{"<data encoding=\"csv\">", "<data encoding=\"csv\" compression=\"lz4\">",
               ":8: layer \"Ground\": CSV data cannot be compressed (compression \"lz4\")"},
        BadTmx{"orientation=\"hexagonal\"", "orientation=\"orthogonal\"",
               ": the map's orientation is \"orthogonal\": only hexagonal Tiled maps are imported"},
        BadTmx{"width=\"20\" height=\"20\" tilewidth", "width=\"20\" height=\"-3\" tilewidth",
               ":2: <map> height=\"-3\": expected a positive whole number"},
        BadTmx{"staggeraxis=\"y\"", "staggeraxis=\"z\"", ": staggeraxis \"z\", staggerindex \"odd\": expected x or y, and odd or even"},
        BadTmx{"<data encoding=\"csv\">", "<data encoding=\"csv\"><chunk x=\"0\" y=\"0\" width=\"16\" height=\"16\"></chunk>",
               ":8: layer \"Ground\" is in chunks (an infinite map); save the map as a finite one in Tiled first"}));

TEST(BookImport, BrokenXmlNamesTheLineAndColumn) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = dir / "broken.tmx";
    test::write_text(file, test::replaced(test::read_text(test::fixture_path("tiled/hexagonal-mini-csv.tmx")), "</layer>", "</layr>"));
    const BookImport imported = import_tmx(file, "gettysburg-150", {});
    ASSERT_FALSE(imported);
    EXPECT_TRUE(imported.problems().front().starts_with(file.string() + ":30:")) << imported.problems().front();
    EXPECT_NE(imported.problems().front().find("not well-formed XML"), std::string::npos) << imported.problems().front();
}

TEST(TmxLayerData, DamagedDataSaysWhatIsWrong) {
    // Two cells, ids 1 and 2, little-endian: AQAAAAIAAAA= in base64.
    EXPECT_EQ(*decode_layer_data("base64", "", "  AQAAAAIAAAA=\n ", 2), (std::vector<std::uint32_t>{1, 2}));
    EXPECT_EQ(decode_layer_data("base64", "", "AQAAAAIAAAA=", 3).error(), "data holds 8 bytes; the layer's 3 cells take 12");
    EXPECT_EQ(decode_layer_data("base64", "", "AQAA!AIAAAA=", 2).error(), "base64 data: a character outside the base64 alphabet");
    EXPECT_EQ(decode_layer_data("base64", "zlib", "AQAAAAIAAAA=", 2).error(), "zlib data is damaged: incorrect header check");
    EXPECT_TRUE(decode_layer_data("base64", "zstd", "AQAAAAIAAAA=", 2).error().starts_with("zstd data is damaged: "));
    EXPECT_EQ(decode_layer_data("base64", "lzma", "AQAAAAIAAAA=", 2).error(), "unknown data compression \"lzma\": expected zlib, gzip or zstd");
    EXPECT_EQ(decode_layer_data("xml", "", "", 2).error(), "unknown data encoding \"xml\": expected csv or base64");
    EXPECT_EQ(*decode_layer_data("csv", "", " 1 ,\n2\n", 2), (std::vector<std::uint32_t>{1, 2}));
}

TEST(TileTerrainMapping, TheExamplesMappingFollowsItsSchema) {
    const auto check = test::json_schema_check(test::fixture_path("tiled/hexagonal-mini-mapping.json"), "tmx-mapping.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    const fs::path bad = test::scratch_dir() / "bad-mapping.json";
    test::write_text(bad, R"({"tiles": [{"tileset": "hex mini", "tile": -1, "terrain": "woods"}]})");
    EXPECT_NE(test::json_schema_check(bad, "tmx-mapping.schema.json").exit_code, 0) << "the schema refuses what the reader refuses";
}

TEST(TileTerrainMapping, ErrorsNameTheFileAndTheKey) {
    EXPECT_EQ(parse_tile_terrain_mapping(R"({"tile": []})", "m.json").error(), "m.json: unknown key \"tile\": expected terrain, property or tiles");
    EXPECT_EQ(parse_tile_terrain_mapping(R"({"tiles": [{"tileset": "a", "tile": -1, "terrain": "woods"}]})", "m.json").error(),
              "m.json: tiles[0].tile: expected the tile's id in its tileset, a whole number from 0");
    EXPECT_EQ(parse_tile_terrain_mapping(R"({"terrain": [{"name": "Sand"}]})", "m.json").error(), "m.json: terrain[0]: \"id\" is missing");
    EXPECT_EQ(parse_tile_terrain_mapping("{", "m.json").error().substr(0, 16), "m.json: not JSON");
    const auto read = parse_tile_terrain_mapping(R"({"property": "kind", "tiles": [{"tileset": "a", "tile": 3, "terrain": ""}]})", "m.json");
    ASSERT_TRUE(read);
    EXPECT_EQ(read->property, "kind");
    EXPECT_EQ(read->tiles.front().tile, 3);
    EXPECT_TRUE(read->tiles.front().terrain.empty());
}

TEST(BookImport, AMappingToAnUnknownTerrainIsRefused) {
    TileTerrainMapping mapping = mini_mapping();
    mapping.tiles.front().terrain = "lava";
    const fs::path file = test::fixture_path("tiled/hexagonal-mini.tmx");
    const BookImport imported = import_tmx(file, "gettysburg-150", mapping);
    ASSERT_FALSE(imported);
    EXPECT_EQ(imported.problems().front(), file.string() + ": the mapping gives tile 0 of tileset \"hex mini\" the terrain \"lava\", which is neither "
                                                       "in the ruleset's catalogue nor defined under \"terrain\"");
}

}  // namespace
}  // namespace sandtable
