#include "io/gdal/spatial_reference.hpp"

#include "io/gdal/ogr_spatial_reference.hpp"

#include <fmt/format.h>
#include <ogr_spatialref.h>

namespace sandtable {

Outcome<SpatialReference> parse_spatial_reference(std::string_view definition) {
    OGRSpatialReference srs;
    const std::string text(definition);
    gdal::SrsReading reading = gdal::read_srs(text, srs);
    if (!reading) {
        if (reading.failure().kind == gdal::SrsRead::FileOrUrl) return failure(reading.error());
        // Worded as the georeferencing tools have always said it.
        return failure(fmt::format("'{}' is not a coordinate reference system GDAL knows (expected e.g. EPSG:26918)",
                                   gdal::crs_excerpt(text)));
    }
    SpatialReference reference{gdal::wkt_of(srs, "WKT2_2019"), srs.GetName() != nullptr ? srs.GetName() : "", ""};
    if (srs.GetAuthorityName(nullptr) == nullptr) srs.AutoIdentifyEPSG();
    const char* authority = srs.GetAuthorityName(nullptr);
    const char* code = srs.GetAuthorityCode(nullptr);
    if (authority != nullptr && code != nullptr) reference.code = fmt::format("{}:{}", authority, code);
    return reference;
}

Status check_crs(const std::string& crs) {
    OGRSpatialReference srs;
    if (gdal::SrsReading reading = gdal::read_srs(crs, srs); !reading) return failure(reading.error());
    return {};
}

std::string crs_name(const std::string& crs) {
    OGRSpatialReference srs;
    if (!gdal::read_srs(crs, srs)) return crs;
    const char* name = srs.GetName();
    return name != nullptr && *name != '\0' ? name : crs;
}

bool same_crs(const std::string& a, const std::string& b) {
    if (a == b) return true;
    OGRSpatialReference first;
    OGRSpatialReference second;
    return gdal::read_srs(a, first) && gdal::read_srs(b, second) && first.IsSame(&second) != 0;
}

}  // namespace sandtable
