#include "io/export/exporter.hpp"

#include "io/export/csv_exporter.hpp"
#include "io/export/gpkg_exporter.hpp"
#include "io/export/pack_exporter.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

const std::vector<const Exporter*>& exporters() {
    static const PackExporter pack;
    static const CsvExporter csv;
    static const GpkgExporter gpkg;
    static const std::vector<const Exporter*> all{&pack, &gpkg, &csv};
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
