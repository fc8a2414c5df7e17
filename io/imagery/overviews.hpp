#pragma once
// Reduced-resolution copies of a raster (GDAL overviews) kept beside it in NAME.ovr, so that a
// zoomed-out view reads a few small tiles instead of decoding the whole image.
#include "model/outcome.hpp"
#include "model/progress.hpp"

#include <filesystem>
#include <string>

namespace sandtable {

// The overview levels built (factors 2, 4, 8... down to one 256-pixel tile), or the error naming
// the file and what went wrong (cancelled() when the designer stopped it).
using OverviewResult = Outcome<int>;

// Whether a raster is larger than two 256-pixel tiles across and has no overviews yet.
[[nodiscard]] bool needs_overviews(const std::filesystem::path& raster);

// Builds the overviews (averaging pixels) with progress and cancel. A cancelled or failed build
// leaves no partial .ovr behind; the raster itself is never written.
OverviewResult build_overviews(const std::filesystem::path& raster, Progress& progress);

}  // namespace sandtable
