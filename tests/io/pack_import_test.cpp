// io/import/pack_import: a data pack read back gives the book it came from (the model compared
// whole), and a pack that was changed, is of another version or holds a bad value is refused
// with the file and the JSON pointer of each problem.
#include "io/export/pack_exporter.hpp"
#include "io/import/pack_import.hpp"
#include "io/native/book_file.hpp"
#include "io/pack/sha256.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

Book load(const std::string& path) {
    LoadResult loaded = load_book(test::source_path(path));
    EXPECT_TRUE(loaded) << loaded.error();
    return loaded->book;
}

fs::path pack_of(const Book& book, const fs::path& folder) {
    ExportRequest request;
    request.book = &book;
    request.output = folder;
    NullProgress progress;
    const auto written = find_exporter("pack")->write(request, progress);
    EXPECT_TRUE(written) << written.error();
    return folder;
}

// Edits one document of a pack and gives the manifest its new checksum, as a hand edit would
// have to, so that the reader itself sees the edit.
void edit_document(const fs::path& pack, const std::string& path, const std::function<void(nlohmann::json&)>& edit) {
    auto document = nlohmann::json::parse(test::read_text(pack / path));
    edit(document);
    const std::string text = document.dump() + "\n";
    test::write_text(pack / path, text);
    auto manifest = nlohmann::json::parse(test::read_text(pack / "manifest.json"));
    for (auto& file : manifest["files"]) {
        if (file["path"] == path) {
            file["sha256"] = sha256_hex(text);
            file["bytes"] = text.size();
        }
    }
    test::write_text(pack / "manifest.json", manifest.dump());
}

class PackRoundTrip : public testing::TestWithParam<std::string> {};

TEST_P(PackRoundTrip, ImportingThePackGivesBackTheBook) {
    const Book book = load(GetParam());
    const BookImport imported = import_pack(pack_of(book, test::scratch_dir() / "pack"));
    ASSERT_TRUE(imported) << imported.problems().front();
    EXPECT_TRUE(imported->book == book);
    EXPECT_EQ(serialize_book(imported->book), serialize_book(book));
}

INSTANTIATE_TEST_SUITE_P(Samples, PackRoundTrip,
                         testing::Values("samples/gettysburg-125/gettysburg-125.sandtable", "samples/gettysburg-125/mcphersons-ridge.sandtable",
                                         "samples/gettysburg-150/gettysburg-150.sandtable", "samples/gettysburg-base/gettysburg-base.sandtable",
                                         "docs/examples/books/house-rules.sandtable", "docs/examples/books/field.sandtable",
                                         "samples/gettysburg-base/gettysburg-freeform.sandtable"));

TEST(BookImport, AFreeformMapComesBackWholeWithItsPiecesPoses) {
    Book book = load("docs/examples/books/field.sandtable");
    book.maps.front().freeform.areas.front().level = 3;  // a level, holes, a crest, a multipolygon: all in the sample
    const BookImport imported = import_pack(pack_of(book, test::scratch_dir() / "pack"));
    ASSERT_TRUE(imported) << imported.problems().front();
    EXPECT_EQ(imported->book.maps.front().freeform, book.maps.front().freeform);
    const Placement* hq = imported->book.scenario("morning")->placement("us-i-hq");
    ASSERT_NE(hq, nullptr);
    EXPECT_EQ(hq->location, Location(MapPoint{680, 390}));
    EXPECT_EQ(hq->facing, 270.0);
    EXPECT_TRUE(hq->road_column);
}

TEST(BookImport, ABadPointOfAnAreaIsNamedByItsPointer) {
    const Book book = load("docs/examples/books/field.sandtable");
    const fs::path pack = pack_of(book, test::scratch_dir() / "pack");
    edit_document(pack, "maps/field.json", [](nlohmann::json& map) { map["freeform"]["areas"][0]["polygons"][0][0][1] = "north"; });
    const BookImport imported = import_pack(pack);
    ASSERT_FALSE(imported);
    EXPECT_NE(imported.problems().front().find("maps/field.json: /freeform/areas/0/polygons/0/0/1: expected a point [x, y]"), std::string::npos)
        << imported.problems().front();
}

