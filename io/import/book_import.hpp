#pragma once
// What every import of a file into a book gives: the book with the file read into it and a line
// saying what was read, or every problem found, each naming the file, the line or the JSON
// pointer, the layer or the feature, and what was expected. A file with any problem changes
// nothing.
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <string>

namespace sandtable {

struct ImportedBook {
    Book book;
    std::string summary;  // "forces.csv: 9 units and 3 formations of side union"
};

using BookImport = Report<ImportedBook>;

}  // namespace sandtable
