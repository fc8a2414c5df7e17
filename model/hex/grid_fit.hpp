#pragma once
// Calibrating a hex grid over a picture: from hex centres clicked on it, some with the labels
// printed in them, the orientation, size, origin, rotation and offset layout that put the grid's
// centres nearest the clicks in the least-squares sense, with each click's hex and residual.
// docs/grid-calibration.md describes the method.
#include "model/outcome.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/hex/hex_label_scheme.hpp"
#include "model/hex/label_reading.hpp"
#include "model/hex/offset_coord.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct GridClick {
    MapPoint point;
    std::string label;  // the hex's printed label; empty when not given
};

struct GridFitOptions {
    HexLabelScheme labels = HexLabelScheme::letter_number();
    // When set, only grids with this orientation or layout are tried.
    std::optional<HexOrientation> orientation;
    std::optional<OffsetLayout> layout;
};

struct FittedClick {
    HexCoord hex;       // the label's hex for a labelled click, the nearest centre otherwise
    std::string label;  // the label of `hex` in the fitted layout
    MapPoint centre;    // where the fitted grid puts that hex
    double residual = 0.0;
    bool labelled = false;
};

// One orientation and layout tried, with the best grid of that kind.
struct GridFitCandidate {
    HexGeometry geometry;
    OffsetLayout layout = OffsetLayout::OddColumns;
    double rms = 0.0;
    bool as_good_as_best = false;  // not the chosen grid, but the clicks cannot tell it from that one
};

// The labels read another way fit the clicks far better: the reading, and the fit's rms with it.
struct BetterLabelReading {
    LabelReading reading;
    double rms = 0.0;
    std::string description;  // "the letters naming the row and the number the column"
};

struct GridFit {
    HexGeometry geometry;
    OffsetLayout layout = OffsetLayout::OddColumns;
    std::vector<FittedClick> clicks;  // in the order given
    double rms = 0.0;
    std::vector<GridFitCandidate> candidates;  // best first; the first is the fit
    // What the clicks leave open and how it was settled, as sentences.
    std::vector<std::string> notes;
    // Labelled clicks more than a third of a hex (of the distance between neighbouring centres)
    // from the centre the fit gives their label, each named with its label, as sentences.
    std::vector<std::string> warnings;
    // Set with the warnings when another reading of the labels fits with at most half the rms.
    std::optional<BetterLabelReading> better_reading;
};

enum class GridFitStatus {
    Ok,
    TooFewClicks,       // fewer than three clicks
    BadCoordinate,      // a coordinate that is not a finite number, or farther from 0 than any map's
    BadLabel,           // a label the scheme does not read
    ConflictingChoice,  // an orientation and a layout that do not go together
    NoScale,            // the clicks do not tell how large a hex is (all at one point)
    NoRotation,         // the clicks lie on one line of hexes and at most one hex is labelled
    OutOfRange,         // the best grid's size or origin is outside what a map's grid may have
};

// Why no grid fits the clicks, and the click it is about.
struct GridFitFailure : Failure {
    GridFitStatus status = GridFitStatus::Ok;  // Ok only for a fit
    std::optional<std::size_t> click;           // counted from 0
};

using GridFitResult = Outcome<GridFit, GridFitFailure>;

[[nodiscard]] GridFitResult fit_hex_grid(const std::vector<GridClick>& clicks, const GridFitOptions& options = {});

// Row layouts go with pointy-top hexes, column layouts with flat-top hexes.
[[nodiscard]] HexOrientation orientation_for(OffsetLayout layout);

}  // namespace sandtable
