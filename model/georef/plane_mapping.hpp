#pragma once
// A fitted mapping from one plane to another (image to map, or map to image).
#include "model/georef/plane_point.hpp"

namespace sandtable {

class PlaneMapping {
public:
    virtual ~PlaneMapping() = default;
    [[nodiscard]] virtual PlanePoint operator()(PlanePoint point) const = 0;
};

}  // namespace sandtable
