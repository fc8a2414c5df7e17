#pragma once
// Owning handles for GDAL objects, closed in reverse order of opening. Only io/ includes this.
#include <gdal.h>
#include <memory>

namespace sandtable::gdal {

struct DatasetCloser {
    void operator()(void* dataset) const { GDALClose(static_cast<GDALDatasetH>(dataset)); }
};
using Dataset = std::unique_ptr<void, DatasetCloser>;

// Copies what makes a band display the same: colour interpretation, colour table, nodata.
void copy_band_look(GDALRasterBandH from, GDALRasterBandH to);

}  // namespace sandtable::gdal
