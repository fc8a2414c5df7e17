// Digitise mapping files: the sample mappings pass the JSON Schema and read back as written;
// every malformed file gets an error naming the file and the key.
#include "io/digitise_mapping_json.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(DigitiseMappingJson, SampleMappingsPassTheSchemaAndRead) {
    for (const char* name : {"gettysburg-125-mapping.json", "gettysburg-150-mapping.json"}) {
        const auto file = test::fixture_path(std::string("digitise/") + name);
        const auto checked = test::json_schema_check(file, "digitise-mapping.schema.json");
        EXPECT_EQ(checked.exit_code, 0) << name << ": " << checked.out << checked.err;
        const DigitiseMappingRead read = read_digitise_mapping(file);
        EXPECT_TRUE(read) << read.error();
    }
    const DigitiseMappingRead read = read_digitise_mapping(test::fixture_path("digitise/gettysburg-125-mapping.json"));
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->attribute, "cls");
    EXPECT_EQ(read->road_name_attribute, "id");
    EXPECT_EQ(read->terrain.at("town_block"), "town");
    EXPECT_EQ(read->hexsides.at("creek"), "stream");
    EXPECT_EQ(read->roads.at("rail_finished"), "railroad");
}

TEST(DigitiseMappingJson, TheFreeformSamplesMappingsPassTheSchemaAndReadCrestsAndLevels) {
    for (const char* name : {"mapping-1863.json", "mapping-woods.json", "mapping-relief.json"}) {
        const auto file = test::source_path(std::string("samples/gettysburg-base/freeform/") + name);
        const auto checked = test::json_schema_check(file, "digitise-mapping.schema.json");
        EXPECT_EQ(checked.exit_code, 0) << name << ": " << checked.out << checked.err;
    }
    const DigitiseMappingRead read = read_digitise_mapping(test::source_path("samples/gettysburg-base/freeform/mapping-relief.json"));
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ(read->crests.at("ridge"), "hills");
    EXPECT_DOUBLE_EQ(read->crest_half_width, 150.0);
    EXPECT_EQ(read->level_attribute, "id");
    EXPECT_EQ(read->levels.at("hill-big-round-top"), 3);
    EXPECT_EQ(read->default_level, 1);
}

struct BadMapping {
    const char* text;
    const char* error;  // after "FILE: "
};

class DigitiseMappingErrors : public ::testing::TestWithParam<BadMapping> {};

TEST_P(DigitiseMappingErrors, NameTheFileAndTheKeyAndTheSchemaAgrees) {
    const BadMapping& bad = GetParam();
    const DigitiseMappingRead read = parse_digitise_mapping(bad.text, "map.json");
    EXPECT_FALSE(read);
    EXPECT_EQ(read.error().rfind(std::string("map.json: ") + bad.error, 0), 0U) << read.error();

    const auto file = test::scratch_dir() / "bad.json";
    test::write_text(file, bad.text);
    EXPECT_NE(test::json_schema_check(file, "digitise-mapping.schema.json").exit_code, 0) << bad.text;
}

INSTANTIATE_TEST_SUITE_P(
    Table, DigitiseMappingErrors,
    ::testing::Values(
        BadMapping{"{\"attribute\": \"cls\", \"terrain\": ", "not JSON: "},
        BadMapping{"[1, 2]", "expected a JSON object, got array"},
        BadMapping{"{\"terrain\": {\"woodlot\": \"woods\"}}", "missing key \"attribute\""},
        BadMapping{"{\"attribute\": 3, \"terrain\": {\"woodlot\": \"woods\"}}", "key \"attribute\": expected an attribute name (a non-empty string), got number"},
        BadMapping{"{\"attribute\": \"cls\", \"terrain\": [\"woods\"]}", "key \"terrain\": expected an object from attribute values to terrain ids, got array"},
        BadMapping{"{\"attribute\": \"cls\", \"hexsides\": {\"run\": 1}}", "key \"hexsides.run\": expected a hexside feature id (a non-empty string), got number"},
        BadMapping{"{\"attribute\": \"cls\", \"roads\": {\"pike\": \"\"}}", "key \"roads.pike\": expected a road kind (a non-empty string), got an empty string"},
        BadMapping{"{\"attribute\": \"cls\", \"terain\": {\"woodlot\": \"woods\"}}", "unknown key \"terain\": expected attribute, road_name_attribute, name_attribute, terrain, hexsides, roads, lines, points, crests, crest_half_width, levels"},
        BadMapping{"{\"attribute\": \"cls\", \"crests\": {\"ridge\": \"hills\"}, \"crest_half_width\": -1}", "key \"crest_half_width\": expected a length in map units, 0 or more, got -1"},
        BadMapping{"{\"attribute\": \"cls\", \"crests\": {\"ridge\": \"hills\"}, \"levels\": {\"values\": {}}}", "missing key \"attribute\""},
        BadMapping{"{\"attribute\": \"cls\", \"crests\": {\"ridge\": \"hills\"}, \"levels\": {\"attribute\": \"id\", \"values\": {\"a\": 0}}}", "key \"levels.values.a\": expected a level, a whole number from 1, got 0"},
        BadMapping{"{\"attribute\": \"cls\", \"crests\": {\"ridge\": \"hills\"}, \"levels\": {\"attribute\": \"id\", \"height\": 2}}", "key \"levels.height\": unknown: expected attribute, values, default"},
        BadMapping{"{\"attribute\": \"cls\"}", "nothing to digitise"}));

TEST(DigitiseMappingJson, AMissingFileIsAnErrorNamingIt) {
    const auto read = read_digitise_mapping(test::scratch_dir() / "none.json");
    EXPECT_FALSE(read);
    EXPECT_NE(read.error().find("none.json: cannot open the file"), std::string::npos) << read.error();
}

}  // namespace
}  // namespace sandtable
