#include "io/geo/gdal_setup.hpp"

#include <gdal.h>
#include <mutex>
#include <ogr_api.h>

namespace sandtable {

void ensure_gdal_drivers() {
    static std::once_flag once;
    std::call_once(once, [] {
        GDALAllRegister();
        // Errors come back through return values and CPLGetLastErrorMsg(), not printed on stderr.
        CPLSetErrorHandler(CPLQuietErrorHandler);
    });
}

}  // namespace sandtable
