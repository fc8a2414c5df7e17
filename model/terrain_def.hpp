#pragma once
#include <string>

namespace sandtable {

// One entry of a terrain or hexside-feature catalogue.
struct TerrainDef {
    std::string id;      // "woods"
    std::string name;    // "Woods"
    std::string colour;  // "#2e7d32"
    friend bool operator==(const TerrainDef&, const TerrainDef&) = default;
};

}  // namespace sandtable
