#include "io/native/book_file.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

TEST(RoundTrip, SampleLoadsSavesAndLoadsEqual) {
    const LoadResult first = load_book(test::default_sample());
    ASSERT_TRUE(first) << first.error();
    const fs::path saved = test::scratch_dir() / "saved.sandtable";
    ASSERT_TRUE(save_book(first->book, saved));
    const LoadResult second = load_book(saved);
    ASSERT_TRUE(second) << second.error();
    EXPECT_EQ(first->book, second->book);
    const auto lint = test::xmllint_check(saved);
    EXPECT_EQ(lint.exit_code, 0) << lint.err;
}

TEST(RoundTrip, SampleIsStoredInCanonicalForm) {
    const LoadResult loaded = load_book(test::default_sample());
    ASSERT_TRUE(loaded);
    EXPECT_EQ(serialize_book(loaded->book), test::read_text(test::default_sample()));
}

TEST(RoundTrip, SavingTwiceGivesIdenticalBytes) {
    Book book = test::small_book();
    HexMap& map = book.map("m")->hex;
    map.grid.geometry.size = 37.123456789;
    map.grid.geometry.rotation_degrees = -12.5;
    const HexCoord c3 = map.find_label("C3").value();
    map.terrain.set(*map.index_of(c3), 0b10110);
    map.hexside_features.set(hexside(c3, 1), 0b011);
    map.roads.push_back(HexRoad{"pike", "pike", "Chambersburg Pike", {c3, neighbour(c3, 5)}});
    map.places.push_back(NamedPlace{"town", "Town", c3});
    map.objectives.push_back(HexObjective{"obj", "Hill", {c3}, 3, "confederate"});
    book.acknowledgements.push_back(Acknowledgement{"core.turn-range", {{"unit", "u-a"}}, "s1", "as printed"});
    GameMap& game_map = *book.map("m");
    game_map.crs = "EPSG:26918";
    game_map.layers.push_back(ReferenceLayer{"scan", "Scan", ReferenceLayerKind::Raster, "imagery/scan.tif", "", false, 0.35, "", {}, {}});
    game_map.layers.push_back(ReferenceLayer{"dem", "Relief", ReferenceLayerKind::Raster, "imagery/dem.tif", "", true, 0.5, "", {},
                                             RasterLook{RasterStretch::PercentClip, 0.5, true}});
    game_map.layers.push_back(ReferenceLayer{"roads", "Roads 1863", ReferenceLayerKind::Vector, "../data/gettysburg-1863.geojson",
                                             "gettysburg-1863", true, 1.0, "kind",
                                             {VectorStyle{"road", "#6b4f2a", "", 2.5}, VectorStyle{"", "#808080", "#c0c0c0", 1.0}}, {}});
    const std::string once = serialize_book(book);
    const LoadResult loaded = parse_book(once, "memory");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book, book);
    EXPECT_EQ(serialize_book(loaded->book), once);
    EXPECT_NE(once.find(R"(path="imagery/dem.tif" opacity="0.5" stretch="percent-clip" clip="0.5" hillshade="true")"), std::string::npos)
        << "a raster's look is written only where it is not the default";
    EXPECT_EQ(once.find(R"(path="imagery/scan.tif" visible="false" opacity="0.35" stretch)"), std::string::npos);
    const fs::path file = test::scratch_dir() / "book.sandtable";
    test::write_text(file, once);
    const auto lint = test::xmllint_check(file);
    EXPECT_EQ(lint.exit_code, 0) << lint.err;
}

TEST(RoundTrip, AScenarioBeingWrittenWithoutMapOrTurnsIsNotLost) {
    Book book = test::small_book();
    Scenario draft;
    draft.id = "draft";
    draft.name = "Draft";
    book.scenarios.push_back(draft);
    const std::string text = serialize_book(book);
    const LoadResult loaded = parse_book(text, "memory");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book, book);
    const auto file = test::scratch_dir() / "draft.sandtable";
    test::write_text(file, text);
    EXPECT_EQ(test::xmllint_check(file).exit_code, 0);
}

TEST(RoundTrip, OptionalRulesOfScenariosAndVariantsAreKept) {
    Book book = test::small_book();
    book.scenarios.front().options = std::vector<std::string>{"control-and-command", "reorganisation"};
    Scenario without;
    without.id = "no-options";
    without.name = "Without the optional rules";
    without.extends = book.scenarios.front().id;
    without.options = std::vector<std::string>{};
    book.scenarios.push_back(without);
    const std::string text = serialize_book(book);
    EXPECT_NE(text.find("<options ids=\"control-and-command reorganisation\""), std::string::npos) << text;
    const LoadResult loaded = parse_book(text, "memory");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book, book);
    const auto file = test::scratch_dir() / "options.sandtable";
    test::write_text(file, text);
    const auto checked = test::xmllint_check(file);
    EXPECT_EQ(checked.exit_code, 0) << checked.err;
}

TEST(RoundTrip, HexsideOnTheMapBorderIsNamedFromTheHexOnTheMap) {
    Book book = test::small_book();
    HexMap& map = book.map("m")->hex;
    const HexCoord a1 = map.find_label("A1").value();
    for (int direction = 0; direction < 6; ++direction) map.hexside_features.set(hexside(a1, direction), 1);
    const LoadResult loaded = parse_book(serialize_book(book), "memory");
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book.map("m")->hex.hexside_features, map.hexside_features);
}

TEST(RoundTrip, EveryRulesetsNewBookRoundTripsAndValidatesAgainstTheSchema) {
    for (const char* ruleset : {"gettysburg-125", "gettysburg-150", "time-for-heroes", "pub-battles", "gettysburg-solitaire"}) {
        SCOPED_TRACE(ruleset);
        const LoadResult sample = load_book(test::default_sample());
        ASSERT_TRUE(sample);
        Book book = sample->book;
        book.ruleset = ruleset;
        book.forces = {};
        book.scenarios.clear();
        const std::string text = serialize_book(book);
        const LoadResult loaded = parse_book(text, "memory");
        ASSERT_TRUE(loaded) << loaded.error();
        EXPECT_EQ(loaded->book, book);
    }
}

}  // namespace
}  // namespace sandtable
