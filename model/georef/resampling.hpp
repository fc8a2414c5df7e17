#pragma once
// How a warp picks a value between the source pixels.
#include <optional>
#include <string_view>

namespace sandtable {

enum class Resampling { Nearest, Bilinear, Cubic, Lanczos };

// "near", "bilinear", "cubic", "lanczos", as gdalwarp names them.
[[nodiscard]] std::string_view to_string(Resampling resampling);
[[nodiscard]] std::optional<Resampling> resampling_from_string(std::string_view name);

}  // namespace sandtable
