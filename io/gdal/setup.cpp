#include "io/gdal/setup.hpp"

#include <cpl_error.h>
#include <gdal.h>
#include <mutex>

namespace sandtable::gdal {

void start() {
    static std::once_flag once;
    std::call_once(once, [] {
        GDALAllRegister();
        CPLSetErrorHandler(CPLQuietErrorHandler);
    });
    CPLErrorReset();
}

std::string last_error(const std::string& fallback) {
    const char* message = CPLGetLastErrorMsg();
    return message != nullptr && *message != '\0' ? std::string(message) : fallback;
}

}  // namespace sandtable::gdal
