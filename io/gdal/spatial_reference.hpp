#pragma once
// Coordinate reference systems as a designer writes them: "EPSG:26918", WKT (as in a .points
// file), or a PROJ string. Every function here reads the text through gdal::read_srs, so none
// of them ever opens a file or a URL that the text names.
#include "model/outcome.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

struct SpatialReference {
    std::string wkt;   // WKT2 as GDAL writes it
    std::string name;  // e.g. "NAD83 / UTM zone 18N"
    std::string code;  // e.g. "EPSG:26918"; empty when GDAL finds no authority code for it
};

[[nodiscard]] Outcome<SpatialReference> parse_spatial_reference(std::string_view definition);

// Whether the text names a CRS GDAL understands; fails with why not.
[[nodiscard]] Status check_crs(const std::string& crs);
// The CRS's own name ("NAD83 / UTM zone 18N"), or the text itself when it has none.
[[nodiscard]] std::string crs_name(const std::string& crs);
// Whether two CRS texts describe the same system (EPSG:26918 and its WKT do).
[[nodiscard]] bool same_crs(const std::string& a, const std::string& b);

}  // namespace sandtable
