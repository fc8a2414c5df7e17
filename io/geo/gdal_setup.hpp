#pragma once
// GDAL's drivers are registered once per process, before the first dataset is opened.

namespace sandtable {

void ensure_gdal_drivers();

}  // namespace sandtable
