#pragma once
// scenarios/SCENARIO.json of a data pack: a scenario or variant as a client plays it (resolved:
// its order of battle as a tree with reassignments applied, setup, schedule, chits, casualties,
// victory conditions, optional rules in force and the rules data with its own cells), and as the
// book writes it ("definition": a variant's base and changes), so that importing the pack gives
// the book back. docs/pack-format.md describes it; its JSON Schema is
// docs/schema/pack-scenario.schema.json.
#include "io/pack/json_out.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable {

// Fails when the scenario does not resolve (a missing base, a cycle of variants).
[[nodiscard]] Status write_scenario_document(JsonOut& out, const Book& book, const RulesetDefinition& ruleset,
                                             const Scenario& scenario);

}  // namespace sandtable
