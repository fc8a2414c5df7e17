#include "model/printed_sizes.hpp"

#include <cmath>
#include <fmt/format.h>

namespace sandtable {

Status check_printed_size_mm(double millimetres) {
    if (!(millimetres > 0.0) || !std::isfinite(millimetres) || millimetres > kMaxPrintedSizeMm) {
        return failure(fmt::format("expected a size in millimetres greater than 0 and at most {:g}", kMaxPrintedSizeMm));
    }
    return {};
}

}  // namespace sandtable
