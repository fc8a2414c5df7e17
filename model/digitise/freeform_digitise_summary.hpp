#pragma once
// What a free-form digitising preview would add, in words and counts, for `sandtable-cli digitise`
// and the editor's Digitise pane alike.
#include "model/digitise/freeform_digitise.hpp"

#include <cstddef>
#include <map>
#include <string>

namespace sandtable {

struct AreaTally {
    std::size_t areas = 0;
    std::size_t vertices = 0;
};

// The preview's areas by terrain id.
[[nodiscard]] std::map<std::string, AreaTally> area_tally(const FreeformDigitisePreview& preview);

// One line each: the areas of each terrain, every line and point, polygons repaired and refused,
// features used and ignored, then the notes ("note: ...").
[[nodiscard]] std::string describe_freeform_digitise(const FreeformDigitisePreview& preview);

}  // namespace sandtable
