#pragma once
// The one owner of an open GDAL dataset, for the C and the C++ API alike: whatever opened or
// created it (GDALOpenEx, GDALCreate, GDALCreateCopy, VRTCreate, GDALAutoCreateWarpedVRT), it is
// closed, and a written file flushed, when its Dataset goes or is reset. It needs no GDAL header,
// so io/'s own headers can hold one.
#include "model/outcome.hpp"

#include <filesystem>
#include <string>

class GDALDataset;

namespace sandtable::gdal {

class Dataset {
public:
    using Handle = void*;  // GDALDatasetH, what GDAL's C functions take and return

    Dataset() = default;
    explicit Dataset(Handle handle) : dataset_(static_cast<GDALDataset*>(handle)) {}
    explicit Dataset(GDALDataset* dataset) : dataset_(dataset) {}
    ~Dataset() { reset(); }
    Dataset(Dataset&& other) noexcept : dataset_(other.dataset_) { other.dataset_ = nullptr; }
    Dataset& operator=(Dataset&& other) noexcept;
    Dataset(const Dataset&) = delete;
    Dataset& operator=(const Dataset&) = delete;

    [[nodiscard]] GDALDataset* get() const { return dataset_; }
    [[nodiscard]] GDALDataset* operator->() const { return dataset_; }
    [[nodiscard]] Handle handle() const { return dataset_; }
    explicit operator bool() const { return dataset_ != nullptr; }
    // Closes the dataset now; for a written file, everything is on disk after it.
    void reset();

private:
    GDALDataset* dataset_ = nullptr;
};

// Opens a file read-only. `flags` are GDAL_OF_RASTER or GDAL_OF_VECTOR; `not_readable` says what
// the file failed to be ("not a raster GDAL can read"). Fails with "FILE: no such file" or
// "FILE: NOT_READABLE: GDAL's reason".
[[nodiscard]] Outcome<Dataset> open_dataset(const std::filesystem::path& path, unsigned flags, const std::string& not_readable);

}  // namespace sandtable::gdal
