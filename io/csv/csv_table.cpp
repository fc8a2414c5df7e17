#include "io/csv/csv_table.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

int CsvTable::column(std::string_view name) const {
    const auto it = std::find(header.begin(), header.end(), name);
    return it == header.end() ? -1 : static_cast<int>(it - header.begin());
}

Outcome<CsvTable> parse_csv(std::string_view text, const std::string& file_name) {
    CsvTable table;
    if (text.starts_with(kUtf8ByteOrderMark)) text.remove_prefix(kUtf8ByteOrderMark.size());
    std::vector<std::string> fields;
    std::string field;
    int line = 1;
    int record_line = 1;
    bool quoted = false;
    bool after_quote = false;  // a quoted field ended: only a separator may follow
    bool first = true;
    auto end_record = [&]() {
        fields.push_back(std::move(field));
        field.clear();
        const bool blank = fields.size() == 1 && fields.front().empty();
        if (!blank) {
            if (first) {
                table.header = std::move(fields);
                table.header_line = record_line;
                first = false;
            } else {
                table.rows.push_back({std::move(fields), record_line});
            }
        }
        fields.clear();
        after_quote = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
                after_quote = true;
            } else {
                if (c == '\n') ++line;
                field += c;
            }
            continue;
        }
        if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
            after_quote = false;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            end_record();
            ++line;
            record_line = line;
        } else if (after_quote) {
            return failure(fmt::format("{}:{}: expected a comma or the end of the line after a quoted field, got '{}'",
                                       file_name, line, c));
        } else if (c == '"' && field.empty()) {
            quoted = true;
        } else {
            field += c;
        }
    }
    if (quoted) {
        return failure(fmt::format("{}:{}: a quoted field is not closed: expected a '\"' before the end of the file", file_name,
                                   record_line));
    }
    if (!field.empty() || !fields.empty() || after_quote) end_record();
    if (first) return failure(fmt::format("{}: expected a header line naming the columns, got an empty file", file_name));
    return table;
}

std::string csv_record(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) out += ',';
        const std::string& field = fields[i];
        if (field.find_first_of(",\"\r\n") == std::string::npos) {
            out += field;
            continue;
        }
        out += '"';
        for (const char c : field) {
            if (c == '"') out += '"';
            out += c;
        }
        out += '"';
    }
    out += "\r\n";
    return out;
}

}  // namespace sandtable
