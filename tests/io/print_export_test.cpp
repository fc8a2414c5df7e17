// io/export: --to print. The print-and-play PDF read by poppler, a tool we did not write: its
// sheets' number and paper size, a hex measured on poppler's drawing at the printed size, counters
// measured at theirs, the back of a counter sheet mirrored so that it prints behind the front,
// and the registration crosses of a seam on both of its sheets.
#include "io/export/exporter.hpp"
#include "io/png_pixels.hpp"
#include "io/print/print_and_play.hpp"
#include "io/print/print_layout.hpp"
#include "io/render/side_colours.hpp"
#include "io/sample_book.hpp"
#include "model/printed_sizes.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <regex>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

constexpr int kDpi = 254;  // 10 pixels a millimetre
constexpr double kPxPerPt = kDpi / 72.0;

Outcome<std::vector<fs::path>> export_print(const Book& book, const fs::path& out, const std::string& paper = "a4",
                                            std::vector<std::string> scenarios = {}) {
    ExportRequest request;
    request.book = &book;
    request.output = out;
    request.paper = paper;
    request.scenarios = std::move(scenarios);
    NullProgress progress;
    return find_exporter("print")->write(request, progress);
}

test::PngPixels page_png(const fs::path& pdf, int page, const fs::path& dir) {
    const fs::path stem = dir / ("page-" + std::to_string(page));
    const auto r = test::run_command(fmt::format("pdftoppm -r {} -f {} -l {} -singlefile -png {} {}", kDpi, page, page, test::quoted(pdf),
                                                 test::quoted(stem)));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return test::PngPixels(stem.string() + ".png");
}

int page_count(const fs::path& pdf) {
    const auto info = test::run_command("pdfinfo " + test::quoted(pdf));
    std::smatch pages;
    if (!std::regex_search(info.out, pages, std::regex("Pages:\\s+(\\d+)"))) return -1;
    return std::stoi(pages[1]);
}

TEST(PrintLayout, SheetsCoverTheMapAndNeighboursOverlap) {
    const Book book = test::load_sample("samples/gettysburg-150/gettysburg-150.sandtable");
    const HexMap& map = book.maps.front().hex;
    for (const Paper paper : {Paper::A4, Paper::Letter}) {
        for (const double hex_mm : {10.0, 15.875, 30.0}) {
            const MapTiling tiling = tile_map(map, paper_size(paper), hex_mm);
            const double width = tiling.bounds.width() * tiling.scale;
            const double height = tiling.bounds.height() * tiling.scale;
            EXPECT_GE((tiling.columns - 1) * tiling.step_x + tiling.area.width, width - 1e-6);
            EXPECT_GE((tiling.rows - 1) * tiling.step_y + tiling.area.height, height - 1e-6);
            EXPECT_LT((tiling.columns - 2) * tiling.step_x + tiling.area.width, width) << "no sheet more than needed";
            EXPECT_NEAR(tiling.area.width - tiling.step_x, kPrintOverlapMm * kPointsPerMm, 1e-9);
            // Every cross of a sheet's right seam prints on the next sheet too, a step to the left.
            for (int row = 0; row < tiling.rows; ++row) {
                for (int column = 0; column + 1 < tiling.columns; ++column) {
                    const auto here = registration_marks(tiling, column, row);
                    const auto next = registration_marks(tiling, column + 1, row);
                    int shared = 0;
                    for (const PagePoint& mark : here) {
                        for (const PagePoint& other : next) {
                            shared += std::abs(other.x - (mark.x - tiling.step_x)) < 1e-6 && std::abs(other.y - mark.y) < 1e-6 ? 1 : 0;
                        }
                    }
                    EXPECT_GE(shared, 1) << "row " << row << " column " << column;
                }
            }
        }
    }
}

