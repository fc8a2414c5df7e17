#pragma once
// book.json of a data pack: what the book holds beside its maps and scenarios: metadata, turn
// track, sides, orders of battle, the unit schema the book plays with (house-rule ranges applied)
// and its ranges, optional rules, rules data with each table's title, columns and rule, and
// acknowledgements. docs/pack-format.md describes it; its JSON Schema is
// docs/schema/pack-book.schema.json.
#include "io/pack/json_out.hpp"
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable {

void write_book_document(JsonOut& out, const Book& book, const RulesetDefinition& ruleset);
// Tables with the titles, column labels and rules the ruleset gives them (a book's own table: its
// id and column keys).
void write_rules_data(JsonOut& out, const RulesData& rules, const RulesetDefinition& ruleset);

}  // namespace sandtable
