#include "io/text_position.hpp"

#include <algorithm>

namespace sandtable {

LineIndex::LineIndex(std::string_view text) {
    line_starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') line_starts_.push_back(i + 1);
    }
}

TextPosition LineIndex::position(std::ptrdiff_t offset) const {
    if (offset < 0) return {};
    const auto at = static_cast<std::size_t>(offset);
    auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), at);
    const auto line = static_cast<std::size_t>(it - line_starts_.begin());
    return {static_cast<int>(line), static_cast<int>(at - line_starts_[line - 1] + 1)};
}

}  // namespace sandtable
