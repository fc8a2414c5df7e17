#include "io/geo/gdal_open.hpp"

#include "io/geo/gdal_setup.hpp"

#include <cpl_error.h>
#include <fmt/format.h>
#include <gdal_priv.h>

namespace sandtable {

GDALDataset* open_gdal_dataset(const std::filesystem::path& path, unsigned flags, const std::string& not_readable, std::string& error) {
    ensure_gdal_drivers();
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
        error = fmt::format("{}: no such file", path.string());
        return nullptr;
    }
    CPLErrorReset();
    auto* dataset = static_cast<GDALDataset*>(GDALOpenEx(path.string().c_str(), flags | GDAL_OF_READONLY, nullptr, nullptr, nullptr));
    if (dataset == nullptr) {
        const std::string why = CPLGetLastErrorMsg();
        error = fmt::format("{}: {}{}{}", path.string(), not_readable, why.empty() ? "" : ": ", why);
    }
    return dataset;
}

}  // namespace sandtable
