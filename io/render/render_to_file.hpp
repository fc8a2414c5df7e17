#pragma once
// Renders a map of a book, with a scenario's units, to a PNG, SVG or PDF file chosen by the
// output's extension.
#include "io/render/render_options.hpp"

#include <filesystem>
#include <string>

namespace sandtable {

struct Book;
struct Scenario;

struct RenderResult {
    bool ok = false;
    std::string error;  // names the file and what went wrong
    int width_px = 0;   // the size drawn
    int height_px = 0;
    explicit operator bool() const { return ok; }
};

// Largest width or height of a drawing, in pixels (SVG and PDF: points).
inline constexpr int kMaxRenderSidePx = 16384;
// Free space round the map in a drawing sized by render_to_file.
inline constexpr double kRenderMarginPx = 16.0;

// map_id empty: the scenario's map, or the book's first map. `scenario` is resolved (or null for
// the map alone) and must be played on that map. width_px and height_px of 0 come from the map:
// one given, the other follows the map's proportions; both 0, the map is drawn at one pixel per
// map unit when its unit is "px" and with hexes 40 px across the corners otherwise.
RenderResult render_to_file(const Book& book, const std::string& map_id, const Scenario* scenario,
                            const std::filesystem::path& out, int width_px, int height_px, const RenderOptions& options);

}  // namespace sandtable