TEST(PrintExport, SheetsOfTheChosenPaperMapsThenCountersFrontAndBack) {
    Book book = test::load_sample("samples/gettysburg-150/gettysburg-150.sandtable");
    const fs::path dir = test::scratch_dir();
    for (const auto& [paper, size] : {std::pair{"a4", "595.276 x 841.89 pts (A4)"}, std::pair{"letter", "612 x 792 pts (letter)"}}) {
        const fs::path pdf = dir / (std::string(paper) + ".pdf");
        const auto written = export_print(book, pdf, paper);
        ASSERT_TRUE(written) << written.error();
        NullProgress progress;
        const auto layout = print_and_play_pdf(book, {}, *paper_from_string(paper), progress);
        ASSERT_TRUE(layout);
        EXPECT_EQ(page_count(pdf), layout->map_sheets + 2 * layout->counter_sheets);
        const MapTiling tiling = tile_map(book.maps.front().hex, paper_size(*paper_from_string(paper)), kDefaultPrintedHexMm);
        EXPECT_EQ(layout->map_sheets, tiling.sheets());
        const auto info = test::run_command("pdfinfo " + test::quoted(pdf));
        EXPECT_NE(info.out.find(std::string("Page size:       ") + size), std::string::npos) << info.out;
        const auto first = test::run_command("pdftotext -f 1 -l 1 " + test::quoted(pdf) + " -");
        EXPECT_NE(first.out.find(fmt::format("sheet 1 of {} (row 1, column 1); hexes 15.875 mm across the flats", tiling.sheets())), std::string::npos)
            << first.out;
        const int counters = layout->map_sheets + 1;
        const auto front = test::run_command(fmt::format("pdftotext -f {} -l {} ", counters, counters) + test::quoted(pdf) + " -");
        EXPECT_NE(front.out.find("Counters, sheet 1 of 1, front (12.7 mm)"), std::string::npos) << front.out;
        const auto back = test::run_command(fmt::format("pdftotext -f {} -l {} ", counters + 1, counters + 1) + test::quoted(pdf) + " -");
        EXPECT_NE(back.out.find("back (12.7 mm)"), std::string::npos) << back.out;
    }
}

TEST(PrintExport, AHexMeasuresItsPrintedSizeOnPopplersDrawing) {
    Book book = test::load_sample("samples/gettysburg-150/gettysburg-150.sandtable");
    HexMap& map = book.maps.front().hex;
    map.printed_hex_mm = 20.0;
    // Nothing over the hex but its fill, grid and label: the roads meet in the town.
    map.roads.clear();
    map.hexside_features = {};
    map.places.clear();
    map.objectives.clear();
    const fs::path dir = test::scratch_dir();
    ASSERT_TRUE(export_print(book, dir / "print.pdf"));
    // Hex 1905 is the only town hex: find its sheet and measure the town colour across the flats.
    const HexCoord town = *map.find_label("1905");
    const MapTiling tiling = tile_map(map, paper_size(Paper::A4), 20.0);
    const MapPoint centre = hex_to_point(map.grid.geometry, town);
    const double x_pt = (centre.x - tiling.bounds.min.x) * tiling.scale;
    const double y_pt = (centre.y - tiling.bounds.min.y) * tiling.scale;
    const int column = std::min(tiling.columns - 1, static_cast<int>(x_pt / tiling.step_x));
    const int row = std::min(tiling.rows - 1, static_cast<int>(y_pt / tiling.step_y));
    const test::PngPixels page = page_png(dir / "print.pdf", row * tiling.columns + column + 1, dir);
    ASSERT_TRUE(page.ok());
    // A little right of the centre, clear of the hex's label, still within the flats' length.
    const double px = (tiling.area.left + x_pt - column * tiling.step_x) * kPxPerPt + 30;
    const double py = (tiling.area.top + y_pt - row * tiling.step_y) * kPxPerPt;
    const test::Rgba red = test::rgb_of(map.terrain_catalogue[*map.terrain_index("town")].colour);
    // Flat-top hexes: the flats are above and below the centre. From a point above the centre and
    // one below (clear of the place name under the centre), walk out to the flats: to the last
    // pixel of the town's colour, and to the outer side of the grid line drawn over the edge. The
    // edge itself is the middle of the grid line.
    const test::Rgba clear = test::rgb_of(map.terrain_catalogue[*map.terrain_index("clear")].colour);
    const auto walk = [&](double from_y, int step, bool through_line) {
        int y = static_cast<int>(from_y);
        while (true) {
            const test::Rgba next = page.at(px, y + step);
            const bool red_next = test::close_colours(next, red, 8);
            if (!red_next && !(through_line && !test::close_colours(next, clear, 8) && next.a > 0)) break;
            y += step;
        }
        return y;
    };
    const double above = py - 60;
    const double below = py + 80;
    ASSERT_TRUE(test::close_colours(page.at(px, above), red, 8)) << test::describe(page.at(px, above));
    ASSERT_TRUE(test::close_colours(page.at(px, below), red, 8)) << test::describe(page.at(px, below));
    // Across the hex from the outside of one grid line to the outside of the other is the hex and a
    // line's width (half a line each side); the bottom line's width is where the fill stops to
    // where the line does.
    const double outer = walk(below, 1, true) - walk(above, -1, true) + 1;
    const double line = walk(below, 1, true) - walk(below, 1, false);
    EXPECT_NEAR(outer - line, 200.0, 3.0) << "20 mm at 10 px/mm; outer " << outer << ", grid line " << line;
}

