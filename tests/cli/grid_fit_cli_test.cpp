#include "io/native/book_file.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/hex/label_reading.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include <random>
#include <string>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

constexpr double kNoise = 0.3;

struct LabelledHex {
    OffsetCoord offset;
    bool labelled = true;
};

// Hexes of the sample's board spread over both column parities; the unlabelled ones have "".
const std::vector<LabelledHex> kClicked = {{{3, 2}}, {{4, 2}}, {{4, 3}}, {{10, 7}}, {{15, 12}}, {{7, 9}},
                                           {{12, 4}, false}, {{1, 13}, false}, {{18, 1}, false}};

// A CSV of the hexes' centres under the grid, each moved by seeded noise.
fs::path write_clicks(const fs::path& dir, const HexGrid& grid, const std::vector<LabelledHex>& hexes,
                      unsigned seed = 7) {
    std::mt19937 random(seed);
    std::normal_distribution<double> jitter(0.0, kNoise);
    std::string csv = "x,y,label\n";
    for (const LabelledHex& hex : hexes) {
        const MapPoint centre = hex_to_point(grid.geometry, offset_to_axial(grid.layout, hex.offset));
        const double dx = jitter(random);
        const double dy = jitter(random);
        csv += fmt::format("{},{},{}\n", centre.x + dx, centre.y + dy, hex.labelled ? grid.labels.format(hex.offset) : "");
    }
    const fs::path file = dir / "points.csv";
    test::write_text(file, csv);
    return file;
}

HexGrid sample_grid() {
    const LoadResult loaded = load_book(test::default_sample());
    EXPECT_TRUE(loaded) << loaded.error();
    return loaded->book.map("board")->hex.grid;
}

// A copy of the sample whose board grid is moved, scaled and turned away from the truth.
fs::path perturbed_sample(const fs::path& dir) {
    std::string text = test::read_text(test::default_sample());
    const std::string grid = R"(size="40" origin-x="40" origin-y="40" rotation="0")";
    const auto at = text.find(grid);
    EXPECT_NE(at, std::string::npos);
    text.replace(at, grid.size(), R"(size="43.5" origin-x="31" origin-y="52.25" rotation="3")");
    const fs::path file = dir / "book.sandtable";
    test::write_text(file, text);
    return file;
}

