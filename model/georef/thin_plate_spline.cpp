#include "model/georef/thin_plate_spline.hpp"

#include <Eigen/Dense>

#include <cmath>

namespace sandtable {

namespace {

double radial(MapPoint a, MapPoint b) {
    const MapPoint d = a - b;
    const double r2 = d.x * d.x + d.y * d.y;
    return r2 > 0.0 ? 0.5 * r2 * std::log(r2) : 0.0;  // r² log r
}

}  // namespace

std::optional<ThinPlateSpline> ThinPlateSpline::fit(std::span<const MapPoint> from, std::span<const MapPoint> to) {
    ThinPlateSpline result;
    result.from_ = PointNormalisation::of(from);
    result.to_ = PointNormalisation::of(to);
    const auto n = static_cast<Eigen::Index>(from.size());
    result.centres_.reserve(from.size());
    for (MapPoint p : from) result.centres_.push_back(result.from_.normalise(p));

    // [K P; Pᵀ 0] [w; a] = [v; 0], K the radial terms between points, P the rows (1, x, y).
    Eigen::MatrixXd system = Eigen::MatrixXd::Zero(n + 3, n + 3);
    Eigen::MatrixXd rhs = Eigen::MatrixXd::Zero(n + 3, 2);
    for (Eigen::Index i = 0; i < n; ++i) {
        const MapPoint pi = result.centres_[static_cast<std::size_t>(i)];
        for (Eigen::Index j = 0; j < i; ++j) {
            const double k = radial(pi, result.centres_[static_cast<std::size_t>(j)]);
            system(i, j) = k;
            system(j, i) = k;
        }
        system(i, n) = system(n, i) = 1.0;
        system(i, n + 1) = system(n + 1, i) = pi.x;
        system(i, n + 2) = system(n + 2, i) = pi.y;
        const MapPoint q = result.to_.normalise(to[static_cast<std::size_t>(i)]);
        rhs.row(i) << q.x, q.y;
    }
    // The system is symmetric but indefinite; full pivoting LU gives a reliable rank.
    Eigen::FullPivLU<Eigen::MatrixXd> lu(system);
    lu.setThreshold(1e-10);
    if (!lu.isInvertible()) return std::nullopt;
    const Eigen::MatrixXd solution = lu.solve(rhs);
    result.weights_.resize(from.size());
    for (Eigen::Index i = 0; i < n; ++i) result.weights_[static_cast<std::size_t>(i)] = {solution(i, 0), solution(i, 1)};
    result.constant_ = {solution(n, 0), solution(n, 1)};
    result.along_x_ = {solution(n + 1, 0), solution(n + 1, 1)};
    result.along_y_ = {solution(n + 2, 0), solution(n + 2, 1)};
    return result;
}

MapPoint ThinPlateSpline::operator()(MapPoint point) const {
    const MapPoint p = from_.normalise(point);
    MapPoint out{constant_.x + along_x_.x * p.x + along_y_.x * p.y, constant_.y + along_x_.y * p.x + along_y_.y * p.y};
    for (std::size_t i = 0; i < centres_.size(); ++i) {
        const double k = radial(p, centres_[i]);
        out.x += weights_[i].x * k;
        out.y += weights_[i].y * k;
    }
    return to_.restore(out);
}

}  // namespace sandtable
