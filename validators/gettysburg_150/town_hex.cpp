#include "validators/gettysburg_150/checks.hpp"

#include "model/rulesets/gettysburg_150/terrain_ids.hpp"

#include <fmt/format.h>

namespace sandtable::gettysburg_150 {

namespace {

constexpr std::string_view kGettysburgHex = "1905";

}  // namespace

void check_town_hex(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    using rulesets::gettysburg_150::kTown;
    for (const GameMap& map : context.book.maps) {
        if (map.kind != MapKind::Hex) continue;
        const HexMap& hexes = map.hex;
        bool any_terrain = false;
        for (std::size_t i = 0; i < hexes.hex_count(); ++i) {
            if (hexes.terrain[i] != 0) any_terrain = true;
            const HexCoord hex = hexes.coord_at(i);
            if (!hexes.has_terrain(hex, kTown)) continue;
            const std::string label = hexes.label(hex);
            if (label == kGettysburgHex) continue;
            sink.report(check.diagnostic(
                fmt::format("map \"{}\" has town terrain at {}: Gettysburg, hex {}, is the only town hex", map.id, label,
                            kGettysburgHex),
                {ObjectRef{"map", map.id}, ObjectRef{"hex", label}}, context));
        }
        // A map with no terrain painted yet is left alone.
        const auto gettysburg = hexes.find_label(kGettysburgHex);
        if (!any_terrain || !gettysburg || hexes.has_terrain(*gettysburg, kTown)) continue;
        sink.report(check.diagnostic(
            fmt::format("map \"{}\" has terrain but hex {} is not town: it is Gettysburg", map.id, kGettysburgHex),
            {ObjectRef{"map", map.id}, ObjectRef{"hex", std::string(kGettysburgHex)}}, context));
    }
}

}  // namespace sandtable::gettysburg_150
