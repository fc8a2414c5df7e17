#pragma once
#include "io/native/book_file.hpp"

#include <string>

namespace sandtable::cli {

// Loads a book, printing its errors to stderr as FILE:LINE:COLUMN: error[CODE]: MESSAGE.
[[nodiscard]] LoadResult load_or_report(const std::string& path);

// Saves a book read from `source` to `output`; relative layer paths are rewritten for the
// output's folder so that they name the same files (absolute ones are kept).
[[nodiscard]] Status save_book_from(Book book, const std::string& source, const std::string& output);

}  // namespace sandtable::cli
