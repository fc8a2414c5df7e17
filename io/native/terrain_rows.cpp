#include "io/native/terrain_rows.hpp"

#include "model/text.hpp"

#include <charconv>

#include <fmt/format.h>

namespace sandtable {

namespace {

void append_mask(std::string& out, const HexMap& map, TerrainMask mask) {
    if (mask == 0) {
        out += '-';
        return;
    }
    bool first = true;
    for (std::size_t i = 0; i < map.terrain_catalogue.size() && i < kMaxCatalogueEntries; ++i) {
        if ((mask >> i) & 1U) {
            if (!first) out += '+';
            out += map.terrain_catalogue[i].id;
            first = false;
        }
    }
}

}  // namespace

std::string encode_terrain_row(const HexMap& map, int row) {
    std::string out;
    const auto columns = static_cast<std::size_t>(map.grid.columns);
    const std::size_t begin = static_cast<std::size_t>(row) * columns;
    std::size_t i = 0;
    while (i < columns) {
        const TerrainMask mask = map.terrain[begin + i];
        std::size_t run = 1;
        while (i + run < columns && map.terrain[begin + i + run] == mask) ++run;
        if (!out.empty()) out += ' ';
        append_mask(out, map, mask);
        if (run > 1) {
            out += '*';
            out += std::to_string(run);
        }
        i += run;
    }
    return out;
}

Status decode_terrain_row(HexMap& map, int row, std::string_view text) {
    const auto columns = static_cast<std::size_t>(map.grid.columns);
    const std::size_t begin = static_cast<std::size_t>(row) * columns;
    std::size_t filled = 0;
    std::size_t pos = 0;
    while (true) {
        while (pos < text.size() && is_blank(text[pos])) ++pos;
        if (pos >= text.size()) break;
        std::size_t end = pos;
        while (end < text.size() && !is_blank(text[end])) ++end;
        std::string_view token = text.substr(pos, end - pos);
        pos = end;

        std::size_t repeat = 1;
        if (const auto star = token.find('*'); star != std::string_view::npos) {
            const std::string_view count = token.substr(star + 1);
            auto [ptr, ec] = std::from_chars(count.data(), count.data() + count.size(), repeat);
            if (ec != std::errc{} || ptr != count.data() + count.size() || repeat == 0) {
                return failure(fmt::format("\"{}\" has a bad repeat count: expected TERRAIN*N with N a positive number", token));
            }
            token = token.substr(0, star);
        }
        TerrainMask mask = 0;
        if (token != "-") {
            std::size_t start = 0;
            while (start <= token.size()) {
                const std::size_t plus = std::min(token.find('+', start), token.size());
                const std::string_view id = token.substr(start, plus - start);
                const auto bit = map.terrain_index(id);
                if (!bit) return failure(fmt::format("unknown terrain \"{}\": not in the map's terrain types", id));
                mask |= TerrainMask{1} << *bit;
                start = plus + 1;
            }
        }
        if (filled + repeat > columns) {
            return failure(fmt::format("row has more than {} hexes", columns));
        }
        for (std::size_t k = 0; k < repeat; ++k) map.terrain.set(begin + filled + k, mask);
        filled += repeat;
    }
    if (filled != columns) return failure(fmt::format("row has {} hexes, expected {}", filled, columns));
    return {};
}

}  // namespace sandtable
