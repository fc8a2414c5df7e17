// io/csv/schedule_csv: reinforcement schedules to CSV and back, and each bad row reported by its
// line and column.
#include "io/csv/schedule_csv.hpp"
#include "io/native/book_file.hpp"
#include "model/variant_resolution.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book ridge() {
    LoadResult loaded = load_book(test::source_path("samples/gettysburg-125/mcphersons-ridge.sandtable"));
    EXPECT_TRUE(loaded) << loaded.error();
    return loaded->book;
}

ScheduleCsv read_back(const std::string& text, const Book& book) {
    const auto table = parse_csv(text, "schedule.csv");
    EXPECT_TRUE(table) << table.error();
    if (!table) return failure(table.error());
    return read_schedule_csv(*table, "schedule.csv", book);
}

class ScheduleCsvSamples : public testing::TestWithParam<std::string> {};

TEST_P(ScheduleCsvSamples, EveryScenariosResolvedScheduleReadsBackAsItWasWritten) {
    LoadResult loaded = load_book(test::source_path(GetParam()));
    ASSERT_TRUE(loaded) << loaded.error();
    std::vector<ScenarioSchedule> schedules;
    for (const Scenario& scenario : loaded->book.scenarios) {
        auto resolved = resolve_scenario(loaded->book, scenario.id);
        ASSERT_TRUE(resolved) << resolved.error();
        if (!resolved->scenario.schedule.empty()) schedules.push_back({scenario.id, resolved->scenario.schedule});
    }
    ASSERT_FALSE(schedules.empty());
    const ScheduleCsv read = read_back(format_schedule_csv(schedules), loaded->book);
    ASSERT_TRUE(read) << read.problems().front();
    ASSERT_EQ(read->size(), schedules.size());
    for (std::size_t i = 0; i < schedules.size(); ++i) {
        EXPECT_EQ((*read)[i].scenario, schedules[i].scenario);
        EXPECT_EQ((*read)[i].entries, schedules[i].entries) << schedules[i].scenario;
    }
}

INSTANTIATE_TEST_SUITE_P(Samples, ScheduleCsvSamples,
                         testing::Values("samples/gettysburg-125/gettysburg-125.sandtable", "samples/gettysburg-125/mcphersons-ridge.sandtable",
                                         "samples/gettysburg-150/gettysburg-150.sandtable"));

TEST(ScheduleCsv, ListsAreSeparatedBySpacesAndANoteWithALineBreakIsQuoted) {
    const std::vector<ScenarioSchedule> schedules{
        {"first-day",
         {{"e1", 2, {LocationKind::Edge, "edge-west"}, {"cs-heth", "cs-pegram"}, {Chit{"confederate", "III"}}, "Heth's division,\nfirst", true},
          {"e2", 3, {LocationKind::With, "cs-heth"}, {"us-devin"}, {}, "", false}}}};
    const std::string text = format_schedule_csv(schedules);
    EXPECT_EQ(text,
              "\xEF\xBB\xBFscenario,id,turn,location_kind,location,units,chits,may_delay,note\r\n"
              "first-day,e1,2,edge,edge-west,cs-heth cs-pegram,confederate:III,yes,\"Heth's division,\nfirst\"\r\n"
              "first-day,e2,3,with,cs-heth,us-devin,,no,\r\n");
    const ScheduleCsv read = read_back(text, ridge());
    ASSERT_TRUE(read) << read.problems().front();
    EXPECT_EQ(read->front().entries, schedules.front().entries);
}

TEST(ScheduleCsv, EachBadRowIsReportedByLineAndColumn) {
    const std::string text =
        "scenario,id,turn,location_kind,location,units,chits,may_delay,note\n"
        "third-day,e1,2,edge,edge-west,cs-heth,,,\n"
        "first-day,e1,2,edge,edge-west,cs-heth,,,\n"
        "first-day,e1,3,edge,edge-west,cs-heth,,,\n"
        "first-day,e2,noon,edge,edge-west,cs-heth,,,\n"
        "first-day,e3,2,river,edge-west,cs-heth,,,\n"
        "first-day,e4,2,hex,,cs-heth,,,\n"
        "first-day,e5,2,hex,A1,cs-nobody us-1,,,\n"
        "first-day,e6,2,hex,A1,,III,,\n"
        "first-day,e7,2,hex,A1,,,,\n"
        "first-day,e8,2,hex,A1,cs-heth,,maybe,\n";
    const ScheduleCsv read = read_back(text, ridge());
    EXPECT_EQ(read.problems(),
              (std::vector<std::string>{
                  "schedule.csv:2: column \"scenario\": \"third-day\" is no scenario of the book: expected one of first-day, "
                  "first-day-third-corps, first-day-sudden-death",
                  "schedule.csv:4: column \"id\": \"e1\" is the id of an earlier entry of scenario first-day",
                  "schedule.csv:5: column \"turn\": \"noon\": expected a whole number, the turn of the arrival",
                  "schedule.csv:6: column \"location_kind\": \"river\": expected hex, area, edge or with",
                  "schedule.csv:7: column \"location\": expected where the entry arrives: a hex label, an area, an edge or a unit id",
                  "schedule.csv:8: column \"units\": \"cs-nobody\" is no unit of the book's forces",
                  "schedule.csv:8: column \"units\": \"us-1\" is no unit of the book's forces",
                  "schedule.csv:9: column \"chits\": \"III\": expected a chit as SIDE:COMMAND, such as confederate:III",
                  "schedule.csv:9: column \"units\": expected the units the entry brings, or chits in the chits column",
                  "schedule.csv:10: column \"units\": expected the units the entry brings, or chits in the chits column",
                  "schedule.csv:11: column \"may_delay\": \"maybe\": expected yes or no",
              }));
}

TEST(ScheduleCsv, AHeaderWithoutARequiredColumnOrWithAnUnknownOneIsRefused) {
    const ScheduleCsv read = read_back("scenario,id,location_kind,location,units,weather\nfirst-day,e1,edge,edge-west,cs-heth,rain\n", ridge());
    EXPECT_EQ(read.problems(), (std::vector<std::string>{
                               "schedule.csv:1: expected a column \"turn\" in the header (schedule files start "
                               "scenario,id,turn,location_kind,location,units,chits,may_delay,note)",
                               "schedule.csv:1: column \"weather\" is not a schedule column: expected "
                               "scenario,id,turn,location_kind,location,units,chits,may_delay,note",
                           }));
}

}  // namespace
}  // namespace sandtable
