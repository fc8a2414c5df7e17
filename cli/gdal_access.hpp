#pragma once
// The commands' way to GDAL: the module is loaded only by a command that needs it (georef,
// digitise, a GeoTIFF or world file, a book with reference layers), so that the others start
// without GDAL's libraries.
#include "io/gdal_module/gdal_module.hpp"

#include <string_view>

namespace sandtable::cli {

// The loaded module, or null after printing why it cannot be loaded as "sandtable-cli COMMAND: ...".
[[nodiscard]] GdalModule* gdal_or_report(std::string_view command);

[[nodiscard]] bool has_reference_layers(const Book& book);
[[nodiscard]] bool has_reference_layers(const GameMap& map);

}  // namespace sandtable::cli
