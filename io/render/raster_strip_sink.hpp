#pragma once
// Where a raster drawing goes when it is drawn a strip of rows at a time, so that a large picture
// never has to be held whole: a PNG encoder, a GeoTIFF writer. Strips arrive top to bottom, each
// an ARGB32 Cairo image surface as wide as the picture; the file appears under its name only
// when finish() succeeds, and a sink dropped before that leaves nothing behind.
#include "model/outcome.hpp"

#include <cairo.h>

namespace sandtable {

class RasterStripSink {
public:
    virtual ~RasterStripSink() = default;
    // The next rows of the picture. Fails naming the file.
    virtual Status write_strip(cairo_surface_t* strip) = 0;
    // Completes the file once every row has been written. Fails naming the file.
    virtual Status finish() = 0;
};

}  // namespace sandtable
