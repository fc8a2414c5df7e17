#include "io/pack/read_pack_documents.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

Forces read_forces(JsonIn& in, const nlohmann::json& sides, const std::string& at) {
    Forces forces;
    for (std::size_t s = 0; s < sides.size(); ++s) {
        const nlohmann::json& item = sides[s];
        const std::string side_at = pointer(at, s);
        Side side{in.text(item, "id", side_at), in.text(item, "name", side_at), {}};
        const nlohmann::json& nodes = in.array(item, "nodes", side_at);
        for (std::size_t n = 0; n < nodes.size(); ++n) {
            const nlohmann::json& json = nodes[n];
            const std::string node_at = pointer(pointer(side_at, "nodes"), n);
            ForceNode node;
            node.id = in.text(json, "id", node_at);
            const std::string kind = in.text(json, "kind", node_at);
            if (kind != "unit" && kind != "formation") in.fail(pointer(node_at, "kind"), fmt::format("expected unit or formation, got \"{}\"", kind));
            node.kind = kind == "formation" ? ForceNodeKind::Formation : ForceNodeKind::Unit;
            node.parent = in.text_or_null(json, "parent", node_at);
            node.type = in.text(json, "type", node_at);
            node.echelon = in.text_or_null(json, "echelon", node_at);
            node.name = in.text(json, "name", node_at);
            node.short_name = in.text_or_null(json, "short_name", node_at);
            for (const auto& [key, value] : in.object(json, "attributes", node_at).items()) {
                if (value.is_null()) {
                    node.attributes.emplace(key, BlankValue{});
                } else if (value.is_boolean()) {
                    node.attributes.emplace(key, value.get<bool>());
                } else if (value.is_number_integer()) {
                    node.attributes.emplace(key, value.get<std::int64_t>());
                } else if (value.is_string()) {
                    node.attributes.emplace(key, value.get<std::string>());
                } else {
                    in.fail(pointer(pointer(node_at, "attributes"), key),
                            fmt::format("expected a whole number, true or false, a string or null, got {}", value.type_name()));
                }
            }
            side.nodes.push_back(std::move(node));
        }
        forces.sides.push_back(std::move(side));
    }
    return forces;
}

}  // namespace

void read_book_document(JsonIn& in, const nlohmann::json& document, Book& book) {
    const std::string root;
    if (!document.is_object()) {
        in.fail(root, "expected an object");
        return;
    }
    book.ruleset = in.text(document, "ruleset", root);
    const nlohmann::json& metadata = in.object(document, "metadata", root);
    book.metadata.title = in.text(metadata, "title", "/metadata");
    book.metadata.designer = in.text(metadata, "designer", "/metadata");
    book.metadata.source = in.text(metadata, "source", "/metadata");
    book.metadata.description = in.text(metadata, "description", "/metadata");
    const nlohmann::json& turns = in.array(document, "turn_track", root);
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const std::string at = pointer("/turn_track", i);
        book.turn_track.push_back({in.text(turns[i], "label", at), in.boolean(turns[i], "night", at)});
    }
    book.forces = read_forces(in, in.array(document, "forces", root), "/forces");
    book.forces.printed_counter_mm = optional_printed_size(in, document, "counter_mm", root);
    const nlohmann::json& ranges = in.array(document, "unit_ranges", root);
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const std::string at = pointer("/unit_ranges", i);
        book.unit_ranges.push_back({in.text(ranges[i], "attribute", at), in.integer(ranges[i], "min", at), in.integer(ranges[i], "max", at)});
    }
    const nlohmann::json& tables = in.array(document, "rules_data", root);
    for (std::size_t t = 0; t < tables.size(); ++t) {
        const std::string at = pointer("/rules_data", t);
        DataTable table;
        table.id = in.text(tables[t], "id", at);
        const nlohmann::json& columns = in.array(tables[t], "columns", at);
        for (std::size_t c = 0; c < columns.size(); ++c) table.columns.push_back(in.text(columns[c], "key", pointer(pointer(at, "columns"), c)));
        const nlohmann::json& rows = in.array(tables[t], "rows", at);
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (!rows[r].is_array() || rows[r].size() != table.columns.size()) {
                in.fail(pointer(pointer(at, "rows"), r), fmt::format("expected a row of {} strings, one per column", table.columns.size()));
                continue;
            }
            std::vector<std::string> cells;
            for (const nlohmann::json& cell : rows[r]) cells.push_back(cell.is_string() ? cell.get<std::string>() : std::string());
            table.rows.push_back(std::move(cells));
        }
        book.rules.tables.push_back(std::move(table));
    }
    const nlohmann::json& acknowledgements = in.array(document, "acknowledgements", root);
    for (std::size_t i = 0; i < acknowledgements.size(); ++i) {
        const std::string at = pointer("/acknowledgements", i);
        Acknowledgement ack;
        ack.code = in.text(acknowledgements[i], "code", at);
        ack.scenario = in.text_or_null(acknowledgements[i], "scenario", at);
        ack.reason = in.text(acknowledgements[i], "reason", at);
        const nlohmann::json& objects = in.array(acknowledgements[i], "objects", at);
        for (std::size_t o = 0; o < objects.size(); ++o) {
            const std::string object_at = pointer(pointer(at, "objects"), o);
            ack.objects.push_back({in.text(objects[o], "kind", object_at), in.text(objects[o], "id", object_at)});
        }
        book.acknowledgements.push_back(std::move(ack));
    }
}

}  // namespace sandtable
