#include "editor/dialogs/objective_form.hpp"

#include "editor/frame/document.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/book.hpp"
#include "model/commands/hex_map_list_commands.hpp"
#include "model/text.hpp"

namespace sandtable::editor {

ObjectiveForm ObjectiveForm::of(const HexObjective& objective) { return {objective.name, objective.vp, objective.side}; }

Status ObjectiveForm::check() const {
    if (trim(name).empty()) return failure("Give the objective a name.");
    if (vp < 0) return failure("An objective is worth 0 VP or more.");
    return {};
}

ObjectiveFields ObjectiveForm::fields() const { return {std::string(trim(name)), vp, side}; }

std::vector<ScoringSide> scoring_sides(const Book& book) {
    std::vector<ScoringSide> sides{{{}, "Either side"}};
    for (const Side& side : book.forces.sides) sides.push_back({side.id, side.name.empty() ? side.id : side.name});
    return sides;
}

Status apply_new_objective(Document& document, const std::string& map_id, HexCoord hex, const ObjectiveForm& form) {
    if (Status checked = form.check(); !checked) return checked;
    return apply_edit(document, make_new_objective(document.book(), map_id, hex, form.fields()));
}

Status apply_objective(Document& document, const std::string& map_id, const std::string& objective_id, const ObjectiveForm& form) {
    if (Status checked = form.check(); !checked) return checked;
    const HexMap* map = hex_map_in(document.book(), map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    // OK on fields as they were closes the dialog with no undo step.
    if (objective != nullptr && ObjectiveForm::of(*objective).fields() == form.fields()) return {};
    return apply_edit(document, make_set_objective(document.book(), map_id, objective_id, form.fields()));
}

}  // namespace sandtable::editor
