#include "io/native/coordinate_text.hpp"

#include <charconv>
#include <cmath>

#include <fmt/format.h>

namespace sandtable {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// A finite number at the front of text, its length in `used`.
bool read_number(std::string_view text, double& value, std::size_t& used) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    used = static_cast<std::size_t>(end - text.data());
    return ec == std::errc{} && used > 0 && std::isfinite(value);
}

}  // namespace

ParsedCoordinates parse_coordinates(std::string_view text) {
    std::vector<MapPoint> points;
    std::size_t at = 0;
    auto stop = [](std::size_t where, std::string message) -> ParsedCoordinates {
        CoordinateFailure failed;
        failed.error = std::move(message);
        failed.offset = where;
        return failed;
    };
    while (true) {
        while (at < text.size() && is_space(text[at])) ++at;
        if (at == text.size()) return points;
        const std::size_t start = at;
        std::size_t token_end = at;
        while (token_end < text.size() && !is_space(text[token_end])) ++token_end;
        const std::string_view token = text.substr(start, token_end - start);
        const std::size_t number = points.size() + 1;
        double x = 0.0;
        double y = 0.0;
        std::size_t used = 0;
        if (!read_number(token, x, used)) {
            return stop(start, fmt::format("point {} \"{}\": expected x, a number, as in \"12.5,-3\"", number, token));
        }
        if (used == token.size() || token[used] != ',') {
            return stop(start + used, fmt::format("point {} \"{}\": expected ',' then y right after x", number, token));
        }
        const std::string_view rest = token.substr(used + 1);
        std::size_t used_y = 0;
        if (!read_number(rest, y, used_y)) {
            return stop(start + used + 1, fmt::format("point {} \"{}\": expected y, a number, after the ','", number, token));
        }
        if (used_y != rest.size()) {
            return stop(start + used + 1 + used_y,
                        fmt::format("point {} \"{}\": expected a space before the next point", number, token));
        }
        points.push_back({x, y});
        at = token_end;
    }
}

std::string coordinate_text(std::span<const MapPoint> points) {
    std::string text;
    text.reserve(points.size() * 16);
    for (const MapPoint& point : points) {
        if (!text.empty()) text += ' ';
        fmt::format_to(std::back_inserter(text), "{},{}", point.x, point.y);
    }
    return text;
}

}  // namespace sandtable