TEST(CliGridFit, WritesTheFittedGridIntoTheBookKeepingABackup) {
    const fs::path dir = test::scratch_dir();
    const HexGrid truth = sample_grid();
    const fs::path points = write_clicks(dir, truth, kClicked);
    const fs::path book = perturbed_sample(dir);
    const std::string before = test::read_text(book);

    const auto r = cli("grid-fit " + quoted(points) + " --book " + quoted(book) + " --map board");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("wrote the grid to " + book.string() + " (map board)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("grid: flat, odd-columns, size "), std::string::npos) << r.out;

    const LoadResult loaded = load_book(book);
    ASSERT_TRUE(loaded) << loaded.error();
    const HexGrid fitted = loaded->book.map("board")->hex.grid;
    EXPECT_EQ(fitted.geometry.orientation, truth.geometry.orientation);
    EXPECT_EQ(fitted.layout, truth.layout);
    // Nine clicks spread over the 20 x 15 board with 0.3 px noise pin the grid far tighter.
    EXPECT_NEAR(fitted.geometry.size, truth.geometry.size, 0.02);
    EXPECT_NEAR(fitted.geometry.origin.x, truth.geometry.origin.x, 0.5);
    EXPECT_NEAR(fitted.geometry.origin.y, truth.geometry.origin.y, 0.5);
    EXPECT_NEAR(fitted.geometry.rotation_degrees, truth.geometry.rotation_degrees, 0.05);
    EXPECT_EQ(test::read_text(backup_path(book)), before);
    const auto lint = test::xmllint_check(book);
    EXPECT_EQ(lint.exit_code, 0) << lint.err;
}

TEST(CliGridFit, JsonOutputFollowsItsSchema) {
    const fs::path dir = test::scratch_dir();
    const fs::path points = write_clicks(dir, sample_grid(), kClicked);
    const auto r = cli("grid-fit " + quoted(points) + " --format json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto report = nlohmann::json::parse(r.out);
    EXPECT_EQ(report["geometry"]["orientation"], "flat");
    EXPECT_EQ(report["geometry"]["layout"], "odd-columns");
    EXPECT_NEAR(report["geometry"]["size"].get<double>(), 40.0, 0.02);
    ASSERT_EQ(report["clicks"].size(), kClicked.size());
    EXPECT_EQ(report["clicks"][0]["line"], 2);
    EXPECT_EQ(report["clicks"][0]["hex"], "D3");
    EXPECT_EQ(report["clicks"][6]["label"], "");
    EXPECT_EQ(report["clicks"][6]["hex"], "M5");
    EXPECT_EQ(report["candidates"].size(), 4U);
    EXPECT_EQ(report["book"], "");
    const fs::path json = dir / "grid-fit.json";
    test::write_text(json, r.out);
    const auto check = test::json_schema_check(json, "cli-grid-fit.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(CliGridFit, TextOutputHasTheParametersAndAResidualTable) {
    const fs::path dir = test::scratch_dir();
    HexGrid grid = sample_grid();
    grid.labels = HexLabelScheme::four_digit();
    grid.layout = OffsetLayout::OddRows;
    grid.geometry = {HexOrientation::PointyTop, 25.0, {100, 80}, -4.0};
    const fs::path points = write_clicks(dir, grid, kClicked);
    const auto r = cli("grid-fit " + quoted(points) + " --labels four-digit");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("points.csv: 9 clicks, 6 labelled"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("grid: pointy, odd-rows, size "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("rotation -"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("residual"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(" 0403 "), std::string::npos) << r.out;
}

TEST(CliGridFit, BadRowsNameFileLineAndWhatWasExpected) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = dir / "points.csv";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"x,y,label\n10,20,A1\n10,abc,B1\n", ":3: expected a number in column y, got \"abc\""},
        {"10,20,A1\n", ":1: expected a header naming the columns x, y and optionally label, got a column \"10\""},
        {"x,y\n10,20\n\n30,40,C1\n", ":4: expected 2 fields as in the header, got 3"},
        {"label,x\nA1,20\n", ":1: expected a header naming the columns x, y and optionally label, such as \"x,y,label\""},
        {"", ":1: expected a header"},
        {"x,y,label\n1,2,\"A1\n", ":2: a quoted field is not closed"},
    };
    for (const auto& [text, message] : cases) {
        test::write_text(file, text);
        const auto r = cli("grid-fit " + quoted(file));
        EXPECT_EQ(r.exit_code, 2) << text;
        EXPECT_NE(r.err.find("sandtable-cli grid-fit: " + file.string() + message), std::string::npos) << r.err;
        EXPECT_TRUE(r.out.empty());
    }
    EXPECT_EQ(cli("grid-fit " + quoted(dir / "missing.csv")).exit_code, 2);
}

TEST(CliGridFit, AFitThatFailsExitsTwo) {
    const fs::path dir = test::scratch_dir();
    const fs::path file = dir / "points.csv";
    test::write_text(file, "x,y,label\n10,20,A1\n70,55,B1\n");
    auto r = cli("grid-fit " + quoted(file));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find(file.string() + ": a grid needs at least 3 clicked hex centres, got 2"), std::string::npos)
        << r.err;

    test::write_text(file, "x,y,label\n10,20,A1\n\n70,55,1B\n70,95,\n");
    r = cli("grid-fit " + quoted(file));
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find(file.string() + ":4: click 2 at (70, 55): label \"1B\" is not a hex label"), std::string::npos)
        << r.err;

    test::write_text(file, "x,y,label\n10,20,A1\n70,55,B1\n100,100,C1\n");
    r = cli("grid-fit " + quoted(file) + " --orientation flat --layout even-rows");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("go with pointy-top hexes"), std::string::npos) << r.err;
}

TEST(CliGridFit, BookOptionsAreCheckedAndAFailedRunWritesNothing) {
    const fs::path dir = test::scratch_dir();
    const fs::path points = write_clicks(dir, sample_grid(), kClicked);
    const fs::path book = perturbed_sample(dir);
    const std::string before = test::read_text(book);

    auto r = cli("grid-fit " + quoted(points) + " --book " + quoted(book) + " --map moon");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("the book has no map 'moon' (its maps: board)"), std::string::npos) << r.err;
    EXPECT_EQ(cli("grid-fit " + quoted(points) + " --book " + quoted(book)).exit_code, 2);
    EXPECT_EQ(cli("grid-fit " + quoted(points) + " --map board").exit_code, 2);
    EXPECT_EQ(cli("grid-fit " + quoted(points) + " --book " + quoted(book) + " --map board --labels four-digit").exit_code, 2);
    EXPECT_EQ(cli("grid-fit " + quoted(points) + " --book " + quoted(dir / "none.sandtable") + " --map board").exit_code, 2);

    // Clicks that fit even columns: the board keeps places and roads by hex, so its layout stays.
    HexGrid even = sample_grid();
    even.layout = OffsetLayout::EvenColumns;
    write_clicks(dir, even, kClicked);
    r = cli("grid-fit " + quoted(points) + " --book " + quoted(book) + " --map board");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("the clicks fit the layout even-columns, but map 'board' uses odd-columns and keeps"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(test::read_text(book), before);
    EXPECT_FALSE(fs::exists(backup_path(book)));
}

