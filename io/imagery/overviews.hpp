#pragma once
// Reduced-resolution copies of a raster (GDAL overviews) kept beside it in NAME.ovr, so that a
// zoomed-out view reads a few small tiles instead of decoding the whole image.
#include "model/progress.hpp"

#include <filesystem>
#include <string>

namespace sandtable {

struct OverviewResult {
    bool ok = false;
    bool cancelled = false;
    int levels = 0;     // overview levels built (factors 2, 4, 8... down to one 256-pixel tile)
    std::string error;  // names the file and what went wrong
    explicit operator bool() const { return ok; }
};

// Whether a raster is larger than two 256-pixel tiles across and has no overviews yet.
[[nodiscard]] bool needs_overviews(const std::filesystem::path& raster);

// Builds the overviews (averaging pixels) with progress and cancel. A cancelled or failed build
// leaves no partial .ovr behind; the raster itself is never written.
OverviewResult build_overviews(const std::filesystem::path& raster, Progress& progress);

}  // namespace sandtable
