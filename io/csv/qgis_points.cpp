#include "io/csv/qgis_points.hpp"

#include "model/outcome.hpp"
#include "model/text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

namespace sandtable {

namespace {

constexpr std::string_view kCrsPrefix = "#CRS:";
constexpr std::string_view kExpectedHeader = "mapX,mapY,sourceX,sourceY,enable[,dX,dY,residual]";

std::vector<std::string_view> split_fields(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    while (true) {
        const auto comma = line.find(',', start);
        fields.push_back(trim(line.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start)));
        if (comma == std::string_view::npos) return fields;
        start = comma + 1;
    }
}

std::optional<double> parse_number(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    double value = 0.0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

// The number of columns, 5 or 8. The residual columns are recomputed by a fit, never read.
Outcome<std::size_t> parse_header(std::string_view line) {
    const auto fields = split_fields(line);
    constexpr std::array<std::string_view, 5> newer{"mapX", "mapY", "sourceX", "sourceY", "enable"};
    constexpr std::array<std::string_view, 5> older{"mapX", "mapY", "pixelX", "pixelY", "enable"};
    constexpr std::array<std::string_view, 3> residuals{"dX", "dY", "residual"};
    const bool long_enough = fields.size() == 5 || fields.size() == 8;
    bool matches = long_enough;
    for (std::size_t i = 0; matches && i < 5; ++i) matches = fields[i] == newer[i] || fields[i] == older[i];
    for (std::size_t i = 5; matches && i < fields.size(); ++i) matches = fields[i] == residuals[i - 5];
    if (!matches) return failure(fmt::format("expected the header {}, got '{}'", kExpectedHeader, line));
    return fields.size();
}

std::string format_number(double value) { return fmt::format("{}", value == 0.0 ? 0.0 : value); }

}  // namespace

QgisPointsReadResult parse_qgis_points(std::string_view text, std::string_view file_name) {
    auto fail = [&](int line, const std::string& message) -> QgisPointsReadResult {
        return failure(fmt::format("{}:{}: {}", file_name, line, message));
    };
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    QgisPoints parsed;
    std::optional<std::size_t> columns;
    int line_number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto newline = text.find('\n', start);
        const std::string_view raw = text.substr(start, newline == std::string_view::npos ? std::string_view::npos : newline - start);
        start = newline == std::string_view::npos ? text.size() : newline + 1;
        ++line_number;
        const std::string_view line = trim(raw);
        if (line.empty()) continue;
        if (!columns) {
            if (line_number == 1 && line.starts_with(kCrsPrefix)) {
                parsed.crs_wkt = std::string(trim(line.substr(kCrsPrefix.size())));
                continue;
            }
            const Outcome<std::size_t> header = parse_header(line);
            if (!header) return fail(line_number, header.error());
            columns = *header;
            continue;
        }
        const auto fields = split_fields(line);
        if (fields.size() != *columns) {
            return fail(line_number, fmt::format("expected {} comma-separated values as in the header, got {}", *columns,
                                                 fields.size()));
        }
        constexpr std::array<std::string_view, 4> names{"mapX", "mapY", "sourceX", "sourceY"};
        std::array<double, 4> values{};
        for (std::size_t i = 0; i < 4; ++i) {
            const auto value = parse_number(fields[i]);
            if (!value) return fail(line_number, fmt::format("{} (column {}): expected a number, got '{}'", names[i], i + 1, fields[i]));
            if (!std::isfinite(*value)) {
                return fail(line_number, fmt::format("{} (column {}): expected a finite number, got '{}'", names[i], i + 1, fields[i]));
            }
            if (std::abs(*value) > kFarthestControlPointCoordinate) {
                return fail(line_number, fmt::format("{} (column {}): expected a {} within {:g} of 0, got '{}'", names[i], i + 1,
                                                     i < 2 ? "map coordinate" : "pixel position", kFarthestControlPointCoordinate,
                                                     fields[i]));
            }
            values[i] = *value;
        }
        const std::string_view enable = fields[4];
        if (enable != "1" && enable != "0") {
            return fail(line_number, fmt::format("enable (column 5): expected 1 or 0, got '{}'", enable));
        }
        GroundControlPoint point;
        point.id = std::to_string(parsed.points.size() + 1);
        point.map = {values[0], values[1]};
        point.pixel = {values[2], values[3] == 0.0 ? 0.0 : -values[3]};
        point.enabled = enable == "1";
        parsed.points.push_back(std::move(point));
    }
    if (!columns) return fail(std::max(line_number, 1), fmt::format("expected the header {}, got the end of the file", kExpectedHeader));
    return parsed;
}

QgisPointsReadResult read_qgis_points(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return failure(fmt::format("{}: cannot open the file", file.string()));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parse_qgis_points(buffer.str(), file.string());
}

std::string format_qgis_points(const QgisPoints& points, const GeorefFit* fit) {
    std::string out;
    if (!points.crs_wkt.empty()) out += fmt::format("{} {}\n", kCrsPrefix, points.crs_wkt);
    out += "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual\n";
    const bool with_residuals = fit != nullptr && fit->residuals.size() == points.points.size();
    for (std::size_t i = 0; i < points.points.size(); ++i) {
        const GroundControlPoint& p = points.points[i];
        const MapPoint residual = with_residuals ? fit->residuals[i].in_pixels : MapPoint{};
        out += fmt::format("{},{},{},{},{},{},{},{}\n", format_number(p.map.x), format_number(p.map.y), format_number(p.pixel.x),
                           format_number(-p.pixel.y), p.enabled ? 1 : 0, format_number(residual.x),
                           format_number(-residual.y), format_number(length(residual)));
    }
    return out;
}

Status write_qgis_points(const std::filesystem::path& file, const QgisPoints& points, const GeorefFit* fit) {
    const std::string text = format_qgis_points(points, fit);
    return save_atomically(file, [&](std::ostream& out) { out << text; });
}

}  // namespace sandtable
