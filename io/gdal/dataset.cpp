#include "io/gdal/dataset.hpp"

#include "io/gdal/setup.hpp"

#include <fmt/format.h>
#include <gdal.h>

namespace sandtable::gdal {

Dataset& Dataset::operator=(Dataset&& other) noexcept {
    if (this != &other) {
        reset();
        dataset_ = other.dataset_;
        other.dataset_ = nullptr;
    }
    return *this;
}

void Dataset::reset() {
    if (dataset_ != nullptr) GDALClose(handle());
    dataset_ = nullptr;
}

Outcome<Dataset> open_dataset(const std::filesystem::path& path, unsigned flags, const std::string& not_readable) {
    start();
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return failure(fmt::format("{}: no such file", path.string()));
    Dataset dataset(GDALOpenEx(path.string().c_str(), flags | GDAL_OF_READONLY, nullptr, nullptr, nullptr));
    if (!dataset) {
        const std::string why = last_error("");
        return failure(fmt::format("{}: {}{}{}", path.string(), not_readable, why.empty() ? "" : ": ", why));
    }
    return dataset;
}

}  // namespace sandtable::gdal
