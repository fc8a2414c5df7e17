#include "io/render/hex_label_memo.hpp"

namespace sandtable {

namespace {

// Far more labels than a scenario places; past this the memo starts afresh rather than grow.
constexpr std::size_t kMaxRemembered = std::size_t{1} << 16;

}  // namespace

HexLabelMemo& HexLabelMemo::for_map(const HexMap& map) {
    thread_local HexLabelMemo memo;
    if (memo.map_ == nullptr || memo.grid_ != map.grid) {
        memo.hexes_.clear();
        memo.grid_ = map.grid;
    }
    memo.map_ = &map;
    return memo;
}

std::optional<HexCoord> HexLabelMemo::find(const std::string& label) {
    if (const auto known = hexes_.find(label); known != hexes_.end()) return known->second;
    if (hexes_.size() >= kMaxRemembered) hexes_.clear();
    const std::optional<HexCoord> hex = map_->find_label(label).optional();
    hexes_.emplace(label, hex);
    return hex;
}

}  // namespace sandtable
