#pragma once
#include "io/native/book_file.hpp"

#include <string>

namespace sandtable::cli {

// Loads a book, printing its errors to stderr as FILE:LINE:COLUMN: error[CODE]: MESSAGE.
[[nodiscard]] LoadResult load_or_report(const std::string& path);

}  // namespace sandtable::cli
