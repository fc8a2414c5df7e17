#include "editor/dialogs/grid_properties.hpp"

#include "editor/frame/document.hpp"
#include "model/commands/grid_commands.hpp"
#include "model/object_id.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::editor {

namespace {
constexpr int kMaxCells = 1000;
}

GridProperties GridProperties::of(const HexGrid& grid) {
    GridProperties p;
    p.orientation = grid.geometry.orientation;
    p.size = grid.geometry.size;
    p.odd = grid.layout == OffsetLayout::OddColumns || grid.layout == OffsetLayout::OddRows;
    if (grid.labels == HexLabelScheme::letter_number()) {
        p.labels = LabelSchemeKind::LetterNumber;
    } else if (grid.labels == HexLabelScheme::four_digit()) {
        p.labels = LabelSchemeKind::FourDigit;
    } else {
        p.labels = LabelSchemeKind::MapsOwn;
    }
    p.columns = grid.columns;
    p.rows = grid.rows;
    p.origin = grid.geometry.origin;
    p.rotation_degrees = grid.geometry.rotation_degrees;
    return p;
}

OffsetLayout GridProperties::layout() const {
    if (orientation == HexOrientation::FlatTop) return odd ? OffsetLayout::OddColumns : OffsetLayout::EvenColumns;
    return odd ? OffsetLayout::OddRows : OffsetLayout::EvenRows;
}

HexGrid GridProperties::applied_to(const HexGrid& current) const {
    HexGrid grid = current;
    grid.geometry.orientation = orientation;
    grid.geometry.size = size;
    grid.layout = layout();
    grid.columns = columns;
    grid.rows = rows;
    grid.geometry.origin = origin;
    grid.geometry.rotation_degrees = rotation_degrees;
    if (labels == LabelSchemeKind::LetterNumber) grid.labels = HexLabelScheme::letter_number();
    if (labels == LabelSchemeKind::FourDigit) grid.labels = HexLabelScheme::four_digit();
    return grid;
}

Status GridProperties::check() const {
    if (!std::isfinite(size) || size <= 0.0) return failure("The hex size must be more than 0.");
    if (!std::isfinite(origin.x) || !std::isfinite(origin.y)) return failure("The origin must be a point of the map.");
    if (!std::isfinite(rotation_degrees) || std::abs(rotation_degrees) > 360.0) {
        return failure("The rotation must lie between -360 and 360 degrees.");
    }
    if (columns < 1 || rows < 1) return failure("A map needs at least 1 column and 1 row.");
    if (columns > kMaxCells || rows > kMaxCells) return failure(fmt::format("A map has at most {} columns and {} rows.", kMaxCells, kMaxCells));
    if (labels == LabelSchemeKind::FourDigit && (columns > 99 || rows > 99)) {
        return failure("Four-digit labels (1905) count at most 99 columns and 99 rows.");
    }
    return {};
}

std::vector<GridProperties::PreviewHex> GridProperties::preview(const HexGrid& current, int columns_shown, int rows_shown) const {
    HexGrid grid = applied_to(current);
    grid.geometry.size = 1.0;
    grid.geometry.rotation_degrees = 0.0;
    grid.geometry.origin = {0.0, 0.0};
    std::vector<PreviewHex> hexes;
    const int cols = std::min(columns_shown, std::max(columns, 0));
    const int rows_here = std::min(rows_shown, std::max(rows, 0));
    const MapPoint first = hex_to_point(grid.geometry, offset_to_axial(grid.layout, {0, 0}));
    for (int row = 0; row < rows_here; ++row) {
        for (int col = 0; col < cols; ++col) {
            const OffsetCoord cell{col, row};
            const MapPoint centre = hex_to_point(grid.geometry, offset_to_axial(grid.layout, cell));
            hexes.push_back({cell, centre - first, grid.labels.format(cell)});
        }
    }
    return hexes;
}

Status apply_grid_properties(Document& document, const std::string& map_id, const GridProperties& properties) {
    if (Status checked = properties.check(); !checked) return checked;
    const GameMap* map = document.book().map(map_id);
    if (map == nullptr || map->kind != MapKind::Hex) {
        return failure(fmt::format("Map '{}' is not a hex grid.", map != nullptr ? name_or_id(*map) : map_id));
    }
    const HexGrid grid = properties.applied_to(map->hex.grid);
    if (grid == map->hex.grid) return {};
    if (const auto problems = disturbed_by_grid(document.book(), *map, grid); !problems.empty()) {
        return failure(fmt::format("Nothing was changed: {}.", fmt::join(problems, "; ")));
    }
    document.commands().execute(make_set_grid(*map, grid));
    return {};
}

}  // namespace sandtable::editor
