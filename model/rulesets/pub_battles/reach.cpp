#include "model/rulesets/pub_battles/reach.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/piece_coverage.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/map_rect_ops.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <numbers>
#include <queue>
#include <utility>

namespace sandtable::pub_battles {

namespace bg = boost::geometry;

namespace {

constexpr int kCellsPerMove = 30;
constexpr double kUnreached = std::numeric_limits<double>::max();

// Steps to the 16 neighbours a grid walk may take (the 8 around and the 8 a knight's move away),
// ordered by their facing clockwise from the top of the map.
struct Step {
    int dx;
    int dy;
    double facing;  // degrees, 0 up the map, clockwise
    double length;  // in cells
};

std::array<Step, 16> make_steps() {
    const std::array<std::array<int, 2>, 16> offsets{{{0, -1}, {1, -2}, {1, -1}, {2, -1}, {1, 0}, {2, 1}, {1, 1}, {1, 2},
                                                      {0, 1}, {-1, 2}, {-1, 1}, {-2, 1}, {-1, 0}, {-2, -1}, {-1, -1}, {-1, -2}}};
    std::array<Step, 16> steps{};
    for (std::size_t i = 0; i < offsets.size(); ++i) {
        const auto [dx, dy] = offsets[i];
        double facing = std::atan2(dx, -dy) * 180.0 / std::numbers::pi;
        if (facing < 0) facing += 360.0;
        steps[i] = {dx, dy, facing, std::hypot(dx, dy)};
    }
    return steps;
}

const std::array<Step, 16> kSteps = make_steps();

double angle_between(double a, double b) {
    const double d = std::fmod(std::abs(a - b), 360.0);
    return d > 180.0 ? 360.0 - d : d;
}

std::size_t nearest_step(double facing) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < kSteps.size(); ++i) {
        if (angle_between(kSteps[i].facing, facing) < angle_between(kSteps[best].facing, facing)) best = i;
    }
    return best;
}

bool is_enemy(const FreeformPiece& a, const FreeformPiece& b) { return a.side != b.side; }

bool barred_from_marsh(const FreeformPiece& piece) { return piece.type == "artillery" || piece.type == "cavalry"; }

// What the ground of each cell is to the moving piece.
struct Ground {
    bool blocked = false;
    bool difficult = false;
    int level = 0;
};

class FormationWalk {
public:
    FormationWalk(const FreeformBoard& field, const FreeformPiece& piece, double move, double allowance)
        : field_(field), piece_(piece), move_(move), allowance_(allowance) {
        cell_ = move / kCellsPerMove;
        half_ = static_cast<int>(std::ceil(allowance / cell_)) + 1;
        side_ = 2 * half_ + 1;
        origin_ = {piece.centre.x - half_ * cell_, piece.centre.y - half_ * cell_};
        survey();
    }

    FormationReach walk() {
        FormationReach reach;
        reach.allowance = allowance_;
        reach.cell = cell_;
        const std::vector<int> facing_at = search();
        for (int row = 0; row < side_; ++row) {
            int run_start = -1;
            for (int col = 0; col <= side_; ++col) {
                const bool in = col < side_ && facing_at[index(col, row)] >= 0 && fits(col, row, facing_at[index(col, row)]);
                if (in && run_start < 0) run_start = col;
                if (!in && run_start >= 0) {
                    const MapPoint low = corner(run_start, row);
                    const MapPoint high = corner(col, row + 1);
                    reach.cells.push_back(MapRect{low, high});
                    run_start = -1;
                }
            }
        }
        return reach;
    }

private:
    [[nodiscard]] int index(int col, int row) const { return row * side_ + col; }
    [[nodiscard]] MapPoint centre(int col, int row) const { return {origin_.x + col * cell_, origin_.y + row * cell_}; }
    [[nodiscard]] MapPoint corner(int col, int row) const { return {origin_.x + (col - 0.5) * cell_, origin_.y + (row - 0.5) * cell_}; }

