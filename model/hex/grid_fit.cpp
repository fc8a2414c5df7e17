#include "model/hex/grid_fit.hpp"

#include "model/hex/eisenstein.hpp"
#include "model/hex/grid_limits.hpp"
#include "model/hex/hex_similarity_fit.hpp"
#include "model/hex/triangular_lattice_fit.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numbers>
#include <set>

namespace sandtable {
namespace {

constexpr std::size_t kFewestClicks = 3;
constexpr int kMostReassignments = 20;
// Fits whose rms differ by less than this fraction of a hex are taken to be equally good: the
// clicks cannot tell them apart, only rounding separates them.
constexpr double kSameRms = 1e-6;

struct Kind {
    HexOrientation orientation;
    OffsetLayout layout;
};

constexpr std::array<Kind, 4> kKinds = {{
    {HexOrientation::FlatTop, OffsetLayout::OddColumns},
    {HexOrientation::FlatTop, OffsetLayout::EvenColumns},
    {HexOrientation::PointyTop, OffsetLayout::OddRows},
    {HexOrientation::PointyTop, OffsetLayout::EvenRows},
}};

std::string describe(HexOrientation orientation) {
    return orientation == HexOrientation::FlatTop ? "flat-top" : "pointy-top";
}

std::string describe(OffsetLayout layout) {
    switch (layout) {
        case OffsetLayout::OddRows: return "odd rows shoved";
        case OffsetLayout::EvenRows: return "even rows shoved";
        case OffsetLayout::OddColumns: return "odd columns shoved";
        case OffsetLayout::EvenColumns: return "even columns shoved";
    }
    return "";
}

std::string describe(const Kind& kind) { return describe(kind.orientation) + " hexes with " + describe(kind.layout); }

std::string describe(MapPoint point) { return fmt::format("({:g}, {:g})", point.x, point.y); }

GridFitResult refusal(GridFitStatus status, std::string error, std::optional<std::size_t> click = std::nullopt) {
    return GridFitFailure{{std::move(error)}, status, click};
}

// One way of placing the grid, refined until the clicks' hexes stop changing.
struct Trial {
    HexGeometry geometry;
    std::vector<HexCoord> hexes;
    std::vector<double> residuals;
    double rms = 0.0;
};

// Prefers the smaller rms; between equally good ones the smaller rotation, as the fits then
// differ only by turning the hex numbering a multiple of 60 degrees about a hex.
bool better(const Trial& a, const Trial& b) {
    const double tolerance = kSameRms * b.geometry.size;
    if (std::abs(a.rms - b.rms) > tolerance) return a.rms < b.rms;
    const double turn_a = std::abs(a.geometry.rotation_degrees);
    const double turn_b = std::abs(b.geometry.rotation_degrees);
    if (std::abs(turn_a - turn_b) > 1e-9) return turn_a < turn_b;
    return a.geometry.rotation_degrees > b.geometry.rotation_degrees;  // +30 rather than -30
}

class Fitter {
public:
    Fitter(std::vector<MapPoint> points, std::vector<std::optional<OffsetCoord>> offsets,
           const std::optional<TriangularLattice>& lattice)
        : points_(std::move(points)), offsets_(std::move(offsets)), lattice_(lattice) {}

    // The best grid of one kind, or nothing when no start gives a grid with a size.
    [[nodiscard]] std::optional<Trial> best_of(const Kind& kind) const {
        const std::vector<std::optional<HexCoord>> fixed = fixed_hexes(kind.layout);
        std::optional<Trial> best;
        for (const HexGeometry& start : starts(kind.orientation, fixed)) {
            std::optional<Trial> trial = refine(start, fixed);
            if (trial && (!best || better(*trial, *best))) best = std::move(trial);
        }
        return best;
    }

private:
    std::vector<MapPoint> points_;
    std::vector<std::optional<OffsetCoord>> offsets_;
    const std::optional<TriangularLattice>& lattice_;

    [[nodiscard]] std::vector<std::optional<HexCoord>> fixed_hexes(OffsetLayout layout) const {
        std::vector<std::optional<HexCoord>> fixed;
        for (const auto& offset : offsets_) {
            fixed.push_back(offset ? std::optional(offset_to_axial(layout, *offset)) : std::nullopt);
        }
        return fixed;
    }

    // From the labelled clicks alone, and from the lattice of all clicks turned each of the six
    // ways the labels might number it.
    [[nodiscard]] std::vector<HexGeometry> starts(HexOrientation orientation,
                                                  const std::vector<std::optional<HexCoord>>& fixed) const {
        std::vector<HexGeometry> geometries;
        std::vector<HexCoord> hexes;
        std::vector<MapPoint> points;
        for (std::size_t i = 0; i < fixed.size(); ++i) {
            if (!fixed[i]) continue;
            hexes.push_back(*fixed[i]);
            points.push_back(points_[i]);
        }
        if (auto from_labels = fit_hex_similarity(orientation, hexes, points)) geometries.push_back(*from_labels);
        if (!lattice_) return geometries;
        for (int sixths = 0; sixths < 6; ++sixths) geometries.push_back(from_lattice(orientation, fixed, sixths));
        return geometries;
    }

