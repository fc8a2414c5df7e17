#include "io/native/reader.hpp"

#include "model/printed_sizes.hpp"

#include "io/utf8.hpp"
#include "model/book_unit_schema.hpp"

#include "model/object_id.hpp"
#include "model/printed_sizes.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::native {

namespace {
// Unit-range bounds a file may write: far beyond any rulebook's, well inside std::int64_t.
constexpr long long kLowestRange = -1'000'000'000;
constexpr long long kHighestRange = 1'000'000'000;
}  // namespace

Reader::Reader(std::string xml, std::string file) : xml_(std::move(xml)), file_(std::move(file)), lines_(xml_) {
    sources_.file = file_;
}

void Reader::fail(pugi::xml_node at, std::string code, std::string message) const {
    throw ReadFailure{at ? at.offset_debug() : -1, std::move(code), std::move(message)};
}

int Reader::line_of(pugi::xml_node node) const { return lines_.position(node.offset_debug()).line; }

void Reader::only_attributes(pugi::xml_node node, std::initializer_list<std::string_view> allowed) const {
    for (auto attribute : node.attributes()) {
        if (std::find(allowed.begin(), allowed.end(), attribute.name()) == allowed.end()) {
            fail(node, "load.unknown-attribute",
                 fmt::format("unknown attribute \"{}\" on <{}>: expected {}", attribute.name(), node.name(),
                             allowed.size() == 0 ? std::string("none") : fmt::format("{}", fmt::join(allowed, ", "))));
        }
    }
}

void Reader::only_children(pugi::xml_node node, std::initializer_list<std::string_view> allowed) const {
    for (auto child : node.children()) {
        if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
            if (!split_list(child.value()).empty()) {
                fail(child, "load.unexpected-text", fmt::format("unexpected text inside <{}>", node.name()));
            }
            continue;
        }
        if (child.type() != pugi::node_element) continue;
        if (std::find(allowed.begin(), allowed.end(), child.name()) == allowed.end()) {
            fail(child, "load.unknown-element",
                 fmt::format("unknown element <{}> inside <{}>: expected {}", child.name(), node.name(),
                             allowed.size() == 0 ? std::string("no elements")
                                                 : fmt::format("<{}>", fmt::join(allowed, ">, <"))));
        }
    }
}

std::string Reader::required(pugi::xml_node node, const char* attribute) const {
    auto a = node.attribute(attribute);
    if (!a) fail(node, "load.missing-attribute", fmt::format("<{}> lacks the required attribute \"{}\"", node.name(), attribute));
    return a.value();
}

std::string Reader::optional(pugi::xml_node node, const char* attribute) const { return node.attribute(attribute).value(); }

std::string Reader::declare_id(pugi::xml_node node) {
    auto a = node.attribute("id");
    if (!a) fail(node, "load.missing-id", fmt::format("<{}> lacks its id", node.name()));
    std::string id = a.value();
    if (!is_valid_id(id)) {
        fail(node, "load.bad-id",
             fmt::format("\"{}\" is not a valid id: expected a letter or digit followed by letters, digits, '_', '.', ':' or '-'", id));
    }
    if (!ids_.insert(id).second) {
        fail(node, "load.duplicate-id",
             fmt::format("duplicate id \"{}\": first used on line {}", id, sources_.line(id)));
    }
    sources_.line_of_id.emplace(id, line_of(node));
    return id;
}

void Reader::remember_line(const std::string& key, pugi::xml_node node) {
    sources_.line_of_id.emplace(key, line_of(node));
}

long long Reader::integer(pugi::xml_node node, const char* attribute, long long min, long long max) const {
    const std::string text = required(node, attribute);
    long long value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || value < min || value > max) {
        fail(node, "load.bad-value",
             fmt::format("{}=\"{}\" on <{}>: expected a whole number from {} to {}", attribute, text, node.name(), min, max));
    }
    return value;
}

