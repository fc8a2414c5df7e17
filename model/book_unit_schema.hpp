#pragma once
// The unit schema a book plays by: its ruleset's, with the book's house-rule ranges over it.
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <string>

namespace sandtable {

[[nodiscard]] UnitSchema unit_schema_of(const Book& book, const RulesetDefinition& ruleset);

// Whether `range` can apply to `schema`: an integer attribute it defines, with min at most max;
// empty when it can, else why not.
[[nodiscard]] std::string range_problem(const UnitSchema& schema, const AttributeRange& range);

}  // namespace sandtable
