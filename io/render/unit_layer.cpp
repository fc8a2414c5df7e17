#include "io/render/hex_label_memo.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/counter_face.hpp"
#include "io/render/unit_counter.hpp"
#include "model/book.hpp"

#include <algorithm>
#include <map>
#include <vector>

namespace sandtable {

namespace {

// Counter side as a share of the hex size (centre to corner): it fits a flat or pointy hex with room
// for the label above it and a place name below.
constexpr double kCounterShare = 0.85;
// Each counter of a stack sits this share of a counter up and left of the one under it.
constexpr double kStackStepShare = 0.1;
// How far the whole stack may spread, as a share of a counter, however many units it holds.
constexpr double kMaxStackSpreadShare = 0.35;

std::map<HexCoord, std::vector<CounterFace>> visible_stacks(const MapLayerContext& context) {
    std::map<HexCoord, std::vector<CounterFace>> stacks;
    const Forces& forces = context.book.forces;
    HexLabelMemo& labels = HexLabelMemo::for_map(context.map);
    for (const Placement& placement : context.scenario->setup) {
        if (placement.state == UnitState::Eliminated || placement.location.kind != LocationKind::Hex) continue;
        const std::optional<HexCoord> hex = labels.find(placement.location.ref);
        if (!hex || !context.is_visible(*hex)) continue;
        const auto position = forces.find(placement.unit);
        if (!position) continue;
        const ForceNode& node = forces.sides[position->side].nodes[position->index];
        stacks[*hex].push_back(counter_face(context.book, position->side, node, placement.state));
    }
    return stacks;
}

}  // namespace

void draw_units(const MapLayerContext& context) {
    if (context.scenario == nullptr || context.visible.empty()) return;
    const double side_px = context.hexes.size_px() * kCounterShare;
    const auto stacks = visible_stacks(context);
    // Where each counter of a stack goes: the stack is centred on the hex, the bottom counter lower
    // right, the top one upper left.
    const auto place_counters = [&](const HexCoord hex, const std::size_t count, auto draw_at) {
        const double steps = static_cast<double>(count - 1);
        const double step = steps > 0 ? std::min(side_px * kStackStepShare, side_px * kMaxStackSpreadShare / steps) : 0.0;
        const DevicePoint centre = context.hexes.centre(hex);
        const double first = steps * step / 2.0;
        for (std::size_t i = 0; i < count; ++i) {
            const double offset = first - static_cast<double>(i) * step;
            draw_at(i, DevicePoint{centre.x + offset, centre.y + offset});
        }
    };
    if (!is_plain_counter(side_px)) {
        for (const auto& [hex, faces] : stacks) {
            place_counters(hex, faces.size(), [&](std::size_t i, DevicePoint at) {
                draw_unit_counter(context.cr, at, side_px, faces[i]);
            });
        }
        return;
    }
    // Plain squares are drawn a stack level at a time, so that each level still covers the one
    // under it; counters of different hexes do not overlap.
    std::vector<std::vector<PlainCounter>> levels;
    for (const auto& [hex, faces] : stacks) {
        if (levels.size() < faces.size()) levels.resize(faces.size());
        place_counters(hex, faces.size(), [&](std::size_t i, DevicePoint at) { levels[i].push_back({at, faces[i].fill}); });
    }
    cairo_save(context.cr);
    for (const auto& level : levels) draw_plain_counters(context.cr, level, side_px);
    cairo_restore(context.cr);
}

}  // namespace sandtable
