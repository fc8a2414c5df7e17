#include "io/gdal/spatial_reference.hpp"

#include "io/gdal/ogr_spatial_reference.hpp"

#include <fmt/format.h>
#include <ogr_spatialref.h>

namespace sandtable {

SpatialReferenceResult parse_spatial_reference(std::string_view definition) {
    SpatialReferenceResult result;
    OGRSpatialReference srs;
    const std::string text(definition);
    std::string error;
    switch (gdal::read_srs(text, srs, error)) {
        case gdal::SrsRead::Read: break;
        case gdal::SrsRead::FileOrUrl: result.error = std::move(error); return result;
        case gdal::SrsRead::Empty:
        case gdal::SrsRead::Unknown:
            // Worded as the georeferencing tools have always said it.
            result.error = fmt::format("'{}' is not a coordinate reference system GDAL knows (expected e.g. EPSG:26918)",
                                       gdal::crs_excerpt(text));
            return result;
    }
    result.reference = SpatialReference{gdal::wkt_of(srs, "WKT2_2019"), srs.GetName() != nullptr ? srs.GetName() : "", ""};
    if (srs.GetAuthorityName(nullptr) == nullptr) srs.AutoIdentifyEPSG();
    const char* authority = srs.GetAuthorityName(nullptr);
    const char* code = srs.GetAuthorityCode(nullptr);
    if (authority != nullptr && code != nullptr) result.reference->code = fmt::format("{}:{}", authority, code);
    return result;
}

std::string crs_error(const std::string& crs) {
    OGRSpatialReference srs;
    std::string error;
    (void)gdal::read_srs(crs, srs, error);
    return error;
}

std::string crs_name(const std::string& crs) {
    OGRSpatialReference srs;
    std::string error;
    if (gdal::read_srs(crs, srs, error) != gdal::SrsRead::Read) return crs;
    const char* name = srs.GetName();
    return name != nullptr && *name != '\0' ? name : crs;
}

bool same_crs(const std::string& a, const std::string& b) {
    if (a == b) return true;
    OGRSpatialReference first;
    OGRSpatialReference second;
    std::string error;
    return gdal::read_srs(a, first, error) == gdal::SrsRead::Read && gdal::read_srs(b, second, error) == gdal::SrsRead::Read &&
           first.IsSame(&second) != 0;
}

}  // namespace sandtable
