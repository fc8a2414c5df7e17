#pragma once
// Renders a map of a book, with a scenario's units, to a PNG, SVG, PDF or GeoTIFF file chosen by
// the output's extension. A GeoTIFF, and a PNG with its world file, carry the view's
// georeference: CRS coordinates on a map with a CRS, map units (y up) on one without.
#include "io/render/render_options.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable {

struct Book;
struct Scenario;

struct Rendered {
    int width_px = 0;  // the size drawn
    int height_px = 0;
};

// The size drawn with the warnings of a file written all the same (a GeoTIFF of a map without a
// CRS...), or the error naming the file and what went wrong.
using RenderResult = Report<Rendered>;

// How large a drawing is and what goes with it.
struct RenderRequest {
    // 0 come from the map: one given, the other follows the map's proportions; both 0, the map is
    // drawn at one pixel per map unit when its unit is "px" and with hexes 40 px across the
    // corners otherwise.
    int width_px = 0;
    int height_px = 0;
    // Map units (metres on a map with a CRS) a pixel; when above 0 it sets the size, and width
    // and height must be 0.
    double resolution = 0.0;
    // PNG only: also write the world file (.pgw) and, on a map with a CRS, .prj and .png.aux.xml.
    bool world_file = false;
    // PNG and GeoTIFF are drawn and written a strip of rows at a time, so that memory stays that
    // of a strip; 0 chooses the rows from the width (about 16 MB of pixels, whole GeoTIFF tiles).
    int strip_rows = 0;
};

// Largest width or height of a drawing, in pixels (SVG and PDF: points).
inline constexpr int kMaxRenderSidePx = 16384;
// Free space round the map in a drawing sized by render_to_file.
inline constexpr double kRenderMarginPx = 16.0;

// map_id empty: the scenario's map, or the book's first map. `scenario` is resolved (or null for
// the map alone) and must be played on that map.
RenderResult render_to_file(const Book& book, const std::string& map_id, const Scenario* scenario,
                            const std::filesystem::path& out, const RenderRequest& request, const RenderOptions& options);

inline RenderResult render_to_file(const Book& book, const std::string& map_id, const Scenario* scenario,
                                   const std::filesystem::path& out, int width_px, int height_px, const RenderOptions& options) {
    return render_to_file(book, map_id, scenario, out, RenderRequest{width_px, height_px, 0.0, false, 0}, options);
}

}  // namespace sandtable
