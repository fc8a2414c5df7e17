// Vector reference layers drawn under a map: the real 1863 Gettysburg data (EPSG:26918) over a
// map in the same CRS, styled by its "cls" attribute, faded, hidden, reprojected and missing.
#include "io/imagery/map_imagery.hpp"
#include "io/imagery/vector_drawing.hpp"
#include "io/render/render_hex_map.hpp"
#include "support/gettysburg_books.hpp"
#include "support/test_support.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <ostream>

namespace sandtable {
namespace {

constexpr int kSide = 600;
constexpr double kScale = 0.5;  // 2 m a pixel
// The view's top-left corner: E 308400, N 4412000; it shows the town and the roads leaving it.
constexpr MapPoint kTopLeftCrs{308400.0, 4412000.0};

const RenderView kView{kScale, crs_to_map(kTopLeftCrs), kSide, kSide};

struct Rgb {
    int r = 0;
    int g = 0;
    int b = 0;
    friend bool operator==(const Rgb&, const Rgb&) = default;
};
std::ostream& operator<<(std::ostream& out, Rgb c) { return out << "rgb(" << c.r << ", " << c.g << ", " << c.b << ")"; }

bool near(Rgb a, Rgb b, int tolerance = 3) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
}

// Hexes with no terrain (palette::kPlainHex), the ground the layers are drawn on.
constexpr Rgb kGround{244, 240, 225};
constexpr Rgb kTownRed{255, 0, 0};
constexpr Rgb kPikeBlue{0, 0, 255};
constexpr Rgb kRoadGreen{0, 160, 0};

// Devices points of places on the ground (EPSG:26918).
DevicePoint at_ground(MapPoint crs) { return kView.to_device(crs_to_map(crs)); }
const MapPoint kChambersburgPike{308592.92, 4411889.37};  // a bend of the pike north-west of town
const MapPoint kMummasburgRoad{308742.02, 4411918.77};    // a bend of the road north of town
const MapPoint kEmptyGround{309520.0, 4410880.0};         // 270 m from any feature
const MapPoint kTownBlock{309250.0, 4411650.0};           // inside the north-east town block, 97 m from its edges

ReferenceLayer roads_and_town(std::filesystem::path path) {
    ReferenceLayer layer;
    layer.id = "l-1863";
    layer.name = "1863";
    layer.kind = ReferenceLayerKind::Vector;
    layer.path = path.string();
    layer.style_attribute = "cls";
    layer.styles = {{"town_block", "#800000", "#ff0000", 1.0},
                    {"pike", "#0000ff", "", 6.0},
                    {"road", "#00a000", "", 6.0},
                    {"", "#c0c0c0", "", 3.0}};
    return layer;
}

class Picture {
public:
    Picture(const Book& book, MapImagery& imagery)
        : surface_(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kSide, kSide), cairo_surface_destroy) {
        cairo_t* cr = cairo_create(surface_.get());
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        RenderOptions options;
        options.grid = options.labels = options.units = options.edges = false;
        options.imagery = &imagery;
        render_hex_map(cr, book, book.maps.front(), nullptr, kView, options);
        cairo_destroy(cr);
        cairo_surface_flush(surface_.get());
    }
    [[nodiscard]] Rgb at(DevicePoint p) const {
        std::uint32_t pixel = 0;
        std::memcpy(&pixel,
                    cairo_image_surface_get_data(surface_.get()) + static_cast<int>(p.y) * cairo_image_surface_get_stride(surface_.get()) +
                        static_cast<int>(p.x) * 4,
                    sizeof pixel);
        return {static_cast<int>((pixel >> 16) & 0xff), static_cast<int>((pixel >> 8) & 0xff), static_cast<int>(pixel & 0xff)};
    }
    // Share of pixels that differ by more than `tolerance` in any channel.
    [[nodiscard]] double differing_share(const Picture& other, int tolerance = 8) const {
        int differing = 0;
        for (int y = 0; y < kSide; ++y) {
            for (int x = 0; x < kSide; ++x) {
                const DevicePoint p{x + 0.5, y + 0.5};
                if (!near(at(p), other.at(p), tolerance)) ++differing;
            }
        }
        return static_cast<double>(differing) / (kSide * kSide);
    }
    [[nodiscard]] int count(Rgb colour) const {
        int n = 0;
        for (int y = 0; y < kSide; ++y) {
            for (int x = 0; x < kSide; ++x) n += near(at({x + 0.5, y + 0.5}), colour) ? 1 : 0;
        }
        return n;
    }

private:
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
};

