#include "io/csv/forces_csv.hpp"

#include "model/object_id.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <set>

namespace sandtable {

namespace {

constexpr std::string_view kBlankMark = "-";
const std::vector<std::string> kFixedColumns{"side", "id", "kind", "parent", "type", "echelon", "name", "short_name"};

std::string cell_text(const AttributeValue& value) {
    return std::holds_alternative<BlankValue>(value) ? std::string(kBlankMark) : to_text(value);
}

struct RowReader {
    const CsvRecord& row;
    const std::string& file_name;
    std::vector<std::string>& errors;

    void fail(std::string_view column, const std::string& what) const {
        errors.push_back(fmt::format("{}:{}: column \"{}\": {}", file_name, row.line, column, what));
    }
    [[nodiscard]] std::string cell(int index) const {
        return index >= 0 && static_cast<std::size_t>(index) < row.fields.size() ? row.fields[static_cast<std::size_t>(index)] : "";
    }
};

// The forces keep each side in pre-order; a spreadsheet's rows need only name a parent before its
// children, so rows of one formation may be apart. Children keep their rows' order.
std::vector<ForceNode> in_preorder(std::vector<ForceNode> nodes) {
    std::vector<ForceNode> ordered;
    ordered.reserve(nodes.size());
    std::vector<bool> taken(nodes.size(), false);
    auto add_subtree = [&](auto&& self, std::size_t index) -> void {
        taken[index] = true;
        ordered.push_back(nodes[index]);
        for (std::size_t child = index + 1; child < nodes.size(); ++child) {
            if (!taken[child] && nodes[child].parent == nodes[index].id) self(self, child);
        }
    };
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (nodes[i].parent.empty()) add_subtree(add_subtree, i);
    }
    return ordered;
}

}  // namespace

std::string format_forces_csv(const Forces& forces, const UnitSchema& schema) {
    std::string out(kUtf8ByteOrderMark);
    std::vector<std::string> header = kFixedColumns;
    for (const AttributeDef& def : schema.attributes) header.push_back(def.key);
    out += csv_record(header);
    for (const Side& side : forces.sides) {
        for (const ForceNode& node : side.nodes) {
            std::vector<std::string> row{side.id,   node.id,      node.kind == ForceNodeKind::Formation ? "formation" : "unit",
                                         node.parent, node.type,  node.echelon,
                                         node.name, node.short_name};
            for (const AttributeDef& def : schema.attributes) {
                const auto it = node.attributes.find(def.key);
                row.push_back(it == node.attributes.end() ? std::string() : cell_text(it->second));
            }
            out += csv_record(row);
        }
    }
    return out;
}

