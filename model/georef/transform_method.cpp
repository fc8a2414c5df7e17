#include "model/georef/transform_method.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

namespace {

constexpr EnumNames<TransformMethod, 5> kTransformMethodNames{{{TransformMethod::Similarity, "similarity"},
                                                               {TransformMethod::Affine, "affine"},
                                                               {TransformMethod::Poly2, "poly2"},
                                                               {TransformMethod::Poly3, "poly3"},
                                                               {TransformMethod::ThinPlateSpline, "tps"}}};

}  // namespace

std::string_view to_string(TransformMethod method) { return name_in(kTransformMethodNames, method); }

std::optional<TransformMethod> transform_method_from_string(std::string_view name) { return value_in(kTransformMethodNames, name); }

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
