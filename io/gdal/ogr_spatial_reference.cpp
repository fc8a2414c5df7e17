#include "io/gdal/ogr_spatial_reference.hpp"

#include "io/gdal/setup.hpp"

#include <fmt/format.h>
#include <ogr_spatialref.h>

namespace sandtable::gdal {

namespace {

// GDAL's own words when it refused to open a file or a URL because access is off.
bool refused_access(const std::string& why) {
    return why.find("ALLOW_FILE_ACCESS=NO") != std::string::npos || why.find("ALLOW_NETWORK_ACCESS=NO") != std::string::npos;
}

}  // namespace

std::string crs_excerpt(const std::string& text) { return text.size() > 60 ? text.substr(0, 57) + "..." : text; }

SrsReading read_srs(const std::string& text, OGRSpatialReference& srs) {
    start();
    if (text.empty()) return SrsFailure{{"no coordinate reference system given"}, SrsRead::Empty};
    const char* const options[] = {"ALLOW_NETWORK_ACCESS=NO", "ALLOW_FILE_ACCESS=NO", nullptr};
    if (srs.SetFromUserInput(text.c_str(), options) != OGRERR_NONE) {
        const std::string why = last_error("");
        if (refused_access(why)) {
            return SrsFailure{{fmt::format("'{}' names a file or a URL, which is never read; give the coordinate reference "
                                           "system itself (EPSG:NNNN, WKT or a PROJ string)",
                                           crs_excerpt(text))},
                              SrsRead::FileOrUrl};
        }
        return SrsFailure{{fmt::format("\"{}\" is not a coordinate reference system GDAL knows{}{}; expected EPSG:NNNN, WKT or a "
                                       "PROJ string",
                                       crs_excerpt(text), why.empty() ? "" : ": ", why)},
                          SrsRead::Unknown};
    }
    srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    return {};
}

std::string wkt_of(const OGRSpatialReference& srs, const std::string& format) {
    const std::string option = "FORMAT=" + format;
    const char* const options[] = {option.c_str(), nullptr};
    char* text = nullptr;
    const OGRErr exported = srs.exportToWkt(&text, format.empty() ? nullptr : options);
    std::string wkt = exported == OGRERR_NONE && text != nullptr ? text : "";
    CPLFree(text);
    return wkt;
}

}  // namespace sandtable::gdal
