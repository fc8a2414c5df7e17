#pragma once
// One rule check: a stable code, its severity, the rule it enforces, and the function that
// reports what breaks it. Book checks run once per book; scenario checks once per resolved scenario.
#include "model/book.hpp"
#include "model/diagnostic.hpp"
#include "model/map_rect_ops.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <functional>
#include <optional>
#include <string>

namespace sandtable {

struct ValidationContext {
    const Book& book;
    const RulesetDefinition* ruleset;  // null when the book names an unknown ruleset
    const Scenario* scenario;          // resolved; null for book checks
    // The forces as the book writes them. A scenario that assigns pieces to other formations is
    // checked on its own tree (book.forces, with the assignments applied); this is the tree before them.
    const Forces* forces_as_written = nullptr;

    [[nodiscard]] const Forces& written_forces() const { return forces_as_written != nullptr ? *forces_as_written : book.forces; }
    // Set when only what meets this rectangle of a free-form map needs checking again (an edit's
    // neighbourhood, validators/revalidation.hpp): checks that are `regional` look at nothing else.
    std::optional<MapRect> region;

    // Whether a check that is regional looks at something with these bounds.
    [[nodiscard]] bool looks_at(const MapRect& bounds) const {
        return !region || meets(bounds, *region);
    }
};

enum class CheckScope { Book, Scenario };

struct Check {
    std::string code;     // "core.unit-accounting"
    Severity severity = Severity::Error;
    std::string rule;     // "gettysburg-125 §7 Stacking"; core checks cite the format rule they keep
    std::string summary;  // one line for docs and --list
    CheckScope scope = CheckScope::Scenario;
    std::function<void(const Check&, const ValidationContext&, DiagnosticSink&)> run;
    // It looks only at the shapes and pieces of free-form maps, each finding about things that meet
    // a region of the map (ValidationContext::region), so an edit there is checked again alone.
    bool regional = false;

    // A diagnostic of this check, with its code, severity and rule filled in.
    [[nodiscard]] Diagnostic diagnostic(std::string message, std::vector<ObjectRef> objects,
                                        const ValidationContext& context) const;
};

}  // namespace sandtable
