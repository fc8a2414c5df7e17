#include "model/georef/resampling.hpp"

namespace sandtable {

std::string_view resampling_name(Resampling resampling) {
    switch (resampling) {
        case Resampling::Nearest: return "near";
        case Resampling::Bilinear: return "bilinear";
        case Resampling::Cubic: return "cubic";
        case Resampling::Lanczos: return "lanczos";
    }
    return "near";
}

std::optional<Resampling> parse_resampling(std::string_view name) {
    for (Resampling r : {Resampling::Nearest, Resampling::Bilinear, Resampling::Cubic, Resampling::Lanczos}) {
        if (resampling_name(r) == name) return r;
    }
    return std::nullopt;
}

}  // namespace sandtable
