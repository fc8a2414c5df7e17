#include "io/imagery/overviews.hpp"
#include "io/imagery/raster_dataset.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

class CancelAfter final : public Progress {
public:
    explicit CancelAfter(double fraction) : limit_(fraction) {}
    void set_progress(double fraction) override {
        last = fraction;
        if (fraction >= limit_) cancelled_ = true;
    }
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override { return cancelled_; }
    double last = 0.0;

private:
    double limit_;
    bool cancelled_ = false;
};

fs::path copy_of_scene() {
    const fs::path copy = test::scratch_dir() / "scene.tif";
    fs::copy_file(test::fixture_path("rasters/RGB.byte.tif"), copy);
    return copy;
}

TEST(Overviews, AreBuiltBesideTheRasterAndSeenByGdalinfo) {
    const fs::path scene = copy_of_scene();  // 791 x 718
    EXPECT_TRUE(needs_overviews(scene));
    CancelAfter never(2.0);
    const OverviewResult result = build_overviews(scene, never);
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(*result, 2);  // 1/2 and 1/4: the next would be smaller than half a tile
    EXPECT_DOUBLE_EQ(never.last, 1.0);
    EXPECT_TRUE(fs::exists(scene.string() + ".ovr"));
    const auto info = test::run_command("gdalinfo -json " + test::quoted(scene));
    const auto json = nlohmann::json::parse(info.out);
    ASSERT_EQ(json["bands"][0]["overviews"].size(), 2U);
    EXPECT_EQ(json["bands"][0]["overviews"][0]["size"][0].get<int>(), 396);
    EXPECT_FALSE(needs_overviews(scene));
    EXPECT_EQ((*RasterDataset::open(scene))->info().overviews, 2);
}

TEST(Overviews, ACancelledBuildLeavesNothingBehind) {
    const fs::path scene = copy_of_scene();
    CancelAfter soon(0.3);
    const OverviewResult result = build_overviews(scene, soon);
    EXPECT_FALSE(result);
    EXPECT_TRUE(result.cancelled());
    EXPECT_NE(result.error().find("cancelled, no overviews written"), std::string::npos) << result.error();
    EXPECT_FALSE(fs::exists(scene.string() + ".ovr"));
    EXPECT_TRUE(needs_overviews(scene));
}

TEST(Overviews, ASmallOrUnreadableRasterIsSaidSo) {
    EXPECT_FALSE(needs_overviews(test::fixture_path("rasters/byte.tif")));  // 20 x 20
    CancelAfter never(2.0);
    const OverviewResult missing = build_overviews(test::scratch_dir() / "none.tif", never);
    EXPECT_FALSE(missing);
    EXPECT_NE(missing.error().find("none.tif: not a raster GDAL can read"), std::string::npos) << missing.error();
}

}  // namespace
}  // namespace sandtable
