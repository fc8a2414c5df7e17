#pragma once
// The context menu of a hex on the map: Add Named Place... and Make Objective...; on a hex that
// holds them, Rename Place..., Delete Place, Edit Objective..., Delete Objective and, for
// objectives of several hexes, Add Hex to Objective and Remove Hex from Objective; on a border
// hex, Add to Entry Edge (an existing edge or a new one), and on an entry hex Remove from Entry
// Edge, Rename Entry Edge... and Delete Entry Edge. Each item is one undo step: the menu asks its
// questions and runs the edits of model/commands/named_place_commands.hpp and edge_commands.hpp. Make
// Objective... and Edit Objective... ask theirs in one dialog (editor/dialogs/objective_dialog.hpp).
#include "model/hex/hex_coord.hpp"

#include <functional>
#include <memory>
#include <string>

class wxMenu;
class wxWindow;

namespace sandtable::editor {

class Document;
class ObjectiveDialog;

// How an item shows its objective dialog, whose OK makes the change: modally when empty; the GUI
// tests drive the dialog instead.
using ShowObjectiveDialog = std::function<void(ObjectiveDialog&)>;

// The menu for `hex`; its items ask their questions in dialogs parented to `parent`.
[[nodiscard]] std::unique_ptr<wxMenu> make_hex_menu(wxWindow* parent, Document& document, const std::string& map_id, HexCoord hex,
                                                    ShowObjectiveDialog show_objective_dialog = {});

}  // namespace sandtable::editor
