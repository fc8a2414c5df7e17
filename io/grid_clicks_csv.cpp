#include "io/grid_clicks_csv.hpp"

#include "io/atomic_file.hpp"
#include "model/text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <tuple>

namespace sandtable {
namespace {

// Fields of one line; quoted fields may hold commas and doubled quotes. Nothing when a quote is
// left open.
std::optional<std::vector<std::string>> split_fields(std::string_view line) {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    bool was_quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"' && trim(field).empty()) {
            quoted = true;
            was_quoted = true;
            field.clear();
        } else if (c == ',') {
            fields.push_back(was_quoted ? field : std::string(trim(field)));
            field.clear();
            was_quoted = false;
        } else if (!was_quoted || c != ' ') {
            field += c;
        }
    }
    if (quoted) return std::nullopt;
    fields.push_back(was_quoted ? field : std::string(trim(field)));
    return fields;
}

std::optional<double> number_from(std::string_view text) {
    double value = 0.0;
    const char* end = text.data() + text.size();
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc{} || ptr != end) return std::nullopt;
    return value;
}

struct Columns {
    std::size_t x = 0;
    std::size_t y = 0;
    std::optional<std::size_t> label;
    std::size_t count = 0;
};

// The header's columns, or what is wrong with it.
Outcome<Columns> read_header(const std::vector<std::string>& fields) {
    Columns columns;
    std::optional<std::size_t> x;
    std::optional<std::size_t> y;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::string name = lower(fields[i]);
        std::optional<std::size_t>* slot = name == "x" ? &x : name == "y" ? &y : name == "label" ? &columns.label : nullptr;
        if (slot == nullptr) {
            return failure(fmt::format("expected a header naming the columns x, y and optionally label, got a column \"{}\"",
                                       fields[i]));
        }
        if (slot->has_value()) return failure(fmt::format("expected each column once in the header, got \"{}\" twice", name));
        *slot = i;
    }
    if (!x || !y) return failure("expected a header naming the columns x, y and optionally label, such as \"x,y,label\"");
    columns.x = *x;
    columns.y = *y;
    columns.count = fields.size();
    return columns;
}

}  // namespace

Outcome<GridClicksCsv> parse_grid_clicks_csv(std::string_view text, const std::string& file_name) {
    GridClicksCsv result;
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte order mark, as spreadsheets write
    std::optional<Columns> columns;
    int line_number = 0;
    auto fail = [&](const std::string& what) -> Outcome<GridClicksCsv> {
        return failure(fmt::format("{}:{}: {}", file_name, line_number, what));
    };
    while (!text.empty()) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++line_number;
        if (line.ends_with('\r')) line.remove_suffix(1);
        if (trim(line).empty()) continue;
        const auto fields = split_fields(line);
        if (!fields) return fail("a quoted field is not closed");
        if (!columns) {
            auto header = read_header(*fields);
            if (!header) return fail(header.error());
            columns = *header;
            continue;
        }
        if (fields->size() != columns->count) {
            return fail(fmt::format("expected {} fields as in the header, got {}", columns->count, fields->size()));
        }
        GridClick click;
        for (auto [index, name, value] : {std::tuple{columns->x, "x", &click.point.x},
                                          std::tuple{columns->y, "y", &click.point.y}}) {
            const std::optional<double> number = number_from((*fields)[index]);
            if (!number || !std::isfinite(*number)) {
                return fail(fmt::format("expected a number in column {}, got \"{}\"", name, (*fields)[index]));
            }
            *value = *number;
        }
        if (columns->label) click.label = std::string(trim((*fields)[*columns->label]));
        result.clicks.push_back(std::move(click));
        result.lines.push_back(line_number);
    }
    if (!columns) {
        line_number = std::max(line_number, 1);
        return fail("expected a header naming the columns x, y and optionally label, such as \"x,y,label\"; the file is empty");
    }
    return result;
}

Outcome<GridClicksCsv> read_grid_clicks_csv(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return failure(fmt::format("{}: cannot open the file: {}", path.string(), std::strerror(errno)));
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parse_grid_clicks_csv(buffer.str(), path.string());
}

std::string format_grid_clicks_csv(const std::vector<GridClick>& clicks) {
    std::string text = "x,y,label\n";
    for (const GridClick& click : clicks) {
        std::string label = click.label;
        const bool quote = label.find_first_of(",\"") != std::string::npos;
        if (quote) {
            std::string escaped;
            for (const char c : label) escaped += c == '"' ? std::string("\"\"") : std::string(1, c);
            label = "\"" + escaped + "\"";
        }
        text += fmt::format("{},{},{}\n", click.point.x, click.point.y, label);
    }
    return text;
}

Status write_grid_clicks_csv(const std::filesystem::path& path, const std::vector<GridClick>& clicks) {
    const Status saved = save_atomically(path, [&](std::ostream& out) { out << format_grid_clicks_csv(clicks); },
                                             Backup::None);
    if (!saved) return failure(saved.error());
    return {};
}

}  // namespace sandtable
