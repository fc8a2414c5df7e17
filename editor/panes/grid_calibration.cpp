#include "editor/panes/grid_calibration.hpp"

#include <cmath>

namespace sandtable::editor {

void GridCalibration::remember() {
    undo_.push_back(clicks_);
    redo_.clear();
}

void GridCalibration::refit() {
    if (clicks_.size() < 3) {
        result_ = GridFitFailure{{"click at least three hex centres"}, GridFitStatus::TooFewClicks, std::nullopt};
        return;
    }
    result_ = fit_hex_grid(clicks_, options_);
}

void GridCalibration::add(MapPoint point, std::string label) {
    remember();
    clicks_.push_back({point, std::move(label)});
    refit();
}

void GridCalibration::remove(std::size_t index) {
    if (index >= clicks_.size()) return;
    remember();
    clicks_.erase(clicks_.begin() + static_cast<std::ptrdiff_t>(index));
    refit();
}

void GridCalibration::set_label(std::size_t index, std::string label) {
    if (index >= clicks_.size() || clicks_[index].label == label) return;
    remember();
    clicks_[index].label = std::move(label);
    refit();
}

void GridCalibration::replace(std::vector<GridClick> clicks) {
    remember();
    clicks_ = std::move(clicks);
    refit();
}

void GridCalibration::set_options(GridFitOptions options) {
    options_ = std::move(options);
    refit();
}

bool GridCalibration::undo() {
    if (undo_.empty()) return false;
    redo_.push_back(std::move(clicks_));
    clicks_ = std::move(undo_.back());
    undo_.pop_back();
    refit();
    return true;
}

bool GridCalibration::redo() {
    if (redo_.empty()) return false;
    undo_.push_back(std::move(clicks_));
    clicks_ = std::move(redo_.back());
    redo_.pop_back();
    refit();
    return true;
}

std::optional<std::size_t> GridCalibration::nearest(MapPoint point, double max_distance) const {
    std::optional<std::size_t> best;
    double best_distance = max_distance;
    for (std::size_t i = 0; i < clicks_.size(); ++i) {
        const double d = std::hypot(clicks_[i].point.x - point.x, clicks_[i].point.y - point.y);
        if (d <= best_distance) {
            best = i;
            best_distance = d;
        }
    }
    return best;
}

}  // namespace sandtable::editor
