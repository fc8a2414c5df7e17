#include "bench/large_freeform_book.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <cmath>
#include <cstdint>
#include <fmt/format.h>
#include <numbers>

namespace sandtable::bench {

namespace {

constexpr int kSegmentsPerSide = 8;

// A number in [0, 1) from integers, the same every run.
double noise(std::uint64_t a, std::uint64_t b, std::uint64_t salt) {
    std::uint64_t h = a * 0x9E3779B97F4A7C15ULL ^ (b + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL ^ salt * 0x165667B19E3779F9ULL;
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDULL;
    h ^= h >> 33;
    return static_cast<double>(h >> 11) / static_cast<double>(1ULL << 53);
}

// The lattice corner (i, j), moved a little so that cells are not squares.
MapPoint corner(int i, int j) {
    const double jitter = 0.2 * kFreeformCellMetres;
    return {i * kFreeformCellMetres + (noise(i, j, 1) - 0.5) * 2 * jitter, j * kFreeformCellMetres + (noise(i, j, 2) - 0.5) * 2 * jitter};
}

// The points of the side from corner a to corner b, without b: eight segments, the inner points
// pushed across the side by a wobble that depends only on the side, so both cells share them.
void add_side(Ring& ring, MapPoint a, MapPoint b, std::uint64_t side_key) {
    const MapPoint d = b - a;
    const double len = length(d);
    const MapPoint across{-d.y / len, d.x / len};
    const double amplitude = 0.06 * kFreeformCellMetres * (noise(side_key, 7, 3) - 0.5) * 2;
    for (int k = 0; k < kSegmentsPerSide; ++k) {
        const double t = static_cast<double>(k) / kSegmentsPerSide;
        const double push = amplitude * std::sin(t * std::numbers::pi);
        ring.push_back({a.x + d.x * t + across.x * push, a.y + d.y * t + across.y * push});
    }
}

// A side's key from its two corners, whichever way it is walked.
std::uint64_t side_key(int i0, int j0, int i1, int j1) {
    if (std::pair(i1, j1) < std::pair(i0, j0)) {
        std::swap(i0, i1);
        std::swap(j0, j1);
    }
    return (static_cast<std::uint64_t>(i0) << 48) ^ (static_cast<std::uint64_t>(j0) << 32) ^ (static_cast<std::uint64_t>(i1) << 16) ^
           static_cast<std::uint64_t>(j1);
}

// Walks from (i0, j0) to (i1, j1), adding the side's points in walking order.
void walk_side(Ring& ring, int i0, int j0, int i1, int j1) {
    const std::uint64_t key = side_key(i0, j0, i1, j1);
    const bool forward = std::pair(i0, j0) < std::pair(i1, j1);
    Ring side;
    if (forward) {
        add_side(side, corner(i0, j0), corner(i1, j1), key);
    } else {
        add_side(side, corner(i1, j1), corner(i0, j0), key);
        side.push_back(corner(i0, j0));
        std::reverse(side.begin(), side.end());
        side.pop_back();
    }
    ring.insert(ring.end(), side.begin(), side.end());
}

Polyline meander(double x0, double y0, double heading, int points, std::uint64_t salt) {
    Polyline line;
    MapPoint at{x0, y0};
    for (int k = 0; k < points; ++k) {
        line.push_back(at);
        heading += (noise(salt, k, 9) - 0.5) * 0.6;
        at = {at.x + std::cos(heading) * 250.0, at.y + std::sin(heading) * 250.0};
    }
    return line;
}

}  // namespace

Book make_large_freeform_book(const LargeFreeformOptions& options) {
    Book book = new_book(*find_ruleset("pub-battles"), MapKind::Freeform);
    GameMap& game_map = book.maps.front();
    game_map.id = "field";
    game_map.name = "Large field";
    game_map.units = "m";
    FreeformMap& map = game_map.freeform;
    map.extent = {{0, 0}, {options.columns * kFreeformCellMetres, options.rows * kFreeformCellMetres}};
    map.measures = {400, 800, 120, 40};
    map.areas.reserve(static_cast<std::size_t>(options.columns) * static_cast<std::size_t>(options.rows));
    for (int j = 0; j < options.rows; ++j) {
        for (int i = 0; i < options.columns; ++i) {
            // Anticlockwise on screen: down the left side, along the bottom, up the right, back along the top.
            Ring ring;
            walk_side(ring, i, j, i, j + 1);
            walk_side(ring, i, j + 1, i + 1, j + 1);
            walk_side(ring, i + 1, j + 1, i + 1, j);
            walk_side(ring, i + 1, j, i, j);
            ring.push_back(ring.front());
            const double pick = noise(i, j, 5);
            TerrainArea area{fmt::format("a{}-{}", i, j), "woods", MultiPolygon{Polygon{std::move(ring), {}}}, std::nullopt, {}};
            if (pick >= 1.0 / 3.0 && pick < 0.6) {
                area.terrain = "hills";
                area.level = 1 + static_cast<int>(noise(i, j, 6) * 3);
            } else if (pick >= 0.6 && pick < 0.8) {
                area.terrain = "marsh";
            } else if (pick >= 0.8) {
                area.terrain = "buildings";
            }
            map.areas.push_back(std::move(area));
        }
    }
    const double width = map.extent.max.x;
    const double height = map.extent.max.y;
    for (int r = 0; r < options.roads; ++r) {
        map.lines.push_back({fmt::format("road-{}", r), r % 3 == 0 ? "major-road" : "minor-road", fmt::format("Road {}", r),
                             meander(noise(r, 1, 11) * width, noise(r, 2, 11) * height, noise(r, 3, 11) * 6.28, 40, 100 + r)});
    }
    for (int s = 0; s < options.streams; ++s) {
        map.lines.push_back({fmt::format("stream-{}", s), "stream", fmt::format("Run {}", s),
                             meander(noise(s, 1, 12) * width, noise(s, 2, 12) * height, noise(s, 3, 12) * 6.28, 60, 200 + s)});
    }
    Scenario all;
    all.id = "all";
    all.name = "All pieces";
    all.map = "field";
    all.start_turn = 1;
    all.end_turn = 8;
    for (int p = 0; p < options.pieces; ++p) {
        const std::string side = p % 2 == 0 ? "union" : "confederate";
        ForceNode node;
        node.id = fmt::format("p{}", p);
        node.kind = ForceNodeKind::Unit;
        node.type = p % 10 == 0 ? "artillery" : p % 7 == 0 ? "cavalry" : "infantry";
        node.name = fmt::format("Piece {}", p);
        book.forces.side(side)->nodes.push_back(node);
        const MapPoint at{noise(p, 1, 13) * width, noise(p, 2, 13) * height};
        all.setup.push_back({node.id, Location{at}, UnitState::Full, std::floor(noise(p, 3, 13) * 360.0), p % 10 == 3});
    }
    book.scenarios.push_back(std::move(all));
    return book;
}

}  // namespace sandtable::bench