ForcesCsv read_forces_csv(const CsvTable& table, const std::string& file_name, const Book& book, const UnitSchema& schema) {
    Forces forces;
    std::vector<std::string> errors;
    const int header_line = table.header_line;
    for (const std::string& column : kFixedColumns) {
        if (column != "echelon" && column != "short_name" && table.column(column) < 0) {
            errors.push_back(fmt::format("{}:{}: expected a column \"{}\" in the header (forces files start {})", file_name,
                                                header_line, column, fmt::join(kFixedColumns, ",")));
        }
    }
    std::vector<std::pair<int, const AttributeDef*>> attribute_columns;
    std::set<std::string> seen_columns;
    for (std::size_t i = 0; i < table.header.size(); ++i) {
        const std::string& name = table.header[i];
        if (!seen_columns.insert(name).second) {
            errors.push_back(fmt::format("{}:{}: column \"{}\" is named twice in the header", file_name, header_line, name));
            continue;
        }
        if (std::find(kFixedColumns.begin(), kFixedColumns.end(), name) != kFixedColumns.end()) continue;
        const AttributeDef* def = schema.find(name);
        if (def == nullptr) {
            std::vector<std::string> keys;
            for (const AttributeDef& a : schema.attributes) keys.push_back(a.key);
            errors.push_back(fmt::format("{}:{}: column \"{}\" is no attribute of the {} unit schema: expected one of {}",
                                                file_name, header_line, name, book.ruleset, fmt::join(keys, ", ")));
            continue;
        }
        attribute_columns.emplace_back(static_cast<int>(i), def);
    }
    if (!errors.empty()) return failures(std::move(errors));

    std::set<std::string> ids;
    for (const CsvRecord& record : table.rows) {
        const RowReader row{record, file_name, errors};
        if (record.fields.size() > table.header.size()) {
            row.fail(table.header.back(), fmt::format("the row has {} fields, the header names {} columns", record.fields.size(),
                                                      table.header.size()));
            continue;
        }
        const std::string side_id = row.cell(table.column("side"));
        const Side* book_side = book.forces.side(side_id);
        if (book_side == nullptr) {
            std::vector<std::string> sides;
            for (const Side& s : book.forces.sides) sides.push_back(s.id);
            row.fail("side", fmt::format("\"{}\" is no side of the book: expected one of {}", side_id, fmt::join(sides, ", ")));
            continue;
        }
        Side* side = forces.side(side_id);
        if (side == nullptr) {
            forces.sides.push_back({book_side->id, book_side->name, {}});
            side = &forces.sides.back();
        }
        ForceNode node;
        node.id = row.cell(table.column("id"));
        const std::size_t errors_before = errors.size();
        if (!is_valid_id(node.id)) {
            row.fail("id", fmt::format("\"{}\" is not an id: expected letters, digits, '-', '_', '.' or ':', starting with a letter or digit",
                                       node.id));
        } else if (!ids.insert(node.id).second) {
            row.fail("id", fmt::format("\"{}\" is the id of an earlier row", node.id));
        }
        const std::string kind = row.cell(table.column("kind"));
        if (kind == "formation") {
            node.kind = ForceNodeKind::Formation;
        } else if (kind == "unit") {
            node.kind = ForceNodeKind::Unit;
        } else {
            row.fail("kind", fmt::format("\"{}\": expected formation or unit", kind));
        }
        node.parent = row.cell(table.column("parent"));
        if (!node.parent.empty()) {
            const ForceNode* parent = nullptr;
            for (const ForceNode& earlier : side->nodes) {
                if (earlier.id == node.parent) parent = &earlier;
            }
            if (parent == nullptr) {
                row.fail("parent", fmt::format("\"{}\" is no formation of side {} in an earlier row: a formation comes before what it holds",
                                               node.parent, side_id));
            } else if (parent->kind != ForceNodeKind::Formation) {
                row.fail("parent", fmt::format("\"{}\" is a unit: only a formation holds units and formations", node.parent));
            }
        }
        node.type = row.cell(table.column("type"));
        const auto& known_types = node.kind == ForceNodeKind::Unit ? schema.unit_types : schema.formation_types;
        if (!known_types.empty() && std::find(known_types.begin(), known_types.end(), node.type) == known_types.end()) {
            row.fail("type", fmt::format("\"{}\" is no {} type of {}: expected one of {}", node.type, kind, book.ruleset,
                                         fmt::join(known_types, ", ")));
        }
        node.echelon = row.cell(table.column("echelon"));
        node.name = row.cell(table.column("name"));
        if (node.name.empty()) row.fail("name", "expected a name");
        node.short_name = row.cell(table.column("short_name"));
        for (const auto& [index, def] : attribute_columns) {
            const std::string text = row.cell(index);
            if (text.empty()) continue;
            const bool blank = text == kBlankMark && def->type != AttributeType::Text;
            auto value = UnitSchema::parse_value(*def, blank ? std::string_view() : std::string_view(text));
            if (!value) {
                row.fail(def->key, value.error());
                continue;
            }
            node.attributes.emplace(def->key, std::move(*value));
        }
        if (errors.size() == errors_before) side->nodes.push_back(std::move(node));
    }
    for (Side& side : forces.sides) side.nodes = in_preorder(std::move(side.nodes));
    if (!errors.empty()) return failures(std::move(errors));
    return forces;
}

}  // namespace sandtable
