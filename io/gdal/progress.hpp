#pragma once
// Feeds GDAL's progress callbacks into a sandtable::Progress; cancelling it makes GDAL stop.
// Pass gdal::progress_callback as the GDALProgressFunc and the Progress as its argument.
#include "model/progress.hpp"

namespace sandtable::gdal {

int progress_callback(double fraction, const char* message, void* progress);

}  // namespace sandtable::gdal
