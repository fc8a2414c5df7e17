#pragma once
// One export format: what `sandtable-cli export --to FORMAT` and File > Export write. Each
// format is one file pair in io/export that implements this interface and is listed in
// exporters(). An export writes whole files only: each file it writes appears atomically, and a
// cancelled or failed export leaves files already there as they were.
#include "model/book.hpp"
#include "model/outcome.hpp"
#include "model/progress.hpp"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct ExportRequest {
    const Book* book = nullptr;
    std::filesystem::path book_folder;   // reference layer paths are relative to it
    std::vector<std::string> scenarios;  // scenarios and variants to export; empty: every one
    std::filesystem::path output;        // a file, or a folder for formats that write several files
    bool renders = true;                 // formats that add pictures of each scenario (pack) leave them out when false
    int tile_size = 0;                   // tmx: the hexes' width across the flats in pixels; 0: kDefaultTmxTileSize
    std::string paper = "a4";            // print: "a4" or "letter"
};

enum class ExportOutput { File, Folder };

class Exporter {
public:
    virtual ~Exporter() = default;
    [[nodiscard]] virtual std::string_view id() const = 0;           // "csv", as --to names it
    [[nodiscard]] virtual std::string_view description() const = 0;  // for --help and the Export dialog
    [[nodiscard]] virtual ExportOutput output() const = 0;
    // For formats that write one file: its name for a book named `stem` ("ridge.gpkg").
    [[nodiscard]] virtual std::string file_name(std::string_view stem) const { return std::string(stem) + "." + std::string(id()); }
    // The paths written, or why nothing was; a cancelled export fails with "cancelled".
    [[nodiscard]] virtual Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request,
                                                                           Progress& progress) const = 0;
};

[[nodiscard]] const std::vector<const Exporter*>& exporters();
[[nodiscard]] const Exporter* find_exporter(std::string_view id);

// The scenarios of a request in book order, or an error naming one the book does not have.
[[nodiscard]] Outcome<std::vector<std::string>> requested_scenarios(const ExportRequest& request);

}  // namespace sandtable
