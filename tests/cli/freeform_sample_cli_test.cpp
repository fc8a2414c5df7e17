// samples/gettysburg-base/gettysburg-freeform.sandtable is the battlefield as a free-form map built
// through digitise from the 1863 data and the traced woods and relief: emptied of its areas and
// lines and digitised again with the sample's mapping files, it comes back byte for byte. The
// JSON report of a free-form digitise checks against cli-digitise.schema.json.
#include "io/native/book_file.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "support/test_support.hpp"

#include <algorithm>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

const char* const kSample = "samples/gettysburg-base/gettysburg-freeform.sandtable";

std::string digitise(const fs::path& book, const std::string& layer, const std::string& mapping, const std::string& format = "text") {
    const auto r = cli("digitise " + quoted(book) + " --map battlefield --layer " + quoted(test::source_path("samples/gettysburg-base/" + layer)) +
                       " --mapping " + quoted(test::source_path("samples/gettysburg-base/freeform/" + mapping)) + " -o " + quoted(book) +
                       " --format " + format);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r.out;
}

TEST(FreeformSample, DigitisingTheReferenceLayersAgainGivesTheSample) {
    const LoadResult sample = load_book(test::source_path(kSample));
    ASSERT_TRUE(sample) << sample.error();
    const FreeformMap& map = sample->book.maps.front().freeform;
    EXPECT_EQ(map.areas.size(), 24u) << "the town as one buildings area, 10 woods, 13 hills";
    EXPECT_EQ(map.lines.size(), 23u);
    Book empty = sample->book;
    FreeformMap& cleared = empty.maps.front().freeform;
    cleared.areas.clear();
    cleared.lines.clear();
    cleared.points.clear();
    const fs::path book = test::scratch_dir() / "gettysburg-freeform.sandtable";
    ASSERT_TRUE(save_book(empty, book));
    digitise(book, "reference/gettysburg-1863.geojson", "mapping-1863.json");
    digitise(book, "reference/traced-woods.geojson", "mapping-woods.json");
    const std::string report = digitise(book, "reference/traced-relief.geojson", "mapping-relief.json", "json");
    EXPECT_EQ(test::read_text(book), test::read_text(test::source_path(kSample)));

    const auto json = nlohmann::json::parse(report);
    EXPECT_EQ(json["areas"][0]["terrain"], "hills");
    EXPECT_EQ(json["areas"][0]["areas"], 13) << "the nine traced hills and four ridges made round their crests";
    EXPECT_EQ(json["features_ignored"], 0);
    EXPECT_EQ(json["crests"], 5);
    EXPECT_EQ(json["crest_areas"], 4) << "Houck's Ridge lies in its traced hill; the other four have none";
    const fs::path file = book.parent_path() / "report.json";
    test::write_text(file, report);
    const auto check = test::json_schema_check(file, "cli-digitise.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(FreeformSample, TheDoubledBackPikeIsCleanStrokes) {
    const LoadResult sample = load_book(test::source_path(kSample));
    ASSERT_TRUE(sample);
    std::size_t pike_strokes = 0;
    for (const LineFeature& line : sample->book.maps.front().freeform.lines) {
        if (line.name != "road-chambersburg-pike") continue;
        ++pike_strokes;
        // Each stroke runs east (x grows) all the way: the jump back west is gone.
        for (std::size_t i = 1; i < line.line.size(); ++i) EXPECT_GT(line.line[i].x, line.line[i - 1].x) << line.id;
    }
    EXPECT_EQ(pike_strokes, 2u);
}

TEST(FreeformSample, HillsHaveLevelsAndTheRidgesTheirCrests) {
    const LoadResult sample = load_book(test::source_path(kSample));
    ASSERT_TRUE(sample);
    const FreeformMap& map = sample->book.maps.front().freeform;
    std::map<std::string, const TerrainArea*> ridges;
    int highest = 0;
    for (const TerrainArea& area : map.areas) {
        if (area.terrain != "hills") continue;
        ASSERT_TRUE(area.level.has_value()) << area.id;
        highest = std::max(highest, *area.level);
        if (!area.crest.empty()) ridges[area.id] = &area;
    }
    EXPECT_EQ(highest, 3) << "Big Round Top";
    ASSERT_EQ(ridges.size(), 5u);
    for (const char* id : {"seminary-ridge", "mcpherson-s-ridge", "herr-ridge", "cemetery-ridge"}) {
        ASSERT_TRUE(ridges.contains(id)) << id;
        const TerrainArea& ridge = *ridges.at(id);
        EXPECT_EQ(ridge.level, 1) << id;
        // The crest lies in its ridge, and the ridge covers no other hill.
        EXPECT_NEAR(length_inside(ridge.crest, ridge.shape), length_of(ridge.crest), 1e-6) << id;
        for (const TerrainArea& other : map.areas) {
            if (other.terrain != "hills" || other.id == ridge.id) continue;
            const auto both = subtract(ridge.shape, other.shape);
            ASSERT_TRUE(both) << id << " " << other.id;
            EXPECT_NEAR(area_of(*both), area_of(ridge.shape), 1.0) << id << " overlaps " << other.id;
        }
    }
}

}  // namespace
}  // namespace sandtable
