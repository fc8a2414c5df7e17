#include "io/gdal/band_look.hpp"

namespace sandtable::gdal {

void copy_band_look(GDALRasterBandH from, GDALRasterBandH to) {
    GDALSetRasterColorInterpretation(to, GDALGetRasterColorInterpretation(from));
    if (GDALColorTableH table = GDALGetRasterColorTable(from); table != nullptr) GDALSetRasterColorTable(to, table);
    int has_nodata = 0;
    const double nodata = GDALGetRasterNoDataValue(from, &has_nodata);
    if (has_nodata) GDALSetRasterNoDataValue(to, nodata);
}

}  // namespace sandtable::gdal
