#pragma once
// The one place where a designer's CRS text becomes GDAL's OGRSpatialReference, and where one
// becomes WKT again. Only io/ includes this.
#include "model/outcome.hpp"

#include <string>

class OGRSpatialReference;

namespace sandtable::gdal {

enum class SrsRead {
    Empty,      // no text given
    FileOrUrl,  // the text names a file or a URL, which is never opened
    Unknown,    // GDAL does not understand the text
};

// Reads anything OGRSpatialReference::SetFromUserInput takes from the text itself (EPSG:NNNN,
// WKT, PROJ strings, OGC URNs), with file and network access off: a CRS from a book, a .points
// file or a command line is never taken as a file to open or a URL to fetch. Axes are in the
// traditional GIS order (x is easting or longitude).
struct SrsFailure : Failure {  // error: what was wrong, quoting the text and naming the forms expected
    SrsRead kind = SrsRead::Unknown;
};
using SrsReading = BasicStatus<SrsFailure>;
[[nodiscard]] SrsReading read_srs(const std::string& text, OGRSpatialReference& srs);

// The text as the errors quote it: its first 57 characters and "..." when it is longer than 60.
[[nodiscard]] std::string crs_excerpt(const std::string& text);

// The CRS as WKT. `format` is GDAL's FORMAT option ("WKT2_2019", "WKT1_ESRI"); empty gives GDAL's
// default. Empty when GDAL cannot write it.
[[nodiscard]] std::string wkt_of(const OGRSpatialReference& srs, const std::string& format = {});

}  // namespace sandtable::gdal
