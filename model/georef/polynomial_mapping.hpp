#pragma once
// x' and y' as polynomials of order 1 to 3 in x and y, fitted by least squares on normalised
// coordinates (see point_normalisation.hpp). Order n has (n + 1)(n + 2) / 2 terms per axis.
#include "model/georef/plane_mapping.hpp"
#include "model/georef/point_normalisation.hpp"

#include <optional>
#include <span>
#include <vector>

namespace sandtable {

class PolynomialMapping final : public PlaneMapping {
public:
    [[nodiscard]] static int term_count(int order) { return (order + 1) * (order + 2) / 2; }
    // Nothing when the points do not determine the polynomial (too few distinct points, or all on
    // a curve of lower order, such as a line), or when order is not 1, 2 or 3.
    [[nodiscard]] static std::optional<PolynomialMapping> fit(std::span<const MapPoint> from,
                                                              std::span<const MapPoint> to, int order);

    [[nodiscard]] MapPoint operator()(MapPoint point) const override;

private:
    PolynomialMapping() = default;
    int order_ = 1;
    PointNormalisation from_;
    PointNormalisation to_;
    std::vector<double> x_terms_;
    std::vector<double> y_terms_;
};

}  // namespace sandtable
