#pragma once
// The hexes selected on the map: one after a click, many after a band (Shift-drag) or Select All.
// The first is the primary one, whose top unit the rules overlays follow.
#include "io/render/render_view.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include <optional>
#include <vector>

namespace sandtable::editor {

class HexSelection {
public:
    // One hex, or none.
    void select(std::optional<HexCoord> hex);
    void select(std::vector<HexCoord> hexes);
    [[nodiscard]] std::optional<HexCoord> primary() const { return hexes_.empty() ? std::nullopt : std::optional(hexes_.front()); }
    [[nodiscard]] const std::vector<HexCoord>& hexes() const { return hexes_; }
    [[nodiscard]] bool empty() const { return hexes_.empty(); }

private:
    std::vector<HexCoord> hexes_;
};

// The hexes of the map whose centres lie in a rectangle of device pixels of the view (corners
// included, in either order).
[[nodiscard]] std::vector<HexCoord> hexes_centred_in(const HexMap& map, const RenderView& view, DevicePoint corner,
                                                     DevicePoint opposite);

}  // namespace sandtable::editor
