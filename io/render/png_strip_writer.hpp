#pragma once
// A PNG written row by row with libpng, for drawings too large to hold whole. The drawing is
// opaque (every render paints its background first), so the file is 8-bit RGB; zlib runs at a
// low level with the Sub filter, which on maps of flat colours costs a few per cent in size and
// saves most of the encoding time (docs/performance.md has the figures).
#include "io/render/raster_strip_sink.hpp"

#include <filesystem>
#include <memory>

namespace sandtable {

// Opens `out` (through a temporary file beside it) for a picture of width x height pixels.
[[nodiscard]] Outcome<std::unique_ptr<RasterStripSink>> open_png_strip_writer(const std::filesystem::path& out, int width,
                                                                              int height);

}  // namespace sandtable
