#pragma once
// The fields of Map > Grid Properties (shape, size, origin and rotation) and what follows from them, kept apart from the dialog so
// that they are tested without one: the checks, the labels of the preview's hexes, and the
// change of the map's grid as one undo step (refused when it would move what the map keeps).
#include "model/hex_map.hpp"
#include "model/outcome.hpp"

#include <string>
#include <vector>

namespace sandtable::editor {

class Document;

enum class LabelSchemeKind {
    LetterNumber,  // P3
    FourDigit,     // 1905
    MapsOwn,       // the map's scheme when it is neither
};

struct GridProperties {
    HexOrientation orientation = HexOrientation::FlatTop;
    double size = 40.0;
    bool odd = true;  // odd columns (flat) or rows (pointy) are shoved
    LabelSchemeKind labels = LabelSchemeKind::LetterNumber;
    int columns = 10;
    int rows = 10;
    // Where axial hex (0, 0) sits and how far the grid turns clockwise about it, in map units and
    // degrees: they move the grid over the imagery, never the map's data between hexes.
    MapPoint origin{};
    double rotation_degrees = 0.0;

    [[nodiscard]] static GridProperties of(const HexGrid& grid);
    [[nodiscard]] OffsetLayout layout() const;
    // The grid these fields make of `current` (whose own label scheme is kept when the fields say so).
    [[nodiscard]] HexGrid applied_to(const HexGrid& current) const;
    // Whether the fields make a grid; else what is wrong, in words.
    [[nodiscard]] Status check() const;

    struct PreviewHex {
        OffsetCoord cell;
        MapPoint centre;  // for hexes of size 1 about the first hex's centre
        std::string label;
    };
    // The first `columns` x `rows` hexes of the grid (fewer on a smaller map), with their labels.
    [[nodiscard]] std::vector<PreviewHex> preview(const HexGrid& current, int columns = 4, int rows = 3) const;

    friend bool operator==(const GridProperties&, const GridProperties&) = default;
};

// Sets the grid of the map `map_id` of the document as one undo step, or says why nothing was
// changed.
Status apply_grid_properties(Document& document, const std::string& map_id, const GridProperties& properties);

}  // namespace sandtable::editor
