#pragma once
// A map's own properties, its name, CRS, units and printed hex size, set as one undoable step
// (Map > Properties).
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"

#include <optional>
#include <string>

namespace sandtable {

struct MapProperties {
    std::string name;
    // "EPSG:26918", WKT or a PROJ string; empty for a map not tied to the earth. Whether GDAL
    // knows it is checked by the caller: the model does not read CRSs.
    std::string crs;
    std::string units = "px";  // "px", "mm", "in", or "m" (the only units of a map with a CRS)
    std::optional<double> printed_hex_mm;  // hex maps: across the flats on a print-and-play sheet
    friend bool operator==(const MapProperties&, const MapProperties&) = default;
};

[[nodiscard]] MapProperties properties_of(const GameMap& map);
// One step ("Set properties of Board"); refused, saying why, for an unknown map, a blank name,
// units other than px, mm, in or m, a CRS with units other than m, a printed hex size out of
// range or on a map without hexes, or no change at all.
[[nodiscard]] Edit make_set_map_properties(const Book& book, const std::string& map_id, MapProperties properties);

}  // namespace sandtable
