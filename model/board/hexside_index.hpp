#pragma once
// The hexside features and map roads of every hex of a map, by hex index and direction, for the
// questions a search asks at every step (what the side it crosses has, whether a road joins the
// two hexes) in constant time. Each side is kept under both of its hexes that are on the map;
// hexes with nothing on their sides take no room beyond one offset.
#include "model/board/step_query.hpp"
#include "model/terrain_grid.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

class HexsideIndex {
public:
    // Kinds of map roads past this many share no bit: asking for them reads the roads themselves.
    static constexpr std::size_t kRoadKindBits = 64;

    struct Side {
        TerrainMask features = 0;  // bits over the map's hexside catalogue
        std::uint64_t roads = 0;   // bits over the kinds of the map's roads (road_kinds) that run across it
    };

    // The kinds of map road a question asks about, as bits of Side::roads.
    struct RoadKinds {
        std::uint64_t bits = 0;
        std::vector<std::string> beyond;  // asked-for kinds past the bits, read from the roads
    };

    explicit HexsideIndex(const HexMap& map);

    // The side of the hex at `index` in `direction` (0..5).
    [[nodiscard]] Side side(std::size_t index, int direction) const {
        Side found;
        for (std::uint32_t i = first_[index]; i < first_[index + 1]; ++i) {
            if (entries_[i].direction != direction) continue;
            found.features |= entries_[i].side.features;
            found.roads |= entries_[i].side.roads;
        }
        return found;
    }
    // The side a step crosses, whichever of its hexes is on the map; nothing when they are not adjacent.
    [[nodiscard]] Side side(const HexMap& map, const StepQuery& step) const {
        if (step.direction >= 0 && step.from_index != kOffMap) return side(step.from_index, step.direction);
        return side_from_elsewhere(map, step);
    }

    [[nodiscard]] RoadKinds road_kinds(std::span<const std::string_view> kinds) const;
    // A road of one of `kinds` (its bits, or for kinds beyond them the roads of the map) runs along the step.
    [[nodiscard]] bool road_along(const HexMap& map, const StepQuery& step, const Side& side, const RoadKinds& kinds) const {
        if (step.direction < 0) return false;
        if ((side.roads & kinds.bits) != 0) return true;
        return !kinds.beyond.empty() && road_beyond(map, step, kinds);
    }

private:
    [[nodiscard]] Side side_from_elsewhere(const HexMap& map, const StepQuery& step) const;
    [[nodiscard]] bool road_beyond(const HexMap& map, const StepQuery& step, const RoadKinds& kinds) const;

    struct Entry {
        Side side;
        int direction = 0;
    };
    std::vector<std::uint32_t> first_;  // by hex index, into entries_; one more than the hexes
    std::vector<Entry> entries_;        // a side may have several: features, and roads of each kind
    std::vector<std::string> kinds_;  // the kinds of the map's roads, in the order they first appear
};

}  // namespace sandtable
