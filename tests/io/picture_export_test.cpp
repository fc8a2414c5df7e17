// io/export: --to png, svg and pdf. Pictures of each map and each scenario's setup with a legend
// of what the map uses and, on a map with a CRS, a north arrow and a scale bar. Checked with tools
// we did not write: librsvg draws the SVG as our PNG is drawn (terrain at every hex centre), and
// poppler reads the PDF's page size and the legend's words.
#include "io/export/exporter.hpp"
#include "io/native/book_file.hpp"
#include "io/png_pixels.hpp"
#include "io/sample_book.hpp"
#include "io/render/legend.hpp"
#include "io/render/render_picture.hpp"
#include "io/render/render_view.hpp"
#include "io/render/scale_bar.hpp"
#include "model/variant_resolution.hpp"
#include "support/test_support.hpp"

#include <bit>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> labels_of(const LegendSection& section) {
    std::vector<std::string> labels;
    for (const LegendSwatch& swatch : section.swatches) labels.push_back(swatch.label);
    return labels;
}

Outcome<std::vector<fs::path>> export_as(const Book& book, const std::string& format, const fs::path& out) {
    ExportRequest request;
    request.book = &book;
    request.output = out;
    NullProgress progress;
    return find_exporter(format)->write(request, progress);
}

TEST(PictureLegend, ListsWhatTheMapUsesAndTheScenariosUnitSymbolsBySide) {
    const Book book = test::load_sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const GameMap& map = book.maps.front();
    const Legend alone = legend_for(book, map, nullptr);
    ASSERT_EQ(alone.sections.size(), 2U) << "no units without a scenario";
    EXPECT_EQ(alone.sections[0].heading, "Terrain");
    // The catalogue in its order, only the entries some hex has.
    EXPECT_EQ(labels_of(alone.sections[0]), (std::vector<std::string>{"Clear", "Woods", "Hill", "Rocky hill"}));
    EXPECT_EQ(labels_of(alone.sections[1]), (std::vector<std::string>{"Road"}));
    EXPECT_EQ(alone.subtitle, (std::vector<std::string>{map.name}));
    const auto first_day = resolve_scenario(book, "first-day");
    const Legend setup = legend_for(book, map, &first_day->scenario);
    ASSERT_EQ(setup.sections.size(), 3U);
    EXPECT_EQ(labels_of(setup.sections[2]), (std::vector<std::string>{"Union (Army of the Potomac): cavalry", "Union (Army of the Potomac): hq",
                                                                      "Union (Army of the Potomac): infantry"}));
    EXPECT_EQ(setup.sections[2].swatches[0].symbol, UnitSymbol::Cavalry);
    // The title wraps to the legend's width.
    EXPECT_EQ(setup.title.size(), 2U);
    EXPECT_EQ(setup.title[0] + " " + setup.title[1], book.metadata.title);
}

TEST(ScaleBar, IsARoundLengthThatFits) {
    const ScaleBar km = choose_scale_bar(0.1055, 240.0, "m");
    EXPECT_EQ(km.length, 2000.0);
    EXPECT_EQ(km.label, "2 km");
    EXPECT_NEAR(km.length_px, 211.0, 1e-9);
    EXPECT_EQ(choose_scale_bar(1.0, 240.0, "m").label, "200 m");
    EXPECT_EQ(choose_scale_bar(1.0, 499.0, "m").label, "200 m");
    EXPECT_EQ(choose_scale_bar(1.0, 500.0, "m").label, "500 m");
    EXPECT_EQ(choose_scale_bar(4.0, 240.0, "mm").label, "50 mm");
}

TEST(PictureExport, APictureOfEachMapAndEachScenarioAndNothingForABookOfAreaMaps) {
    const Book book = test::load_sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const fs::path dir = test::scratch_dir();
    const auto written = export_as(book, "png", dir);
    ASSERT_TRUE(written) << written.error();
    EXPECT_EQ(*written, (std::vector<fs::path>{dir / "board.png", dir / "first-day.png", dir / "first-day-third-corps.png",
                                               dir / "first-day-sudden-death.png"}));
    Book area_maps = book;
    for (GameMap& map : area_maps.maps) map.kind = MapKind::Area;
    EXPECT_EQ(export_as(area_maps, "pdf", dir / "none").error(), "the book has no hex or free-form map; pictures draw those");
    Book empty_freeform = book;
    for (GameMap& map : empty_freeform.maps) map.kind = MapKind::Freeform;
    EXPECT_EQ(export_as(empty_freeform, "pdf", dir / "none").error(), "map \"board\": map \"board\" has nothing to draw")
        << "a free-form map with no extent and no shapes";
}

// Whether any pixel of the rectangle differs from white.
bool has_ink(const test::PngPixels& png, double left, double top, double right, double bottom) {
    for (int y = static_cast<int>(top); y < static_cast<int>(bottom); ++y) {
        for (int x = static_cast<int>(left); x < static_cast<int>(right); ++x) {
            const test::Rgba c = png.at(x, y);
            if (c.r < 250 || c.g < 250 || c.b < 250) return true;
        }
    }
    return false;
}

