#include "editor/canvas/variant_marks.hpp"

namespace sandtable::editor {

namespace {

const DiffItem* find_in(const ScenarioDiff& diff, const std::map<std::string, std::size_t>& marks, const std::string& id) {
    auto it = marks.find(id);
    return it != marks.end() ? &diff.items[it->second] : nullptr;
}

}  // namespace

const DiffItem* VariantMarks::unit(const std::string& id) const { return find_in(diff, units, id); }
const DiffItem* VariantMarks::entry(const std::string& id) const { return find_in(diff, entries, id); }

VariantMarks variant_marks(const Book& book, const std::string& scenario) {
    VariantMarks marks;
    const Scenario* variant = book.scenario(scenario);
    if (variant == nullptr || !variant->is_variant()) return marks;
    auto diff = diff_scenarios(book, scenario, variant->extends);
    if (!diff) return marks;
    marks.diff = std::move(*diff);
    marks.base = variant->extends;
    for (std::size_t i = 0; i < marks.diff.items.size(); ++i) {
        const DiffItem& item = marks.diff.items[i];
        switch (item.topic) {
            // A unit both added and placed is marked for what it is to the order of battle.
            case DiffTopic::Forces:
            case DiffTopic::Assignments: marks.units.emplace(item.key, i); break;
            case DiffTopic::Schedule: marks.entries[item.key] = i; break;
            default: break;
        }
    }
    return marks;
}

wxString mark_word(const DiffItem& item) {
    switch (item.change) {
        case DiffChange::Added: return "added";
        case DiffChange::Removed: return "removed";
        case DiffChange::Changed: break;
    }
    switch (item.topic) {
        case DiffTopic::Assignments: return "moved";
        case DiffTopic::Schedule:
        case DiffTopic::Setup: return "replaced";
        default: return "changed";
    }
}

wxColour mark_colour(DiffChange change) {
    switch (change) {
        case DiffChange::Added: return {214, 240, 208};    // green
        case DiffChange::Removed: return {246, 214, 210};  // red
        case DiffChange::Changed: break;
    }
    return {255, 244, 200};  // yellow, as entries a variant sets have always been tinted
}

}  // namespace sandtable::editor
