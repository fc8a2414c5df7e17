// `validate` on reference layers whose files are missing or unreadable: a warning each, with its
// code, the layer, the map, the file and the line of the layer's element.
#include "io/native/book_file.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builder.hpp"
#include "support/test_support.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

const fs::path kGeojson = test::fixture_path("geography/gettysburg-1863.geojson");

fs::path book_with(const fs::path& dir, std::vector<ReferenceLayer> layers, std::vector<Acknowledgement> acknowledgements = {}) {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    book.maps[0].layers = std::move(layers);
    book.acknowledgements = std::move(acknowledgements);
    const fs::path path = dir / "book.sandtable";
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

int line_of(const fs::path& file, const std::string& text) {
    const std::string all = test::read_text(file);
    const auto at = all.find(text);
    EXPECT_NE(at, std::string::npos) << text;
    return 1 + static_cast<int>(std::count(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

TEST(ValidateLayersCli, AMissingLayerFileIsAWarningNamingTheLayerAndTheFile) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = book_with(dir, {test::make_reference_layer("scan", ReferenceLayerKind::Raster, "imagery/scan.tif"),
                                          test::make_reference_layer("roads", ReferenceLayerKind::Vector, fs::absolute(kGeojson).generic_string())});
    const auto result = cli("validate " + quoted(book));
    EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
    const std::string expected = fmt::format(
        "{}:{}: warning[layer.missing-file] Sandtable format: reference layers name files GDAL reads: raster layer \"scan\" of map "
        "\"map\": {}: no such file (path \"imagery/scan.tif\" is relative to the book's folder)\n",
        book.string(), line_of(book, "id=\"scan\""), (dir / "imagery/scan.tif").string());
    EXPECT_NE(result.out.find(expected), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find("\"roads\""), std::string::npos) << result.out;  // a file that reads is not reported
    EXPECT_NE(result.out.find("0 error(s), 1 warning(s)"), std::string::npos) << result.out;
    EXPECT_EQ(cli("validate --werror " + quoted(book)).exit_code, 1);
}

TEST(ValidateLayersCli, GarbageFilesAreUnreadableWarningsWithGdalsReason) {
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "scan.tif", "this is not a TIFF\n");
    test::write_text(dir / "roads.geojson", "{\"type\": \"FeatureCollection\", \"features\": [ garbage\n");
    const fs::path book = book_with(dir, {test::make_reference_layer("scan", ReferenceLayerKind::Raster, "scan.tif"),
                                          test::make_reference_layer("roads", ReferenceLayerKind::Vector, "roads.geojson"),
                                          test::make_reference_layer("folder", ReferenceLayerKind::Raster, ".")});
    const auto result = cli("validate --format json " + quoted(book));
    ASSERT_EQ(result.exit_code, 0) << result.out << result.err;
    const auto json = nlohmann::json::parse(result.out);
    std::map<std::string, nlohmann::json> by_layer;
    for (const auto& d : json["diagnostics"]) by_layer[d["objects"][0]["id"].get<std::string>()] = d;
    ASSERT_EQ(by_layer.size(), 3U) << result.out;
    EXPECT_EQ(by_layer["scan"]["code"], "layer.unreadable");
    EXPECT_EQ(by_layer["scan"]["severity"], "warning");
    EXPECT_EQ(by_layer["scan"]["line"], line_of(book, "id=\"scan\""));
    EXPECT_EQ(by_layer["scan"]["objects"][0]["kind"], "layer");
    const std::string scan = by_layer["scan"]["message"];
    EXPECT_EQ(scan.rfind("raster layer \"scan\" of map \"map\": " + (dir / "scan.tif").string() + ": ", 0), 0U) << scan;
    EXPECT_EQ(by_layer["roads"]["code"], "layer.unreadable");
    const std::string roads = by_layer["roads"]["message"];
    EXPECT_NE(roads.find("vector layer \"roads\" of map \"map\": " + (dir / "roads.geojson").string() + ": cannot open as vector data"),
              std::string::npos) << roads;
    EXPECT_EQ(by_layer["folder"]["code"], "layer.missing-file");
    EXPECT_NE(by_layer["folder"]["message"].get<std::string>().find(": not a file"), std::string::npos) << by_layer["folder"];
}

TEST(ValidateLayersCli, AVectorLayerNamingALayerTheDatasetLacksIsUnreadable) {
    const fs::path dir = test::scratch_dir();
    ReferenceLayer roads = test::make_reference_layer("roads", ReferenceLayerKind::Vector, fs::absolute(kGeojson).generic_string());
    roads.source_layer = "railways";
    const fs::path book = book_with(dir, {roads});
    const auto result = cli("validate " + quoted(book));
    EXPECT_NE(result.out.find("warning[layer.unreadable]"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("no layer \"railways\" (its layers: gettysburg-1863)"), std::string::npos) << result.out;
}

TEST(ValidateLayersCli, AnAcknowledgedMissingFileDoesNotFailWerror) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = book_with(dir, {test::make_reference_layer("scan", ReferenceLayerKind::Raster, "imagery/scan.tif")},
                                    {Acknowledgement{"layer.missing-file", {{"layer", "scan"}, {"map", "map"}}, "", "The scan is not shipped"}});
    const auto valid = test::xmllint_check(book);
    EXPECT_EQ(valid.exit_code, 0) << valid.err;
    const auto result = cli("validate --werror " + quoted(book));
    EXPECT_EQ(result.exit_code, 0) << result.out;
    EXPECT_NE(result.out.find("(acknowledged: The scan is not shipped)"), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find("dangling"), std::string::npos) << result.out;
}

}  // namespace
}  // namespace sandtable
