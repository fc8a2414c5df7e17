#include "support/gettysburg_books.hpp"

#include "support/test_books.hpp"
#include "support/test_support.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

namespace sandtable::test {

Book gettysburg_town_book() {
    Book book = small_book();
    GameMap& map = book.maps.front();
    map.units = "m";
    map.crs = "EPSG:26918";
    map.hex.grid.geometry = {HexOrientation::FlatTop, 150.0, crs_to_map({304500.0, 4413000.0}), 0.0};
    map.hex.resize(34, 23);
    return book;
}

Book gettysburg_125_town_book() {
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    GameMap& map = book.maps.front();
    map.id = "town";
    map.name = "Gettysburg";
    map.units = "m";
    map.crs = "EPSG:26918";
    // Map y is the northing negated (map_frame.hpp): row 1 runs along the north edge, at N 4413000.
    map.hex.grid.geometry = {HexOrientation::FlatTop, 150.0, crs_to_map({304500.0, 4413000.0}), 0.0};
    map.hex.resize(34, 23);
    for (Scenario& scenario : book.scenarios) scenario.map = "town";
    return book;
}

std::filesystem::path gettysburg_1863_geojson() { return fixture_path("geography/gettysburg-1863.geojson"); }

}  // namespace sandtable::test
