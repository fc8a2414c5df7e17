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
    const std::string map_name =
        request.map_source.empty() ? fmt::format("map '{}'", map.id) : fmt::format("{}: map '{}'", request.map_source, map.id);
    const bool freeform = map.kind == MapKind::Freeform;
    if (map.kind != MapKind::Hex && !freeform) {
        return failure(map_name + ": not a hex grid or a free-form map");
    }
    const double threshold = request.options.threshold;
    if (!(threshold > 0.0 && threshold <= 1.0)) {
        return failure(fmt::format("threshold {}: expected a share above 0 and up to 1, such as 0.5", threshold));
    }
    const DigitiseMappingRead mapping = read_digitise_mapping(request.mapping);
    if (!mapping) {
        return failure(mapping.error());
    }
    if (auto errors = freeform ? mapping_errors(*mapping, map.freeform) : mapping_errors(*mapping, map.hex); !errors.empty()) {
        for (std::string& error : errors) error = request.mapping.string() + ": " + error;
        return failures(std::move(errors));
    }
    if (!map.crs.empty()) {
        if (const Status known = check_crs(map.crs); !known) {
            return failure(map_name + ": " + known.error());
        }
    }
    const auto dataset = VectorDataset::open(request.layer);
    if (!dataset) {
        return failure(dataset.error());
    }
    VectorLayerRead layer = (*dataset)->read(request.layer_name, map.crs);
    if (!layer) {
        return failure(layer.error());
    }
    if (!map.crs.empty()) {
        for (VectorFeature& feature : layer->features) crs_to_map(feature.geometry);
    }
    if (freeform) {
        FreeformDigitisePreview preview = digitise_freeform(map, layer->features, *mapping, request.options.replace, progress);
        if (map.crs.empty() && !layer->info.crs_wkt.empty() && !layer->features.empty() && preview.features_used == 0 && !preview.cancelled) {
            return failure(fmt::format("{}: the layer is in {} but {} has no CRS, and none of the layer's {} features lands on it: "
                                             "give the map the CRS its coordinates are in (crs=\"EPSG:26918\" on its element)",
                                             request.layer.string(), crs_name(layer->info.crs_wkt), map_name, layer->features.size()));
        }
        return Digitised{std::nullopt, std::move(preview), layer->info};
    }
    DigitisePreview preview = digitise(map, layer->features, *mapping, request.options, progress);
    // A layer with a CRS on a map without one is taken as it is (GeoJSON always declares WGS 84,
    // even when its coordinates are a board's): refused only when none of it lands on the map.
    if (map.crs.empty() && !layer->info.crs_wkt.empty() && !layer->features.empty() && preview.features_used == 0 &&
        !preview.cancelled) {
        return failure(fmt::format(
            "{}: the layer is in {} but {} has no CRS (its coordinates are {}), and none of the layer's {} features lands "
            "on it: give the map the CRS its hex grid is laid out in (the crs attribute of its element, such as "
            "crs=\"EPSG:26918\", with the grid's origin and hex size in that CRS's units), or digitise a layer whose "
            "coordinates are the map's own",
            request.layer.string(), crs_name(layer->info.crs_wkt),
            request.map_source.empty() ? fmt::format("map '{}'", map.id) : fmt::format("map '{}' of {}", map.id, request.map_source),
            map.units, layer->features.size()));
    }
    return Digitised{std::move(preview), std::nullopt, layer->info};
}

}  // namespace sandtable
