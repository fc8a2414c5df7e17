#include "model/reference_layer.hpp"

namespace sandtable {

const VectorStyle& ReferenceLayer::style_for(std::string_view value) const {
    static const VectorStyle kDefault;
    const VectorStyle* fallback = &kDefault;
    for (const auto& style : styles) {
        if (style.value == value) return style;
        if (style.value.empty()) fallback = &style;
    }
    return *fallback;
}

}  // namespace sandtable
