#include "cli/gdal_access.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

namespace sandtable::cli {

GdalModule* gdal_or_report(std::string_view command) {
    const Outcome<GdalModule*> module = gdal_module();
    if (!module) {
        std::cerr << fmt::format("sandtable-cli {}: {}\n", command, module.error());
        return nullptr;
    }
    return *module;
}

bool has_reference_layers(const GameMap& map) { return !map.layers.empty(); }

bool has_reference_layers(const Book& book) {
    return std::any_of(book.maps.begin(), book.maps.end(), [](const GameMap& map) { return has_reference_layers(map); });
}

}  // namespace sandtable::cli
