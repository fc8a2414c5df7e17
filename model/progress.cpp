#include "model/progress.hpp"

#include <algorithm>

namespace sandtable {

void SubProgress::set_progress(double fraction) {
    parent_.set_progress(begin_ + (end_ - begin_) * std::clamp(fraction, 0.0, 1.0));
}

}  // namespace sandtable
