#pragma once
// The menu bar as one table: each menu's entries with their label, accelerator, help text, what
// they run and when they are enabled or checked. The frame writes the table; build_menu_bar()
// makes the wx menus and binds every entry on the frame.
#include <functional>
#include <string>
#include <vector>
#include <wx/event.h>

class wxFileHistory;
class wxFrame;
class wxMenuBar;

namespace sandtable::editor {

struct MenuEntry {
    enum class Kind { Command, Check, Separator, RecentFiles };
    Kind kind = Kind::Command;
    int id = 0;  // a stock id (wxID_OPEN...), or 0 for a fresh one
    std::string label;  // "&Open..."; the accelerator is kept apart
    std::string accelerator;  // "Ctrl+O", or empty
    std::string help;
    std::function<void(wxCommandEvent&)> run;
    std::function<void(wxUpdateUIEvent&)> update;  // optional
};

struct Menu {
    std::string title;
    std::vector<MenuEntry> entries;
};

using MenuTable = std::vector<Menu>;

MenuEntry command(int id, std::string label, std::string accelerator, std::string help, std::function<void(wxCommandEvent&)> run);
MenuEntry check(std::string label, std::string accelerator, std::string help, std::function<void(wxCommandEvent&)> run,
                std::function<void(wxUpdateUIEvent&)> update = {});
MenuEntry separator();
// The File menu's Open Recent submenu, kept by the frame's file history.
MenuEntry recent_files(std::string label);

// Accelerators used by more than one entry (compared without case), each named once.
[[nodiscard]] std::vector<std::string> duplicate_accelerators(const MenuTable& table);

// Builds the bar from the table and binds each entry's handlers on the frame; fresh ids are given
// to entries without one. The file history, when given, keeps the RecentFiles submenu.
wxMenuBar* build_menu_bar(wxFrame& frame, MenuTable& table, wxFileHistory* history);

}  // namespace sandtable::editor
