#pragma once
// Books over the real ground of tests/fixtures/geography (NAD83 / UTM zone 18N, EPSG:26918).
#include "model/book.hpp"
#include "model/map_frame.hpp"

#include <filesystem>

namespace sandtable::test {

// test::small_book() with its map "m" made 34 x 23 flat-top hexes of 150 m in EPSG:26918, from
// Willoughby Run to Rock Creek over the town; row 1 runs along N 4413000.
[[nodiscard]] Book gettysburg_town_book();

// The same ground as a new gettysburg-125 book (its terrain and hexside catalogue) whose map is
// "town", named Gettysburg; its scenarios are played on it.
[[nodiscard]] Book gettysburg_125_town_book();

// The 1863 roads, streams, town blocks, woods and fields (GeoJSON, EPSG:26918).
[[nodiscard]] std::filesystem::path gettysburg_1863_geojson();

// Centre of the Diamond town block, EPSG:26918.
inline constexpr MapPoint kDiamondCrs{309085.0, 4411411.0};

}  // namespace sandtable::test
