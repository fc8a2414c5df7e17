#pragma once
// The context menu of a hex on the map: Add Named Place... and Make Objective..., each one undo
// step. The menu asks for the name (and VP) and calls the edits below, which tests call directly.
#include "model/hex/hex_coord.hpp"

#include <memory>
#include <string>

class wxMenu;
class wxWindow;

namespace sandtable::editor {

class Document;

// Each returns the new object's id, or empty when nothing was added (a blank name, a hex off the map).
std::string add_named_place(Document& document, const std::string& map_id, HexCoord hex, const std::string& name);
std::string add_objective(Document& document, const std::string& map_id, HexCoord hex, const std::string& name, int vp);

// The menu for `hex`; its items ask their questions in dialogs parented to `parent`.
[[nodiscard]] std::unique_ptr<wxMenu> make_hex_menu(wxWindow* parent, Document& document, const std::string& map_id, HexCoord hex);

}  // namespace sandtable::editor
