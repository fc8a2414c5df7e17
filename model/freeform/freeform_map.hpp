#pragma once
// A free-form map as data (Pub Battles: blocks move measured distances over terrain shapes): a
// catalogue saying each terrain's geometry kind, terrain areas (polygons with holes; a hill has a
// level and may have a crest line), linear and point features, named locations, entry edges
// (stretches of the map's border) and the map's measures.
#include "model/freeform/shapes.hpp"
#include "model/freeform/terrain_drawing.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class GeometryKind { Area, Line, Point };

[[nodiscard]] std::string_view to_string(GeometryKind kind);  // "area", "line", "point"
[[nodiscard]] std::optional<GeometryKind> geometry_kind_from_string(std::string_view text);

struct FreeformTerrainDef {
    std::string id;      // "woods", "major-road", "ford"
    std::string name;    // "Woods"
    std::string colour;  // "#2e7d32"
    GeometryKind kind = GeometryKind::Area;
    FillPattern pattern = FillPattern::Solid;  // areas
    LineStyle line_style = LineStyle::Solid;   // lines
    double line_width = kDefaultLineWidth;     // lines, in pixels at 96 dpi
    friend bool operator==(const FreeformTerrainDef&, const FreeformTerrainDef&) = default;
};

struct TerrainArea {
    std::string id;
    std::string terrain;  // an Area entry of the catalogue
    MultiPolygon shape;
    std::optional<int> level;  // hills: 1 is the lowest, so that "a lower hill" means something
    Polyline crest;            // hills: the crest line, empty when the rules need none
    friend bool operator==(const TerrainArea&, const TerrainArea&) = default;
};

struct LineFeature {
    std::string id;
    std::string terrain;  // a Line entry: major or minor road, stream, river
    std::string name;
    Polyline line;
    friend bool operator==(const LineFeature&, const LineFeature&) = default;
};

struct PointFeature {
    std::string id;
    std::string terrain;  // a Point entry: bridge, ford
    std::string name;
    MapPoint at;
    friend bool operator==(const PointFeature&, const PointFeature&) = default;
};

// A named place of the rules ("Cemetery Hill"): a point, or a circle when radius is above 0.
struct NamedLocation {
    std::string id;
    std::string name;
    MapPoint at;
    double radius = 0.0;
    friend bool operator==(const NamedLocation&, const NamedLocation&) = default;
};

// A stretch of the map's border where pieces enter ("North-west"), from one place along the
// border to another, each measured in map units clockwise on screen from the top-left corner.
struct BorderStretch {
    std::string id;
    std::string name;
    double from = 0.0;
    double to = 0.0;
    friend bool operator==(const BorderStretch&, const BorderStretch&) = default;
};

// Lengths in map units: a Foot and a Mounted move (1/3 moves follow from them), and a piece's size.
struct MapMeasures {
    double foot_move = 0.0;
    double mounted_move = 0.0;
    double piece_width = 0.0;
    double piece_depth = 0.0;
    friend bool operator==(const MapMeasures&, const MapMeasures&) = default;
};

struct FreeformMap {
    MapRect extent;  // the map's own rectangle: the border entry edges run along
    std::vector<FreeformTerrainDef> catalogue;
    std::vector<TerrainArea> areas;
    std::vector<LineFeature> lines;
    std::vector<PointFeature> points;
    std::vector<NamedLocation> locations;
    std::vector<BorderStretch> edges;
    MapMeasures measures;

    [[nodiscard]] const FreeformTerrainDef* terrain(std::string_view id) const;
    [[nodiscard]] const TerrainArea* area(std::string_view id) const;
    [[nodiscard]] TerrainArea* area(std::string_view id);
    friend bool operator==(const FreeformMap&, const FreeformMap&) = default;
};

}  // namespace sandtable
