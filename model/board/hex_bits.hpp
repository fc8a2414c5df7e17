#pragma once
// One bit for each hex of a map, by its index: the hexes a rule marks (in an enemy zone of
// control, next to an enemy unit, occupied), asked at every step of a search.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sandtable {

class HexBits {
public:
    HexBits() = default;
    explicit HexBits(std::size_t hexes) : words_((hexes + 63) / 64) {}

    void set(std::size_t index) { words_[index / 64] |= std::uint64_t{1} << (index % 64); }
    // False for an index past the map (kOffMap included).
    [[nodiscard]] bool test(std::size_t index) const {
        return index / 64 < words_.size() && ((words_[index / 64] >> (index % 64)) & 1U) != 0;
    }
    void clear() { std::fill(words_.begin(), words_.end(), 0); }

private:
    std::vector<std::uint64_t> words_;
};

}  // namespace sandtable
