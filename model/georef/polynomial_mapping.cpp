#include "model/georef/polynomial_mapping.hpp"

#include "model/georef/least_squares.hpp"

namespace sandtable {

namespace {

// 1, x, y, x², x y, y², x³, x² y, x y², y³: the terms of `order`, by ascending degree.
void fill_terms(MapPoint p, int order, double* out) {
    int k = 0;
    for (int degree = 0; degree <= order; ++degree) {
        for (int y_power = 0; y_power <= degree; ++y_power) {
            double term = 1.0;
            for (int i = 0; i < degree - y_power; ++i) term *= p.x;
            for (int i = 0; i < y_power; ++i) term *= p.y;
            out[k++] = term;
        }
    }
}

}  // namespace

std::optional<PolynomialMapping> PolynomialMapping::fit(std::span<const MapPoint> from, std::span<const MapPoint> to,
                                                        int order) {
    if (order < 1 || order > 3) return std::nullopt;
    PolynomialMapping result;
    result.order_ = order;
    result.from_ = PointNormalisation::of(from);
    result.to_ = PointNormalisation::of(to);
    const int terms = term_count(order);
    const auto n = static_cast<Eigen::Index>(from.size());
    Eigen::MatrixXd a(n, terms);
    Eigen::MatrixXd b(n, 2);
    std::vector<double> row(static_cast<std::size_t>(terms));
    for (Eigen::Index i = 0; i < n; ++i) {
        fill_terms(result.from_.normalise(from[static_cast<std::size_t>(i)]), order, row.data());
        for (int k = 0; k < terms; ++k) a(i, k) = row[static_cast<std::size_t>(k)];
        const MapPoint q = result.to_.normalise(to[static_cast<std::size_t>(i)]);
        b.row(i) << q.x, q.y;
    }
    const auto c = solve_least_squares(a, b);
    if (!c) return std::nullopt;
    result.x_terms_.assign(c->col(0).begin(), c->col(0).end());
    result.y_terms_.assign(c->col(1).begin(), c->col(1).end());
    return result;
}

MapPoint PolynomialMapping::operator()(MapPoint point) const {
    double row[10];
    fill_terms(from_.normalise(point), order_, row);
    MapPoint out;
    for (std::size_t k = 0; k < x_terms_.size(); ++k) {
        out.x += x_terms_[k] * row[k];
        out.y += y_terms_[k] * row[k];
    }
    return to_.restore(out);
}

}  // namespace sandtable
