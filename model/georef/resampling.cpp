#include "model/georef/resampling.hpp"

#include "model/enum_names.hpp"

namespace sandtable {

namespace {

constexpr EnumNames<Resampling, 4> kResamplingNames{
    {{Resampling::Nearest, "near"}, {Resampling::Bilinear, "bilinear"}, {Resampling::Cubic, "cubic"}, {Resampling::Lanczos, "lanczos"}}};

}  // namespace

std::string_view to_string(Resampling resampling) { return name_in(kResamplingNames, resampling); }

std::optional<Resampling> resampling_from_string(std::string_view name) { return value_in(kResamplingNames, name); }

}  // namespace sandtable
