#pragma once
// Hexes named by labels, remembered: the unit layer looks up every placement of a scenario on
// every drawing, and parsing thousands of labels each time costs more than drawing a small view.
// A label names the same hex for as long as the grid stays the same, so the memo is keyed on the
// label's text and forgets everything when asked about another grid; an edited setup can never
// draw from a stale entry. Each thread has its own memo, so drawing shares no mutable state.
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include <optional>
#include <string>
#include <unordered_map>

namespace sandtable {

class HexLabelMemo {
public:
    // This thread's memo, emptied first when `map`'s grid differs from the one it was last used with.
    [[nodiscard]] static HexLabelMemo& for_map(const HexMap& map);

    // As map.find_label(label).hex, for the map passed to for_map.
    [[nodiscard]] std::optional<HexCoord> find(const std::string& label);

private:
    const HexMap* map_ = nullptr;
    HexGrid grid_;
    std::unordered_map<std::string, std::optional<HexCoord>> hexes_;
};

}  // namespace sandtable
