#include "model/rulesets/definition_builders.hpp"

#include <utility>

namespace sandtable::rulesets {

std::string RuleCitation::operator()(std::string_view section) const {
    std::string citation(rulebook);
    citation += ' ';
    citation += section;
    return citation;
}

AttributeDef attribute(std::string key, std::string label, AttributeType type, std::vector<std::string> applies_to,
                       std::string rule) {
    AttributeDef def;
    def.key = std::move(key);
    def.label = std::move(label);
    def.type = type;
    def.applies_to = std::move(applies_to);
    def.rule = std::move(rule);
    return def;
}

AttributeDef integer_attribute(std::string key, std::string label, std::int64_t min, std::int64_t max,
                               std::vector<std::string> applies_to, std::string rule) {
    AttributeDef def = attribute(std::move(key), std::move(label), AttributeType::Integer, std::move(applies_to),
                                 std::move(rule));
    def.min = min;
    def.max = max;
    return def;
}

ColumnDef text_column(std::string key, std::string label, bool optional) {
    return {std::move(key), std::move(label), ColumnType::Text, optional};
}

ColumnDef integer_column(std::string key, std::string label, bool optional) {
    return {std::move(key), std::move(label), ColumnType::Integer, optional};
}

void add_table(RulesetDefinition& ruleset, RulesTable table) {
    DataTable data{table.def.id, {}, std::move(table.rows)};
    for (const auto& column : table.def.columns) data.columns.push_back(column.key);
    ruleset.data_schema.tables.push_back(std::move(table.def));
    ruleset.rulebook_data.tables.push_back(std::move(data));
}

}  // namespace sandtable::rulesets
