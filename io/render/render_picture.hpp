#pragma once
// A picture of a hex map, or of a scenario's setup on it, to hang on a wall or print in a rulebook:
// the map with a legend beside it (io/render/legend.hpp) and, when the map has a CRS, a north
// arrow and a scale bar; as PNG, SVG or PDF bytes.
#include "io/render/render_format.hpp"
#include "model/outcome.hpp"

#include <string>

namespace sandtable {

struct Book;
struct GameMap;
struct Scenario;

inline constexpr int kDefaultPictureMapWidth = 1200;

struct PictureSize {
    int width = 0;  // pixels (PNG) or points (SVG, PDF)
    int height = 0;
    double map_left = 0.0;  // the map's drawing area: the map view is fitted to it
    double map_width = 0.0;
    double map_height = 0.0;
    double legend_left = 0.0;
};

// `scenario` resolved and played on `map`, or null for the map alone; `map_width` is the width
// of the map's part of the picture.
[[nodiscard]] Outcome<std::string> draw_picture(const Book& book, const GameMap& map, const Scenario* scenario, RenderFormat format,
                                                int map_width = kDefaultPictureMapWidth);
// Where draw_picture puts things, for tests and callers that place marks on the picture.
[[nodiscard]] Outcome<PictureSize> picture_size(const Book& book, const GameMap& map, const Scenario* scenario, int map_width);

}  // namespace sandtable
