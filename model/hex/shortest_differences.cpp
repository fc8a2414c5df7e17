#include "model/hex/shortest_differences.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace sandtable {
namespace {

struct Neighbour {
    double length = 0.0;
    std::size_t index = 0;
};

bool closer(const Neighbour& a, const Neighbour& b) { return std::tie(a.length, a.index) < std::tie(b.length, b.index); }

double coordinate(const Complex& z, int axis) { return axis == 0 ? z.real() : z.imag(); }

// A k-d tree over point indices, stored implicitly: the range [lo, hi) of `order` is a node whose
// median element splits it on the axis along which the node's points spread furthest (so that
// points on a line are split along it), the lower half before it and the upper after.
class KdTree {
public:
    KdTree(std::span<const Complex> points, std::vector<std::size_t> order)
        : points_(points), order_(std::move(order)), axis_(order_.size(), 0) {
        build(0, order_.size());
    }

    // The k nearest points to point `query` further away than `negligible`, in `closer` order.
    [[nodiscard]] std::vector<Neighbour> nearest(std::size_t query, std::size_t k, double negligible) const {
        std::vector<Neighbour> heap;  // a max-heap under `closer`: the worst kept neighbour on top
        heap.reserve(k + 1);
        search(0, order_.size(), query, k, negligible, heap);
        std::sort_heap(heap.begin(), heap.end(), closer);
        return heap;
    }

private:
    std::span<const Complex> points_;
    std::vector<std::size_t> order_;
    std::vector<int> axis_;  // per median position, the axis its node splits on

    void build(std::size_t lo, std::size_t hi) {
        // Recursion depth is about log2 of the number of points.
        if (hi - lo <= 1) return;
        double low[2] = {coordinate(points_[order_[lo]], 0), coordinate(points_[order_[lo]], 1)};
        double high[2] = {low[0], low[1]};
        for (std::size_t i = lo; i < hi; ++i) {
            for (int axis = 0; axis < 2; ++axis) {
                low[axis] = std::min(low[axis], coordinate(points_[order_[i]], axis));
                high[axis] = std::max(high[axis], coordinate(points_[order_[i]], axis));
            }
        }
        const int axis = high[1] - low[1] > high[0] - low[0] ? 1 : 0;
        const std::size_t mid = lo + (hi - lo) / 2;
        axis_[mid] = axis;
        std::nth_element(order_.begin() + static_cast<std::ptrdiff_t>(lo), order_.begin() + static_cast<std::ptrdiff_t>(mid),
                         order_.begin() + static_cast<std::ptrdiff_t>(hi), [&](std::size_t a, std::size_t b) {
                             return coordinate(points_[a], axis) < coordinate(points_[b], axis);
                         });
        build(lo, mid);
        build(mid + 1, hi);
    }

    void search(std::size_t lo, std::size_t hi, std::size_t query, std::size_t k, double negligible,
                std::vector<Neighbour>& heap) const {
        if (lo >= hi) return;
        const std::size_t mid = lo + (hi - lo) / 2;
        const std::size_t here = order_[mid];
        const int axis = axis_[mid];
        const Complex& q = points_[query];
        if (here != query) {
            const double length = std::abs(points_[here] - q);
            const Neighbour candidate{length, here};
            if (length > negligible && (heap.size() < k || closer(candidate, heap.front()))) {
                heap.push_back(candidate);
                std::push_heap(heap.begin(), heap.end(), closer);
                if (heap.size() > k) {
                    std::pop_heap(heap.begin(), heap.end(), closer);
                    heap.pop_back();
                }
            }
        }
        const double offset = coordinate(q, axis) - coordinate(points_[here], axis);
        const bool lower_first = offset < 0.0;
        if (lower_first) {
            search(lo, mid, query, k, negligible, heap);
        } else {
            search(mid + 1, hi, query, k, negligible, heap);
        }
        // Points across the split are at least |offset| away.
        if (heap.size() < k || std::abs(offset) <= heap.front().length) {
            if (lower_first) {
                search(mid + 1, hi, query, k, negligible, heap);
            } else {
                search(lo, mid, query, k, negligible, heap);
            }
        }
    }
};

// The first index of each position held by several points.
std::vector<std::size_t> distinct_positions(std::span<const Complex> points) {
    std::vector<std::size_t> order(points.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto key = [&](std::size_t i) { return std::make_tuple(points[i].real(), points[i].imag(), i); };
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    const auto same = [&](std::size_t a, std::size_t b) { return points[a] == points[b]; };
    order.erase(std::unique(order.begin(), order.end(), same), order.end());
    return order;
}

}  // namespace

std::vector<PointDifference> shortest_differences(std::span<const Complex> points, std::size_t count, double negligible) {
    if (count == 0 || points.size() < 2) return {};
    std::vector<std::size_t> distinct = distinct_positions(points);
    const KdTree tree(points, distinct);
    // A pair among the `count` shortest is among the `count` nearest neighbours of either of its
    // points: otherwise that point would have `count` shorter pairs.
    const auto order = [](const PointDifference& a, const PointDifference& b) {
        return std::tie(a.length, a.from, a.to) < std::tie(b.length, b.from, b.to);
    };
    std::vector<PointDifference> pairs;  // the shortest so far, in `order`
    for (const std::size_t i : distinct) {
        for (const Neighbour& n : tree.nearest(i, count, negligible)) {
            const std::size_t from = std::min(i, n.index);
            const std::size_t to = std::max(i, n.index);
            const Complex difference = points[to] - points[from];
            const PointDifference pair{from, to, difference, std::abs(difference)};
            if (pairs.size() == count && !order(pair, pairs.back())) break;  // the rest are longer still
            const auto at = std::lower_bound(pairs.begin(), pairs.end(), pair, order);
            if (at != pairs.end() && at->from == from && at->to == to) continue;
            pairs.insert(at, pair);
            if (pairs.size() > count) pairs.pop_back();
        }
    }
    return pairs;
}

}  // namespace sandtable
