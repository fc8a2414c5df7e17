#pragma once
// A fitted mapping from one plane to another (image to map, or map to image).
#include "model/map_point.hpp"

namespace sandtable {

class PlaneMapping {
public:
    virtual ~PlaneMapping() = default;
    [[nodiscard]] virtual MapPoint operator()(MapPoint point) const = 0;
};

}  // namespace sandtable
