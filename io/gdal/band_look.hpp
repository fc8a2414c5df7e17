#pragma once
// What makes a raster band display the same in a copy. Only io/ includes this.
#include <gdal.h>

namespace sandtable::gdal {

// Copies the colour interpretation, the colour table and the nodata value.
void copy_band_look(GDALRasterBandH from, GDALRasterBandH to);

}  // namespace sandtable::gdal
