#pragma once
// A vector layer read once for drawing: each feature's geometry in map coordinates, its
// bounding box (so that a view draws only what it meets) and the value of the attribute that
// picks its style.
#include "model/outcome.hpp"
#include "model/vector_feature.hpp"

#include <filesystem>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace sandtable {

struct MapBox {
    MapPoint min{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    MapPoint max{-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};

    void add(MapPoint p);
    [[nodiscard]] bool empty() const { return min.x > max.x || min.y > max.y; }
    [[nodiscard]] bool meets(const MapBox& other) const {
        return !empty() && !other.empty() && min.x <= other.max.x && other.min.x <= max.x && min.y <= other.max.y &&
               other.min.y <= max.y;
    }
};

struct StyledShape {
    std::string style_value;  // the feature's value of the layer's style attribute; empty when unset
    FeatureGeometry geometry;  // in map coordinates
    MapBox bounds;
};

struct VectorShapes {
    std::vector<StyledShape> shapes;
    MapBox bounds;
};

// The shapes, or why not, naming the file and what went wrong.
using VectorShapesRead = Outcome<std::unique_ptr<VectorShapes>>;

// Reads the layer `source_layer` (empty: the first) of the file. On a map with a CRS the
// features are carried into it (when the layer declares another; a layer that declares none is
// taken to be in the map's CRS) and then into the map frame (y = northing negated).
[[nodiscard]] VectorShapesRead read_vector_shapes(const std::filesystem::path& file, const std::string& source_layer,
                                                  const std::string& style_attribute, const std::string& map_crs);

}  // namespace sandtable
