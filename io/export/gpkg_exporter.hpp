#pragma once
// --to gpkg: the book's hex maps and scenario setups as a GeoPackage for GIS tools
// (io/vector/map_vector_export.hpp), written through GDAL, which is loaded when first needed
// (io/gdal_module/gdal_module.hpp).
#include "io/export/exporter.hpp"

namespace sandtable {

class GpkgExporter final : public Exporter {
public:
    [[nodiscard]] std::string_view id() const override { return "gpkg"; }
    [[nodiscard]] std::string_view description() const override {
        return "a GeoPackage for GIS tools: each hex map's hexes, hexsides, roads, places, objectives and edges, and each "
               "scenario's setup, in the map's coordinates";
    }
    [[nodiscard]] ExportOutput output() const override { return ExportOutput::File; }
    [[nodiscard]] Outcome<std::vector<std::filesystem::path>> write(const ExportRequest& request, Progress& progress) const override;
};

}  // namespace sandtable
