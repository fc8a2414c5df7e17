#include "model/georef/affine_mapping.hpp"

#include "model/georef/least_squares.hpp"
#include "model/georef/point_normalisation.hpp"

namespace sandtable {

namespace {

AffineMapping normalising(const PointNormalisation& n) {
    const double k = 1.0 / n.scale;
    return {k, 0.0, -n.centre.x * k, 0.0, k, -n.centre.y * k};
}

AffineMapping restoring(const PointNormalisation& n) { return {n.scale, 0.0, n.centre.x, 0.0, n.scale, n.centre.y}; }

// Fits in normalised coordinates with `solve` and brings the result back to the original ones.
template <typename Solve>
std::optional<AffineMapping> fit_normalised(std::span<const MapPoint> from, std::span<const MapPoint> to, Solve solve) {
    const PointNormalisation from_n = PointNormalisation::of(from);
    const PointNormalisation to_n = PointNormalisation::of(to);
    std::vector<MapPoint> u(from.size());
    std::vector<MapPoint> v(to.size());
    for (std::size_t i = 0; i < from.size(); ++i) {
        u[i] = from_n.normalise(from[i]);
        v[i] = to_n.normalise(to[i]);
    }
    const std::optional<AffineMapping> normalised = solve(u, v);
    if (!normalised) return std::nullopt;
    return restoring(to_n).after(normalised->after(normalising(from_n)));
}

struct SimilarityCandidate {
    AffineMapping mapping;
    double squared_error;
};

std::optional<SimilarityCandidate> solve_similarity(const std::vector<MapPoint>& u, const std::vector<MapPoint>& v,
                                                    bool mirrored) {
    const auto n = static_cast<Eigen::Index>(u.size());
    Eigen::MatrixXd a(2 * n, 4);
    Eigen::VectorXd b(2 * n);
    const double m = mirrored ? -1.0 : 1.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        const MapPoint p = u[static_cast<std::size_t>(i)];
        const MapPoint q = v[static_cast<std::size_t>(i)];
        // proper:   x' = s x - r y + tx, y' = r x + s y + ty
        // mirrored: x' = s x + r y + tx, y' = r x - s y + ty
        a.row(2 * i) << p.x, -m * p.y, 1.0, 0.0;
        a.row(2 * i + 1) << m * p.y, p.x, 0.0, 1.0;
        b(2 * i) = q.x;
        b(2 * i + 1) = q.y;
    }
    const auto solution = solve_least_squares(a, b);
    if (!solution) return std::nullopt;
    const double s = (*solution)(0);
    const double r = (*solution)(1);
    const double tx = (*solution)(2);
    const double ty = (*solution)(3);
    const AffineMapping mapping = mirrored ? AffineMapping(s, r, tx, r, -s, ty) : AffineMapping(s, -r, tx, r, s, ty);
    return SimilarityCandidate{mapping, (a * *solution - b).squaredNorm()};
}

}  // namespace

std::optional<AffineMapping> AffineMapping::fit(std::span<const MapPoint> from, std::span<const MapPoint> to) {
    return fit_normalised(from, to, [](const std::vector<MapPoint>& u, const std::vector<MapPoint>& v) -> std::optional<AffineMapping> {
        const auto n = static_cast<Eigen::Index>(u.size());
        Eigen::MatrixXd a(n, 3);
        Eigen::MatrixXd b(n, 2);
        for (Eigen::Index i = 0; i < n; ++i) {
            const MapPoint p = u[static_cast<std::size_t>(i)];
            const MapPoint q = v[static_cast<std::size_t>(i)];
            a.row(i) << p.x, p.y, 1.0;
            b.row(i) << q.x, q.y;
        }
        const auto c = solve_least_squares(a, b);
        if (!c) return std::nullopt;
        return AffineMapping((*c)(0, 0), (*c)(1, 0), (*c)(2, 0), (*c)(0, 1), (*c)(1, 1), (*c)(2, 1));
    });
}

std::optional<AffineMapping> AffineMapping::fit_similarity(std::span<const MapPoint> from, std::span<const MapPoint> to) {
    return fit_normalised(from, to, [](const std::vector<MapPoint>& u, const std::vector<MapPoint>& v) -> std::optional<AffineMapping> {
        const auto proper = solve_similarity(u, v, false);
        const auto mirrored = solve_similarity(u, v, true);
        if (!proper || !mirrored) return std::nullopt;
        // Two points fit both exactly. Then the mirrored one wins: image lines grow downwards
        // while map y (northing) grows upwards, so a scan is mirrored relative to its map.
        constexpr double kTie = 1e-12;
        return mirrored->squared_error <= proper->squared_error + kTie ? mirrored->mapping : proper->mapping;
    });
}

std::optional<AffineMapping> AffineMapping::inverse() const {
    const double det = a_ * e_ - b_ * d_;
    const double size = std::abs(a_ * e_) + std::abs(b_ * d_);
    if (size == 0.0 || std::abs(det) <= 1e-14 * size) return std::nullopt;
    const double ia = e_ / det;
    const double ib = -b_ / det;
    const double id = -d_ / det;
    const double ie = a_ / det;
    return AffineMapping(ia, ib, -(ia * c_ + ib * f_), id, ie, -(id * c_ + ie * f_));
}

AffineMapping AffineMapping::after(const AffineMapping& first) const {
    const AffineMapping& g = first;
    return {a_ * g.a_ + b_ * g.d_, a_ * g.b_ + b_ * g.e_, a_ * g.c_ + b_ * g.f_ + c_,
            d_ * g.a_ + e_ * g.d_, d_ * g.b_ + e_ * g.e_, d_ * g.c_ + e_ * g.f_ + f_};
}

}  // namespace sandtable
