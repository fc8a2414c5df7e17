#pragma once
// One import format: what `sandtable-cli import FILE` and File > Import read. Each format is an
// Importer listed in importers(), which the command-line tool and the editor both dispatch from:
// importer_for(file) is the format that reads a file. A data pack or a Tiled map makes a new
// book; map layers and CSV files are read into an open one. A file with any problem changes
// nothing (io/import/book_import.hpp).
#include "io/import/book_import.hpp"
#include "io/tmx/tile_terrain_mapping.hpp"
#include "model/book.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class ImportInto { NewBook, OpenBook };

struct ImportRequest {
    std::filesystem::path input;
    const Book* into = nullptr;   // the book read into, for a format read into an open book
    std::string ruleset;          // Tiled map: the new book's ruleset; empty: the one the map names
    TileTerrainMapping mapping;   // Tiled map: the terrain each tile stands for
};

class Importer {
public:
    virtual ~Importer() = default;
    [[nodiscard]] virtual std::string_view id() const = 0;     // "pack", "tmx", "map-layers", "csv"
    [[nodiscard]] virtual std::string_view name() const = 0;   // "data pack", "Tiled map", "map layers", "CSV file"
    [[nodiscard]] virtual std::string_view noun() const = 0;   // "a data pack", ..., "map layers", "a CSV file"
    // What the file is to a book, after its noun: "is a whole book", "makes a new book", "go into a book".
    [[nodiscard]] virtual std::string_view role() const = 0;
    // The files it reads, for messages: "a Tiled map (.tmx)".
    [[nodiscard]] virtual std::string_view files() const = 0;
    // What one problem is counted as: "problem(s)", "bad row(s)".
    [[nodiscard]] virtual std::string_view problems_counted_as() const { return "problem(s)"; }
    [[nodiscard]] virtual ImportInto into() const = 0;
    [[nodiscard]] virtual bool reads(const std::filesystem::path& input) const = 0;
    // The new book, or the open one with the file read into it; request.into is set for OpenBook.
    [[nodiscard]] virtual BookImport read(const ImportRequest& request) const = 0;
};

[[nodiscard]] const std::vector<const Importer*>& importers();
// The format that reads `input` (looking at its name and, for a folder, what it holds), or null.
[[nodiscard]] const Importer* importer_for(const std::filesystem::path& input);
// Every format's files() in one sentence: "a data pack (...), a Tiled map (.tmx), ... or a CSV file (...)".
[[nodiscard]] std::string importable_files();

}  // namespace sandtable
