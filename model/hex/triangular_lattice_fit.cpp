#include "model/hex/triangular_lattice_fit.hpp"

#include "model/hex/eisenstein.hpp"
#include "model/hex/shortest_differences.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable {
namespace {

// The shortest differences between points are tried as lattice vectors of up to about ten steps.
constexpr std::size_t kAnchorCount = 12;
constexpr int kLargestAnchorNorm = 100;
constexpr int kRefinements = 6;

struct Guess {
    Complex step;
    Complex origin;
    std::vector<HexCoord> coords;
    double rms = 0.0;
    [[nodiscard]] double relative_rms() const { return rms / std::abs(step); }
};

// One representative a + b*w (a >= 1, b >= 0) of each class of Eisenstein integers equal up to
// a turn by a multiple of 60 degrees, which the lattice's own symmetry makes irrelevant.
std::vector<HexCoord> multiples_up_to(int largest_norm) {
    std::vector<HexCoord> multiples;
    for (int a = 1; a * a <= largest_norm; ++a) {
        for (int b = 0; a * a + a * b + b * b <= largest_norm; ++b) multiples.push_back({a, b});
    }
    return multiples;
}

std::vector<HexCoord> nearest_coords(std::span<const Complex> points, Complex step, Complex origin) {
    std::vector<HexCoord> coords;
    coords.reserve(points.size());
    for (const Complex& p : points) coords.push_back(nearest_hex((p - origin) / step));
    return coords;
}

// Least squares for step and origin with the coordinates held; false when they are all one.
bool solve_step(std::span<const Complex> points, std::span<const HexCoord> coords, Complex& step, Complex& origin) {
    const double count = static_cast<double>(points.size());
    Complex mean_e{};
    Complex mean_p{};
    for (std::size_t i = 0; i < points.size(); ++i) {
        mean_e += to_complex(coords[i]);
        mean_p += points[i];
    }
    mean_e /= count;
    mean_p /= count;
    Complex cross{};
    double spread = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Complex de = to_complex(coords[i]) - mean_e;
        cross += std::conj(de) * (points[i] - mean_p);
        spread += std::norm(de);
    }
    if (spread == 0.0) return false;
    step = cross / spread;
    origin = mean_p - step * mean_e;
    return step != Complex{};
}

std::optional<Guess> refine(std::span<const Complex> points, Complex step, Complex origin) {
    Guess guess{step, origin, nearest_coords(points, step, origin)};
    for (int i = 0; i < kRefinements; ++i) {
        if (!solve_step(points, guess.coords, guess.step, guess.origin)) return std::nullopt;
        std::vector<HexCoord> coords = nearest_coords(points, guess.step, guess.origin);
        if (coords == guess.coords) break;
        guess.coords = std::move(coords);
    }
    double sum = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        sum += std::norm(points[i] - (guess.origin + guess.step * to_complex(guess.coords[i])));
    }
    guess.rms = std::sqrt(sum / static_cast<double>(points.size()));
    return guess;
}

bool better(const Guess& candidate, const Guess& best) {
    constexpr double kSameFit = 1e-9;
    const double a = candidate.relative_rms();
    const double b = best.relative_rms();
    if (std::abs(a - b) > kSameFit) return a < b;
    return std::abs(candidate.step) > std::abs(best.step) * (1.0 + kSameFit);
}

// With more points than this, a guess is refined and scored on the points nearest its anchor
// only: there a step a little off, as the shortest of many noisy differences is, does not yet add
// up to a whole hex, and the work does not grow with the number of points.
constexpr std::size_t kPatchSize = 200;

// The kPatchSize points nearest the centre, in their order in `points`.
std::vector<Complex> nearest_points(std::span<const Complex> points, Complex centre) {
    std::vector<std::size_t> order(points.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto nearer = [&](std::size_t a, std::size_t b) {
        const double to_a = std::norm(points[a] - centre);
        const double to_b = std::norm(points[b] - centre);
        return to_a != to_b ? to_a < to_b : a < b;
    };
    std::nth_element(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(kPatchSize), order.end(), nearer);
    order.resize(kPatchSize);
    std::sort(order.begin(), order.end());
    std::vector<Complex> patch;
    patch.reserve(order.size());
    for (const std::size_t i : order) patch.push_back(points[i]);
    return patch;
}

struct Anchor {
    std::size_t from = 0;
    Complex difference;
};

std::vector<Anchor> shortest_anchors(std::span<const Complex> points) {
    double extent = 0.0;
    for (const Complex& p : points) extent = std::max(extent, std::abs(p - points.front()));
    const double negligible = extent * 1e-9;
    std::vector<Anchor> anchors;
    for (const PointDifference& pair : shortest_differences(points, kAnchorCount, negligible)) {
        anchors.push_back({pair.from, pair.difference});
    }
    return anchors;
}

}  // namespace

std::optional<TriangularLattice> fit_triangular_lattice(std::span<const MapPoint> points) {
    std::vector<Complex> z;
    z.reserve(points.size());
    for (const MapPoint& p : points) z.push_back(to_complex(p));
    const std::vector<Anchor> anchors = shortest_anchors(z);
    if (anchors.empty()) return std::nullopt;
    static const std::vector<HexCoord> multiples = multiples_up_to(kLargestAnchorNorm);
    std::optional<Guess> best;
    for (const Anchor& anchor : anchors) {
        const std::vector<Complex> patch = z.size() > kPatchSize ? nearest_points(z, z[anchor.from]) : std::vector<Complex>{};
        const std::span<const Complex> scored = patch.empty() ? std::span<const Complex>(z) : std::span<const Complex>(patch);
        for (const HexCoord& multiple : multiples) {
            std::optional<Guess> guess = refine(scored, anchor.difference / to_complex(multiple), z[anchor.from]);
            if (guess && (!best || better(*guess, *best))) best = std::move(guess);
        }
    }
    if (!best) return std::nullopt;
    if (best->coords.size() != z.size()) {
        // Scored on a patch: the step it found is now close enough to number every point.
        best = refine(z, best->step, best->origin);
        if (!best) return std::nullopt;
    }
    return TriangularLattice{to_point(best->step), to_point(best->origin), std::move(best->coords), best->rms};
}

}  // namespace sandtable
