#pragma once
// What every ruleset's definition is written with: rule citations, attribute and column
// definitions, and the tables of rules data with the rulebook's rows.
#include "model/rulesets/ruleset_definition.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable::rulesets {

// How the toolkit draws the two armies of the American Civil War rulesets' counters: Union blue and
// Confederate grey. None of the rulebooks prints a colour code; these are the toolkit's choice.
inline constexpr const char* kUnionBlue = "#2b4f9e";
inline constexpr const char* kConfederateGrey = "#a7a9ac";

// Cites a section of one rulebook: `rule("§7")` gives "gettysburg-125 §7".
struct RuleCitation {
    std::string_view rulebook;
    [[nodiscard]] std::string operator()(std::string_view section) const;
};

[[nodiscard]] AttributeDef attribute(std::string key, std::string label, AttributeType type,
                                     std::vector<std::string> applies_to, std::string rule);
[[nodiscard]] AttributeDef integer_attribute(std::string key, std::string label, std::int64_t min, std::int64_t max,
                                             std::vector<std::string> applies_to, std::string rule);

[[nodiscard]] ColumnDef text_column(std::string key, std::string label, bool optional = false);
[[nodiscard]] ColumnDef integer_column(std::string key, std::string label, bool optional = false);

// A table of rules data as the rulebook prints it: its definition and its rows, in column order.
struct RulesTable {
    TableDef def;
    std::vector<std::vector<std::string>> rows;
};

// Adds the table's definition to the ruleset's data schema and its rows to the rulebook's data.
void add_table(RulesetDefinition& ruleset, RulesTable table);

}  // namespace sandtable::rulesets
