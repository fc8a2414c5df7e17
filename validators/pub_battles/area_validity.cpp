#include "validators/pub_battles/area_validity.hpp"

#include "model/freeform/polygon_ops.hpp"
#include "model/diagnostic.hpp"
#include "validators/pub_battles/shared_out.hpp"

#include <bit>
#include <cstdint>
#include <functional>
#include <mutex>

namespace sandtable::pub_battles {

namespace {

// A hash of the areas' ids and vertex bits, a 64-bit word at a time: what the answer depends on.
class Fingerprint {
public:
    void add(std::uint64_t value) {
        hash_ = (hash_ ^ value) * 0x9e3779b97f4a7c15ULL;
        hash_ ^= hash_ >> 29;
    }
    void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
    void add(const std::string& text) {
        add(static_cast<std::uint64_t>(std::hash<std::string>{}(text)));
    }
    void add(const Ring& ring) {
        add(static_cast<std::uint64_t>(ring.size()));
        for (const MapPoint& point : ring) {
            add(point.x);
            add(point.y);
        }
    }
    [[nodiscard]] std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = 14695981039346656037ULL;
};

std::uint64_t fingerprint_of(const FreeformMap& map) {
    Fingerprint print;
    print.add(static_cast<std::uint64_t>(map.areas.size()));
    for (const TerrainArea& area : map.areas) {
        print.add(area.id);
        print.add(static_cast<std::uint64_t>(area.shape.size()));
        for (const Polygon& polygon : area.shape) {
            print.add(polygon.outer);
            for (const Ring& hole : polygon.holes) print.add(hole);
        }
    }
    return print.value();
}

struct Kept {
    std::mutex mutex;
    std::uint64_t fingerprint = 0;
    std::shared_ptr<const AreaProblems> problems;
};

Kept& kept() {
    static Kept memo;
    return memo;
}

}  // namespace

void forget_area_problems() {
    Kept& memo = kept();
    const std::lock_guard lock(memo.mutex);
    memo.problems.reset();
}

std::shared_ptr<const AreaProblems> area_problems(const FreeformMap& map) {
    const std::uint64_t fingerprint = fingerprint_of(map);
    Kept& memo = kept();
    {
        const std::lock_guard lock(memo.mutex);
        if (memo.problems && memo.fingerprint == fingerprint && memo.problems->size() == map.areas.size()) return memo.problems;
    }
    auto problems = std::make_shared<AreaProblems>(map.areas.size());
    DiagnosticList unused;  // nothing is reported: the items only fill in their answers
    for_each_item_shared_out(map.areas.size(), unused, [&](std::size_t i, DiagnosticSink&) {
        if (const Status valid = check_shape(map.areas[i].shape); !valid) (*problems)[i] = valid.error();
    });
    const std::lock_guard lock(memo.mutex);
    memo.fingerprint = fingerprint;
    memo.problems = problems;
    return problems;
}

}  // namespace sandtable::pub_battles