Book book_with(std::vector<ReferenceLayer> layers) {
    Book book = test::gettysburg_town_book();
    book.maps.front().layers = std::move(layers);
    return book;
}

TEST(VectorLayerRender, FeaturesLandWhereTheyAreInTheStyleTheirAttributePicks) {
    const Book book = book_with({roads_and_town(test::gettysburg_1863_geojson())});
    MapImagery imagery(test::scratch_dir());
    EXPECT_TRUE(imagery.check(book.maps.front()).empty());
    const Picture picture(book, imagery);
    EXPECT_EQ(picture.at(at_ground(kTownBlock)), kTownRed) << "a block of the town is filled in the town_block style";
    EXPECT_EQ(picture.at(at_ground(kChambersburgPike)), kPikeBlue);
    EXPECT_EQ(picture.at(at_ground(kMummasburgRoad)), kRoadGreen);
    EXPECT_EQ(picture.at(at_ground(kEmptyGround)), kGround);
    // Just outside the pike's 6 px stroke (it runs east-south-east there), the ground shows.
    const DevicePoint pike = at_ground(kChambersburgPike);
    EXPECT_EQ(picture.at({pike.x, pike.y - 8.0}), kGround);
    EXPECT_EQ(picture.at({pike.x, pike.y + 8.0}), kGround);
    EXPECT_GT(picture.count(Rgb{192, 192, 192}), 50) << "other classes (rails, lanes) fall back to the style with no value";
}

TEST(VectorLayerRender, OpacityBlendsTheLayerWithWhatIsBelow) {
    ReferenceLayer layer = roads_and_town(test::gettysburg_1863_geojson());
    layer.opacity = 0.5;
    const Book book = book_with({layer});
    MapImagery imagery(test::scratch_dir());
    const Picture picture(book, imagery);
    // Half of the style's colour, half of the ground's.
    EXPECT_TRUE(near(picture.at(at_ground(kTownBlock)), Rgb{250, 120, 113})) << picture.at(at_ground(kTownBlock));
    EXPECT_TRUE(near(picture.at(at_ground(kChambersburgPike)), Rgb{122, 120, 240})) << picture.at(at_ground(kChambersburgPike));
}

TEST(VectorLayerRender, AHiddenLayerIsNotDrawn) {
    ReferenceLayer layer = roads_and_town(test::gettysburg_1863_geojson());
    layer.visible = false;
    const Book book = book_with({layer});
    MapImagery imagery(test::scratch_dir());
    const Picture picture(book, imagery);
    EXPECT_EQ(picture.at(at_ground(kTownBlock)), kGround);
    EXPECT_EQ(picture.count(kGround), kSide * kSide);
}

TEST(VectorLayerRender, LayersAreDrawnInTheMapsOrderFirstAtTheBottom) {
    ReferenceLayer red = roads_and_town(test::gettysburg_1863_geojson());
    ReferenceLayer yellow = red;
    yellow.id = "l-yellow";
    yellow.styles = {{"", "#ffff00", "#ffff00", 1.0}};
    MapImagery imagery(test::scratch_dir());
    EXPECT_EQ(Picture(book_with({red, yellow}), imagery).at(at_ground(kTownBlock)), (Rgb{255, 255, 0}));
    EXPECT_EQ(Picture(book_with({yellow, red}), imagery).at(at_ground(kTownBlock)), kTownRed);
}

