#pragma once
// The menu bar as one table: each menu's entries with their label, accelerators, help text, what
// they run, when they are enabled or checked, and whether the toolbar offers them. The frame writes
// the table; build_menu_bar() makes the wx menus and binds every entry on the frame, and
// build_tool_bar() puts the entries with an icon on the frame's toolbar.
#include <functional>
#include <string>
#include <vector>
#include <wx/event.h>

class wxFileHistory;
class wxFrame;
class wxMenuBar;
class wxToolBar;

namespace sandtable::editor {

struct MenuEntry {
    enum class Kind { Command, Check, Separator, RecentFiles, Submenu };
    Kind kind = Kind::Command;
    int id = 0;  // a stock id (wxID_OPEN...), or 0 for a fresh one
    std::string label;  // "&Open..."; the accelerator is kept apart
    std::string accelerator;  // "Ctrl+O", or empty
    // Keys that run the entry too, not shown in the menu: "Ctrl+=" beside "Ctrl++".
    std::vector<std::string> more_accelerators;
    std::string help;
    std::function<void(wxCommandEvent&)> run;
    std::function<void(wxUpdateUIEvent&)> update;  // optional
    // The entry's toolbar icon (editor/tools/tool_icons.hpp); the entry is on the toolbar when set.
    std::string tool_icon;
    std::vector<MenuEntry> entries;  // a submenu's
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
MenuEntry submenu(std::string label, std::vector<MenuEntry> entries);
// The entry with a toolbar icon.
MenuEntry on_toolbar(MenuEntry entry, std::string icon);

// Every command and check entry of the table, submenus' included, in menu order.
[[nodiscard]] std::vector<const MenuEntry*> commands_of(const MenuTable& table);

// Accelerators (shown or not) used by more than one entry (compared without case), each named once.
[[nodiscard]] std::vector<std::string> duplicate_accelerators(const MenuTable& table);

// Builds the bar from the table and binds each entry's handlers on the frame; fresh ids are given
// to entries without one. The file history, when given, keeps the RecentFiles submenu. The
// entries' more_accelerators become the frame's accelerator table.
wxMenuBar* build_menu_bar(wxFrame& frame, MenuTable& table, wxFileHistory* history);
// The frame's toolbar: the entries with an icon, in menu order, a separator between menus. Call
// after build_menu_bar(), which gives the entries their ids.
wxToolBar* build_tool_bar(wxFrame& frame, const MenuTable& table);

}  // namespace sandtable::editor
