// io/vector: a book's hex maps written as a GeoPackage and read back into the same book with its
// maps emptied give back the maps exactly; a value a GIS user broke is reported by its layer and
// feature, and nothing is read.
#include "io/native/book_file.hpp"
#include "io/vector/map_vector_export.hpp"
#include "io/vector/map_vector_import.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

Book load(const std::string& path) {
    LoadResult loaded = load_book(test::source_path(path));
    EXPECT_TRUE(loaded) << loaded.error();
    return loaded->book;
}

fs::path gpkg_of(const Book& book, const fs::path& out) {
    ExportRequest request;
    request.book = &book;
    request.output = out;
    NullProgress progress;
    const auto written = write_map_vectors(request, "gpkg", progress);
    EXPECT_TRUE(written) << written.error();
    return out;
}

Book emptied(Book book) {
    for (GameMap& map : book.maps) {
        HexMap& hex = map.hex;
        for (std::size_t i = 0; i < hex.hex_count(); ++i) hex.terrain.set(i, 0);
        hex.hexside_features = {};
        hex.roads.clear();
        hex.places.clear();
        hex.objectives.clear();
        hex.edges.clear();
    }
    return book;
}

class GpkgRoundTrip : public testing::TestWithParam<std::string> {};

TEST_P(GpkgRoundTrip, TheMapsComeBackExactly) {
    const Book book = load(GetParam());
    const fs::path gpkg = gpkg_of(book, test::scratch_dir() / "book.gpkg");
    const Book empty = emptied(book);
    ASSERT_FALSE(empty.maps == book.maps);
    const BookImport imported = import_map_vectors(empty, gpkg);
    ASSERT_TRUE(imported) << imported.problems().front();
    EXPECT_TRUE(imported->book.maps == book.maps);
    EXPECT_TRUE(imported->book == book);
}

struct FormatCase {
    std::string sample;
    std::string format;  // geojson, shp, kml
};

class OgrFormatRoundTrip : public testing::TestWithParam<FormatCase> {};

// Features are read by their attributes (hex labels and ids), which every format keeps as they
// were: the maps come back exactly from GeoJSON and KML too, though their coordinates went to
// WGS 84, and from Shapefiles whose field names fit the format's ten characters.
TEST_P(OgrFormatRoundTrip, TheMapsComeBackExactly) {
    const auto& [sample, format] = GetParam();
    const Book book = load(sample);
    const fs::path out = test::scratch_dir() / (format == "kml" ? "book.kml" : "layers");
    ExportRequest request;
    request.book = &book;
    request.output = out;
    NullProgress progress;
    const auto written = write_map_vectors(request, format, progress);
    ASSERT_TRUE(written) << written.error();
    const BookImport imported = import_map_vectors(emptied(book), out);
    ASSERT_TRUE(imported) << imported.problems().front();
    EXPECT_TRUE(imported->book.maps == book.maps) << sample << " " << format;
}

INSTANTIATE_TEST_SUITE_P(Samples, OgrFormatRoundTrip,
                         testing::Values(FormatCase{"samples/gettysburg-150/gettysburg-150.sandtable", "geojson"},
                                         FormatCase{"samples/gettysburg-150/gettysburg-150.sandtable", "shp"},
                                         FormatCase{"samples/gettysburg-150/gettysburg-150.sandtable", "kml"},
                                         FormatCase{"samples/gettysburg-125/mcphersons-ridge.sandtable", "shp"},
                                         FormatCase{"samples/gettysburg-base/gettysburg-base.sandtable", "geojson"},
                                         FormatCase{"samples/gettysburg-base/gettysburg-base.sandtable", "kml"}));

TEST(OgrFormatImport, AFolderWithoutLayersIsRefused) {
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "notes.txt", "nothing");
    const BookImport imported = import_map_vectors(load("samples/gettysburg-125/mcphersons-ridge.sandtable"), dir);
    ASSERT_FALSE(imported);
    EXPECT_EQ(imported.problems().front(), dir.string() + ": a folder without Shapefiles or GeoJSON files");
}

INSTANTIATE_TEST_SUITE_P(Samples, GpkgRoundTrip,
                         testing::Values("samples/gettysburg-125/gettysburg-125.sandtable", "samples/gettysburg-125/mcphersons-ridge.sandtable",
                                         "samples/gettysburg-150/gettysburg-150.sandtable", "samples/gettysburg-base/gettysburg-base.sandtable"));

TEST(GpkgImport, ValuesAGisUserBrokeAreNamedByLayerAndFeatureAndNothingIsRead) {
    const Book book = load("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const fs::path gpkg = gpkg_of(book, test::scratch_dir() / "book.gpkg");
    // Edited with GDAL's own ogrinfo, as a GIS user would with any tool.
    const auto edit = test::run_command("ogrinfo " + test::quoted(gpkg) +
                                        " -dialect sqlite -sql \"UPDATE \\\"board-hexes\\\" SET terrain = 'lava' WHERE label = 'F6'\" && ogrinfo " +
                                        test::quoted(gpkg) + " -dialect sqlite -sql \"UPDATE \\\"board-places\\\" SET hex = 'Z99' WHERE id = 'mcphersons-woods'\"");
    ASSERT_EQ(edit.exit_code, 0) << edit.err;
    const BookImport imported = import_map_vectors(book, gpkg);
    EXPECT_FALSE(imported);
    EXPECT_EQ(imported.problems(), (std::vector<std::string>{
                                   gpkg.string() + ": layer board-hexes, feature 106: \"lava\" is not in the map's catalogue",
                                   gpkg.string() + ": layer board-places, feature 1: hex Z99 is off the map (20 columns, 15 rows)",
                               }));
}

TEST(GpkgImport, AFileWithoutTheBooksMapsSaysWhichLayersItExpected) {
    const Book book = load("samples/gettysburg-125/mcphersons-ridge.sandtable");
    Book other = load("samples/gettysburg-base/gettysburg-base.sandtable");
    const fs::path gpkg = gpkg_of(other, test::scratch_dir() / "other.gpkg");
    const BookImport imported = import_map_vectors(book, gpkg);
    ASSERT_EQ(imported.problems().size(), 1U);
    EXPECT_EQ(imported.problems()[0], gpkg.string() + ": has no layer of the book's maps: expected board-hexes");
}

}  // namespace
}  // namespace sandtable