    // The lattice numbered so that its coordinates turned by `sixths` and shifted are axial
    // coordinates: the shift most labelled clicks agree on, or, with no labels, the one that
    // makes the first click hex (0, 0).
    [[nodiscard]] HexGeometry from_lattice(HexOrientation orientation, const std::vector<std::optional<HexCoord>>& fixed,
                                           int sixths) const {
        std::map<HexCoord, int> votes;
        for (std::size_t i = 0; i < fixed.size(); ++i) {
            if (fixed[i]) ++votes[*fixed[i] - turn_sixths(lattice_->coords[i], sixths)];
        }
        HexCoord shift = HexCoord{0, 0} - turn_sixths(lattice_->coords.front(), sixths);
        int most = 0;
        for (const auto& [candidate, count] : votes) {
            if (count > most) {
                most = count;
                shift = candidate;
            }
        }
        // point = origin + step * w^-sixths * (axial - shift) = origin' + m * basis * axial
        const Complex unturn = std::polar(1.0, -sixths * std::numbers::pi / 3.0);
        const Complex step = to_complex(lattice_->step) * unturn;
        const Complex m = step / orientation_basis(orientation);
        HexGeometry geometry;
        geometry.orientation = orientation;
        geometry.size = std::abs(m);
        geometry.rotation_degrees = std::arg(m) * 180.0 / std::numbers::pi;
        geometry.origin = to_point(to_complex(lattice_->origin) - step * to_complex(shift));
        return geometry;
    }

    [[nodiscard]] std::vector<HexCoord> assign(const HexGeometry& geometry,
                                               const std::vector<std::optional<HexCoord>>& fixed) const {
        std::vector<HexCoord> hexes;
        hexes.reserve(points_.size());
        for (std::size_t i = 0; i < points_.size(); ++i) {
            hexes.push_back(fixed[i] ? *fixed[i] : point_to_hex(geometry, points_[i]));
        }
        return hexes;
    }

    [[nodiscard]] static bool has_size(const HexGeometry& geometry) {
        return std::isfinite(geometry.size) && geometry.size > 0.0 && std::isfinite(geometry.origin.x) &&
               std::isfinite(geometry.origin.y);
    }

