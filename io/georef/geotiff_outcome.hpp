#pragma once
// The end of writing a GeoTIFF, shared by the warped and the GCP-embedding writers: cancelled,
// failed (with GDAL's reason), or the finished file renamed into place.
#include "io/atomic_file.hpp"
#include "io/georef/georeferenced_geotiff.hpp"

namespace sandtable {

// `written` says whether GDAL reported success; `fallback` is the reason given when GDAL gives none.
[[nodiscard]] GeotiffResult conclude_geotiff(WrittenImage size, PartialOutput& partial, const std::filesystem::path& output,
                                             bool cancelled, bool written, const std::string& fallback);

}  // namespace sandtable
