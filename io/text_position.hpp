#pragma once
#include <cstddef>
#include <string_view>
#include <vector>

namespace sandtable {

struct TextPosition {
    int line = 0;    // 1-based
    int column = 0;  // 1-based, in bytes
};

// Turns byte offsets into line and column; built once per document.
class LineIndex {
public:
    explicit LineIndex(std::string_view text);
    [[nodiscard]] TextPosition position(std::ptrdiff_t offset) const;

private:
    std::vector<std::size_t> line_starts_;
};

}  // namespace sandtable
