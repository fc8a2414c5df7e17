#include "bench/large_book.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <cmath>
#include <fmt/format.h>

namespace sandtable::bench {

namespace {

// Smooth pseudo-random field in [0, 1): a few summed sine waves, so terrain comes in patches
// as on a real map rather than as per-hex noise.
double field(int col, int row, double seed) {
    const double x = col * 0.043 + seed;
    const double y = row * 0.051 - seed;
    return 0.5 + 0.25 * std::sin(x * 1.7 + std::cos(y * 0.9)) * std::cos(y * 1.3 - x * 0.4) +
           0.25 * std::sin((x + y) * 3.1 + seed);
}

}  // namespace

Book make_large_book(const LargeBookOptions& options) {
    const int columns = options.columns;
    const int rows = options.rows;
    const int units = options.units;
    Book book = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
    book.metadata.title = fmt::format("Benchmark: {} hexes, {} units", columns * rows, units);
    HexMap& map = book.maps.front().hex;
    book.maps.front().id = "big";
    map.grid.labels = HexLabelScheme::four_digit();
    map.grid.labels.column_width = static_cast<int>(fmt::format("{}", columns).size());
    map.grid.labels.row_width = static_cast<int>(fmt::format("{}", rows).size());
    map.resize(columns, rows);
    const auto clear = *map.terrain_index("clear");
    const auto woods = *map.terrain_index("woods");
    const auto hill = *map.terrain_index("hill");
    const auto town = *map.terrain_index("town");
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < columns; ++col) {
            TerrainMask mask = 0;
            if (field(col, row, 0.3) > 0.72) mask |= TerrainMask{1} << woods;
            if (field(col, row, 4.1) > 0.75) mask |= TerrainMask{1} << hill;
            if (field(col, row, 9.7) > 0.93) mask = TerrainMask{1} << town;
            if (mask == 0) mask = TerrainMask{1} << clear;
            map.terrain.set(static_cast<std::size_t>(row) * columns + static_cast<std::size_t>(col), mask);
        }
    }
    const auto stream = *map.hexside_feature_index("stream");
    const auto road = *map.hexside_feature_index("road");
    for (int line = 0; line < 60; ++line) {
        HexCoord hex = map.coord_at(static_cast<std::size_t>((line * 7919) % (columns * rows)));
        const auto bit = line % 2 == 0 ? stream : road;
        for (int step = 0; step < 400; ++step) {
            const int direction = static_cast<int>(field(step, line, 2.0 + line) * 6.0) % 6;
            const HexCoord next = neighbour(hex, direction);
            if (!map.contains(next)) break;
            const HexsideKey side = hexside(hex, direction);
            map.hexside_features.set(side, map.hexside_features.mask(side) | (TerrainMask{1} << bit));
            hex = next;
        }
    }
    for (int i = 0; options.places_and_objectives && i < 100; ++i) {
        const HexCoord at = map.coord_at(static_cast<std::size_t>(i) * 2477 % (columns * rows));
        map.places.push_back(NamedPlace{fmt::format("place-{}", i), fmt::format("Crossroads {}", i), at});
        if (i % 4 == 0) map.objectives.push_back(HexObjective{fmt::format("vp-{}", i), "", {at}, 1 + i % 5, ""});
    }

    Scenario scenario;
    scenario.id = "all";
    scenario.name = "Everything on the map";
    scenario.map = "big";
    scenario.start_turn = 1;
    scenario.end_turn = 24;
    for (int i = 0; i < units; ++i) {
        Side& side = book.forces.sides[static_cast<std::size_t>(i % 2)];
        if (i % 20 < 2) {
            ForceNode corps;
            corps.id = fmt::format("{}-corps-{}", side.id, i / 20);
            corps.kind = ForceNodeKind::Formation;
            corps.type = "corps";
            corps.echelon = "corps";
            corps.name = fmt::format("Corps {}", i / 20);
            side.nodes.push_back(corps);
        }
        ForceNode unit;
        unit.id = fmt::format("{}-unit-{}", side.id, i);
        unit.kind = ForceNodeKind::Unit;
        unit.parent = fmt::format("{}-corps-{}", side.id, i / 20);
        unit.type = "infantry";
        unit.echelon = "division";
        unit.name = fmt::format("Division {}", i);
        unit.short_name = fmt::format("d{}", i);
        unit.attributes = {{"combat", AttributeValue{std::int64_t{i % 10}}},
                           {"combat-reduced", AttributeValue{std::int64_t{i % 5}}},
                           {"movement", AttributeValue{std::int64_t{4 + i % 3}}}};
        side.nodes.push_back(unit);
        const HexCoord at = map.coord_at(static_cast<std::size_t>(i) * 97 % (columns * rows));
        scenario.setup.push_back(Placement{unit.id, {LocationKind::Hex, map.label(at)}, UnitState::Full});
    }
    book.scenarios.push_back(std::move(scenario));
    return book;
}

}  // namespace sandtable::bench
