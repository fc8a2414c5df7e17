#pragma once
// --to png, svg, pdf: a folder with a picture of each hex map (MAP.EXT) and of each exported
// scenario's setup (SCENARIO.EXT), each with its legend and, on a map with a CRS, a north arrow
// and a scale bar (io/render/render_picture.hpp). The files appear together or none does.
#include "io/export/exporter.hpp"
#include "io/render/render_format.hpp"

namespace sandtable {

class PictureExporter final : public Exporter {
public:
    explicit PictureExporter(RenderFormat format);
    [[nodiscard]] std::string_view id() const override { return id_; }
    [[nodiscard]] std::string_view description() const override { return description_; }
    [[nodiscard]] ExportOutput output() const override { return ExportOutput::Folder; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;

private:
    RenderFormat format_;
    std::string id_;
    std::string description_;
};

}  // namespace sandtable
