#pragma once
// The fields of the hex menu's objective dialog (Make Objective and Edit Objective): name, VP and
// the side that scores it, kept apart from the dialog so that they are tested without one: the
// check OK makes, the sides offered by name, and the change of the map as one undo step.
#include "model/commands/named_place_commands.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/outcome.hpp"

#include <string>
#include <vector>

namespace sandtable {
struct Book;
struct HexObjective;
}  // namespace sandtable

namespace sandtable::editor {

class Document;

struct ObjectiveForm {
    std::string name;
    int vp = 1;
    std::string side;  // the id of the side that scores it; empty when either side does

    [[nodiscard]] static ObjectiveForm of(const HexObjective& objective);
    // Whether OK may go ahead; else what is wrong, in words.
    [[nodiscard]] Status check() const;
    // As the model takes them: the name without the blanks around it.
    [[nodiscard]] ObjectiveFields fields() const;

    friend bool operator==(const ObjectiveForm&, const ObjectiveForm&) = default;
};

// One entry of the dialog's side choice.
struct ScoringSide {
    std::string id;  // empty for either side
    std::string name;
    friend bool operator==(const ScoringSide&, const ScoringSide&) = default;
};
// "Either side" first, then the book's sides by name, in the book's order.
[[nodiscard]] std::vector<ScoringSide> scoring_sides(const Book& book);

// Each changes the map as one undo step (or none, when nothing changes), or says why nothing was
// changed.
Status apply_new_objective(Document& document, const std::string& map_id, HexCoord hex, const ObjectiveForm& form);
Status apply_objective(Document& document, const std::string& map_id, const std::string& objective_id, const ObjectiveForm& form);

}  // namespace sandtable::editor