TEST(BookImport, ABlankValueAFlagAndAHexsideOnTheMapsEdgeComeBack) {
    Book book = load("samples/gettysburg-125/mcphersons-ridge.sandtable");
    book.forces.node("us-wadsworth")->attributes["combat-reduced"] = BlankValue{};
    book.scenario("first-day")->options = std::vector<std::string>{};
    HexMap& map = book.maps.front().hex;
    map.hexside_features.set(hexside(map.coord_at(0), 4), 1);  // a side of A1 facing off the map
    const BookImport imported = import_pack(pack_of(book, test::scratch_dir() / "pack") / "manifest.json");
    ASSERT_TRUE(imported) << imported.problems().front();
    EXPECT_TRUE(imported->book == book);
}

TEST(BookImport, AFileChangedAfterTheExportIsNamedAndNothingIsRead) {
    const fs::path pack = pack_of(load("samples/gettysburg-125/mcphersons-ridge.sandtable"), test::scratch_dir() / "pack");
    test::write_text(pack / "maps/board.json", test::replaced(test::read_text(pack / "maps/board.json"), "Woods", "Forest"));
    const BookImport imported = import_pack(pack);
    ASSERT_EQ(imported.problems().size(), 1U);
    EXPECT_EQ(imported.problems()[0], (pack / "manifest.json").string() + ": /files/1: " + (pack / "maps/board.json").string() +
                                      ": its SHA-256 is not the manifest's: the file was changed after the pack was written");
}

TEST(BookImport, ANewerFormatVersionOrAnUnknownRulesetIsRefused) {
    const fs::path dir = test::scratch_dir();
    const Book book = load("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const fs::path newer = pack_of(book, dir / "newer");
    test::write_text(newer / "manifest.json", test::replaced(test::read_text(newer / "manifest.json"), "\"format_version\":1", "\"format_version\":2"));
    EXPECT_EQ(import_pack(newer).problems().at(0), (newer / "manifest.json").string() +
                                                   ": /format_version: the pack is in format version 2, this build reads version 1: a newer "
                                                   "Sandtable wrote it");
    const fs::path other = pack_of(book, dir / "other");
    test::write_text(other / "manifest.json", test::replaced(test::read_text(other / "manifest.json"), "\"id\":\"gettysburg-125\"", "\"id\":\"waterloo\""));
    EXPECT_EQ(import_pack(other).problems().at(0), (other / "manifest.json").string() + ": /ruleset/id: \"waterloo\" is not a ruleset this build knows");
    EXPECT_EQ(import_pack(dir / "nowhere").problems().at(0), (dir / "manifest.json").string() + ": cannot be read: expected the manifest of a data pack");
}

TEST(BookImport, EachBadValueIsNamedByItsDocumentAndPointer) {
    const fs::path pack = pack_of(load("samples/gettysburg-125/mcphersons-ridge.sandtable"), test::scratch_dir() / "pack");
    edit_document(pack, "maps/board.json", [](nlohmann::json& map) {
        map["hexes"][3]["terrain"] = {"lava"};
        map["places"][0]["hex"] = "Z99";
        map["grid"]["orientation"] = "round";
    });
    edit_document(pack, "scenarios/first-day.json", [](nlohmann::json& scenario) {
        scenario["definition"]["setup"][1]["state"] = "routed";
        scenario["definition"]["start_turn"] = "one";
    });
    const BookImport imported = import_pack(pack);
    const std::string map = (pack / "maps/board.json").string();
    const std::string scenario = (pack / "scenarios/first-day.json").string();
    EXPECT_EQ(imported.problems(), (std::vector<std::string>{
                                   map + ": /grid/orientation: expected flat or pointy, got \"round\"",
                                   map + ": /hexes/3/terrain: \"lava\" is not in the map's catalogue",
                                   map + ": /places/0/hex: hex Z99 is off the map (20 columns, 15 rows)",
                                   scenario + ": /definition/start_turn: expected a whole number, got string",
                                   scenario + ": /definition/setup/1/state: expected full, reduced or eliminated, got \"routed\"",
                               }));
}

}  // namespace
}  // namespace sandtable
