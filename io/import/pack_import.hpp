#pragma once
// A data pack (io/export/pack_exporter.hpp, docs/pack-format.md) read back into a book: its
// manifest checked (format, version, ruleset, every file's size and SHA-256), then book.json, the
// maps and each scenario's definition, in the manifest's order. A pack exported whole gives back
// the book it came from. Every problem is reported, naming the file and the JSON pointer.
#include "model/book.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct PackImport {
    std::optional<Book> book;
    std::vector<std::string> errors;
    std::string summary;  // "PACK: 1 map, 3 scenarios (2 variants), 13 units"
    explicit operator bool() const { return book.has_value(); }
};

// `pack` is the pack's folder, its manifest.json, or its .zip.
[[nodiscard]] PackImport import_pack(const std::filesystem::path& pack);

}  // namespace sandtable
