#pragma once
// CSV as RFC 4180 writes it and spreadsheets read it: records of fields separated by commas, a
// field quoted when it holds a comma, a quote (doubled) or a line break. Written with a UTF-8
// byte order mark and CRLF line ends so that spreadsheets open the text as UTF-8; read with or
// without either.
#include "model/outcome.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct CsvRecord {
    std::vector<std::string> fields;
    int line = 0;  // where the record starts, counted from 1; a quoted line break makes records span lines
};

struct CsvTable {
    std::vector<std::string> header;  // the first record
    int header_line = 1;
    std::vector<CsvRecord> rows;      // the other records, blank lines left out
    // The index of a header column, or -1.
    [[nodiscard]] int column(std::string_view name) const;
};

// Fails with "FILE:LINE: what was expected" when the text is not CSV.
[[nodiscard]] Outcome<CsvTable> parse_csv(std::string_view text, const std::string& file_name);

// One record: its fields quoted where needed, ended by CRLF.
[[nodiscard]] std::string csv_record(const std::vector<std::string>& fields);
inline constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";

}  // namespace sandtable
