#pragma once
// A forces or schedule CSV (io/csv/forces_csv.hpp, io/csv/schedule_csv.hpp) read into a book:
// forces.csv replaces the formations and units of each side it names; schedule.csv the schedule
// of each scenario it names (a variant's as changes against its base). The file's header says
// which it is. A file with any bad row changes nothing: every bad row is reported.
#include "model/book.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct CsvImport {
    std::optional<Book> book;         // the book with the file read into it
    std::vector<std::string> errors;  // "FILE:LINE: column \"C\": what was expected", one per bad row
    std::string summary;              // "forces.csv: 9 units and 3 formations of side union"
    explicit operator bool() const { return book.has_value(); }
};

[[nodiscard]] CsvImport import_csv(const Book& book, const std::filesystem::path& file);

}  // namespace sandtable
