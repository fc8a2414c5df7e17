// The one table of import formats that the command-line tool and the editor dispatch from: which
// format reads a file, and what each makes.
#include "io/import/importer.hpp"
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <set>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

std::string format_of(const fs::path& input) {
    const Importer* importer = importer_for(input);
    return importer == nullptr ? "none" : std::string(importer->id());
}

TEST(Importers, EachFileGoesToTheFormatThatReadsIt) {
    const fs::path dir = test::scratch_dir();
    fs::create_directories(dir / "pack");
    test::write_text(dir / "pack" / "manifest.json", "{}");
    fs::create_directories(dir / "layers");
    test::write_text(dir / "layers" / "hexes.geojson", "{}");
    EXPECT_EQ(format_of(dir / "pack"), "pack") << "a folder with a manifest";
    EXPECT_EQ(format_of(dir / "pack" / "manifest.json"), "pack");
    EXPECT_EQ(format_of(dir / "first-day.ZIP"), "pack");
    EXPECT_EQ(format_of(dir / "layers"), "map-layers") << "a folder without one: GeoJSON files or Shapefiles";
    EXPECT_EQ(format_of(dir / "board.gpkg"), "map-layers");
    EXPECT_EQ(format_of(dir / "board.kml"), "map-layers");
    EXPECT_EQ(format_of(test::fixture_path("tiled/hexagonal-mini.tmx")), "tmx");
    EXPECT_EQ(format_of(dir / "forces.csv"), "csv");
    EXPECT_EQ(format_of(dir / "notes.txt"), "none");
    EXPECT_EQ(format_of(dir / "board.sandtable"), "none") << "a book is opened, not imported";
}

TEST(Importers, PacksAndTiledMapsMakeNewBooksAndTheRestGoIntoOne) {
    std::set<std::string> ids;
    for (const Importer* importer : importers()) {
        EXPECT_TRUE(ids.insert(std::string(importer->id())).second) << importer->id();
        const bool new_book = importer->id() == "pack" || importer->id() == "tmx";
        EXPECT_EQ(importer->into(), new_book ? ImportInto::NewBook : ImportInto::OpenBook) << importer->id();
    }
    EXPECT_EQ(ids, (std::set<std::string>{"pack", "tmx", "map-layers", "csv"}));
    EXPECT_EQ(importable_files(),
              "a data pack (a folder, manifest.json or .zip), a Tiled map (.tmx), a GeoPackage (.gpkg), a KML file, a folder of "
              "GeoJSON files or Shapefiles, or a CSV file (forces or schedule)");
}

TEST(Importers, ACsvFileIsReadIntoTheBookTheRequestNames) {
    LoadResult loaded = load_book(test::source_path("samples/gettysburg-125/mcphersons-ridge.sandtable"));
    ASSERT_TRUE(loaded) << loaded.error();
    const fs::path file = test::scratch_dir() / "schedule.csv";
    test::write_text(file, "scenario,id,turn,location_kind,location,units\nfirst-day,e9,3,hex,A1,us-devin\n");
    ImportRequest request;
    request.input = file;
    request.into = &loaded->book;
    const BookImport imported = importer_for(file)->read(request);
    ASSERT_TRUE(imported) << imported.error();
    const Scenario* first_day = imported->book.scenario("first-day");
    ASSERT_NE(first_day, nullptr);
    ASSERT_EQ(first_day->schedule.size(), 1U);
    EXPECT_EQ(first_day->schedule[0].id, "e9");
    EXPECT_EQ(first_day->schedule[0].units, std::vector<std::string>{"us-devin"});
}

}  // namespace
}  // namespace sandtable
