#pragma once
// --to tmx: a folder with, for each hex map of the book, MAP.tmx (a Tiled hexagonal map,
// io/tmx/tmx_writer.hpp) and MAP-terrain.png (its terrain tileset), the units of each exported
// scenario on that map as an object layer. The files appear together or none does.
#include "io/export/exporter.hpp"

namespace sandtable {

class TmxExporter final : public Exporter {
public:
    [[nodiscard]] std::string_view id() const override { return "tmx"; }
    [[nodiscard]] std::string_view description() const override {
        return "a folder of Tiled maps (.tmx), one a hex map, with a generated terrain tileset and each scenario's units as objects";
    }
    [[nodiscard]] ExportOutput output() const override { return ExportOutput::Folder; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;
};

}  // namespace sandtable
