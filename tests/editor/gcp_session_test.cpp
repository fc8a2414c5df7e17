// The georeferencing session's points: edits and their undo, the live fit, flagged points, and
// QGIS .points files in and out.
#include "editor/panes/gcp_session.hpp"
#include "support/test_support.hpp"

#include <fmt/format.h>

#include <fstream>
#include <gtest/gtest.h>

namespace sandtable::editor {
namespace {

// A scan 30 m a pixel with its top-left corner at (500000, 4400000).
MapPoint truth(MapPoint pixel) { return {500000.0 + 30.0 * pixel.x, 4400000.0 - 30.0 * pixel.y}; }

void add_exact(GcpSession& session, MapPoint pixel) { session.add_point(pixel, truth(pixel)); }

GcpSession four_points() {
    GcpSession session(TransformMethod::Affine);
    add_exact(session, {10, 10});
    add_exact(session, {700, 20});
    add_exact(session, {650, 600});
    session.add_point({40, 640}, truth({40, 640}) + MapPoint{90.0, -60.0});  // a few pixels off
    return session;
}

TEST(GcpSession, AClickOnTheScanAddsAPointThatWaitsForItsMapPosition) {
    GcpSession session;
    const std::string id = session.add_point({120.5, 88.0});
    EXPECT_EQ(id, "1");
    ASSERT_EQ(session.rows().size(), 1U);
    EXPECT_FALSE(session.rows()[0].has_map());
    EXPECT_EQ(session.awaiting_map(), 0U);
    EXPECT_TRUE(session.set_map(0, {501000.0, 4399000.0}));
    EXPECT_FALSE(session.awaiting_map().has_value());
    EXPECT_EQ(session.undo_name(), "Set map position of point 1");
    EXPECT_EQ(session.add_point({1, 1}), "2");
}

TEST(GcpSession, ResidualsAndRmsAreThoseOfTheModelFit) {
    GcpSession session = four_points();
    std::vector<GroundControlPoint> points;
    for (const GcpRow& row : session.rows()) points.push_back(row.point);
    const auto expected = fit_georeference(points, TransformMethod::Affine);
    ASSERT_TRUE(expected);
    ASSERT_TRUE(session.fit());
    EXPECT_DOUBLE_EQ(session.fit()->rms_pixels, expected->rms_pixels);
    EXPECT_GT(session.fit()->rms_pixels, 0.5);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const auto residual = session.residual(i);
        ASSERT_TRUE(residual.has_value());
        EXPECT_DOUBLE_EQ(residual->in_pixels.x, expected->residuals[i].in_pixels.x);
        EXPECT_DOUBLE_EQ(residual->in_pixels.y, expected->residuals[i].in_pixels.y);
    }
}

TEST(GcpSession, TheWorstPointIsFlagged) {
    GcpSession session(TransformMethod::Affine);
    add_exact(session, {10, 10});
    add_exact(session, {700, 20});
    add_exact(session, {650, 600});
    add_exact(session, {40, 640});
    add_exact(session, {300, 300});
    session.add_point({400, 200}, truth({400, 200}) + MapPoint{300.0, 0.0});  // 10 pixels off
    int flagged = 0;
    for (std::size_t i = 0; i < session.rows().size(); ++i) flagged += session.flagged(i) ? 1 : 0;
    EXPECT_TRUE(session.flagged(5));
    EXPECT_EQ(flagged, 1);
    session.set_enabled(5, false);
    EXPECT_FALSE(session.flagged(5)) << "a disabled point is not the fit's worst";
    EXPECT_NEAR(session.fit()->rms_pixels, 0.0, 1e-6);
    for (std::size_t i = 0; i < session.rows().size(); ++i) EXPECT_FALSE(session.flagged(i)) << "an exact fit has no worst point";
}

TEST(GcpSession, TooFewPointsForTheTransformAreExplained) {
    GcpSession session = four_points();
    EXPECT_EQ(session.problem(), "");
    session.set_method(TransformMethod::Poly2);
    EXPECT_FALSE(session.fit());
    EXPECT_EQ(session.problem(), "poly2 needs at least 6 enabled points with map coordinates; 4 so far");
    EXPECT_FALSE(session.residual(0).has_value());
    session.set_method(TransformMethod::Similarity);
    EXPECT_TRUE(session.fit());
    session.add_point({5, 5});
    EXPECT_TRUE(session.fit()) << "a point still waiting for its map position takes no part";
}

TEST(GcpSession, TypedCoordinatesAreCheckedAndEachEditUndoes) {
    GcpSession session = four_points();
    session.set_image_size(791, 718);
    const double rms = session.fit()->rms_pixels;

    GcpEditResult refused = session.edit(3, GcpField::MapX, "12a");
    EXPECT_FALSE(refused);
    EXPECT_EQ(refused.error(), "Point 4: easting \"12a\" is not a number; type a number such as 412.5");
    refused = session.edit(3, GcpField::PixelY, "900");
    EXPECT_FALSE(refused);
    EXPECT_EQ(refused.error(), "Point 4: pixel y 900 is off the image; expected 0 to 718");
    EXPECT_EQ(session.undo_name(), "Add point 4");

    const MapPoint exact = truth({40, 640});
    ASSERT_TRUE(session.edit(3, GcpField::MapX, fmt::format("{}", exact.x)));
    ASSERT_TRUE(session.edit(3, GcpField::MapY, fmt::format(" {} ", exact.y)));
    EXPECT_NEAR(session.fit()->rms_pixels, 0.0, 1e-6);
    EXPECT_EQ(session.undo_name(), "Set northing of point 4");
    ASSERT_TRUE(session.undo());
    ASSERT_TRUE(session.undo());
    EXPECT_DOUBLE_EQ(session.fit()->rms_pixels, rms);
    ASSERT_TRUE(session.redo());
    EXPECT_DOUBLE_EQ(session.rows()[3].point.map.x, exact.x);

    ASSERT_TRUE(session.edit(0, GcpField::PixelX, "11.5"));
    EXPECT_DOUBLE_EQ(session.rows()[0].point.pixel.x, 11.5);
    session.undo();
    EXPECT_DOUBLE_EQ(session.rows()[0].point.pixel.x, 10.0);

    ASSERT_TRUE(session.move_pixel(1, {701, 21}));
    session.undo();
    EXPECT_EQ(session.rows()[1].point.pixel, (MapPoint{700, 20}));

    ASSERT_TRUE(session.set_enabled(2, false));
    EXPECT_EQ(session.undo_name(), "Disable point 3");
    EXPECT_EQ(session.fit()->enabled_points, 3);
    session.undo();
    EXPECT_TRUE(session.rows()[2].point.enabled);
    EXPECT_TRUE(session.fit());

    ASSERT_TRUE(session.remove(1));
    EXPECT_EQ(session.rows().size(), 3U);
    EXPECT_EQ(session.undo_name(), "Delete point 2");
    session.undo();
    ASSERT_EQ(session.rows().size(), 4U);
    EXPECT_EQ(session.rows()[1].point.id, "2");
    session.redo();
    EXPECT_EQ(session.rows().size(), 3U);
    EXPECT_FALSE(session.can_redo());

    const std::size_t before = session.rows().size();
    session.add_point({2, 2});
    session.undo();
    EXPECT_EQ(session.rows().size(), before);
    EXPECT_EQ(session.redo_name(), "Add point 5");
}

TEST(GcpSession, SavedPointsReadBackTheSameAndLoadingUndoes) {
    const auto dir = test::scratch_dir();
    GcpSession session = four_points();
    session.set_crs("EPSG:32618");
    session.add_point({3, 4});  // no map position yet: not written
    EXPECT_TRUE(session.modified());
    const GcpEditResult saved = session.save_file(dir / "scan.points");
    ASSERT_TRUE(saved) << saved.error();
    EXPECT_EQ(*saved, "Saved 4 points to scan.points; 1 without map coordinates left out");
    EXPECT_FALSE(session.modified());

    GcpSession other(TransformMethod::Affine);
    other.add_point({1, 1}, {2, 2});
    const GcpEditResult loaded = other.load_file(dir / "scan.points");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_FALSE(other.modified());
    ASSERT_EQ(other.rows().size(), 4U);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_NEAR(other.rows()[i].point.pixel.x, session.rows()[i].point.pixel.x, 1e-6);
        EXPECT_NEAR(other.rows()[i].point.pixel.y, session.rows()[i].point.pixel.y, 1e-6);
        EXPECT_NEAR(other.rows()[i].point.map.x, session.rows()[i].point.map.x, 1e-6);
        EXPECT_NEAR(other.rows()[i].point.map.y, session.rows()[i].point.map.y, 1e-6);
    }
    EXPECT_EQ(other.crs(), "EPSG:32618") << "the #CRS line's WKT, shown by its code";
    EXPECT_NEAR(other.fit()->rms_pixels, session.fit()->rms_pixels, 1e-6);
    EXPECT_EQ(other.undo_name(), "Load scan.points");
    other.undo();
    ASSERT_EQ(other.rows().size(), 1U);
    EXPECT_TRUE(other.modified());
}

