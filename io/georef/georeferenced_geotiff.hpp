#pragma once
// Writes a scanned image as a GeoTIFF in map coordinates, through GDAL. The file appears only when
// complete: it is written beside OUT and renamed over it at the end, so a failure or a cancel
// leaves an existing OUT untouched.
#include "io/gdal/spatial_reference.hpp"
#include "model/georef/resampling.hpp"
#include "model/georef/georef_fit.hpp"
#include "model/progress.hpp"

#include <filesystem>
#include <span>
#include <string>

namespace sandtable {

struct WrittenImage {
    int width = 0;  // in pixels
    int height = 0;
};

// The size of the image written, or the error naming the file and what went wrong (cancelled()
// when the designer stopped it, and then nothing is written).
using GeotiffResult = Outcome<WrittenImage>;

// Resamples the image onto a north-up grid in `crs`. Each output pixel is taken from the source
// position that fit.map_to_pixel gives for its centre, so the picture agrees with the fit and its
// residuals. The grid covers the whole image and has about as many pixels along its diagonal as
// the source. Bands keep their type; pixels outside the image are transparent through an added
// alpha band, or carry the source's nodata value when it has one.
[[nodiscard]] GeotiffResult write_warped_geotiff(const std::filesystem::path& image, const Outcome<GeorefFit>& fit,
                                                 const SpatialReference& crs, const std::filesystem::path& output,
                                                 Resampling resampling, Progress& progress);

// Copies the image's pixels unchanged, without any georeference it had, and stores the enabled
// control points with `crs` in the GeoTIFF, for GIS software to fit its own transform.
[[nodiscard]] GeotiffResult write_geotiff_with_gcps(const std::filesystem::path& image,
                                                    std::span<const GroundControlPoint> points, const SpatialReference& crs,
                                                    const std::filesystem::path& output, Progress& progress);

}  // namespace sandtable
