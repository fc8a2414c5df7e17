#include "io/georef/georeferenced_geotiff.hpp"
#include "io/csv/qgis_points.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

class RecordingProgress final : public Progress {
public:
    explicit RecordingProgress(int cancel_after = -1) : cancel_after_(cancel_after) {}
    void set_progress(double fraction) override { fractions.push_back(fraction); }
    void set_message(std::string_view) override {}
    [[nodiscard]] bool is_cancelled() const override {
        return cancel_after_ >= 0 && static_cast<int>(fractions.size()) > cancel_after_;
    }
    std::vector<double> fractions;

private:
    int cancel_after_;
};

struct Inputs {
    fs::path image = test::fixture_path("rasters/byte.tif");
    QgisPoints points;
    Outcome<GeorefFit> fit = failure("not fitted yet");
    SpatialReference crs;
};

Inputs inputs() {
    Inputs in;
    const auto read = read_qgis_points(test::fixture_path("georef/byte.points"));
    EXPECT_TRUE(read) << read.error();
    in.points = *read;
    in.fit = fit_georeference(in.points.points, TransformMethod::Affine);
    EXPECT_TRUE(in.fit) << in.fit.error();
    const auto crs = parse_spatial_reference(in.points.crs_wkt);
    EXPECT_TRUE(crs) << crs.error();
    in.crs = *crs;
    return in;
}

void expect_only(const fs::path& dir, const std::vector<std::string>& names) {
    std::vector<std::string> found;
    for (const auto& entry : fs::directory_iterator(dir)) found.push_back(entry.path().filename().string());
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, names);
}

TEST(GeoreferencedGeotiff, WarpReportsProgressToTheEnd) {
    const Inputs in = inputs();
    const fs::path dir = test::scratch_dir();
    RecordingProgress progress;
    const GeotiffResult result = write_warped_geotiff(in.image, in.fit, in.crs, dir / "out.tif", Resampling::Cubic, progress);
    ASSERT_TRUE(result) << result.error();
    EXPECT_EQ(result->width, 20);
    EXPECT_EQ(result->height, 20);
    ASSERT_FALSE(progress.fractions.empty());
    EXPECT_TRUE(std::is_sorted(progress.fractions.begin(), progress.fractions.end()));
    EXPECT_DOUBLE_EQ(progress.fractions.back(), 1.0);
    expect_only(dir, {"out.tif"});
}

TEST(GeoreferencedGeotiff, CancellingWritesNothingAndKeepsAnEarlierFile) {
    const Inputs in = inputs();
    const fs::path dir = test::scratch_dir();
    const fs::path out = dir / "out.tif";
    test::write_text(out, "earlier");
    RecordingProgress warp_progress(0);
    const GeotiffResult warped = write_warped_geotiff(in.image, in.fit, in.crs, out, Resampling::Nearest, warp_progress);
    EXPECT_FALSE(warped);
    EXPECT_TRUE(warped.cancelled());
    EXPECT_EQ(warped.error(), out.string() + ": cancelled, nothing written");
    RecordingProgress copy_progress(0);
    const GeotiffResult copied = write_geotiff_with_gcps(in.image, in.points.points, in.crs, out, copy_progress);
    EXPECT_FALSE(copied);
    EXPECT_TRUE(copied.cancelled());
    EXPECT_EQ(test::read_text(out), "earlier");
    expect_only(dir, {"out.tif"});
}

TEST(GeoreferencedGeotiff, UnreadableImageOrFailedFitIsReported) {
    const Inputs in = inputs();
    const fs::path dir = test::scratch_dir();
    const fs::path not_an_image = dir / "notes.png";
    test::write_text(not_an_image, "not a picture");
    NullProgress progress;
    const GeotiffResult unreadable = write_warped_geotiff(not_an_image, in.fit, in.crs, dir / "out.tif", Resampling::Nearest, progress);
    EXPECT_FALSE(unreadable);
    EXPECT_TRUE(unreadable.error().starts_with(not_an_image.string() + ": cannot open the image: ")) << unreadable.error();
    EXPECT_FALSE(write_geotiff_with_gcps(dir / "missing.tif", in.points.points, in.crs, dir / "out.tif", progress));
    const auto no_fit = fit_georeference({}, TransformMethod::Affine);
    const GeotiffResult unfitted = write_warped_geotiff(in.image, no_fit, in.crs, dir / "out.tif", Resampling::Nearest, progress);
    EXPECT_EQ(unfitted.error(), in.image.string() + ": no fit to warp with: an affine fit needs at least 3 enabled points, got 0");
    expect_only(dir, {"notes.png"});
}

TEST(SpatialReference, NamesAndRefusals) {
    const auto utm = parse_spatial_reference("EPSG:26918");
    ASSERT_TRUE(utm) << utm.error();
    EXPECT_EQ(utm->name, "NAD83 / UTM zone 18N");
    EXPECT_TRUE(utm->wkt.starts_with("PROJCRS[\"NAD83 / UTM zone 18N\"")) << utm->wkt;
    EXPECT_EQ(parse_spatial_reference("EPSG:999999").error(),
              "'EPSG:999999' is not a coordinate reference system GDAL knows (expected e.g. EPSG:26918)");
    EXPECT_FALSE(parse_spatial_reference(""));
}

}  // namespace
}  // namespace sandtable
