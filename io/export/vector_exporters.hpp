#pragma once
// --to gpkg and --to geojson: the book's hex maps and scenario setups for GIS tools
// (io/vector/map_vector_export.hpp), written through GDAL, which is loaded when first needed
// (io/gdal_module/gdal_module.hpp).
#include "io/export/exporter.hpp"

namespace sandtable {

class VectorExporter final : public Exporter {
public:
    VectorExporter(std::string_view id, std::string_view description, ExportOutput output)
        : id_(id), description_(description), output_(output) {}
    [[nodiscard]] std::string_view id() const override { return id_; }
    [[nodiscard]] std::string_view description() const override { return description_; }
    [[nodiscard]] ExportOutput output() const override { return output_; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;

private:
    std::string_view id_;
    std::string_view description_;
    ExportOutput output_;
};

}  // namespace sandtable
