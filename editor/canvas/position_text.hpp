#pragma once
// How the status bar names a point of a map: its map coordinates, and for a map with a CRS the
// easting and northing and the latitude and longitude as well.
#include "model/game_map.hpp"

#include <memory>
#include <string>

namespace sandtable {
class Reprojection;
}

namespace sandtable::editor {

class PositionText {
public:
    PositionText();
    ~PositionText();
    // "(412.0, 96.5 px)", or for a map in EPSG:26918 "(E 309112.4, N 4409876.0 m)  39.8313° N, 77.2310° W".
    std::string describe(const GameMap& map, MapPoint point);

private:
    std::string crs_;  // the CRS the cached reprojection starts from
    std::unique_ptr<Reprojection> to_wgs84_;
};

}  // namespace sandtable::editor
