#pragma once
// The native scenario book format: XML, <sandtable version="1" ruleset="...">.
// docs/file-format.md describes it; docs/schema/sandtable-3.xsd checks it (sandtable-2.xsd and sandtable-1.xsd, older files).
#include "io/atomic_file.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sandtable {

// Where each object of a loaded book was written, so that diagnostics can name file and line.
struct SourceIndex {
    std::string file;
    std::unordered_map<std::string, int> line_of_id;
    [[nodiscard]] int line(std::string_view id) const;
};

struct LoadedBook {
    Book book;
    SourceIndex sources;
    int file_version = 0;  // the version the file was written in
};

// Why a file is not a book. error() holds the diagnostics as "FILE:LINE:COLUMN: MESSAGE" lines
// ("FILE: MESSAGE" for a file that cannot be read).
struct LoadFailure : Failure {
    std::vector<Diagnostic> diagnostics;  // code "load.*", with file, line and column (line 0 for a file that cannot be read)
};

[[nodiscard]] LoadFailure load_failure(std::vector<Diagnostic> diagnostics);

using LoadResult = Outcome<LoadedBook, LoadFailure>;

[[nodiscard]] LoadResult load_book(const std::filesystem::path& path);
[[nodiscard]] LoadResult parse_book(std::string_view xml, const std::string& file_name);

[[nodiscard]] std::string serialize_book(const Book& book);
Status save_book(const Book& book, const std::filesystem::path& path);

}  // namespace sandtable