    void survey() {
        ground_.assign(static_cast<std::size_t>(side_ * side_), Ground{});
        const MapRect box{corner(0, 0), corner(side_, side_)};
        const auto areas = field_.areas().near(box);
        std::vector<const FreeformPiece*> enemies;
        for (const FreeformPiece* other : field_.pieces_meeting(box)) {
            if (other->id != piece_.id && is_enemy(*other, piece_) && other->type != "hq") enemies.push_back(other);
        }
        std::vector<Polyline> streams;
        std::vector<Polyline> rivers;
        for (const LineFeature& line : field_.map().lines) {
            if (line.terrain == "stream") streams.push_back(line.line);
            if (line.terrain == "river") rivers.push_back(line.line);
        }
        std::vector<MapPoint> crossings;
        for (const PointFeature& point : field_.map().points) {
            if (point.terrain == "bridge" || point.terrain == "ford") crossings.push_back(point.at);
        }
        const double clearance = field_.piece_size().depth / 2.0;
        for (int row = 0; row < side_; ++row) {
            for (int col = 0; col < side_; ++col) {
                Ground& ground = ground_[static_cast<std::size_t>(index(col, row))];
                const MapPoint at = centre(col, row);
                if (!holds(field_.map().extent, at)) {
                    ground.blocked = true;
                    continue;
                }
                for (const TerrainArea* area : areas) {
                    if (!bg::covered_by(at, area->shape)) continue;
                    if (area->terrain == "hills") ground.level = std::max(ground.level, area->level.value_or(1));
                    if (area->terrain == "woods" || area->terrain == "buildings" || area->terrain == "marsh") ground.difficult = true;
                    if (area->terrain == "marsh" && barred_from_marsh(piece_)) ground.blocked = true;
                }
                for (const FreeformPiece* enemy : enemies) {
                    if (bg::distance(at, footprint_polygon(enemy->footprint)) < clearance) ground.blocked = true;
                }
                for (const Polyline& stream : streams) {
                    if (bg::distance(at, stream) <= cell_ / 2.0) ground.difficult = true;
                }
                for (const Polyline& river : rivers) {
                    if (bg::distance(at, river) > cell_ / 2.0) continue;
                    ground.difficult = true;
                    const bool crossing = std::any_of(crossings.begin(), crossings.end(),
                                                      [&](MapPoint p) { return std::hypot(p.x - at.x, p.y - at.y) <= cell_; });
                    if (!crossing) ground.blocked = true;
                }
            }
        }
    }

    // The facing (a step index) at which each cell is first reached within the allowance, or -1.
    std::vector<int> search() {
        // A state: cell, facing, whether the free facing change is used, whether difficult ground was met.
        const int facings = static_cast<int>(kSteps.size());
        const auto state = [&](int cell, int facing, int used, int touched) { return ((cell * facings + facing) * 2 + used) * 2 + touched; };
        std::vector<double> cost(static_cast<std::size_t>(side_ * side_ * facings * 4), kUnreached);
        using Item = std::pair<double, int>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
        const int start = state(index(half_, half_), static_cast<int>(nearest_step(piece_.facing)), 0, 0);
        cost[static_cast<std::size_t>(start)] = 0.0;
        open.push({0.0, start});
        const double reduced = allowance_ - move_ / 3.0;
        std::vector<int> facing_at(static_cast<std::size_t>(side_ * side_), -1);
        while (!open.empty()) {
            const auto [spent, s] = open.top();
            open.pop();
            if (spent > cost[static_cast<std::size_t>(s)]) continue;
            const int touched = s % 2;
            const int used = (s / 2) % 2;
            const int facing = (s / 4) % facings;
            const int cell = s / (4 * facings);
            const int col = cell % side_;
            const int row = cell / side_;
            if (facing_at[static_cast<std::size_t>(cell)] < 0) facing_at[static_cast<std::size_t>(cell)] = facing;
            const auto relax = [&](int next, double next_cost) {
                const double limit = (next % 2) != 0 ? reduced : allowance_;
                if (next_cost > limit + 1e-9 || next_cost >= cost[static_cast<std::size_t>(next)]) return;
                cost[static_cast<std::size_t>(next)] = next_cost;
                open.push({next_cost, next});
            };
            for (int f = 0; f < facings; ++f) {
                if (f == facing) continue;
                relax(state(cell, f, 1, touched), used == 0 ? spent : spent + move_ / 3.0);
            }
            for (int d = 0; d < facings; ++d) {
                const Step& step = kSteps[static_cast<std::size_t>(d)];
                if (angle_between(step.facing, kSteps[static_cast<std::size_t>(facing)].facing) > 45.0 + 1e-9) continue;
                const int nc = col + step.dx;
                const int nr = row + step.dy;
                if (nc < 0 || nr < 0 || nc >= side_ || nr >= side_) continue;
                const Ground& here = ground_[static_cast<std::size_t>(cell)];
                const Ground& there = ground_[static_cast<std::size_t>(index(nc, nr))];
                if (there.blocked) continue;
                const int now_touched = touched != 0 || there.difficult || there.level != here.level ? 1 : 0;
                relax(state(index(nc, nr), facing, used, now_touched), spent + step.length * cell_);
            }
        }
        return facing_at;
    }

