#pragma once
// Coordinates from one coordinate reference system into another (through PROJ, by way of GDAL's
// OGRSpatialReference). A CRS is given as a designer writes it (spatial_reference.hpp): "EPSG:26918",
// WKT, or a PROJ string. Axes are always in the traditional GIS order: x is easting or longitude.
#include "model/hex/hex_geometry.hpp"
#include "model/outcome.hpp"

#include <memory>
#include <string>
#include <vector>

class OGRCoordinateTransformation;

namespace sandtable {

class Reprojection {
public:
    // Fails with the reason when either CRS is not understood or no transformation exists.
    static Outcome<std::unique_ptr<Reprojection>> between(const std::string& from, const std::string& to);
    ~Reprojection();
    Reprojection(const Reprojection&) = delete;
    Reprojection& operator=(const Reprojection&) = delete;

    // False for a point the transformation cannot carry (outside the CRS's area of use).
    [[nodiscard]] bool apply(MapPoint& point) const;
    // Transforms every point; false when any of them failed (those keep their old values).
    [[nodiscard]] bool apply(std::vector<MapPoint>& points) const;

private:
    explicit Reprojection(OGRCoordinateTransformation* transformation) : transformation_(transformation) {}
    OGRCoordinateTransformation* transformation_;
};

}  // namespace sandtable