long long Reader::integer_or(pugi::xml_node node, const char* attribute, long long fallback, long long min,
                             long long max) const {
    return node.attribute(attribute) ? integer(node, attribute, min, max) : fallback;
}

double Reader::number(pugi::xml_node node, const char* attribute) const {
    const std::string text = required(node, attribute);
    double value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || !std::isfinite(value)) {
        fail(node, "load.bad-value", fmt::format("{}=\"{}\" on <{}>: expected a number", attribute, text, node.name()));
    }
    return value;
}

double Reader::printed_size_mm(pugi::xml_node node, const char* attribute) const {
    const double value = number(node, attribute);
    if (const Status sensible = check_printed_size_mm(value); !sensible) {
        fail(node, "load.bad-value", fmt::format("{}=\"{}\" on <{}>: {}", attribute, node.attribute(attribute).value(), node.name(), sensible.error()));
    }
    return value;
}

bool Reader::flag(pugi::xml_node node, const char* attribute, bool fallback) const {
    auto a = node.attribute(attribute);
    if (!a) return fallback;
    const std::string_view text = a.value();
    if (text == "true") return true;
    if (text == "false") return false;
    fail(node, "load.bad-value", fmt::format("{}=\"{}\" on <{}>: expected true or false", attribute, text, node.name()));
}

std::vector<std::string> Reader::id_list(pugi::xml_node node, const char* attribute, bool is_required) const {
    const std::string text = is_required ? required(node, attribute) : optional(node, attribute);
    auto items = split_list(text);
    for (const auto& item : items) {
        if (!is_valid_id(item)) {
            fail(node, "load.bad-id", fmt::format("{} on <{}> holds \"{}\", which is not a valid id", attribute, node.name(), item));
        }
    }
    return items;
}

std::vector<Chit> Reader::chit_list(pugi::xml_node node, const char* attribute, bool is_required) const {
    const std::string text = is_required ? required(node, attribute) : optional(node, attribute);
    std::vector<Chit> chits;
    for (const auto& item : split_list(text)) {
        auto chit = chit_from_string(item, false);
        if (file_version < 2) {
            // Version 1 chits are ids; one spelt SIDE:COMMAND with a side of the book is read as such.
            if (!is_valid_id(item)) {
                fail(node, "load.bad-id", fmt::format("{} on <{}> holds \"{}\", which is not a valid id", attribute, node.name(), item));
            }
            if (!chit || book.forces.side(chit->side) == nullptr) chit = Chit{"", item};
        } else if (!chit) {
            fail(node, "load.bad-chit",
                 fmt::format("{} on <{}> holds \"{}\": expected a chit as SIDE:COMMAND, such as confederate:III", attribute,
                             node.name(), item));
        } else if (!chit->side.empty() && book.forces.side(chit->side) == nullptr) {
            fail(node, "load.dangling-reference",
                 fmt::format("{} on <{}> holds \"{}\", whose side \"{}\" is not a side of the book", attribute, node.name(), item,
                             chit->side));
        }
        chits.push_back(std::move(*chit));
    }
    return chits;
}

void Reader::needs_version(pugi::xml_node node, int version, std::string_view what) const {
    if (file_version < version) {
        fail(node, "load.needs-newer-version",
             fmt::format("{} on <{}> needs format version {}; the file says version {} (sandtable-cli upgrade rewrites it)", what,
                         node.name(), version, file_version));
    }
}

std::string Reader::text_of(pugi::xml_node node) const {
    for (auto child : node.children()) {
        if (child.type() == pugi::node_element) {
            fail(child, "load.unknown-element", fmt::format("<{}> holds text only, not <{}>", node.name(), child.name()));
        }
    }
    return node.text().get();
}

void Reader::at_most_once(pugi::xml_node node, std::initializer_list<const char*> names) const {
    for (const char* name : names) {
        auto first = node.child(name);
        if (first && first.next_sibling(name)) {
            fail(first.next_sibling(name), "load.repeated-element", fmt::format("<{}> appears more than once in <{}>", name, node.name()));
        }
    }
}

