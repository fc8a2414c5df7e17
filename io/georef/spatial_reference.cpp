#include "io/georef/spatial_reference.hpp"

#include "io/georef/gdal_session.hpp"

#include <fmt/format.h>
#include <ogr_spatialref.h>

namespace sandtable {

SpatialReferenceResult parse_spatial_reference(std::string_view definition) {
    gdal::QuietSession session;
    SpatialReferenceResult result;
    OGRSpatialReference srs;
    const std::string text(definition);
    if (text.empty() || srs.SetFromUserInput(text.c_str()) != OGRERR_NONE) {
        result.error = fmt::format("'{}' is not a coordinate reference system GDAL knows (expected e.g. EPSG:26918)",
                                   text.size() > 60 ? text.substr(0, 60) + "..." : text);
        return result;
    }
    char* wkt = nullptr;
    const char* options[] = {"FORMAT=WKT2_2019", nullptr};
    srs.exportToWkt(&wkt, options);
    result.reference = SpatialReference{wkt != nullptr ? wkt : "", srs.GetName() != nullptr ? srs.GetName() : "", ""};
    CPLFree(wkt);
    if (srs.GetAuthorityName(nullptr) == nullptr) srs.AutoIdentifyEPSG();
    const char* authority = srs.GetAuthorityName(nullptr);
    const char* code = srs.GetAuthorityCode(nullptr);
    if (authority != nullptr && code != nullptr) result.reference->code = fmt::format("{}:{}", authority, code);
    return result;
}

}  // namespace sandtable
