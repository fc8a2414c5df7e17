#include "io/imagery/vector_shapes.hpp"

#include "io/vector/vector_dataset.hpp"
#include "model/map_frame.hpp"

#include <algorithm>

namespace sandtable {

void MapBox::add(MapPoint p) {
    min = {std::min(min.x, p.x), std::min(min.y, p.y)};
    max = {std::max(max.x, p.x), std::max(max.y, p.y)};
}

namespace {

MapBox bounds_of(const FeatureGeometry& geometry) {
    MapBox box;
    for (MapPoint p : geometry.points) box.add(p);
    for (const PointList& line : geometry.lines) {
        for (MapPoint p : line) box.add(p);
    }
    for (const PolygonShape& polygon : geometry.polygons) {
        for (MapPoint p : polygon.outer) box.add(p);
    }
    return box;
}

}  // namespace

VectorShapesRead read_vector_shapes(const std::filesystem::path& file, const std::string& source_layer,
                                    const std::string& style_attribute, const std::string& map_crs) {
    const auto opened = VectorDataset::open(file);
    if (!opened) return failure(opened.error());
    const auto& dataset = *opened;
    std::string target_crs;
    if (!map_crs.empty()) {
        const auto& layers = dataset->layers();
        const auto info = std::find_if(layers.begin(), layers.end(), [&](const VectorLayerInfo& layer) {
            return source_layer.empty() || layer.name == source_layer;
        });
        if (info != layers.end() && !info->crs_wkt.empty()) target_crs = map_crs;
    }
    VectorLayerRead read = dataset->read(source_layer, target_crs);
    if (!read) return failure(read.error());
    auto shapes = std::make_unique<VectorShapes>();
    shapes->shapes.reserve(read->features.size());
    for (VectorFeature& feature : read->features) {
        if (feature.geometry.empty()) continue;
        if (!map_crs.empty()) crs_to_map(feature.geometry);
        StyledShape shape;
        if (!style_attribute.empty()) shape.style_value = feature.attribute(style_attribute).value_or("");
        shape.bounds = bounds_of(feature.geometry);
        shape.geometry = std::move(feature.geometry);
        shapes->bounds.add(shape.bounds.min);
        shapes->bounds.add(shape.bounds.max);
        shapes->shapes.push_back(std::move(shape));
    }
    return shapes;
}

}  // namespace sandtable
