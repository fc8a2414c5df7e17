#include "io/georef/gdal_session.hpp"

#include <cpl_error.h>
#include <gdal.h>

namespace sandtable::gdal {

QuietSession::QuietSession() {
    GDALAllRegister();
    CPLPushErrorHandler(CPLQuietErrorHandler);
    CPLErrorReset();
}

QuietSession::~QuietSession() { CPLPopErrorHandler(); }

std::string last_error(const std::string& fallback) {
    const char* message = CPLGetLastErrorMsg();
    return message != nullptr && *message != '\0' ? std::string(message) : fallback;
}

}  // namespace sandtable::gdal
