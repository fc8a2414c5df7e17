#include "io/tmx/tmx_layer_data.hpp"

#include <cctype>
#include <charconv>
#include <fmt/format.h>
#include <openssl/evp.h>
#include <string>
#include <zlib.h>
#include <zstd.h>

namespace sandtable {

namespace {

Outcome<std::vector<std::uint32_t>> parse_csv(std::string_view text, std::size_t cells) {
    std::vector<std::uint32_t> gids;
    gids.reserve(cells);
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && (std::isspace(static_cast<unsigned char>(text[at])) != 0)) ++at;
        if (at == text.size()) break;
        std::uint32_t gid = 0;
        const auto [end, error] = std::from_chars(text.data() + at, text.data() + text.size(), gid);
        if (error != std::errc()) {
            return failure(fmt::format("CSV data: expected a tile id at cell {}, found \"{}\"", gids.size() + 1,
                                       text.substr(at, std::min<std::size_t>(12, text.size() - at))));
        }
        gids.push_back(gid);
        at = static_cast<std::size_t>(end - text.data());
        while (at < text.size() && (std::isspace(static_cast<unsigned char>(text[at])) != 0)) ++at;
        if (at < text.size()) {
            if (text[at] != ',') return failure(fmt::format("CSV data: expected a comma after cell {}, found '{}'", gids.size(), text[at]));
            ++at;
        }
    }
    if (gids.size() != cells) return failure(fmt::format("CSV data holds {} cells; the layer has {}", gids.size(), cells));
    return gids;
}

Outcome<std::string> decode_base64(std::string_view text) {
    std::string compact;
    compact.reserve(text.size());
    for (const char c : text) {
        if (std::isspace(static_cast<unsigned char>(c)) == 0) compact += c;
    }
    if (compact.size() % 4 != 0) return failure(fmt::format("base64 data: {} characters is not a whole number of 4-character groups", compact.size()));
    std::string bytes(compact.size() / 4 * 3, '\0');
    const int written = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(bytes.data()), reinterpret_cast<const unsigned char*>(compact.data()),
                                        static_cast<int>(compact.size()));
    if (written < 0) return failure("base64 data: a character outside the base64 alphabet");
    std::size_t padding = 0;
    for (auto it = compact.rbegin(); it != compact.rend() && *it == '='; ++it) ++padding;
    bytes.resize(static_cast<std::size_t>(written) - std::min<std::size_t>(padding, 2));
    return bytes;
}

// zlib and gzip streams both: inflate tells them apart by their headers.
Outcome<std::string> inflate_all(const std::string& packed, std::size_t expected, std::string_view compression) {
    std::string out(expected, '\0');
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 32) != Z_OK) return failure("cannot start zlib");
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
    stream.avail_in = static_cast<uInt>(packed.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = inflate(&stream, Z_FINISH);
    const std::size_t produced = stream.total_out;
    inflateEnd(&stream);
    if (status == Z_BUF_ERROR && stream.avail_out == 0) {
        return failure(fmt::format("{} data unpacks to more than the layer's {} bytes", compression, expected));
    }
    if (status != Z_STREAM_END) {
        return failure(fmt::format("{} data is damaged: {}", compression, stream.msg != nullptr ? stream.msg : "it ends early"));
    }
    out.resize(produced);
    return out;
}

Outcome<std::string> unpack_zstd(const std::string& packed, std::size_t expected) {
    std::string out(expected + 1, '\0');  // one spare byte tells "too long" from "exactly right"
    const std::size_t produced = ZSTD_decompress(out.data(), out.size(), packed.data(), packed.size());
    if (ZSTD_isError(produced) != 0U) return failure(fmt::format("zstd data is damaged: {}", ZSTD_getErrorName(produced)));
    out.resize(produced);
    return out;
}

}  // namespace

Outcome<std::vector<std::uint32_t>> decode_layer_data(std::string_view encoding, std::string_view compression, std::string_view text,
                                                      std::size_t cells) {
    if (encoding == "csv") {
        if (!compression.empty()) return failure(fmt::format("CSV data cannot be compressed (compression \"{}\")", compression));
        return parse_csv(text, cells);
    }
    if (encoding != "base64") return failure(fmt::format("unknown data encoding \"{}\": expected csv or base64", encoding));
    auto bytes = decode_base64(text);
    if (!bytes) return failure(bytes.error());
    const std::size_t expected = cells * 4;
    if (compression == "zlib" || compression == "gzip") {
        bytes = inflate_all(*bytes, expected, compression);
    } else if (compression == "zstd") {
        bytes = unpack_zstd(*bytes, expected);
    } else if (!compression.empty()) {
        return failure(fmt::format("unknown data compression \"{}\": expected zlib, gzip or zstd", compression));
    }
    if (!bytes) return failure(bytes.error());
    if (bytes->size() != expected) {
        return failure(fmt::format("data holds {} bytes; the layer's {} cells take {}", bytes->size(), cells, expected));
    }
    std::vector<std::uint32_t> gids(cells);
    for (std::size_t i = 0; i < cells; ++i) {
        const auto* b = reinterpret_cast<const unsigned char*>(bytes->data() + i * 4);
        gids[i] = static_cast<std::uint32_t>(b[0]) | static_cast<std::uint32_t>(b[1]) << 8 | static_cast<std::uint32_t>(b[2]) << 16 |
                  static_cast<std::uint32_t>(b[3]) << 24;
    }
    return gids;
}

}  // namespace sandtable
