#include "io/georef/geotiff_outcome.hpp"

#include "io/gdal/setup.hpp"

#include <cpl_error.h>
#include <fmt/format.h>

namespace sandtable {

GeotiffResult conclude_geotiff(GeotiffResult result, PartialOutput& partial, const std::filesystem::path& output, bool cancelled,
                               bool written, const std::string& fallback) {
    if (cancelled) {
        result.cancelled = true;
        result.error = fmt::format("{}: cancelled, nothing written", output.string());
        return result;
    }
    if (!written || CPLGetLastErrorType() >= CE_Failure) {
        result.error = fmt::format("{}: cannot be written: {}", output.string(), gdal::last_error(fallback));
        return result;
    }
    if (Status committed = partial.commit(); !committed) {
        result.error = committed.error();
        return result;
    }
    result.ok = true;
    return result;
}

}  // namespace sandtable