TEST(PrintExport, CountersMeasureTheirPrintedSizeAndTheBackIsMirrored) {
    Book book = test::load_sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    book.forces.printed_counter_mm = 15.875;
    const fs::path dir = test::scratch_dir();
    const fs::path pdf = dir / "print.pdf";
    ASSERT_TRUE(export_print(book, pdf, "letter", {"first-day"}));
    NullProgress progress;
    const MapTiling tiling = tile_map(book.maps.front().hex, paper_size(Paper::Letter), kDefaultPrintedHexMm);
    const int front_page = tiling.sheets() + 1;
    EXPECT_EQ(page_count(pdf), front_page + 1) << "seven units of the first day fit one sheet";
    const CounterGrid grid = counter_grid(paper_size(Paper::Letter), 15.875);
    const PrintableArea area = printable_area(paper_size(Paper::Letter));
    const test::PngPixels front = page_png(pdf, front_page, dir);
    const test::PngPixels back = page_png(pdf, front_page + 1, dir);
    ASSERT_TRUE(front.ok() && back.ok());
    const Colour union_colour = side_colour(book, 0);
    const test::Rgba blue{static_cast<int>(std::lround(union_colour.r * 255)), static_cast<int>(std::lround(union_colour.g * 255)),
                          static_cast<int>(std::lround(union_colour.b * 255)), 255};
    // The first counter (Reynolds, Union) on a line just under its centre: plain fill from edge to edge.
    const double cx = (area.left + grid.counter / 2) * kPxPerPt;
    const double cy = (area.top + grid.counter / 2 + grid.counter * 0.04) * kPxPerPt;
    ASSERT_TRUE(test::close_colours(front.at(cx, cy), blue, 4)) << test::describe(front.at(cx, cy));
    // The counter's edge is the middle of its edge line: average the fill's width and the width
    // to the outside of the line (the white gutter).
    const auto walk = [&](int step, bool through_line) {
        int x = static_cast<int>(cx);
        while (true) {
            const test::Rgba next = front.at(x + step, cy);
            const bool white = next.r > 235 && next.g > 235 && next.b > 235;
            if (!(test::close_colours(next, blue, 4) || (through_line && !white))) break;
            x += step;
        }
        return x;
    };
    const double inner = walk(1, false) - walk(-1, false) + 1;
    const double outer = walk(1, true) - walk(-1, true) + 1;
    EXPECT_NEAR((inner + outer) / 2, 158.75, 2.0) << "15.875 mm at 10 px/mm; inner " << inner << ", outer " << outer;
    // Behind it on the back: mirrored left to right. Reynolds has no reduced side: the same colour.
    const double mirrored = paper_size(Paper::Letter).width_pt * kPxPerPt - cx;
    EXPECT_TRUE(test::close_colours(back.at(mirrored, cy), blue, 4)) << test::describe(back.at(mirrored, cy));
    EXPECT_FALSE(test::close_colours(back.at(cx, cy), blue, 4)) << "nothing at the front's own place: the sheet is not full";
    // Wadsworth, the second counter, has a reduced side: lighter on the back.
    const double second = cx + grid.cell * kPxPerPt;
    EXPECT_TRUE(test::close_colours(front.at(second, cy), blue, 4));
    const test::Rgba reduced = back.at(paper_size(Paper::Letter).width_pt * kPxPerPt - second, cy);
    EXPECT_FALSE(test::close_colours(reduced, blue, 4)) << test::describe(reduced);
    EXPECT_GT(reduced.r + reduced.g + reduced.b, blue.r + blue.g + blue.b) << "lighter";
    const auto names = test::run_command(fmt::format("pdftotext -f {} -l {} ", front_page, front_page) + test::quoted(pdf) + " -");
    for (const std::string name : {"Reynolds", "Wadsworth", "Buford", "Heth", "Pegram"}) EXPECT_NE(names.out.find(name), std::string::npos) << name;
    EXPECT_EQ(names.out.find("Sickles"), std::string::npos) << "III Corps is not in the first day's order of battle";
}