TEST(CliGridFit, ANewBookTakesTheFittedLayout) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = dir / "new.sandtable";
    ASSERT_EQ(cli("new --ruleset gettysburg-125 -o " + quoted(book)).exit_code, 0);
    HexGrid grid = sample_grid();
    grid.layout = OffsetLayout::EvenRows;
    grid.geometry = {HexOrientation::PointyTop, 30.0, {12, 34}, 2.0};
    const fs::path points = write_clicks(dir, grid, kClicked);
    const auto r = cli("grid-fit " + quoted(points) + " --book " + quoted(book) + " --map map --format json");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["book"], book.string());
    const LoadResult loaded = load_book(book);
    ASSERT_TRUE(loaded) << loaded.error();
    const HexGrid fitted = loaded->book.map("map")->hex.grid;
    EXPECT_EQ(fitted.layout, OffsetLayout::EvenRows);
    EXPECT_EQ(fitted.geometry.orientation, HexOrientation::PointyTop);
    EXPECT_NEAR(fitted.geometry.size, 30.0, 0.02);
    EXPECT_NEAR(fitted.geometry.rotation_degrees, 2.0, 0.05);
    const auto lint = test::xmllint_check(book);
    EXPECT_EQ(lint.exit_code, 0) << lint.err;
}

TEST(CliGridFit, AbsurdCoordinatesAreRefusedAndNothingIsWritten) {
    const fs::path dir = test::scratch_dir();
    const fs::path book = perturbed_sample(dir);
    const std::string before = test::read_text(book);
    const fs::path file = dir / "points.csv";
    // Clicks 1e200 apart would fit hexes of about 6e199; at 1e308 their differences overflow.
    for (const char* scale : {"1e200", "1e308"}) {
        test::write_text(file, fmt::format("x,y,label\n0,0,\n{0},0,\n0,{0},\n", scale));
        const auto r = cli("grid-fit " + quoted(file) + " --book " + quoted(book) + " --map board");
        EXPECT_EQ(r.exit_code, 2) << scale << ": " << r.out;
        EXPECT_NE(r.err.find(fmt::format("{}:3: click 2 at ({:g}, 0): coordinates must lie within 1e+09 map units of 0",
                                         file.string(), std::stod(scale))),
                  std::string::npos)
            << r.err;
        EXPECT_EQ(r.out, "");
    }
    // Within range, but hexes larger than a map's grid may have.
    test::write_text(file, "x,y,label\n0,0,\n500000000,0,\n250000000,433012701.9,\n");
    const auto r = cli("grid-fit " + quoted(file) + " --book " + quoted(book) + " --map board");
    EXPECT_EQ(r.exit_code, 2) << r.out;
    EXPECT_NE(r.err.find(file.string() + ": the clicks fit no grid a map may have: a hex size (centre to corner) of "
                                         "2.88675e+08 map units is outside 1e-06 to 1e+07"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(test::read_text(book), before);
    EXPECT_FALSE(fs::exists(backup_path(book)));
}

// A scan whose letters name the rows: every labelled click is named in a warning, the reading
// that fits is said with the option that asks for it, and with that option the fit is clean.
TEST(CliGridFit, LabelsPrintedAnotherWayAreNamedWithTheOptionThatReadsThem) {
    const fs::path dir = test::scratch_dir();
    HexGrid printed = sample_grid();
    printed.labels = read_another_way(printed.labels, {true, false, false});
    const fs::path points = write_clicks(dir, printed, kClicked);

    const auto usual = cli("grid-fit " + quoted(points));
    ASSERT_EQ(usual.exit_code, 0) << usual.err;
    EXPECT_NE(usual.err.find("sandtable-cli grid-fit: warning: click "), std::string::npos) << usual.err;
    EXPECT_NE(usual.err.find("the labels fit far better read with the letters naming the row and the number the column"),
              std::string::npos)
        << usual.err;
    EXPECT_NE(usual.err.find("pass --swap-label-fields\n"), std::string::npos) << usual.err;

    const auto json = cli("grid-fit " + quoted(points) + " --format json");
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto report = nlohmann::json::parse(json.out);
    EXPECT_EQ(report["better_reading"]["options"], "--swap-label-fields");
    EXPECT_TRUE(report["better_reading"]["swap_label_fields"].get<bool>());
    EXPECT_FALSE(report["warnings"].empty());
    const fs::path file = dir / "grid-fit.json";
    test::write_text(file, json.out);
    const auto check = test::json_schema_check(file, "cli-grid-fit.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;

    const auto asked = cli("grid-fit " + quoted(points) + " --swap-label-fields --format json");
    ASSERT_EQ(asked.exit_code, 0) << asked.err;
    EXPECT_EQ(asked.err, "");
    const auto fitted = nlohmann::json::parse(asked.out);
    EXPECT_TRUE(fitted["better_reading"].is_null());
    EXPECT_TRUE(fitted["warnings"].empty());
    EXPECT_NEAR(fitted["geometry"]["size"].get<double>(), 40.0, 0.02);
    EXPECT_EQ(fitted["clicks"][0]["hex"], printed.labels.format(kClicked[0].offset));

    const auto with_book = cli("grid-fit " + quoted(points) + " --swap-label-fields --book " + quoted(test::default_sample()) +
                               " --map board");
    EXPECT_EQ(with_book.exit_code, 2) << "a book's map reads its labels its own way";
}

}  // namespace
}  // namespace sandtable
