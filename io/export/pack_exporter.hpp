#pragma once
// --to pack: a data pack for game clients: manifest.json, book.json, maps/MAP.json,
// scenarios/SCENARIO.json and renders/SCENARIO.png (io/pack/, docs/pack-format.md), in a folder
// written whole (whole_folder.hpp; an existing folder is replaced only when it holds a pack), or,
// when the output ends in .zip, in one zip file written beside the target and renamed over it.
#include "io/export/exporter.hpp"
#include "io/export/whole_folder.hpp"

#include <ctime>

namespace sandtable {

class PackExporter final : public Exporter {
public:
    [[nodiscard]] std::string_view id() const override { return "pack"; }
    [[nodiscard]] std::string_view description() const override {
        return "a data pack folder (or OUT.zip): manifest.json with SHA-256 checksums, the book, each map and each resolved "
               "scenario and variant as JSON";
    }
    [[nodiscard]] ExportOutput output() const override { return ExportOutput::Folder; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;
};

// The files of the pack, manifest last; what write() puts in the folder (and the bench times).
[[nodiscard]] Outcome<std::vector<FolderFile>> pack_files(const ExportRequest& request, Progress& progress, std::time_t created);

}  // namespace sandtable
