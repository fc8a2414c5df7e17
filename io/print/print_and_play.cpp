#include "io/print/print_and_play.hpp"

#include "io/print/print_layout.hpp"
#include "io/render/cairo_bytes.hpp"
#include "io/render/cairo_drawing.hpp"
#include "io/render/counter_face.hpp"
#include "io/render/render_map.hpp"
#include "model/freeform/piece_footprint.hpp"
#include "model/printed_sizes.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <set>

namespace sandtable {

namespace {

const Colour kInk{0.1, 0.1, 0.1, 1.0};
constexpr double kCaptionSize = 8.0;
constexpr double kCrossArm = 4.0 * kPointsPerMm;
constexpr double kCheckBarMm = 50.0;

void caption(cairo_t* cr, const std::string& text, double x, double baseline) {
    use_map_text_settings(cr);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, kCaptionSize);
    set_source(cr, kInk);
    cairo_move_to(cr, x, baseline);
    cairo_show_text(cr, text.c_str());
}

// A bar of known length at the foot of a sheet: measured on the print, it shows the printer kept the scale.
void check_bar(cairo_t* cr, const PrintableArea& area) {
    const double length = kCheckBarMm * kPointsPerMm;
    const double right = area.left + area.width;
    const double y = area.footer_baseline - 2.0;
    set_source(cr, kInk);
    cairo_set_line_width(cr, 0.8);
    cairo_move_to(cr, right - length, y);
    cairo_line_to(cr, right, y);
    for (const double x : {right - length, right}) {
        cairo_move_to(cr, x, y - 3.0);
        cairo_line_to(cr, x, y + 3.0);
    }
    cairo_stroke(cr);
    cairo_text_extents_t extents;
    const std::string label = fmt::format("{:g} mm", kCheckBarMm);
    cairo_set_font_size(cr, kCaptionSize);
    cairo_text_extents(cr, label.c_str(), &extents);
    caption(cr, label, right - length / 2 - extents.x_advance / 2, y - 4.0);
}

void registration_cross(cairo_t* cr, double x, double y) {
    set_source(cr, kInk);
    cairo_set_line_width(cr, 0.6);
    cairo_move_to(cr, x - kCrossArm, y);
    cairo_line_to(cr, x + kCrossArm, y);
    cairo_move_to(cr, x, y - kCrossArm);
    cairo_line_to(cr, x, y + kCrossArm);
    cairo_stroke(cr);
    cairo_new_sub_path(cr);
    cairo_arc(cr, x, y, kCrossArm * 0.5, 0, 2 * M_PI);
    cairo_stroke(cr);
}

void dashed_line(cairo_t* cr, double x0, double y0, double x1, double y1) {
    const double dashes[] = {4.0, 3.0};
    cairo_save(cr);
    set_source(cr, kInk);
    cairo_set_line_width(cr, 0.6);
    cairo_set_dash(cr, dashes, 2, 0.0);
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
    cairo_restore(cr);
}

// A map's printed scale, and how its caption says it.
struct PrintedMap {
    const GameMap* map = nullptr;
    MapTiling tiling;
    std::string scale_text;
};

// Hexes print at the map's printed hex size; a free-form map prints so that a piece is as wide as
// a printed counter, the counter being the label stuck on the block.
PrintedMap printed_map(const GameMap& map, PaperSize paper, double counter_mm) {
    if (map.kind == MapKind::Freeform) {
        const double piece_width = piece_size(map.freeform).width;
        const double scale = counter_mm * kPointsPerMm / piece_width;
        return {&map, tile_map(map_bounds(map), paper, scale),
                fmt::format("pieces {:g} mm wide; 10 mm is {:.4g} map units", counter_mm, 10.0 * kPointsPerMm / scale)};
    }
    const double hex_mm = map.hex.printed_hex_mm.value_or(kDefaultPrintedHexMm);
    return {&map, tile_map(map.hex, paper, hex_mm), fmt::format("hexes {:g} mm across the flats", hex_mm)};
}

void draw_map_sheet(cairo_t* cr, const Book& book, const GameMap& map, const MapTiling& tiling, PaperSize paper, int column, int row,
                    const std::string& scale_text) {
    const PrintableArea& area = tiling.area;
    const MapPoint origin = tiling.sheet_origin(column, row);
    RenderView view;
    view.scale = tiling.scale;
    view.top_left = {origin.x - area.left / tiling.scale, origin.y - area.top / tiling.scale};
    view.width_px = static_cast<int>(std::ceil(paper.width_pt));
    view.height_px = static_cast<int>(std::ceil(paper.height_pt));
    RenderOptions options;
    options.units = false;  // the counters are cut out of the counter sheets
    cairo_save(cr);
    cairo_rectangle(cr, area.left, area.top, area.width, area.height);
    cairo_clip(cr);
    render_map(cr, book, map, nullptr, view, options);
    for (const PagePoint& mark : registration_marks(tiling, column, row)) registration_cross(cr, mark.x, mark.y);
    cairo_restore(cr);
    // Trim lines where the next sheet's map begins.
    if (column + 1 < tiling.columns) dashed_line(cr, area.left + tiling.step_x, area.top, area.left + tiling.step_x, area.top + area.height);
    if (row + 1 < tiling.rows) dashed_line(cr, area.left, area.top + tiling.step_y, area.left + area.width, area.top + tiling.step_y);
    set_source(cr, kInk);
    cairo_set_line_width(cr, 0.4);
    cairo_rectangle(cr, area.left, area.top, area.width, area.height);
    cairo_stroke(cr);
    caption(cr,
            fmt::format("{}: sheet {} of {} (row {}, column {}); {}.", map.name.empty() ? map.id : map.name,
                        row * tiling.columns + column + 1, tiling.sheets(), row + 1, column + 1, scale_text),
            area.left, area.footer_baseline - 12.0);
    caption(cr, "Trim along the dashed lines; lay each sheet over the next, crosses on crosses.", area.left, area.footer_baseline - 2.0);
    check_bar(cr, area);
}

struct SheetUnit {
    std::size_t side = 0;
    const ForceNode* unit = nullptr;
};

std::vector<SheetUnit> counter_units(const Book& book, const std::vector<const Scenario*>& scenarios) {
    std::set<std::string> wanted;
    for (const Scenario* scenario : scenarios) {
        for (const std::string& id : order_of_battle(book, *scenario)) wanted.insert(id);
    }
    std::vector<SheetUnit> units;
    for (std::size_t side = 0; side < book.forces.sides.size(); ++side) {
        for (const ForceNode& node : book.forces.sides[side].nodes) {
            if (node.kind != ForceNodeKind::Unit) continue;
            if (!scenarios.empty() && !wanted.contains(node.id)) continue;
            units.push_back({side, &node});
        }
    }
    return units;
}

void draw_counter_sheet(cairo_t* cr, const Book& book, const std::vector<SheetUnit>& units, std::size_t first, const CounterGrid& grid,
                        PaperSize paper, bool back, int sheet, int sheets, double counter_mm) {
    const PrintableArea area = printable_area(paper);
    const std::size_t last = std::min(units.size(), first + static_cast<std::size_t>(grid.per_sheet()));
    for (std::size_t i = first; i < last; ++i) {
        const int k = static_cast<int>(i - first);
        const double front_x = area.left + (k % grid.columns) * grid.cell + grid.counter / 2;
        const double y = area.top + (k / grid.columns) * grid.cell + grid.counter / 2;
        // Flipped on the long edge, a point of the front is behind the same point mirrored left to right.
        const double x = back ? paper.width_pt - front_x : front_x;
        const SheetUnit& entry = units[i];
        CounterFace face = counter_face(book, entry.side, *entry.unit, back ? UnitState::Reduced : UnitState::Full);
        if (back && !has_reduced_side(*entry.unit)) {
            face = counter_face(book, entry.side, *entry.unit, UnitState::Full);
            face.factors.clear();  // one step only: the back says whose it is and no more
        }
        draw_unit_counter(cr, {x, y}, grid.counter, face);
    }
    caption(cr, fmt::format("Counters, sheet {} of {}, {} ({:g} mm).", sheet, sheets, back ? "back" : "front", counter_mm), area.left,
            area.footer_baseline - 12.0);
    caption(cr,
            back ? "Print on the reverse of the front, flipping on the long edge: reduced sides where the unit has one."
                 : "Full strength. Cut along the counters' edges.",
            area.left, area.footer_baseline - 2.0);
    check_bar(cr, area);
}

}  // namespace

