// `upgrade -o` and `digitise -o` into another folder: the written book's reference layers name the
// same files as the book it was read from (relative paths rebased, absolute ones kept).
#include "io/native/book_file.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builder.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <map>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

const fs::path kMapping125 = test::fixture_path("digitise/gettysburg-125-mapping.json");

// A book in `dir/books/` with a raster beside it, a vector layer in a sibling folder and one by
// absolute path; every file exists.
fs::path write_book_with_layers(const fs::path& dir) {
    fs::create_directories(dir / "books" / "imagery");
    fs::create_directories(dir / "reference");
    test::write_text(dir / "books" / "imagery" / "scan.tif", "not read");
    test::write_text(dir / "reference" / "roads.geojson", R"({"type": "FeatureCollection", "features": []})");
    test::write_text(dir / "absolute.geojson", R"({"type": "FeatureCollection", "features": []})");
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    book.maps[0].layers = {test::make_reference_layer("scan", ReferenceLayerKind::Raster, "imagery/scan.tif"),
                           test::make_reference_layer("roads", ReferenceLayerKind::Vector, "../reference/roads.geojson"),
                           test::make_reference_layer("absolute", ReferenceLayerKind::Vector, fs::absolute(dir / "absolute.geojson").generic_string())};
    const fs::path path = dir / "books" / "book.sandtable";
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

// Each layer's id with the file it names, resolved against the book's folder.
std::map<std::string, fs::path> layer_files(const fs::path& book_path) {
    LoadResult loaded = load_book(book_path);
    EXPECT_TRUE(loaded) << loaded.error();
    std::map<std::string, fs::path> files;
    if (!loaded) return files;
    for (const ReferenceLayer& l : loaded->book.maps[0].layers) {
        const fs::path path(l.path);
        files[l.id] = fs::weakly_canonical(path.is_absolute() ? path : book_path.parent_path() / path);
    }
    return files;
}

void expect_same_files(const fs::path& from, const fs::path& to) {
    const auto before = layer_files(from);
    const auto after = layer_files(to);
    ASSERT_EQ(before.size(), 3U);
    EXPECT_EQ(after, before);
    for (const auto& [id, file] : after) EXPECT_TRUE(fs::exists(file)) << id << ": " << file;
    LoadResult loaded = load_book(to);
    ASSERT_TRUE(loaded);
    EXPECT_TRUE(fs::path(loaded->book.maps[0].layers[2].path).is_absolute());  // absolute stays absolute
}

TEST(LayerPathsCli, UpgradeIntoAnotherFolderKeepsTheLayersOnTheSameFiles) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = write_book_with_layers(dir);
    const fs::path output = dir / "elsewhere" / "deeper" / "upgraded.sandtable";
    fs::create_directories(output.parent_path());
    const auto result = cli("upgrade " + quoted(input) + " -o " + quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    expect_same_files(input, output);
    LoadResult loaded = load_book(output);
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->book.maps[0].layers[0].path, "../../books/imagery/scan.tif");
    EXPECT_EQ(loaded->book.maps[0].layers[1].path, "../../reference/roads.geojson");
}

TEST(LayerPathsCli, UpgradeInPlaceLeavesThePathsAsTheyAre) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = write_book_with_layers(dir);
    const std::string before = test::read_text(input);
    ASSERT_EQ(cli("upgrade " + quoted(input)).exit_code, 0);
    EXPECT_EQ(test::read_text(input), before);
}

TEST(LayerPathsCli, DigitiseIntoAnotherFolderKeepsTheLayersOnTheSameFiles) {
    const fs::path dir = test::scratch_dir();
    const fs::path input = write_book_with_layers(dir);
    const fs::path output = dir / "out" / "digitised.sandtable";
    fs::create_directories(output.parent_path());
    const auto result = cli("digitise " + quoted(input) + " --map map --layer " + quoted(dir / "reference" / "roads.geojson") +
                            " --mapping " + quoted(kMapping125) + " -o " + quoted(output));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    expect_same_files(input, output);
}

}  // namespace
}  // namespace sandtable
