#pragma once
// A book's orders of battle as CSV, for spreadsheets: the header
// side,id,kind,parent,type,echelon,name,short_name and then one column per attribute of the
// unit schema (its key), then one row per formation and unit, each side's tree in pre-order (a
// formation before what it holds). An empty attribute cell is an attribute the node does not
// have; "-" is a blank value (a blank reduced side). docs/export.md describes the columns.
#include "io/csv/csv_table.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"
#include "model/unit_schema.hpp"

#include <string>
#include <vector>

namespace sandtable {

// The text of the file, byte order mark included.
[[nodiscard]] std::string format_forces_csv(const Forces& forces, const UnitSchema& schema);

// The sides the file names, in the order it first names them, or one problem per bad row or
// header: "FILE:LINE: column \"C\": what was expected".
using ForcesCsv = Report<Forces>;

// Reads the rows against the book's sides and the unit schema. The file need not have every
// attribute column; a column the schema does not know is an error of the header.
[[nodiscard]] ForcesCsv read_forces_csv(const CsvTable& table, const std::string& file_name, const Book& book,
                                        const UnitSchema& schema);

}  // namespace sandtable
