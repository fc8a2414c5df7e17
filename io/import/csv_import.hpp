#pragma once
// A forces or schedule CSV (io/csv/forces_csv.hpp, io/csv/schedule_csv.hpp) read into a book:
// forces.csv replaces the formations and units of each side it names; schedule.csv the schedule
// of each scenario it names (a variant's as changes against its base). The file's header says
// which it is. A file with any bad row changes nothing: every bad row is reported.
#include "io/import/book_import.hpp"

#include <filesystem>

namespace sandtable {

// Each problem: "FILE:LINE: column \"C\": what was expected", one per bad row.
[[nodiscard]] BookImport import_csv(const Book& book, const std::filesystem::path& file);

}  // namespace sandtable
