#include "support/gettysburg_books.hpp"

#include "support/test_books.hpp"
#include "support/test_support.hpp"

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

std::filesystem::path gettysburg_1863_geojson() { return fixture_path("geography/gettysburg-1863.geojson"); }

}  // namespace sandtable::test
