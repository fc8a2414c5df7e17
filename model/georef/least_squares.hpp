#pragma once
// The one least-squares solver the fits share: column-pivoting Householder QR, which tells a
// rank-deficient system (collinear or coincident points) from a merely noisy one.
#include <Eigen/Dense>

#include <optional>

namespace sandtable {

// Pivots below this fraction of the largest count as zero; the fits work on normalised
// coordinates, so the columns have comparable sizes.
inline constexpr double kRankThreshold = 1e-9;

// The least-squares solution of a x = b, or nothing when a has dependent columns.
[[nodiscard]] inline std::optional<Eigen::MatrixXd> solve_least_squares(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b) {
    Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr(a);
    qr.setThreshold(kRankThreshold);
    if (qr.rank() < a.cols()) return std::nullopt;
    return Eigen::MatrixXd(qr.solve(b));
}

}  // namespace sandtable