TEST(PictureExport, LegendSwatchesHaveTheTerrainColoursAndOnlyAMapWithACrsHasANorthArrowAndScale) {
    for (const std::string sample : {"samples/gettysburg-125/mcphersons-ridge.sandtable", "samples/gettysburg-150/gettysburg-150.sandtable"}) {
        const Book book = test::load_sample(sample);
        const GameMap& map = book.maps.front();
        const fs::path dir = test::scratch_dir();
        ASSERT_TRUE(export_as(book, "png", dir));
        const test::PngPixels png(dir / (map.id + ".png"));
        const auto size = picture_size(book, map, nullptr, kDefaultPictureMapWidth);
        ASSERT_TRUE(size);
        ASSERT_EQ(png.width(), size->width);
        ASSERT_EQ(png.height(), size->height);
        const Legend legend = legend_for(book, map, nullptr);
        // Each terrain swatch's centre, as draw_legend lays the rows out, has the entry's colour.
        int found = 0;
        for (const LegendSwatch& swatch : legend.sections[0].swatches) {
            bool seen = false;
            for (int y = 0; y < png.height() && !seen; ++y) {
                const test::Rgba c = png.at(size->legend_left + 12.0, y);
                seen = test::close_colours(c, {static_cast<int>(std::lround(swatch.colour.r * 255)), static_cast<int>(std::lround(swatch.colour.g * 255)),
                                               static_cast<int>(std::lround(swatch.colour.b * 255)), 255},
                                           1);
            }
            EXPECT_TRUE(seen) << sample << ": " << swatch.label;
            found += seen ? 1 : 0;
        }
        EXPECT_GT(found, 1);
        const double below_legend = 16.0 + legend_height(legend) + 8.0;
        EXPECT_EQ(has_ink(png, size->legend_left, below_legend, png.width(), png.height()), !map.crs.empty()) << sample;
    }
}

TEST(PictureExport, LibrsvgDrawsTheSvgAsThePngAtEveryHexCentre) {
    const Book book = test::load_sample("samples/gettysburg-150/gettysburg-150.sandtable");
    const GameMap& map = book.maps.front();
    const fs::path dir = test::scratch_dir();
    ASSERT_TRUE(export_as(book, "png", dir / "png"));
    ASSERT_TRUE(export_as(book, "svg", dir / "svg"));
    const auto rsvg = test::run_command("rsvg-convert --dpi-x 72 --dpi-y 72 " + test::quoted(dir / "svg" / "board.svg") + " -o " +
                                        test::quoted(dir / "rsvg.png"));
    ASSERT_EQ(rsvg.exit_code, 0) << rsvg.err;
    const test::PngPixels ours(dir / "png" / "board.png");
    const test::PngPixels theirs(dir / "rsvg.png");
    ASSERT_EQ(theirs.width(), ours.width());
    ASSERT_EQ(theirs.height(), ours.height());
    const auto size = picture_size(book, map, nullptr, kDefaultPictureMapWidth);
    const RenderView view = fit_view(map.hex, static_cast<int>(size->map_width), static_cast<int>(size->map_height), 16.0);
    int compared = 0;
    for (std::size_t i = 0; i < map.hex.terrain.size(); ++i) {
        const HexCoord hex = map.hex.coord_at(i);
        const TerrainMask mask = map.hex.terrain[i];
        if (mask == 0) continue;
        const DevicePoint centre = view.to_device(hex_to_point(map.hex.grid.geometry, hex));
        // Off the label above the centre: a few pixels below it.
        const test::Rgba expected = test::rgb_of(map.hex.terrain_catalogue[static_cast<std::size_t>(std::countr_zero(mask))].colour);
        const test::Rgba a = ours.at(centre.x, centre.y + 4);
        const test::Rgba b = theirs.at(centre.x, centre.y + 4);
        if (!test::close_colours(a, expected, 3)) continue;  // a road, a unit or a place name over the centre
        EXPECT_TRUE(test::close_colours(b, expected, 6)) << map.hex.label(hex) << " librsvg " << test::describe(b);
        ++compared;
    }
    EXPECT_GT(compared, 600) << "of the 690 hexes, those with nothing drawn over their centre";
}

TEST(PictureExport, PopplerReadsThePdfsPageAndLegend) {
    const Book book = test::load_sample("samples/gettysburg-150/gettysburg-150.sandtable");
    const fs::path dir = test::scratch_dir();
    ASSERT_TRUE(export_as(book, "pdf", dir));
    const auto july_1 = resolve_scenario(book, "july-1");
    const auto size = picture_size(book, book.maps.front(), &july_1->scenario, kDefaultPictureMapWidth);
    const auto info = test::run_command("pdfinfo " + test::quoted(dir / "july-1.pdf"));
    ASSERT_EQ(info.exit_code, 0) << info.err;
    EXPECT_NE(info.out.find("Pages:           1"), std::string::npos) << info.out;
    EXPECT_NE(info.out.find(fmt::format("Page size:       {} x {} pts", size->width, size->height)), std::string::npos) << info.out;
    const auto text = test::run_command("pdftotext " + test::quoted(dir / "july-1.pdf") + " -");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    for (const std::string word : {"Terrain", "Double Ridge/Hill", "Creek", "Pike", "Units", "Union army: cavalry", "1 km", "July 1"}) {
        EXPECT_NE(text.out.find(word), std::string::npos) << word;
    }
}

}  // namespace
}  // namespace sandtable
