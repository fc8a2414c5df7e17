#include "io/native/layer_paths.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book book_with_layers(std::vector<std::string> paths) {
    Book book;
    GameMap map;
    map.id = "m";
    for (std::size_t i = 0; i < paths.size(); ++i) {
        map.layers.push_back(ReferenceLayer{"l" + std::to_string(i), "L", ReferenceLayerKind::Raster, paths[i], "", true, 1.0, "", {}, {}});
    }
    book.maps.push_back(map);
    return book;
}

TEST(LayerPaths, ABookSavedElsewhereStillReachesItsFiles) {
    Book book = book_with_layers({"scan.tif", "imagery/photo.tif", "../shared/roads.geojson", "/data/base.tif"});
    EXPECT_EQ(rebase_layer_paths(book, "/work/books/gettysburg", "/work/books/copies"), 2U);
    const auto& layers = book.maps[0].layers;
    EXPECT_EQ(layers[0].path, "../gettysburg/scan.tif");
    EXPECT_EQ(layers[1].path, "../gettysburg/imagery/photo.tif");
    EXPECT_EQ(layers[2].path, "../shared/roads.geojson") << "the same file from either folder";
    EXPECT_EQ(layers[3].path, "/data/base.tif") << "absolute paths stay";
}

TEST(LayerPaths, TheSameFolderChangesNothing) {
    Book book = book_with_layers({"scan.tif"});
    EXPECT_EQ(rebase_layer_paths(book, "/work/books", "/work/books/"), 0U);
    EXPECT_EQ(book.maps[0].layers[0].path, "scan.tif");
    EXPECT_EQ(rebase_layer_paths(book, "/work/books", "/work/books/deeper"), 1U);
    EXPECT_EQ(book.maps[0].layers[0].path, "../scan.tif");
}

}  // namespace
}  // namespace sandtable