    [[nodiscard]] std::optional<Trial> refine(HexGeometry geometry,
                                              const std::vector<std::optional<HexCoord>>& fixed) const {
        if (!has_size(geometry)) return std::nullopt;
        std::vector<HexCoord> hexes = assign(geometry, fixed);
        for (int i = 0; i < kMostReassignments; ++i) {
            const std::optional<HexGeometry> fitted = fit_hex_similarity(geometry.orientation, hexes, points_);
            if (!fitted || !has_size(*fitted)) return std::nullopt;
            geometry = *fitted;
            std::vector<HexCoord> next = assign(geometry, fixed);
            if (next == hexes) break;
            hexes = std::move(next);
        }
        Trial trial{geometry, hexes, {}, 0.0};
        trial.geometry.rotation_degrees = normalised_degrees(geometry.rotation_degrees);
        double sum = 0.0;
        for (std::size_t i = 0; i < points_.size(); ++i) {
            const MapPoint centre = hex_to_point(trial.geometry, hexes[i]);
            const double residual = std::hypot(points_[i].x - centre.x, points_[i].y - centre.y);
            trial.residuals.push_back(residual);
            sum += residual * residual;
        }
        trial.rms = std::sqrt(sum / static_cast<double>(points_.size()));
        return trial;
    }
};

// True when every lattice coordinate lies on one line through the first.
bool on_one_line(const std::vector<HexCoord>& coords) {
    const auto apart = std::find_if(coords.begin(), coords.end(), [&](const HexCoord& c) { return c != coords.front(); });
    if (apart == coords.end()) return true;
    const HexCoord a = *apart - coords.front();
    for (const HexCoord& c : coords) {
        const HexCoord b = c - coords.front();
        if (static_cast<long long>(a.q) * b.r - static_cast<long long>(a.r) * b.q != 0) return false;
    }
    return true;
}

std::vector<Kind> kinds_allowed(const GridFitOptions& options) {
    std::vector<Kind> kinds;
    for (const Kind& kind : kKinds) {
        if (options.orientation && kind.orientation != *options.orientation) continue;
        if (options.layout && kind.layout != *options.layout) continue;
        kinds.push_back(kind);
    }
    return kinds;
}

std::vector<std::string> notes_for(const GridFit& fit, std::size_t labelled_hexes, const HexLabelScheme& scheme) {
    std::vector<std::string> notes;
    if (labelled_hexes == 0) {
        notes.push_back(fmt::format(
            "No click is labelled, so the first click is taken to be hex {}: the origin is known only up to whole "
            "hexes, and the rotation only up to a multiple of 60 degrees (it is given between -30 and 30).",
            scheme.format({0, 0})));
    } else if (labelled_hexes == 1) {
        notes.push_back(
            "Only one hex is labelled, so the rotation is known only up to a multiple of 60 degrees (it is given "
            "between -30 and 30).");
    }
    const Kind chosen{fit.geometry.orientation, fit.layout};
    for (std::size_t i = 1; i < fit.candidates.size(); ++i) {
        const GridFitCandidate& other = fit.candidates[i];
        if (!other.as_good_as_best) continue;
        const Kind kind{other.geometry.orientation, other.layout};
        std::string why = other.geometry.orientation != fit.geometry.orientation
                              ? "the smaller rotation decided"
                              : "label clicks in neighbouring columns and rows to tell them apart";
        notes.push_back(fmt::format("{} fit the clicks as well as the chosen {}; {}.", describe(kind),
                                    describe(chosen), why));
    }
    return notes;
}

}  // namespace

HexOrientation orientation_for(OffsetLayout layout) {
    const bool rows = layout == OffsetLayout::OddRows || layout == OffsetLayout::EvenRows;
    return rows ? HexOrientation::PointyTop : HexOrientation::FlatTop;
}

namespace {

GridFitResult fit_with_labels(const std::vector<GridClick>& clicks, const GridFitOptions& options) {
    if (clicks.size() < kFewestClicks) {
        return refusal(GridFitStatus::TooFewClicks,
                       fmt::format("a grid needs at least {} clicked hex centres, got {}", kFewestClicks, clicks.size()));
    }
    if (options.orientation && options.layout && orientation_for(*options.layout) != *options.orientation) {
        return refusal(GridFitStatus::ConflictingChoice,
                       fmt::format("{} go with {} hexes, not {} ones", describe(*options.layout),
                                   describe(orientation_for(*options.layout)), describe(*options.orientation)));
    }
    std::vector<MapPoint> points;
    std::vector<std::optional<OffsetCoord>> offsets;
    std::set<OffsetCoord> labelled_hexes;
    for (std::size_t i = 0; i < clicks.size(); ++i) {
        const GridClick& click = clicks[i];
        if (!std::isfinite(click.point.x) || !std::isfinite(click.point.y)) {
            return refusal(GridFitStatus::BadCoordinate,
                           fmt::format("click {} at {}: coordinates must be finite numbers", i + 1, describe(click.point)),
                           i);
        }
        if (std::abs(click.point.x) > kFarthestMapCoordinate || std::abs(click.point.y) > kFarthestMapCoordinate) {
            return refusal(GridFitStatus::BadCoordinate,
                           fmt::format("click {} at {}: coordinates must lie within {:g} map units of 0", i + 1,
                                       describe(click.point), kFarthestMapCoordinate),
                           i);
        }
        points.push_back(click.point);
        if (click.label.empty()) {
            offsets.emplace_back();
            continue;
        }
        const Outcome<OffsetCoord> parsed = options.labels.parse(click.label);
        if (!parsed) {
            return refusal(GridFitStatus::BadLabel,
                           fmt::format("click {} at {}: label {}", i + 1, describe(click.point), parsed.error()), i);
        }
        offsets.push_back(parsed.optional());
        labelled_hexes.insert(*parsed);
    }

    const std::optional<TriangularLattice> lattice = fit_triangular_lattice(points);
    if (!lattice) {
        return refusal(GridFitStatus::NoScale, fmt::format("the clicks do not tell the size of a hex: all {} are at {}",
                                                           clicks.size(), describe(points.front())));
    }
    if (labelled_hexes.size() < 2 && on_one_line(lattice->coords)) {
        return refusal(GridFitStatus::NoRotation,
                       "the clicks lie on one line of hexes, which leaves the grid's rotation open: click a hex off "
                       "that line, or give the labels of two clicks");
    }

    const Fitter fitter(points, offsets, lattice);
    std::vector<std::pair<Kind, Trial>> tried;
    for (const Kind& kind : kinds_allowed(options)) {
        if (std::optional<Trial> trial = fitter.best_of(kind)) tried.emplace_back(kind, std::move(*trial));
    }
    if (tried.empty()) {
        return refusal(GridFitStatus::NoScale,
                       "the clicks do not tell the size of a hex: clicks of different hexes lie at one point");
    }
    std::stable_sort(tried.begin(), tried.end(),
                     [](const auto& a, const auto& b) { return a.second.rms < b.second.rms; });
    auto chosen = tried.begin();
    for (auto it = tried.begin(); it != tried.end(); ++it) {
        if (better(it->second, chosen->second)) chosen = it;
    }
    std::rotate(tried.begin(), chosen, std::next(chosen));

    const auto& [kind, trial] = tried.front();
    if (const Status sensible = check_hex_geometry(trial.geometry); !sensible) {
        return refusal(GridFitStatus::OutOfRange,
                       fmt::format("the clicks fit no grid a map may have: {}; check the clicks' coordinates and labels",
                                   sensible.error()));
    }
    GridFit fit;
    fit.geometry = trial.geometry;
    fit.layout = kind.layout;
    fit.rms = trial.rms;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const HexCoord hex = trial.hexes[i];
        fit.clicks.push_back({hex, options.labels.format(axial_to_offset(kind.layout, hex)),
                              hex_to_point(trial.geometry, hex), trial.residuals[i], offsets[i].has_value()});
    }
    for (std::size_t i = 0; i < tried.size(); ++i) {
        const auto& [other_kind, other] = tried[i];
        const bool as_good = i > 0 && std::abs(other.rms - trial.rms) <= kSameRms * trial.geometry.size;
        fit.candidates.push_back({other.geometry, other_kind.layout, other.rms, as_good});
    }
    fit.notes = notes_for(fit, labelled_hexes.size(), options.labels);
    return fit;
}

// A third of the distance between neighbouring hex centres.
double far_from_centre(const HexGeometry& geometry) { return std::sqrt(3.0) * geometry.size / 3.0; }

// The labelled clicks the fit leaves far from their label's centre, as sentences.
std::vector<std::string> far_labelled_clicks(const GridFit& fit, const std::vector<GridClick>& clicks) {
    std::vector<std::string> warnings;
    const double spacing = std::sqrt(3.0) * fit.geometry.size;
    for (std::size_t i = 0; i < fit.clicks.size(); ++i) {
        const FittedClick& click = fit.clicks[i];
        if (!click.labelled || click.residual <= far_from_centre(fit.geometry)) continue;
        warnings.push_back(fmt::format("click {} at {}, labelled {}, lies {:.2f} hexes ({:.4g} map units) from the centre "
                                       "the fit gives {}",
                                       i + 1, describe(clicks[i].point), clicks[i].label, click.residual / spacing,
                                       click.residual, clicks[i].label));
    }
    return warnings;
}

// Readings whose fits come within this share of the best rms are taken as equally good. Swapping
// the fields mirrors the numbering and so does counting one axis the other way; together they
// make the same grid turned a quarter round, which fits as well up to rounding and the layout.
constexpr double kSameFitShare = 0.1;

// Of the other readings of the labels, the one that fits with at most half the rms and leaves no
// labelled click far off, if any does; between equally good ones, the one whose grid is turned
// least, as printed maps seldom are.
std::optional<BetterLabelReading> better_reading(const GridFit& fit, const std::vector<GridClick>& clicks,
                                                 const GridFitOptions& options) {
    std::vector<std::pair<LabelReading, GridFit>> fitting;
    for (const LabelReading reading : other_label_readings()) {
        GridFitOptions other = options;
        other.labels = read_another_way(options.labels, reading);
        GridFitResult refit = fit_with_labels(clicks, other);
        if (!refit || refit->rms > fit.rms / 2.0 || !far_labelled_clicks(*refit, clicks).empty()) continue;
        fitting.emplace_back(reading, std::move(*refit));
    }
    if (fitting.empty()) return std::nullopt;
    double best_rms = fitting.front().second.rms;
    for (const auto& [reading, refit] : fitting) best_rms = std::min(best_rms, refit.rms);
    const std::pair<LabelReading, GridFit>* chosen = nullptr;
    for (const auto& candidate : fitting) {
        if (candidate.second.rms > best_rms * (1.0 + kSameFitShare)) continue;
        if (chosen == nullptr ||
            std::abs(candidate.second.geometry.rotation_degrees) < std::abs(chosen->second.geometry.rotation_degrees)) {
            chosen = &candidate;
        }
    }
    return BetterLabelReading{chosen->first, chosen->second.rms, describe(options.labels, chosen->first)};
}

}  // namespace

GridFitResult fit_hex_grid(const std::vector<GridClick>& clicks, const GridFitOptions& options) {
    GridFitResult result = fit_with_labels(clicks, options);
    if (!result) return result;
    GridFit& fit = *result;
    fit.warnings = far_labelled_clicks(fit, clicks);
    if (fit.warnings.empty()) return result;
    fit.better_reading = better_reading(fit, clicks, options);
    if (fit.better_reading) {
        fit.notes.push_back(fmt::format("The labels fit far better read with {}: rms {:.4g} against {:.4g}.",
                                        fit.better_reading->description, fit.better_reading->rms, fit.rms));
    }
    return result;
}

}  // namespace sandtable
