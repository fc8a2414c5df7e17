// The command line on free-form books: new gives a map to draw on, info says what a free-form map
// holds (text, and JSON that checks against cli-info.schema.json), render draws it.
#include "io/native/book_file.hpp"
#include "io/png_pixels.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

std::string field_book() { return quoted(test::source_path("docs/examples/books/field.sandtable")); }

TEST(FreeformCli, NewGivesAnEmptyMapToDrawOnWithTheRulesetsCatalogue) {
    const fs::path out = test::scratch_dir() / "new.sandtable";
    const auto made = cli("new --ruleset pub-battles --map freeform -o " + quoted(out));
    ASSERT_EQ(made.exit_code, 0) << made.err;
    const LoadResult loaded = load_book(out);
    ASSERT_TRUE(loaded) << loaded.error();
    const FreeformMap& map = loaded->book.maps.front().freeform;
    EXPECT_EQ(map.extent, (MapRect{{0, 0}, {1000, 700}}));
    ASSERT_EQ(map.catalogue.size(), 10u);
    EXPECT_EQ(map.terrain("marsh")->pattern, FillPattern::Marsh);
    EXPECT_EQ(map.terrain("ford")->kind, GeometryKind::Point);
    const auto info = cli("info " + quoted(out));
    EXPECT_NE(info.out.find("map map: Map (freeform), 1000 x 700 px; 0 areas (0 vertices), 0 lines, 0 points, 0 locations, 0 entry "
                            "edges; Foot move not set, Mounted move not set\n"),
              std::string::npos)
        << info.out;
}

TEST(FreeformCli, InfoSaysWhatTheMapHolds) {
    const auto text = cli("info " + field_book());
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_NE(text.out.find("map field: McPherson's field (freeform), 1000 x 700 m; 5 areas (42 vertices), 3 lines, 2 points, "
                            "2 locations, 3 entry edges; Foot move 400 m, Mounted move 800 m, pieces 120 x 40 m\n"),
              std::string::npos)
        << text.out;
    const auto json = cli("info " + field_book() + " --format json");
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto info = nlohmann::json::parse(json.out);
    const auto& freeform = info["maps"][0]["freeform"];
    EXPECT_EQ(freeform["areas"], 5);
    EXPECT_EQ(freeform["measures"]["foot_move"], 400.0);
    EXPECT_EQ(freeform["extent"]["max_x"], 1000.0);
    const fs::path file = test::scratch_dir() / "info.json";
    test::write_text(file, json.out);
    const auto check = test::json_schema_check(file, "cli-info.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    // A hex map carrying a free-form part, or a free-form map without one, is refused by the schema.
    auto broken = info;
    broken["maps"][0].erase("freeform");
    test::write_text(file, broken.dump());
    EXPECT_NE(test::json_schema_check(file, "cli-info.schema.json").exit_code, 0);
}

TEST(FreeformCli, RenderDrawsTheMapAndItsPieces) {
    const fs::path png = test::scratch_dir() / "field.png";
    const auto r = cli("render " + field_book() + " --scenario morning --width 1032 -o " + quoted(png));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("(1032 x 732 px)"), std::string::npos) << r.out;
    const test::PngPixels pixels(png);
    ASSERT_TRUE(pixels.ok());
    // One pixel a metre, the map 16 px in (the margin): Meredith stands at (230, 250) facing 270 (left),
    // in Union blue behind a dark front edge on its left.
    EXPECT_TRUE(test::close_colours(pixels.at(16 + 247, 16 + 195), test::rgb_of("#2b4f9e"), 4));
    EXPECT_TRUE(test::close_colours(pixels.at(16 + 213, 16 + 195), test::rgb_of("#1a1a1a"), 4));
    // The ridge's higher level at (590, 200), tan and darker than the lower level at (520, 480).
    const test::Rgba high = pixels.at(16 + 590, 16 + 200);
    const test::Rgba low = pixels.at(16 + 520, 16 + 480);
    EXPECT_GT(high.r, high.b + 40);
    EXPECT_LT(high.r + high.g + high.b, low.r + low.g + low.b);
}

}  // namespace
}  // namespace sandtable
