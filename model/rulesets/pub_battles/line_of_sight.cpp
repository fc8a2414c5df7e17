#include "model/rulesets/pub_battles/line_of_sight.hpp"

#include "model/freeform/geometry_adapt.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace sandtable::pub_battles {

namespace bg = boost::geometry;

namespace {

double distance(MapPoint a, MapPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }

// How far along the sight line an area's parts begin and end, and how long they are in all.
struct Stretch {
    double enters = std::numeric_limits<double>::max();
    double leaves = 0.0;
    double length = 0.0;
    [[nodiscard]] bool met() const { return length > 0.0; }
};

Stretch stretch_through(const Polyline& line, const MultiPolygon& shape) {
    Stretch stretch;
    std::vector<Polyline> parts;
    bg::intersection(line, shape, parts);
    for (const Polyline& part : parts) {
        for (const MapPoint& point : part) {
            const double along = distance(line.front(), point);
            stretch.enters = std::min(stretch.enters, along);
            stretch.leaves = std::max(stretch.leaves, along);
        }
        stretch.length += bg::length(part);
    }
    return stretch;
}

// Where the sight line first crosses a crest, as a distance from its start.
std::optional<double> crest_crossing(const Polyline& line, const Polyline& crest) {
    std::vector<MapPoint> points;
    bg::intersection(line, crest, points);
    if (points.empty()) return std::nullopt;
    double nearest = std::numeric_limits<double>::max();
    for (const MapPoint& point : points) nearest = std::min(nearest, distance(line.front(), point));
    return nearest;
}

class SightWalk {
public:
    SightWalk(const FreeformBoard& field, const SightEnds& ends)
        : field_(field), ends_(ends), line_{ends.from, ends.to}, length_(distance(ends.from, ends.to)) {
        const FreeformPiece* observer = ends.observer.empty() ? nullptr : field.piece(ends.observer);
        observer_level_ = observer != nullptr ? field.hill_level_of(observer->footprint) : field.hill_level_at(ends.from);
    }

    FreeformSight walk() {
        sight_.distance = length_;
        sight_.rule = std::string(kSightRule);
        look_past_range();
        MapRect box{ends_.from, ends_.from};
        box = unite(box, MapRect{ends_.to, ends_.to});
        look_through_cover(box);
        look_over_hills(box);
        look_past_pieces(box);
        sight_.clear = std::none_of(sight_.obstacles.begin(), sight_.obstacles.end(), [](const SightObstacle& o) { return o.blocks; });
        summarise();
        return std::move(sight_);
    }

private:
    // From a hill, an obstacle is seen over when the observer is closer to it than the target is.
    [[nodiscard]] bool seen_over(double enters, double leaves) const {
        return observer_level_ > 0 && enters < length_ - leaves;
    }

    void look_past_range() {
        const double range = field_.foot_move();
        if (range <= 0.0 || length_ <= range) return;
        sight_.obstacles.push_back({"range", "", true, fmt::format("{:.0f} is beyond 1 Foot move ({:.0f})", length_, range)});
    }

    void look_through_cover(const MapRect& box) {
        const double depth = field_.piece_size().depth;
        double thickness = 0.0;
        std::vector<std::size_t> counted;
        for (const TerrainArea* area : field_.areas().near(box)) {
            if (area->terrain != "woods" && area->terrain != "buildings") continue;
            const Stretch stretch = stretch_through(line_, area->shape);
            if (!stretch.met()) continue;
            if (seen_over(stretch.enters, stretch.leaves)) {
                sight_.obstacles.push_back({area->terrain, area->id, false,
                                            fmt::format("{} seen over from a hill of level {}: closer to it than the target", area->id,
                                                        observer_level_)});
                continue;
            }
            thickness += stretch.length;
            counted.push_back(sight_.obstacles.size());
            sight_.obstacles.push_back({area->terrain, area->id, false, fmt::format("{:.0f} through {}", stretch.length, area->id)});
        }
        if (thickness <= depth * (1.0 + 1e-9)) return;
        for (const std::size_t i : counted) {
            sight_.obstacles[i].blocks = true;
            sight_.obstacles[i].reason += fmt::format(": {:.0f} of woods and buildings in all, more than a piece's depth ({:.0f})", thickness, depth);
        }
    }

    void look_over_hills(const MapRect& box) {
        for (const TerrainArea* area : field_.areas().near(box)) {
            if (area->terrain != "hills" || bg::covered_by(ends_.from, area->shape)) continue;
            const int level = area->level.value_or(1);
            double enters = 0.0;
            double leaves = 0.0;
            if (!area->crest.empty()) {
                const auto crossing = crest_crossing(line_, area->crest);
                if (!crossing) continue;
                enters = leaves = *crossing;
            } else {
                if (bg::covered_by(ends_.to, area->shape)) continue;
                const Stretch stretch = stretch_through(line_, area->shape);
                if (!stretch.met()) continue;
                enters = stretch.enters;
                leaves = stretch.leaves;
            }
            const std::string what = area->crest.empty() ? "over the hill" : "across its crest";
            if (level < observer_level_ && seen_over(enters, leaves)) {
                sight_.obstacles.push_back({"hills", area->id, false,
                                            fmt::format("{} (level {}) seen over from a higher hill: closer to it than the target", area->id, level)});
            } else {
                sight_.obstacles.push_back({"hills", area->id, true, fmt::format("{} (level {}): the target lies {}", area->id, level, what)});
            }
        }
    }

    void look_past_pieces(const MapRect& box) {
        for (const FreeformPiece* piece : field_.pieces_meeting(box)) {
            if (piece->id == ends_.observer || piece->id == ends_.target || piece->type == "hq") continue;
            const Polygon shape = footprint_polygon(piece->footprint);
            if (bg::covered_by(ends_.from, shape) || bg::covered_by(ends_.to, shape) || !bg::intersects(line_, shape)) continue;
            sight_.obstacles.push_back({"piece", piece->id, true, fmt::format("{} stands between", piece->name)});
        }
    }

    void summarise() {
        if (sight_.clear) {
            sight_.summary = fmt::format("Clear: {:.0f} apart, within 1 Foot move", length_);
            return;
        }
        std::vector<std::string> blockers;
        for (const SightObstacle& obstacle : sight_.obstacles) {
            if (obstacle.blocks) blockers.push_back(obstacle.object.empty() ? obstacle.kind : obstacle.object);
        }
        sight_.summary = fmt::format("Blocked: {:.0f} apart, by {}", length_, fmt::join(blockers, ", "));
    }

    const FreeformBoard& field_;
    const SightEnds& ends_;
    Polyline line_;
    double length_ = 0.0;
    int observer_level_ = 0;
    FreeformSight sight_;
};

}  // namespace

FreeformSight line_of_sight(const FreeformBoard& field, const SightEnds& ends) { return SightWalk(field, ends).walk(); }

}  // namespace sandtable::pub_battles
