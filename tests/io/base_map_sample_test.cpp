// samples/gettysburg-base: every reference layer reads, the book validates, and the GeoTIFF
// beside it is the map's own render at 4 m a pixel, on the ground where GDAL puts it.
#include "io/imagery/map_imagery.hpp"
#include "io/imagery/overviews.hpp"
#include "io/native/book_file.hpp"
#include "io/render/render_to_file.hpp"
#include "support/test_support.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kSample = test::source_path("samples/gettysburg-base");

json gdalinfo(const fs::path& file) {
    const auto info = test::run_command("gdalinfo -json " + test::quoted(file));
    EXPECT_EQ(info.exit_code, 0) << info.err;
    return info.exit_code == 0 ? json::parse(info.out) : json::object();
}

std::vector<int> colour_at(const fs::path& file, double east, double north) {
    const auto result = test::run_command("gdallocationinfo -valonly -geoloc " + test::quoted(file) + " " + std::to_string(east) + " " +
                                          std::to_string(north));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    std::istringstream out(result.out);
    std::vector<int> values;
    for (int v; out >> v;) values.push_back(v);
    return values;
}

TEST(BaseMapSample, EveryLayerReadsAndTheBookValidates) {
    const LoadResult loaded = load_book(kSample / "gettysburg-base.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    const GameMap& map = loaded->book.maps.at(0);
    EXPECT_EQ(map.crs, "EPSG:26918");
    ASSERT_EQ(map.layers.size(), 3U);
    MapImagery imagery(kSample);
    for (const LayerProblem& problem : imagery.check(map)) ADD_FAILURE() << problem.layer_id << ": " << problem.message;
    const ValidationReport report = validate_book(loaded->book);
    EXPECT_EQ(report.diagnostics.count(Severity::Error), 0U);
}

TEST(BaseMapSample, TheGeoTiffIsTheMapsOwnRenderOnTheGround) {
    const fs::path committed = kSample / "gettysburg-base.tif";
    const json info = gdalinfo(committed);
    ASSERT_TRUE(info.contains("geoTransform"));
    EXPECT_NE(info["coordinateSystem"].value("wkt", "").find("ID[\"EPSG\",26918]"), std::string::npos);
    EXPECT_DOUBLE_EQ(info["geoTransform"][1].get<double>(), 4.0);
    EXPECT_DOUBLE_EQ(info["geoTransform"][5].get<double>(), -4.0);
    // Its overviews are inside it (gdaladdo, as its README says), so no reader builds a .ovr beside it.
    EXPECT_EQ(info["bands"][0]["overviews"].size(), 4U);
    EXPECT_FALSE(needs_overviews(committed));

    // Rendered again as its README says, it has the same size and lies on the same ground.
    const LoadResult loaded = load_book(kSample / "gettysburg-base.sandtable");
    ASSERT_TRUE(loaded) << loaded.error();
    MapImagery imagery(kSample);
    RenderOptions options;
    options.grid = options.labels = false;
    options.imagery = &imagery;
    RenderRequest request;
    request.resolution = 4.0;
    const fs::path fresh = test::scratch_dir() / "base.tif";
    const RenderResult result = render_to_file(loaded->book, "", nullptr, fresh, request, options);
    ASSERT_TRUE(result) << result.error();
    const json again = gdalinfo(fresh);
    EXPECT_EQ(again["size"], info["size"]);
    for (int i = 0; i < 6; ++i) EXPECT_NEAR(again["geoTransform"][i].get<double>(), info["geoTransform"][i].get<double>(), 1e-6) << i;

    // Spangler's Woods, from the 1863 data, in its woodlot colour (#8fb07a) where the data puts it.
    EXPECT_EQ(colour_at(committed, 307275.0, 4409500.0), (std::vector<int>{0x8f, 0xb0, 0x7a, 255}));
    EXPECT_EQ(colour_at(fresh, 307275.0, 4409500.0), (std::vector<int>{0x8f, 0xb0, 0x7a, 255}));
}

}  // namespace
}  // namespace sandtable