    // Whether the majority of the piece fits with its centre on the cell.
    [[nodiscard]] bool fits(int col, int row, int facing) const {
        if (col == half_ && row == half_) return true;
        const PieceFootprint footprint = piece_footprint(centre(col, row), kSteps[static_cast<std::size_t>(facing)].facing, false, field_.piece_size());
        if (share_inside(footprint, field_.map().extent) <= 0.5) return false;
        const double whole = footprint_area(footprint);
        double covered = 0.0;
        for (const FreeformPiece* other : field_.pieces_meeting(bounds_of(footprint))) {
            if (other->id == piece_.id || other->type == "hq") continue;
            covered += overlap_area(footprint, other->footprint);
        }
        if (covered >= 0.5 * whole) return false;
        return !barred_from_marsh(piece_) || share_of_terrain(field_.areas(), footprint, "marsh") <= 0.5;
    }

    const FreeformBoard& field_;
    const FreeformPiece& piece_;
    double move_;
    double allowance_;
    double cell_ = 0.0;
    int half_ = 0;
    int side_ = 0;
    MapPoint origin_;
    std::vector<Ground> ground_;
};

// A road sampled into points a cell apart, with its kind.
struct RoadNode {
    MapPoint at;
    bool minor = false;
    std::vector<std::pair<std::size_t, double>> links;
};

class ColumnWalk {
public:
    ColumnWalk(const FreeformBoard& field, const FreeformPiece& piece, double move, double allowance)
        : field_(field), piece_(piece), allowance_(allowance), cell_(move / kCellsPerMove) {}

    ColumnReach walk() {
        ColumnReach reach;
        reach.allowance = allowance_;
        sample_roads();
        if (nodes_.empty()) return reach;
        mark_barred();
        const std::vector<double> cost = search();
        for (const auto& [a, b] : edges_) {
            if (cost[a] <= allowance_ && cost[b] <= allowance_) reach.stretches.push_back(Polyline{nodes_[a].at, nodes_[b].at});
        }
        return reach;
    }

private:
    void sample_roads() {
        const MapRect box = widened(MapRect{piece_.centre, piece_.centre}, allowance_ + cell_);
        for (const LineFeature& line : field_.map().lines) {
            const bool minor = line.terrain == "minor-road";
            if (line.terrain != "major-road" && !minor) continue;
            std::size_t previous = std::numeric_limits<std::size_t>::max();
            for (std::size_t i = 0; i + 1 < line.line.size(); ++i) {
                const MapPoint a = line.line[i];
                const MapPoint b = line.line[i + 1];
                const double length = std::hypot(b.x - a.x, b.y - a.y);
                const int parts = std::max(1, static_cast<int>(std::ceil(length / cell_)));
                for (int k = (i == 0 ? 0 : 1); k <= parts; ++k) {
                    const double t = static_cast<double>(k) / parts;
                    const MapPoint at{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
                    if (!holds(box, at)) {
                        previous = std::numeric_limits<std::size_t>::max();
                        continue;
                    }
                    nodes_.push_back({at, minor, {}});
                    const std::size_t here = nodes_.size() - 1;
                    if (previous != std::numeric_limits<std::size_t>::max()) link(previous, here);
                    previous = here;
                }
            }
        }
        // Junctions: points of different roads (or of one road crossing itself) that meet.
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            for (std::size_t j = i + 2; j < nodes_.size(); ++j) {
                if (std::hypot(nodes_[i].at.x - nodes_[j].at.x, nodes_[i].at.y - nodes_[j].at.y) <= cell_ * 0.75) link(i, j);
            }
        }
    }

