#include "editor/dialogs/objective_form.hpp"

#include "editor/frame/document.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/book.hpp"
#include "model/commands/hex_map_list_commands.hpp"
#include "model/text.hpp"

namespace sandtable::editor {

namespace {

// Runs `edit` on the document: empty when it ran, else why it was refused.
std::string run(Document& document, Edit edit) {
    std::string problem = edit.problem;
    run_edit(document, std::move(edit));
    return problem;
}

}  // namespace

ObjectiveForm ObjectiveForm::of(const HexObjective& objective) { return {objective.name, objective.vp, objective.side}; }

std::string ObjectiveForm::check() const {
    if (trim(name).empty()) return "Give the objective a name.";
    if (vp < 0) return "An objective is worth 0 VP or more.";
    return {};
}

ObjectiveFields ObjectiveForm::fields() const { return {std::string(trim(name)), vp, side}; }

std::vector<ScoringSide> scoring_sides(const Book& book) {
    std::vector<ScoringSide> sides{{{}, "Either side"}};
    for (const Side& side : book.forces.sides) sides.push_back({side.id, side.name.empty() ? side.id : side.name});
    return sides;
}

std::string apply_new_objective(Document& document, const std::string& map_id, HexCoord hex, const ObjectiveForm& form) {
    if (std::string problem = form.check(); !problem.empty()) return problem;
    return run(document, make_new_objective(document.book(), map_id, hex, form.fields()));
}

std::string apply_objective(Document& document, const std::string& map_id, const std::string& objective_id, const ObjectiveForm& form) {
    if (std::string problem = form.check(); !problem.empty()) return problem;
    const HexMap* map = hex_map_in(document.book(), map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    // OK on fields as they were closes the dialog with no undo step.
    if (objective != nullptr && ObjectiveForm::of(*objective).fields() == form.fields()) return {};
    return run(document, make_set_objective(document.book(), map_id, objective_id, form.fields()));
}

}  // namespace sandtable::editor
