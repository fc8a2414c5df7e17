#pragma once
// The ways a scanned image can be fitted to map coordinates; see docs/georeferencing.md.
#include <optional>
#include <string_view>

namespace sandtable {

enum class TransformMethod {
    Similarity,       // Helmert: scale, rotation, translation (4 parameters), optionally mirrored
    Affine,           // first-order polynomial (6 parameters)
    Poly2,            // second-order polynomial (12 parameters)
    Poly3,            // third-order polynomial (20 parameters)
    ThinPlateSpline,  // passes exactly through every point, bends smoothly in between
};

inline constexpr TransformMethod kTransformMethods[] = {TransformMethod::Similarity, TransformMethod::Affine,
                                                        TransformMethod::Poly2, TransformMethod::Poly3,
                                                        TransformMethod::ThinPlateSpline};

// "similarity", "affine", "poly2", "poly3", "tps": the names used on the command line and in files.
[[nodiscard]] std::string_view to_string(TransformMethod method);
[[nodiscard]] std::optional<TransformMethod> transform_method_from_string(std::string_view name);

// The fewest enabled points a fit accepts: 2, 3, 6, 10 and 3.
[[nodiscard]] int minimum_points(TransformMethod method);

}  // namespace sandtable