    void link(std::size_t a, std::size_t b) {
        const double d = std::hypot(nodes_[a].at.x - nodes_[b].at.x, nodes_[a].at.y - nodes_[b].at.y);
        nodes_[a].links.emplace_back(b, d);
        nodes_[b].links.emplace_back(a, d);
        edges_.emplace_back(a, b);
    }

    void mark_barred() {
        barred_.assign(nodes_.size(), false);
        const double width = field_.piece_size().width;
        std::vector<MultiPolygon> fire;
        for (const FreeformPiece& other : field_.pieces()) {
            if (other.id == piece_.id || other.type == "hq") continue;
            const double gap = std::hypot(other.centre.x - piece_.centre.x, other.centre.y - piece_.centre.y);
            if (gap > allowance_ + field_.foot_move()) continue;
            if (is_enemy(other, piece_)) fire.push_back(field_of_fire(field_, other));
            for (std::size_t i = 0; i < nodes_.size(); ++i) {
                // The column is a piece long, and two on a minor road with its blank piece behind.
                const double room = (nodes_[i].minor ? width : width / 2.0) + field_.piece_size().depth / 2.0;
                if (bg::distance(nodes_[i].at, footprint_polygon(other.footprint)) < room) barred_[i] = true;
            }
        }
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            for (const MultiPolygon& shape : fire) {
                if (!shape.empty() && bg::covered_by(nodes_[i].at, shape)) barred_[i] = true;
            }
        }
    }

    std::vector<double> search() {
        std::vector<double> cost(nodes_.size(), kUnreached);
        using Item = std::pair<double, std::size_t>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
        const double start_reach = field_.piece_size().depth;
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            const double gap = std::hypot(nodes_[i].at.x - piece_.centre.x, nodes_[i].at.y - piece_.centre.y);
            if (gap > start_reach) continue;
            cost[i] = 0.0;
            open.push({0.0, i});
        }
        while (!open.empty()) {
            const auto [spent, i] = open.top();
            open.pop();
            if (spent > cost[i]) continue;
            for (const auto& [j, d] : nodes_[i].links) {
                if (barred_[j] || spent + d > allowance_ || spent + d >= cost[j]) continue;
                cost[j] = spent + d;
                open.push({cost[j], j});
            }
        }
        return cost;
    }

    const FreeformBoard& field_;
    const FreeformPiece& piece_;
    double allowance_;
    double cell_;
    std::vector<RoadNode> nodes_;
    std::vector<std::pair<std::size_t, std::size_t>> edges_;
    std::vector<bool> barred_;
};

}  // namespace

bool moves_mounted(const FreeformPiece& piece) { return piece.type == "cavalry" || piece.type == "dragoons" || piece.type == "hq"; }

FreeformReach reach_of(const FreeformBoard& field, const FreeformPiece& piece) {
    FreeformReach reach;
    reach.piece = piece.id;
    const bool mounted = moves_mounted(piece);
    reach.move = mounted ? field.mounted_move() : field.foot_move();
    reach.move_name = mounted ? "Mounted" : "Foot";
    const auto cited = [](FreeformReach answer) {
        answer.formation.rule = std::string(kMovingRule);
        answer.column.rule = std::string(kRoadColumnRule);
        return answer;
    };
    if (reach.move <= 0.0) return cited(std::move(reach));
    const double change = reach.move / 3.0;  // into or out of road column
    const double in_formation = piece.road_column ? reach.move - change : reach.move;
    reach.formation = FormationWalk(field, piece, reach.move, in_formation).walk();
    reach.formation.explanation =
        fmt::format("{} move {:.0f}{}; {:.0f} through difficult terrain", reach.move_name, reach.move,
                    piece.road_column ? fmt::format(", less 1/3 to leave road column: {:.0f}", in_formation) : std::string{},
                    in_formation - change);
    const double on_road = 2.0 * (piece.road_column ? reach.move : reach.move - change);
    reach.column = ColumnWalk(field, piece, reach.move, on_road).walk();
    reach.column.explanation = fmt::format("road column: 2 x {}{:.0f} = {:.0f} along roads", piece.road_column ? "" : "(move less 1/3 to form column) ",
                                           piece.road_column ? reach.move : reach.move - change, on_road);
    return cited(std::move(reach));
}

}  // namespace sandtable::pub_battles
