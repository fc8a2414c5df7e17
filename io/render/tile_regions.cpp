#include "io/render/tile_regions.hpp"

#include <cstdint>

namespace sandtable {

namespace {

std::int64_t area(const PixelRect& rect) {
    return rect.empty() ? 0 : static_cast<std::int64_t>(rect.width()) * rect.height();
}

bool worth_merging(const PixelRect& a, const PixelRect& b) {
    return a.touches(b) && area(a.united(b)) <= area(a) + area(b);
}

}  // namespace

void add_to_regions(std::vector<PixelRect>& regions, PixelRect rect) {
    if (rect.empty()) return;
    for (auto other = regions.begin(); other != regions.end();) {
        if (worth_merging(*other, rect)) {
            rect = rect.united(*other);
            regions.erase(other);
            other = regions.begin();
        } else {
            ++other;
        }
    }
    regions.push_back(rect);
}

}  // namespace sandtable
