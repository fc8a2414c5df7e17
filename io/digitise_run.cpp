#include "io/digitise_run.hpp"

#include "io/digitise_mapping_json.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "model/map_frame.hpp"

#include <fmt/format.h>

namespace sandtable {

DigitiseRun run_digitise(const GameMap& map, const DigitiseRequest& request) {
    NullProgress progress;
    return run_digitise(map, request, progress);
}

DigitiseRun run_digitise(const GameMap& map, const DigitiseRequest& request, Progress& progress) {
    DigitiseRun run;
    const std::string map_name =
        request.map_source.empty() ? fmt::format("map '{}'", map.id) : fmt::format("{}: map '{}'", request.map_source, map.id);
    if (map.kind != MapKind::Hex) {
        run.errors.push_back(map_name + ": not a hex grid");
        return run;
    }
    const double threshold = request.options.threshold;
    if (!(threshold > 0.0 && threshold <= 1.0)) {
        run.errors.push_back(fmt::format("threshold {}: expected a share above 0 and up to 1, such as 0.5", threshold));
        return run;
    }
    const DigitiseMappingRead mapping = read_digitise_mapping(request.mapping);
    if (!mapping) {
        run.errors.push_back(mapping.error);
        return run;
    }
    if (const auto errors = mapping_errors(*mapping.mapping, map.hex); !errors.empty()) {
        for (const std::string& error : errors) run.errors.push_back(request.mapping.string() + ": " + error);
        return run;
    }
    if (!map.crs.empty()) {
        if (const Status known = check_crs(map.crs); !known) {
            run.errors.push_back(map_name + ": " + known.error());
            return run;
        }
    }
    const auto dataset = VectorDataset::open(request.layer);
    if (!dataset) {
        run.errors.push_back(dataset.error());
        return run;
    }
    VectorLayerRead layer = (*dataset)->read(request.layer_name, map.crs);
    run.layer = layer.info;
    if (!layer) {
        run.errors.push_back(layer.error);
        return run;
    }
    if (!map.crs.empty()) {
        for (VectorFeature& feature : layer.features) crs_to_map(feature.geometry);
    }
    run.preview = digitise(map, layer.features, *mapping.mapping, request.options, progress);
    return run;
}

}  // namespace sandtable
