#include "io/geo/reprojection.hpp"

#include "io/geo/gdal_setup.hpp"

#include <cpl_error.h>
#include <fmt/format.h>
#include <ogr_spatialref.h>

namespace sandtable {

namespace {

// Reads a CRS in any form SetFromUserInput takes, except file names: a book's text is never
// taken as a path to read.
bool read_crs(const std::string& text, OGRSpatialReference& srs, std::string& error) {
    ensure_gdal_drivers();
    if (text.empty()) {
        error = "no coordinate reference system given";
        return false;
    }
    const char* const options[] = {"ALLOW_NETWORK_ACCESS=NO", "ALLOW_FILE_ACCESS=NO", nullptr};
    CPLErrorReset();
    if (srs.SetFromUserInput(text.c_str(), options) != OGRERR_NONE) {
        const std::string why = CPLGetLastErrorMsg();
        error = fmt::format("\"{}\" is not a coordinate reference system GDAL knows{}{}; expected EPSG:NNNN, WKT or a PROJ string",
                            text.size() > 60 ? text.substr(0, 57) + "..." : text, why.empty() ? "" : ": ", why);
        return false;
    }
    srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    return true;
}

}  // namespace

std::string crs_error(const std::string& crs) {
    OGRSpatialReference srs;
    std::string error;
    read_crs(crs, srs, error);
    return error;
}

std::string crs_name(const std::string& crs) {
    OGRSpatialReference srs;
    std::string error;
    if (!read_crs(crs, srs, error)) return crs;
    const char* name = srs.GetName();
    return name != nullptr && *name != '\0' ? name : crs;
}

bool same_crs(const std::string& a, const std::string& b) {
    if (a == b) return true;
    OGRSpatialReference first;
    OGRSpatialReference second;
    std::string error;
    return read_crs(a, first, error) && read_crs(b, second, error) && first.IsSame(&second) != 0;
}

std::unique_ptr<Reprojection> Reprojection::between(const std::string& from, const std::string& to, std::string& error) {
    OGRSpatialReference source;
    OGRSpatialReference target;
    if (!read_crs(from, source, error) || !read_crs(to, target, error)) return nullptr;
    CPLErrorReset();
    OGRCoordinateTransformation* transformation = OGRCreateCoordinateTransformation(&source, &target);
    if (transformation == nullptr) {
        error = fmt::format("no transformation from {} to {}: {}", crs_name(from), crs_name(to), CPLGetLastErrorMsg());
        return nullptr;
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
