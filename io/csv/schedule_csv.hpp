#pragma once
// Reinforcement schedules as CSV, for spreadsheets: the header
// scenario,id,turn,location_kind,location,units,chits,may_delay,note and one row per entry of
// each scenario's schedule (a variant's as resolved). Units and chits are lists separated by
// spaces ("us-buford us-gamble", "union:I confederate:III"); may_delay is yes or no.
// docs/export.md describes the columns.
#include "io/csv/csv_table.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <string>
#include <utility>
#include <vector>

namespace sandtable {

struct ScenarioSchedule {
    std::string scenario;
    std::vector<ReinforcementEntry> entries;
};

// The text of the file, byte order mark included.
[[nodiscard]] std::string format_schedule_csv(const std::vector<ScenarioSchedule>& schedules);

// The schedules in the order the file first names each scenario, or one problem per bad row or
// header: "FILE:LINE: column \"C\": what was expected".
using ScheduleCsv = Report<std::vector<ScenarioSchedule>>;

// Reads the rows against the book's scenarios, units and sides.
[[nodiscard]] ScheduleCsv read_schedule_csv(const CsvTable& table, const std::string& file_name, const Book& book);

}  // namespace sandtable
