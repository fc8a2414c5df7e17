#pragma once
// --to print: one print-and-play PDF (io/print/print_and_play.hpp): the hex maps at their printed
// scale tiled over A4 or Letter sheets, and counter sheets, front and back, of the exported
// scenarios' units. Written whole: a cancelled export leaves what was there.
#include "io/export/exporter.hpp"

namespace sandtable {

class PrintExporter final : public Exporter {
public:
    [[nodiscard]] std::string_view id() const override { return "print"; }
    [[nodiscard]] std::string_view description() const override {
        return "a print-and-play PDF: each hex map at its printed hex size over A4 or Letter sheets with overlaps and registration "
               "crosses, and counter sheets, front and back, of the scenarios' units";
    }
    [[nodiscard]] ExportOutput output() const override { return ExportOutput::File; }
    [[nodiscard]] std::string file_name(std::string_view stem) const override { return std::string(stem) + "-print.pdf"; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;
};

}  // namespace sandtable
