#pragma once
// Opens a file read-only through GDAL, with the error a designer reads when it does not open.
#include <filesystem>
#include <string>

class GDALDataset;

namespace sandtable {

// `flags` are GDAL_OF_RASTER or GDAL_OF_VECTOR; `not_readable` says what the file failed to be
// ("not a raster GDAL can read"). Null with "FILE: no such file" or "FILE: NOT_READABLE: GDAL's
// reason" in `error`.
[[nodiscard]] GDALDataset* open_gdal_dataset(const std::filesystem::path& path, unsigned flags, const std::string& not_readable,
                                             std::string& error);

}  // namespace sandtable
