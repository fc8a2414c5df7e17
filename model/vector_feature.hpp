#pragma once
// A feature of a vector layer (GeoJSON, GeoPackage, Shapefile...) as plain data: its id, its
// attributes as text, and its geometry split into points, lines and polygons. Multi-geometries
// and collections simply hold several of each.
#include "model/hex/hex_geometry.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sandtable {

using PointList = std::vector<MapPoint>;

struct PolygonShape {
    PointList outer;               // closed: the last point repeats the first
    std::vector<PointList> holes;  // closed, like outer
    friend bool operator==(const PolygonShape&, const PolygonShape&) = default;
};

struct FeatureGeometry {
    std::string type;  // as the source names it: "Polygon", "MultiLineString"...; empty for none
    std::vector<MapPoint> points;
    std::vector<PointList> lines;
    std::vector<PolygonShape> polygons;
    [[nodiscard]] bool empty() const { return points.empty() && lines.empty() && polygons.empty(); }
    friend bool operator==(const FeatureGeometry&, const FeatureGeometry&) = default;
};

struct VectorFeature {
    std::int64_t fid = 0;
    std::vector<std::pair<std::string, std::string>> attributes;  // in the layer's field order; unset fields left out
    FeatureGeometry geometry;

    [[nodiscard]] std::optional<std::string> attribute(std::string_view name) const {
        for (const auto& [key, value] : attributes) {
            if (key == name) return value;
        }
        return std::nullopt;
    }
};

}  // namespace sandtable
