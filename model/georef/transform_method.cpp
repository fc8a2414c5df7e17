#include "model/georef/transform_method.hpp"

namespace sandtable {

std::string_view method_name(TransformMethod method) {
    switch (method) {
        case TransformMethod::Similarity: return "similarity";
        case TransformMethod::Affine: return "affine";
        case TransformMethod::Poly2: return "poly2";
        case TransformMethod::Poly3: return "poly3";
        case TransformMethod::ThinPlateSpline: return "tps";
    }
    return "unknown";
}

std::optional<TransformMethod> parse_transform_method(std::string_view name) {
    for (TransformMethod method : kTransformMethods) {
        if (method_name(method) == name) return method;
    }
    return std::nullopt;
}

int minimum_points(TransformMethod method) {
    switch (method) {
        case TransformMethod::Similarity: return 2;
        case TransformMethod::Affine: return 3;
        case TransformMethod::Poly2: return 6;
        case TransformMethod::Poly3: return 10;
        // Three points not on one line fix the spline's affine part; with exactly three the
        // spline is that affine transform.
        case TransformMethod::ThinPlateSpline: return 3;
    }
    return 0;
}

}  // namespace sandtable
