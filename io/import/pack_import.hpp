#pragma once
// A data pack (io/export/pack_exporter.hpp, docs/pack-format.md) read back into a book: its
// manifest checked (format, version, ruleset, every file's size and SHA-256), then book.json, the
// maps and each scenario's definition, in the manifest's order. A pack exported whole gives back
// the book it came from. Every problem is reported, naming the file and the JSON pointer.
#include "io/import/book_import.hpp"

#include <filesystem>

namespace sandtable {

// `pack` is the pack's folder, its manifest.json, or its .zip. The summary reads "PACK: 1 map, 3
// scenarios (2 variants), 13 units".
[[nodiscard]] BookImport import_pack(const std::filesystem::path& pack);

}  // namespace sandtable
