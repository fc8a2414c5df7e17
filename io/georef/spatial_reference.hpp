#pragma once
// Coordinate reference systems as a designer names them (EPSG:26918, or WKT from a .points file).
#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

struct SpatialReference {
    std::string wkt;   // WKT2 as GDAL writes it
    std::string name;  // e.g. "NAD83 / UTM zone 18N"
    std::string code;  // e.g. "EPSG:26918"; empty when GDAL finds no authority code for it
};

struct SpatialReferenceResult {
    std::optional<SpatialReference> reference;
    std::string error;
    explicit operator bool() const { return reference.has_value(); }
};

// Anything GDAL's OGRSpatialReference::SetFromUserInput understands: EPSG:NNNN, WKT, PROJ strings.
[[nodiscard]] SpatialReferenceResult parse_spatial_reference(std::string_view definition);

}  // namespace sandtable
