#include "io/gdal/reprojection.hpp"

#include "io/gdal/ogr_spatial_reference.hpp"
#include "io/gdal/setup.hpp"
#include "io/gdal/spatial_reference.hpp"

#include <fmt/format.h>
#include <ogr_spatialref.h>

namespace sandtable {

Outcome<std::unique_ptr<Reprojection>> Reprojection::between(const std::string& from, const std::string& to) {
    OGRSpatialReference source;
    OGRSpatialReference target;
    if (gdal::SrsReading read = gdal::read_srs(from, source); !read) return failure(read.error());
    if (gdal::SrsReading read = gdal::read_srs(to, target); !read) return failure(read.error());
    gdal::start();
    OGRCoordinateTransformation* transformation = OGRCreateCoordinateTransformation(&source, &target);
    if (transformation == nullptr) {
        // Taken before crs_name reads the CRSs again, which clears GDAL's last error.
        const std::string why = gdal::last_error("PROJ knows none");
        return failure(fmt::format("no transformation from {} to {}: {}", crs_name(from), crs_name(to), why));
    }
    return std::unique_ptr<Reprojection>(new Reprojection(transformation));
}

Reprojection::~Reprojection() { OGRCoordinateTransformation::DestroyCT(transformation_); }

bool Reprojection::apply(MapPoint& point) const {
    double x = point.x;
    double y = point.y;
    if (!transformation_->Transform(1, &x, &y)) return false;
    point = {x, y};
    return true;
}

bool Reprojection::apply(std::vector<MapPoint>& points) const {
    if (points.empty()) return true;
    std::vector<double> x(points.size());
    std::vector<double> y(points.size());
    std::vector<int> ok(points.size(), 0);
    for (std::size_t i = 0; i < points.size(); ++i) {
        x[i] = points[i].x;
        y[i] = points[i].y;
    }
    transformation_->Transform(points.size(), x.data(), y.data(), nullptr, ok.data());
    bool all = true;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (ok[i] != 0) {
            points[i] = {x[i], y[i]};
        } else {
            all = false;
        }
    }
    return all;
}

}  // namespace sandtable
