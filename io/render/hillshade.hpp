#pragma once
// An elevation grid drawn as relief: each cell's grey is how squarely its slope faces a light
// from the north-west (azimuth 315 degrees) 45 degrees above the horizon, the slope taken by
// Horn's method from the cell's 3 x 3 neighbourhood, as GIS tools shade a DEM (gdaldem hillshade
// with its defaults gives the same greys within rounding). Rows run north to south, columns west
// to east; cells beyond the grid's edge take the value of the nearest cell inside it.
#include <vector>

namespace sandtable {

// `elevation`: width x height values, row by row; NaN where there is no data. `cell_width` and
// `cell_height`: a cell's size in the elevations' own unit (metres for a DEM in metres on a
// projected CRS). Greys 0 (facing away) to 255 (facing the light); a cell with no data, or next
// to one, is 0 in `grey` and false in `valid`.
struct Hillshade {
    std::vector<unsigned char> grey;
    std::vector<bool> valid;
};

[[nodiscard]] Hillshade hillshade(const std::vector<double>& elevation, int width, int height, double cell_width,
                                  double cell_height);

}  // namespace sandtable
