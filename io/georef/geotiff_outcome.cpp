#include "io/georef/geotiff_outcome.hpp"

#include "io/gdal/setup.hpp"

#include <cpl_error.h>
#include <fmt/format.h>

namespace sandtable {

GeotiffResult conclude_geotiff(WrittenImage size, PartialOutput& partial, const std::filesystem::path& output, bool cancelled,
                               bool written, const std::string& fallback) {
    if (cancelled) return cancellation(fmt::format("{}: cancelled, nothing written", output.string()));
    if (!written || CPLGetLastErrorType() >= CE_Failure) {
        return failure(fmt::format("{}: cannot be written: {}", output.string(), gdal::last_error(fallback)));
    }
    if (Status committed = partial.commit(); !committed) return failure(committed.error());
    return size;
}

}  // namespace sandtable
