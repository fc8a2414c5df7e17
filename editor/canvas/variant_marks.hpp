#pragma once
// What a variant changes against its base, as the Forces, Schedule and Compare panes mark it: one
// word and one colour per kind of change, the same in every pane.
#include "model/scenario_diff.hpp"

#include <map>
#include <string>
#include <wx/colour.h>
#include <wx/string.h>

namespace sandtable::editor {

struct VariantMarks {
    std::string base;  // the scenario the variant extends; empty when the scenario is no variant
    ScenarioDiff diff;
    std::map<std::string, std::size_t> units;    // item of `diff` by unit or formation id: in or out of the order of battle, or moved
    std::map<std::string, std::size_t> entries;  // item of `diff` by schedule entry id
    [[nodiscard]] bool any() const { return !base.empty(); }
    [[nodiscard]] const DiffItem* unit(const std::string& id) const;
    [[nodiscard]] const DiffItem* entry(const std::string& id) const;
};

// The marks of `scenario` against the scenario it extends (none for an ordinary scenario).
[[nodiscard]] VariantMarks variant_marks(const Book& book, const std::string& scenario);

// "added", "removed", "replaced" (an entry or placement the variant sets anew), "moved" (a piece
// under another formation), "changed".
[[nodiscard]] wxString mark_word(const DiffItem& item);
[[nodiscard]] wxColour mark_colour(DiffChange change);

}  // namespace sandtable::editor
