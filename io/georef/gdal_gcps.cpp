#include "io/georef/gdal_gcps.hpp"

namespace sandtable {

std::vector<GDAL_GCP> to_gdal_gcps(std::span<const GroundControlPoint> points, bool enabled_only) {
    std::vector<GDAL_GCP> gcps;
    for (const GroundControlPoint& point : points) {
        if (enabled_only && !point.enabled) continue;
        GDAL_GCP gcp{};
        gcp.pszId = const_cast<char*>(point.id.c_str());
        gcp.pszInfo = const_cast<char*>("");
        gcp.dfGCPPixel = point.pixel.x;
        gcp.dfGCPLine = point.pixel.y;
        gcp.dfGCPX = point.map.x;
        gcp.dfGCPY = point.map.y;
        gcps.push_back(gcp);
    }
    return gcps;
}

}  // namespace sandtable
