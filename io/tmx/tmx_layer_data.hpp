#pragma once
// The cells of a TMX tile layer from its <data> text, in every encoding TMX allows: CSV, and
// base64 of little-endian 32-bit global tile ids, uncompressed or compressed with zlib, gzip or
// Zstandard. (The oldest form, one <tile gid=""/> element a cell, is read by tmx_reader.)
#include "model/outcome.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace sandtable {

// `encoding` "csv" or "base64"; `compression` "", "zlib", "gzip" or "zstd" (base64 only).
// Exactly `cells` ids are expected; errors say what was found instead.
[[nodiscard]] Outcome<std::vector<std::uint32_t>> decode_layer_data(std::string_view encoding, std::string_view compression,
                                                                    std::string_view text, std::size_t cells);

// Global tile ids keep Tiled's flip and rotation flags in their four highest bits.
inline constexpr std::uint32_t kTmxGidMask = 0x0FFFFFFFu;

}  // namespace sandtable