HexCoord Reader::hex_label(pugi::xml_node node, const char* attribute, const HexMap& map, std::string_view label) const {
    auto found = map.find_label(label);
    if (!found) fail(node, "load.bad-label", fmt::format("{} on <{}>: {}", attribute, node.name(), found.error()));
    return *found;
}

std::vector<HexCoord> Reader::hex_list(pugi::xml_node node, const char* attribute, const HexMap& map) const {
    std::vector<HexCoord> hexes;
    for (const auto& label : split_list(optional(node, attribute))) hexes.push_back(hex_label(node, attribute, map, label));
    return hexes;
}

LoadResult Reader::read() {
    auto report = [&](std::ptrdiff_t offset, std::string code, std::string message) -> LoadResult {
        const TextPosition at = lines_.position(offset);
        Diagnostic d;
        d.severity = Severity::Error;
        d.code = std::move(code);
        d.message = std::move(message);
        d.file = file_;
        d.line = at.line;
        d.column = at.column;
        return load_failure({std::move(d)});
    };

    if (const auto bad = first_invalid_utf8(xml_)) {
        return report(static_cast<std::ptrdiff_t>(*bad), "load.bad-encoding", "the file is not valid UTF-8 here: save it as UTF-8");
    }
    pugi::xml_document document;
    const auto parsed = document.load_buffer_inplace(xml_.data(), xml_.size(),
                                                     pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
    if (!parsed) {
        return report(parsed.offset, "load.malformed-xml", fmt::format("not well-formed XML: {}", parsed.description()));
    }
    try {
        const auto root = document.document_element();
        if (std::string_view(root.name()) != "sandtable") {
            fail(root, "load.not-a-book",
                 fmt::format("the root element is <{}>: expected <sandtable>, so this is not a Sandtable book", root.name()));
        }
        for (auto attribute : root.attributes()) {
            const std::string_view name = attribute.name();
            // Namespace declarations and xsi:schemaLocation hints are for schema tools, not for us.
            if (name == "version" || name == "ruleset" || name.starts_with("xmlns") || name.starts_with("xsi:")) continue;
            fail(root, "load.unknown-attribute",
                 fmt::format("unknown attribute \"{}\" on <sandtable>: expected version, ruleset", name));
        }
        const long long version = integer(root, "version", 1, 1'000'000);
        if (version > kBookFormatVersion) {
            fail(root, "load.newer-version",
                 fmt::format("the file is in format version {}, and this build of Sandtable reads versions up to {}: "
                             "open it with a newer Sandtable",
                             version, kBookFormatVersion));
        }
        file_version = static_cast<int>(version);
        book.ruleset = required(root, "ruleset");
        ruleset = find_ruleset(book.ruleset);
        if (ruleset == nullptr) {
            std::vector<std::string> known;
            for (const auto& r : all_rulesets()) known.push_back(r.id);
            fail(root, "load.unknown-ruleset",
                 fmt::format("unknown ruleset \"{}\": expected one of {}", book.ruleset, fmt::join(known, ", ")));
        }
        only_children(root, {"metadata", "turn-track", "maps", "forces", "rules-data", "scenarios", "acknowledgements"});
        at_most_once(root, {"metadata", "turn-track", "maps", "forces", "rules-data", "scenarios", "acknowledgements"});
        if (!root.child("metadata")) fail(root, "load.missing-element", "<sandtable> lacks <metadata>");
        read_metadata(root.child("metadata"));
        read_turn_track(root.child("turn-track"));
        read_maps(root.child("maps"));
        read_forces(root.child("forces"));
        read_rules_data(root.child("rules-data"));
        read_scenarios(root.child("scenarios"));
        read_acknowledgements(root.child("acknowledgements"));
        check_scenario_references();
    } catch (const ReadFailure& failure) {
        return report(failure.offset, failure.code, failure.message);
    }
    return LoadedBook{std::move(book), std::move(sources_), file_version};
}

void Reader::read_metadata(pugi::xml_node node) {
    only_attributes(node, {});
    only_children(node, {"title", "designer", "source", "description"});
    at_most_once(node, {"title", "designer", "source", "description"});
    book.metadata.title = text_of(node.child("title"));
    book.metadata.designer = text_of(node.child("designer"));
    book.metadata.source = text_of(node.child("source"));
    book.metadata.description = text_of(node.child("description"));
    if (!node.child("title")) fail(node, "load.missing-element", "<metadata> lacks <title>");
}

void Reader::read_turn_track(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"turn"});
    for (auto turn : node.children("turn")) {
        only_attributes(turn, {"label", "night"});
        only_children(turn, {});
        book.turn_track.push_back(Turn{required(turn, "label"), flag(turn, "night", false)});
    }
}