TEST(VectorLayerRender, ALayerInAnotherCrsIsReprojectedOntoTheMap) {
    const std::filesystem::path dir = test::scratch_dir();
    const std::filesystem::path geographic = dir / "gettysburg-4326.geojson";
    const auto made = test::run_command("ogr2ogr -t_srs EPSG:4326 " + test::quoted(geographic) + " " +
                                        test::quoted(test::gettysburg_1863_geojson()));
    ASSERT_EQ(made.exit_code, 0) << made.err;
    ASSERT_NE(test::read_text(geographic).find("CRS84"), std::string::npos) << "the copy is in longitude and latitude";

    MapImagery imagery(dir);
    const Picture utm(book_with({roads_and_town(test::gettysburg_1863_geojson())}), imagery);
    const Book book = book_with({roads_and_town(geographic)});
    EXPECT_TRUE(imagery.check(book.maps.front()).empty());
    const Picture reprojected(book, imagery);
    EXPECT_EQ(reprojected.at(at_ground(kTownBlock)), kTownRed);
    EXPECT_EQ(reprojected.at(at_ground(kChambersburgPike)), kPikeBlue);
    EXPECT_GT(utm.count(kTownRed), 10000);
    EXPECT_LT(reprojected.differing_share(utm), 0.002) << "only antialiased edges may differ";
}

TEST(VectorLayerRender, PointsAreSmallCirclesAndALayerWithoutCrsIsTakenInTheMaps) {
    const std::filesystem::path dir = test::scratch_dir();
    test::write_text(dir / "posts.csv", "WKT,cls\n\"POINT (309085 4411411)\",post\n");
    ReferenceLayer layer;
    layer.id = "l-posts";
    layer.kind = ReferenceLayerKind::Vector;
    layer.path = "posts.csv";
    layer.styles = {{"", "#0000ff", "", 1.0}};
    MapImagery imagery(dir);
    const Picture picture(book_with({layer}), imagery);
    const DevicePoint diamond = at_ground(test::kDiamondCrs);
    EXPECT_EQ(picture.at(diamond), kPikeBlue);
    EXPECT_EQ(picture.at({diamond.x + 2.0, diamond.y}), kPikeBlue);
    EXPECT_EQ(picture.at({diamond.x + 8.0, diamond.y}), kGround);
    EXPECT_LT(picture.count(kPikeBlue), 80);
}

TEST(VectorLayerRender, OnlyFeaturesThatMeetTheViewAreDrawn) {
    VectorShapesRead read = read_vector_shapes(test::gettysburg_1863_geojson(), "", "cls", "EPSG:26918");
    ASSERT_TRUE(read) << read.error();
    ASSERT_EQ((*read)->shapes.size(), 45U);
    const ReferenceLayer layer = roads_and_town(test::gettysburg_1863_geojson());
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kSide, kSide);
    cairo_t* cr = cairo_create(surface);
    const std::size_t in_town = draw_vector_shapes(cr, **read, layer, kView);
    EXPECT_GT(in_town, 15U);
    EXPECT_LT(in_town, 45U);
    const RenderView far_away{kScale, crs_to_map({400000.0, 4500000.0}), kSide, kSide};
    EXPECT_EQ(draw_vector_shapes(cr, **read, layer, far_away), 0U);
    const RenderView whole{0.05, crs_to_map({303000.0, 4414000.0}), kSide, kSide};
    EXPECT_EQ(draw_vector_shapes(cr, **read, layer, whole), 45U);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
}

TEST(VectorLayerRender, AMissingFileIsAProblemAndTheRestStillDraws) {
    const std::filesystem::path dir = test::scratch_dir();
    ReferenceLayer lost = roads_and_town(dir / "lost.geojson");
    lost.id = "l-lost";
    test::write_text(dir / "broken.geojson", "{ not json");
    ReferenceLayer broken = roads_and_town(dir / "broken.geojson");
    broken.id = "l-broken";
    const Book book = book_with({lost, roads_and_town(test::gettysburg_1863_geojson()), broken});
    MapImagery imagery(dir);
    const auto problems = imagery.check(book.maps.front());
    ASSERT_EQ(problems.size(), 2U);
    EXPECT_EQ(problems[0].layer_id, "l-lost");
    EXPECT_EQ(problems[0].message, (dir / "lost.geojson").string() + ": no such file");
    EXPECT_EQ(problems[1].layer_id, "l-broken");
    EXPECT_NE(problems[1].message.find((dir / "broken.geojson").string()), std::string::npos) << problems[1].message;
    const Picture picture(book, imagery);
    EXPECT_EQ(picture.at(at_ground(kTownBlock)), kTownRed);
}

}  // namespace
}  // namespace sandtable
