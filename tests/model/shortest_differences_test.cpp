#include "model/hex/shortest_differences.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>
#include <vector>

namespace sandtable {
namespace {

// Every pair compared: what shortest_differences must give without doing so.
std::vector<PointDifference> every_pair(const std::vector<Complex>& points, std::size_t count, double negligible) {
    auto first_at_its_position = [&](std::size_t i) {
        return std::find(points.begin(), points.end(), points[i]) - points.begin() == static_cast<std::ptrdiff_t>(i);
    };
    std::vector<PointDifference> pairs;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!first_at_its_position(i)) continue;
        for (std::size_t j = i + 1; j < points.size(); ++j) {
            if (!first_at_its_position(j)) continue;
            const Complex d = points[j] - points[i];
            if (std::abs(d) > negligible) pairs.push_back({i, j, d, std::abs(d)});
        }
    }
    std::sort(pairs.begin(), pairs.end(), [](const PointDifference& a, const PointDifference& b) {
        return std::tie(a.length, a.from, a.to) < std::tie(b.length, b.from, b.to);
    });
    if (pairs.size() > count) pairs.resize(count);
    return pairs;
}

void expect_same(const std::vector<PointDifference>& got, const std::vector<PointDifference>& expected) {
    ASSERT_EQ(got.size(), expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        EXPECT_EQ(got[i].from, expected[i].from) << i;
        EXPECT_EQ(got[i].to, expected[i].to) << i;
        EXPECT_EQ(got[i].difference, expected[i].difference) << i;
        EXPECT_EQ(got[i].length, expected[i].length) << i;
    }
}

TEST(ShortestDifferences, AgreeWithComparingEveryPair) {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> spread(-500.0, 500.0);
    std::normal_distribution<double> cluster(0.0, 0.01);
    std::vector<Complex> points;
    for (int i = 0; i < 300; ++i) points.emplace_back(spread(random), spread(random));
    // Repeated points, a tight cluster and points on one line, as clicks can be.
    for (int i = 0; i < 20; ++i) points.push_back(points[static_cast<std::size_t>(i) * 7]);
    for (int i = 0; i < 30; ++i) points.emplace_back(40.0 + cluster(random), -40.0 + cluster(random));
    for (int i = 0; i < 30; ++i) points.emplace_back(250.0, 10.0 * i);
    std::shuffle(points.begin(), points.end(), random);
    for (const std::size_t count : {1U, 12U, 100U}) {
        for (const double negligible : {0.0, 0.005, 30.0}) {
            SCOPED_TRACE(testing::Message() << count << " pairs, negligible " << negligible);
            expect_same(shortest_differences(points, count, negligible), every_pair(points, count, negligible));
        }
    }
}

TEST(ShortestDifferences, TiesAreOrderedByIndex) {
    // Points of a square grid: many pairs one apart.
    std::vector<Complex> points;
    for (int x = 0; x < 10; ++x) {
        for (int y = 0; y < 10; ++y) points.emplace_back(x, y);
    }
    expect_same(shortest_differences(points, 40, 0.0), every_pair(points, 40, 0.0));
}

TEST(ShortestDifferences, NoneWhenAllPointsCoincide) {
    const std::vector<Complex> points(1000, Complex{3.0, 4.0});
    EXPECT_TRUE(shortest_differences(points, 12, 0.0).empty());
    EXPECT_TRUE(shortest_differences(std::vector<Complex>{{1.0, 1.0}}, 12, 0.0).empty());
}

}  // namespace
}  // namespace sandtable
