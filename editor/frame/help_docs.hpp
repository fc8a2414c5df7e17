#pragma once
// Where the Help menu finds the documentation: an installed copy beside the program
// (PREFIX/share/doc/sandtable/), else the docs/ of the source tree the editor was built from.
#include <filesystem>
#include <string>
#include <wx/aboutdlg.h>

namespace sandtable::editor {

// The page (such as "editor.md") in the first folder that holds it, or empty when none does.
[[nodiscard]] std::filesystem::path help_page(const std::string& page);
// The program's version, as CMake's project() gives it.
[[nodiscard]] std::string editor_version();
// What Help > About says: name, version and what the program is for.
[[nodiscard]] wxAboutDialogInfo about_sandtable();

}  // namespace sandtable::editor
