#pragma once
// OGR geometries as the model's plain FeatureGeometry. Curves are stroked into line segments;
// multi-geometries and collections are flattened into lists of points, lines and polygons.
#include "model/vector_feature.hpp"

class OGRGeometry;

namespace sandtable {

[[nodiscard]] FeatureGeometry from_ogr(const OGRGeometry* geometry);

}  // namespace sandtable
