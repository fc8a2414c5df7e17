#include "model/digitise/line_cleaning.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable {

namespace {

PointList without_repeats(const PointList& line) {
    PointList points;
    for (const MapPoint& p : line) {
        if (points.empty() || p.x != points.back().x || p.y != points.back().y) points.push_back(p);
    }
    return points;
}

// Whether the course from a to b turns back against the course from b to c.
bool turns_back(MapPoint a, MapPoint b, MapPoint c) {
    const double ux = b.x - a.x;
    const double uy = b.y - a.y;
    const double vx = c.x - b.x;
    const double vy = c.y - b.y;
    const double lengths = std::hypot(ux, uy) * std::hypot(vx, vy);
    return lengths > 0.0 && (ux * vx + uy * vy) / lengths < kTurnsBackCosine;
}

struct NearestOnLine {
    MapPoint point;
    std::size_t segment = 0;  // the point lies on the segment from line[segment] to line[segment + 1]
    double distance = 0.0;
};

NearestOnLine nearest_on(const PointList& line, MapPoint p) {
    NearestOnLine best{line.front(), 0, std::hypot(p.x - line.front().x, p.y - line.front().y)};
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const MapPoint a = line[i];
        const MapPoint b = line[i + 1];
        const double dx = b.x - a.x;
        const double dy = b.y - a.y;
        const double length2 = dx * dx + dy * dy;
        double t = length2 > 0.0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0.0;
        t = std::clamp(t, 0.0, 1.0);
        const MapPoint q{a.x + t * dx, a.y + t * dy};
        const double d = std::hypot(p.x - q.x, p.y - q.y);
        if (d < best.distance) best = {q, i, d};
    }
    return best;
}

double length_of(const PointList& line, std::size_t first, std::size_t end) {
    double length = 0.0;
    for (std::size_t i = first + 1; i < end; ++i) length += std::hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y);
    return length;
}

}  // namespace

std::vector<PointList> split_where_it_turns_back(const PointList& line) {
    const PointList points = without_repeats(line);
    std::vector<PointList> strokes;
    if (points.size() < 2) return strokes;
    const std::size_t last = points.size() - 1;
    // turn[i]: the line turns back at point i (0 < i < last).
    std::vector<bool> turn(points.size(), false);
    for (std::size_t i = 1; i < last; ++i) turn[i] = turns_back(points[i - 1], points[i], points[i + 1]);

    PointList stroke{points[0]};
    const auto close = [&] {
        if (stroke.size() >= 2) strokes.push_back(stroke);
    };
    for (std::size_t i = 1; i <= last; ++i) {
        // The segment from i-1 to i is a jump when the line turns back at both of its ends.
        const bool jump = i - 1 > 0 && i < last && turn[i - 1] && turn[i];
        if (jump) {
            close();
            stroke = {points[i]};
            continue;
        }
        stroke.push_back(points[i]);
        if (i < last && turn[i] && !(i + 1 < last && turn[i + 1])) {
            close();
            stroke = {points[i]};
        }
    }
    close();
    return strokes;
}

std::vector<PointList> clean_line(const PointList& line, double tolerance) {
    std::vector<PointList> strokes;
    for (PointList& stroke : split_where_it_turns_back(line)) {
        if (!strokes.empty()) {
            PointList& before = strokes.back();
            const NearestOnLine landing = nearest_on(before, stroke.front());
            // The stroke before, cut at the landing: what it keeps and what it would lose.
            PointList kept(before.begin(), before.begin() + static_cast<std::ptrdiff_t>(landing.segment) + 1);
            kept.push_back(landing.point);
            const double kept_length = length_of(kept, 0, kept.size());
            const double overshoot = length_of(before, 0, before.size()) - kept_length;
            if (landing.distance <= tolerance && overshoot < kept_length) {
                if (kept.size() >= 2 && kept[kept.size() - 2] == kept.back()) kept.pop_back();
                const auto from = stroke.front() == kept.back() ? stroke.begin() + 1 : stroke.begin();
                kept.insert(kept.end(), from, stroke.end());
                before = std::move(kept);
                continue;
            }
        }
        strokes.push_back(std::move(stroke));
    }
    return strokes;
}

}  // namespace sandtable