TEST(PrintExport, AFreeformMapPrintsAPieceAsWideAsACounter) {
    // The field: 1000 x 700 m, pieces 120 m wide, counters 19 mm: 1000 m print 158.3 mm wide.
    const Book book = test::load_sample("docs/examples/books/field.sandtable");
    const fs::path dir = test::scratch_dir();
    ASSERT_TRUE(export_print(book, dir / "print.pdf"));
    const auto text = test::run_command("pdftotext -f 1 -l 1 " + test::quoted(dir / "print.pdf") + " -");
    EXPECT_NE(text.out.find("McPherson's field: sheet 1 of 1 (row 1, column 1); pieces 19 mm wide; 10 mm is 63.16 map units."),
              std::string::npos)
        << text.out;
    const test::PngPixels page = page_png(dir / "print.pdf", 1, dir);
    ASSERT_TRUE(page.ok());
    // 30 m below the map's top edge, clear of everything but Willoughby Run: the map's paper runs
    // from the printable area's left edge (10 mm in) to the last pixel that is not the page's white.
    const double y = 100.0 + 30.0 * 1583.33 / 1000.0;
    int right = 100;
    for (int x = 100; x < page.width(); ++x) {
        const test::Rgba p = page.at(x, y);
        if (!(p.r > 250 && p.g > 250 && p.b > 250)) right = x;
        if (x > 1800) break;
    }
    EXPECT_NEAR(right + 1 - 100, 1583.3, 3.0);
}

TEST(PrintExport, ACancelledOrRefusedPrintLeavesTheOldFile) {
    const Book book = test::load_sample("samples/gettysburg-125/mcphersons-ridge.sandtable");
    const fs::path dir = test::scratch_dir();
    test::write_text(dir / "print.pdf", "old");
    EXPECT_EQ(export_print(book, dir / "print.pdf", "a3").error(), "unknown paper \"a3\": expected a4 or letter");
    Book huge_counters = book;
    huge_counters.forces.printed_counter_mm = 500.0;
    EXPECT_EQ(export_print(huge_counters, dir / "print.pdf").error(), "counters of 500 mm do not fit on a a4 sheet");
    EXPECT_EQ(test::read_text(dir / "print.pdf"), "old");
}

}  // namespace
}  // namespace sandtable
