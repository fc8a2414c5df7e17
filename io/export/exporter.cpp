#include "io/export/exporter.hpp"

#include "io/export/csv_exporter.hpp"
#include "io/export/vector_exporters.hpp"
#include "io/export/pack_exporter.hpp"
#include "io/export/picture_exporter.hpp"
#include "io/export/print_exporter.hpp"
#include "io/export/tmx_exporter.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

const std::vector<const Exporter*>& exporters() {
    static const PackExporter pack;
    static const CsvExporter csv;
    static const TmxExporter tmx;
    static const PictureExporter png(RenderFormat::Png);
    static const PictureExporter svg(RenderFormat::Svg);
    static const PictureExporter pdf(RenderFormat::Pdf);
    static const PrintExporter print;
    static const VectorExporter gpkg("gpkg",
                                     "a GeoPackage for GIS tools: each hex map's hexes, hexsides, roads, places, objectives and "
                                     "edges, and each scenario's setup, in the map's coordinates",
                                     ExportOutput::File);
    static const VectorExporter geojson("geojson",
                                        "a folder of GeoJSON files (RFC 7946, WGS 84), one a layer, as in the GeoPackage; for maps "
                                        "with a CRS",
                                        ExportOutput::Folder);
    static const VectorExporter shp("shp", "a folder of Shapefiles, one a layer, as in the GeoPackage (field names fit the format's 10 characters)",
                                    ExportOutput::Folder);
    static const VectorExporter kml("kml", "one KML file (WGS 84) with the GeoPackage's layers as folders; for maps with a CRS",
                                    ExportOutput::File);
    static const std::vector<const Exporter*> all{&pack, &tmx, &gpkg, &geojson, &shp, &kml, &csv, &png, &svg, &pdf, &print};
    return all;
}

const Exporter* find_exporter(std::string_view id) {
    for (const Exporter* exporter : exporters()) {
        if (exporter->id() == id) return exporter;
    }
    return nullptr;
}

Outcome<std::vector<std::string>> requested_scenarios(const ExportRequest& request) {
    std::vector<std::string> ids;
    for (const std::string& id : request.scenarios) {
        if (request.book->scenario(id) == nullptr) return failure(fmt::format("no scenario or variant with id \"{}\"", id));
    }
    for (const Scenario& scenario : request.book->scenarios) {
        if (request.scenarios.empty() ||
            std::find(request.scenarios.begin(), request.scenarios.end(), scenario.id) != request.scenarios.end()) {
            ids.push_back(scenario.id);
        }
    }
    return ids;
}

}  // namespace sandtable