CounterGrid counter_grid(PaperSize paper, double counter_mm) {
    const PrintableArea area = printable_area(paper);
    CounterGrid grid;
    grid.counter = counter_mm * kPointsPerMm;
    grid.cell = grid.counter + kCounterGutterMm * kPointsPerMm;
    const double gutter = kCounterGutterMm * kPointsPerMm;
    grid.columns = std::max(0, static_cast<int>(std::floor((area.width + gutter) / grid.cell)));
    grid.rows = std::max(0, static_cast<int>(std::floor((area.height + gutter) / grid.cell)));
    return grid;
}

Outcome<PrintAndPlay> print_and_play_pdf(const Book& book, const std::vector<const Scenario*>& scenarios, Paper paper, Progress& progress) {
    const PaperSize size = paper_size(paper);
    const double counter_mm = book.forces.printed_counter_mm.value_or(kDefaultPrintedCounterMm);
    std::vector<PrintedMap> maps;
    for (const GameMap& map : book.maps) {
        if (map.kind == MapKind::Hex || map.kind == MapKind::Freeform) maps.push_back(printed_map(map, size, counter_mm));
    }
    if (maps.empty()) return failure("the book has no hex or free-form map; print-and-play sheets print those so far");
    const CounterGrid grid = counter_grid(size, counter_mm);
    if (grid.per_sheet() == 0) return failure(fmt::format("counters of {:g} mm do not fit on a {} sheet", counter_mm, to_string(paper)));
    const std::vector<SheetUnit> units = counter_units(book, scenarios);

    PrintAndPlay result;
    for (const PrintedMap& map : maps) result.map_sheets += map.tiling.sheets();
    result.counter_sheets = static_cast<int>((units.size() + static_cast<std::size_t>(grid.per_sheet()) - 1) / static_cast<std::size_t>(grid.per_sheet()));
    const int pages = result.map_sheets + 2 * result.counter_sheets;
    SurfacePtr surface = create_vector_surface(RenderFormat::Pdf, size.width_pt, size.height_pt, result.pdf);
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    int page = 0;
    const auto next_page = [&](const std::string& message) {
        progress.set_message(message);
        progress.set_progress(static_cast<double>(page) / pages);
        return !progress.is_cancelled();
    };
    for (const PrintedMap& printed : maps) {
        const MapTiling& tiling = printed.tiling;
        for (int row = 0; row < tiling.rows; ++row) {
            for (int column = 0; column < tiling.columns; ++column) {
                if (!next_page(fmt::format("Map {}, sheet {} of {}", printed.map->id, row * tiling.columns + column + 1, tiling.sheets()))) {
                    return cancellation("cancelled");
                }
                draw_map_sheet(cr.get(), book, *printed.map, tiling, size, column, row, printed.scale_text);
                cairo_show_page(cr.get());
                ++page;
            }
        }
    }
    for (int sheet = 0; sheet < result.counter_sheets; ++sheet) {
        for (const bool back : {false, true}) {
            if (!next_page(fmt::format("Counter sheet {} of {}", sheet + 1, result.counter_sheets))) return cancellation("cancelled");
            draw_counter_sheet(cr.get(), book, units, static_cast<std::size_t>(sheet) * static_cast<std::size_t>(grid.per_sheet()), grid, size, back,
                               sheet + 1, result.counter_sheets, counter_mm);
            cairo_show_page(cr.get());
            ++page;
        }
    }
    cairo_status_t status = cairo_status(cr.get());
    cr.reset();
    cairo_surface_finish(surface.get());
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS) return failure(fmt::format("PDF drawing failed: {}", cairo_status_to_string(status)));
    progress.set_progress(1.0);
    return result;
}

}  // namespace sandtable
