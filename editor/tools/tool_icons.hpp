#pragma once
// Toolbar icons by name: the theme's stock icons ("new", "open", "save", "undo", "redo",
// "zoom-in", "zoom-out", "zoom-fit", "help") and the editor's own for its map tools
// ("paint-terrain", "calibrate-grid", "digitise", "combat-odds"), drawn at run time.
#include <string>
#include <wx/bmpbndl.h>

namespace sandtable::editor {

// An empty bundle for a name it does not know.
[[nodiscard]] wxBitmapBundle tool_icon(const std::string& name);

}  // namespace sandtable::editor
