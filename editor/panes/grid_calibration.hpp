#pragma once
// The clicks of a grid calibration in progress and the grid fitted to them, refitted after every
// change. Edits of the click list have their own undo history: the clicks are working material
// of the calibration, not part of the book, so they neither mark the book modified nor mix with
// the book's undo steps; only applying the fit (a document command) changes the book.
#include "model/hex/grid_fit.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace sandtable::editor {

class GridCalibration {
public:
    [[nodiscard]] const std::vector<GridClick>& clicks() const { return clicks_; }
    [[nodiscard]] const GridFitOptions& options() const { return options_; }
    // The latest fit; TooFewClicks below three clicks.
    [[nodiscard]] const GridFitResult& result() const { return result_; }
    [[nodiscard]] const GridFit* fit() const { return result_ ? &*result_ : nullptr; }

    void add(MapPoint point, std::string label = {});
    void remove(std::size_t index);
    void set_label(std::size_t index, std::string label);
    // Replaces every click (loading a file); one undo step.
    void replace(std::vector<GridClick> clicks);
    // Orientation, layout and label scheme; not part of the click history.
    void set_options(GridFitOptions options);

    [[nodiscard]] bool can_undo() const { return !undo_.empty(); }
    [[nodiscard]] bool can_redo() const { return !redo_.empty(); }
    bool undo();
    bool redo();

    // The click nearest the point, if any lies within max_distance (map units).
    [[nodiscard]] std::optional<std::size_t> nearest(MapPoint point, double max_distance) const;

private:
    void remember();
    void refit();

    std::vector<GridClick> clicks_;
    GridFitOptions options_;
    GridFitResult result_ = GridFitFailure{};  // no clicks yet: no fit and nothing to say
    std::vector<std::vector<GridClick>> undo_;
    std::vector<std::vector<GridClick>> redo_;
};

}  // namespace sandtable::editor
