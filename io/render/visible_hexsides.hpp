#pragma once
// The hexside features a view may show, found without walking every side of the map: features
// are sorted by their owner hex (q, then r), so each column of q in view is one sorted run.
#include "io/render/visible_range.hpp"
#include "model/hexside_features.hpp"

#include <vector>

namespace sandtable {

class HexMap;

// Features whose owner hex lies in `range`, in the order the map keeps them.
[[nodiscard]] std::vector<HexsideFeatures::Entry> visible_hexsides(const HexMap& map, const OffsetRange& range);

}  // namespace sandtable