TEST(GcpSession, APointsFileWithACrsLineAndOneWithoutBothLoad) {
    const auto dir = test::scratch_dir();
    {
        std::ofstream with_crs(dir / "with.points");
        with_crs << "#CRS: GEOGCRS[\"WGS 84\",DATUM[\"World Geodetic System 1984\",ELLIPSOID[\"WGS 84\",6378137,298.257223563]],"
                    "CS[ellipsoidal,2],AXIS[\"latitude\",north],AXIS[\"longitude\",east],ANGLEUNIT[\"degree\",0.0174532925199433]]\n"
                 << "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n"
                 << "-77.23,39.83,10,-20,1,0,0,0\n"
                 << "-77.20,39.83,700,-20,1,0,0,0\n"
                 << "-77.20,39.80,700,-600,0,0,0,0\n";
        std::ofstream without(dir / "without.points");
        without << "mapX,mapY,pixelX,pixelY,enable\n"
                << "500300,4399700,10,-10,1\n";
    }
    GcpSession session;
    ASSERT_TRUE(session.load_file(dir / "with.points"));
    ASSERT_EQ(session.rows().size(), 3U);
    EXPECT_EQ(session.rows()[0].point.pixel, (MapPoint{10, 20})) << "QGIS's negated line becomes the line";
    EXPECT_FALSE(session.rows()[2].point.enabled);
    EXPECT_EQ(session.crs(), "EPSG:4326");

    session.set_crs("EPSG:26918");
    ASSERT_TRUE(session.load_file(dir / "without.points"));
    EXPECT_EQ(session.crs(), "EPSG:26918") << "a file without a #CRS line keeps the CRS chosen";
    EXPECT_EQ(session.rows().size(), 1U);

    std::ofstream(dir / "broken.points") << "mapX,mapY,sourceX,sourceY,enable\n1,2,three,4,1\n";
    const GcpEditResult broken = session.load_file(dir / "broken.points");
    EXPECT_FALSE(broken);
    EXPECT_NE(broken.error().find("broken.points:2"), std::string::npos) << broken.error();
    EXPECT_EQ(session.rows().size(), 1U);
}

}  // namespace
}  // namespace sandtable::editor