void Reader::read_rules_data(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"table", "unit-range"});
    for (auto range_node : node.children("unit-range")) {
        needs_version(range_node, 2, "<unit-range>");
        only_attributes(range_node, {"attribute", "min", "max"});
        only_children(range_node, {});
        AttributeRange range{required(range_node, "attribute"), integer(range_node, "min", kLowestRange, kHighestRange),
                             integer(range_node, "max", kLowestRange, kHighestRange)};
        for (const auto& earlier : book.unit_ranges) {
            if (earlier.attribute == range.attribute) {
                fail(range_node, "load.repeated-element", fmt::format("the range of \"{}\" is given twice", range.attribute));
            }
        }
        if (const std::string problem = range_problem(ruleset->unit_schema, range); !problem.empty()) {
            fail(range_node, ruleset->unit_schema.find(range.attribute) == nullptr ? "load.unknown-attribute" : "load.bad-value",
                 fmt::format("<unit-range>: {} in {}", problem, ruleset->id));
        }
        book.unit_ranges.push_back(std::move(range));
    }
    for (auto table_node : node.children("table")) {
        only_attributes(table_node, {"id"});
        only_children(table_node, {"columns", "row"});
        at_most_once(table_node, {"columns"});
        DataTable table;
        table.id = required(table_node, "id");
        if (book.rules.find(table.id) != nullptr) {
            fail(table_node, "load.duplicate-id", fmt::format("duplicate rules table \"{}\"", table.id));
        }
        remember_line("table:" + table.id, table_node);  // table ids are apart from the book's other ids
        const auto columns = table_node.child("columns");
        if (!columns) fail(table_node, "load.missing-element", fmt::format("table \"{}\" lacks <columns>", table.id));
        only_attributes(columns, {});
        table.columns = split_list(text_of(columns));
        for (auto row_node : table_node.children("row")) {
            only_attributes(row_node, {});
            only_children(row_node, {"c"});
            std::vector<std::string> row;
            for (auto cell : row_node.children("c")) {
                only_attributes(cell, {});
                row.push_back(text_of(cell));
            }
            if (row.size() != table.columns.size()) {
                fail(row_node, "load.bad-row",
                     fmt::format("a row of table \"{}\" has {} cells, expected {}", table.id, row.size(), table.columns.size()));
            }
            table.rows.push_back(std::move(row));
        }
        book.rules.tables.push_back(std::move(table));
    }
}

void Reader::read_acknowledgements(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"acknowledge"});
    for (auto item : node.children("acknowledge")) {
        only_attributes(item, {"code", "scenario", "reason"});
        only_children(item, {"object"});
        Acknowledgement ack;
        ack.code = required(item, "code");
        ack.scenario = optional(item, "scenario");
        ack.reason = required(item, "reason");
        if (ack.reason.empty()) fail(item, "load.bad-value", "an acknowledgement needs a reason");
        for (auto object : item.children("object")) {
            only_attributes(object, {"kind", "id"});
            ack.objects.push_back(ObjectRef{required(object, "kind"), required(object, "id")});
        }
        book.acknowledgements.push_back(std::move(ack));
    }
}

}  // namespace sandtable::native
