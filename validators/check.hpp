#pragma once
// One rule check: a stable code, its severity, the rule it enforces, and the function that
// reports what breaks it. Book checks run once per book; scenario checks once per resolved scenario.
#include "model/book.hpp"
#include "model/diagnostic.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <functional>
#include <string>

namespace sandtable {

struct ValidationContext {
    const Book& book;
    const RulesetDefinition* ruleset;  // null when the book names an unknown ruleset
    const Scenario* scenario;          // resolved; null for book checks
};

enum class CheckScope { Book, Scenario };

struct Check {
    std::string code;     // "core.unit-accounting"
    Severity severity = Severity::Error;
    std::string rule;     // "gettysburg-125 §7 Stacking"; core checks cite the format rule they keep
    std::string summary;  // one line for docs and --list
    CheckScope scope = CheckScope::Scenario;
    std::function<void(const Check&, const ValidationContext&, DiagnosticSink&)> run;

    // A diagnostic of this check, with its code, severity and rule filled in.
    [[nodiscard]] Diagnostic diagnostic(std::string message, std::vector<ObjectRef> objects,
                                        const ValidationContext& context) const;
};

}  // namespace sandtable
