#include "io/gdal/progress.hpp"

#include <algorithm>

namespace sandtable::gdal {

int progress_callback(double fraction, const char* message, void* progress) {
    auto* target = static_cast<Progress*>(progress);
    if (message != nullptr && *message != '\0') target->set_message(message);
    target->set_progress(std::clamp(fraction, 0.0, 1.0));  // GDAL's warper may overshoot 1 a little
    return target->is_cancelled() ? 0 : 1;
}

}  // namespace sandtable::gdal
