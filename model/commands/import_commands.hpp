#pragma once
// An import as one undo step: a file read into a copy of the book (io/import/csv_import.hpp,
// io/vector/map_vector_import.hpp) is brought into the open book by swapping in what the import
// changed, its forces, the scenarios whose schedules it set and the hex maps whose features it
// read, so that undo puts back exactly the book before.
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <memory>
#include <string>

namespace sandtable {

// Null when `imported` changes nothing of `book`.
[[nodiscard]] std::unique_ptr<Command> make_import_step(const Book& book, const Book& imported, std::string name);

}  // namespace sandtable
