#include "editor/frame/menu_table.hpp"

#include "editor/tools/tool_icons.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <map>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/accel.h>
#include <wx/menu.h>
#include <wx/toolbar.h>

namespace sandtable::editor {

MenuEntry command(int id, std::string label, std::string accelerator, std::string help, std::function<void(wxCommandEvent&)> run) {
    MenuEntry entry;
    entry.id = id;
    entry.label = std::move(label);
    entry.accelerator = std::move(accelerator);
    entry.help = std::move(help);
    entry.run = std::move(run);
    return entry;
}

MenuEntry check(std::string label, std::string accelerator, std::string help, std::function<void(wxCommandEvent&)> run,
                std::function<void(wxUpdateUIEvent&)> update) {
    MenuEntry entry = command(0, std::move(label), std::move(accelerator), std::move(help), std::move(run));
    entry.kind = MenuEntry::Kind::Check;
    entry.update = std::move(update);
    return entry;
}

MenuEntry separator() {
    MenuEntry entry;
    entry.kind = MenuEntry::Kind::Separator;
    return entry;
}

MenuEntry recent_files(std::string label) {
    MenuEntry entry;
    entry.kind = MenuEntry::Kind::RecentFiles;
    entry.label = std::move(label);
    return entry;
}

MenuEntry submenu(std::string label, std::vector<MenuEntry> entries) {
    MenuEntry entry;
    entry.kind = MenuEntry::Kind::Submenu;
    entry.label = std::move(label);
    entry.entries = std::move(entries);
    return entry;
}

MenuEntry on_toolbar(MenuEntry entry, std::string icon) {
    entry.tool_icon = std::move(icon);
    return entry;
}

namespace {

void collect_commands(const std::vector<MenuEntry>& entries, std::vector<const MenuEntry*>& out) {
    for (const MenuEntry& entry : entries) {
        if (entry.kind == MenuEntry::Kind::Submenu) collect_commands(entry.entries, out);
        if (entry.kind == MenuEntry::Kind::Command || entry.kind == MenuEntry::Kind::Check) out.push_back(&entry);
    }
}

wxMenu* build_menu(wxFrame& frame, std::vector<MenuEntry>& entries, wxFileHistory* history, std::vector<wxAcceleratorEntry>& hidden_keys) {
    auto* items = new wxMenu;
    for (MenuEntry& entry : entries) {
        switch (entry.kind) {
        case MenuEntry::Kind::Separator: items->AppendSeparator(); continue;
        case MenuEntry::Kind::RecentFiles: {
            auto* recent = new wxMenu;
            items->AppendSubMenu(recent, wxString::FromUTF8(entry.label));
            if (history != nullptr) history->UseMenu(recent);
            continue;
        }
        case MenuEntry::Kind::Submenu:
            items->AppendSubMenu(build_menu(frame, entry.entries, history, hidden_keys), wxString::FromUTF8(entry.label));
            continue;
        case MenuEntry::Kind::Command:
        case MenuEntry::Kind::Check: break;
        }
        if (entry.id == 0) entry.id = wxWindow::NewControlId();
        wxString label = wxString::FromUTF8(entry.label);
        if (!entry.accelerator.empty()) label << '\t' << wxString::FromUTF8(entry.accelerator);
        const wxItemKind kind = entry.kind == MenuEntry::Kind::Check ? wxITEM_CHECK : wxITEM_NORMAL;
        items->Append(entry.id, label, wxString::FromUTF8(entry.help), kind);
        if (entry.run) frame.Bind(wxEVT_MENU, entry.run, entry.id);
        if (entry.update) frame.Bind(wxEVT_UPDATE_UI, entry.update, entry.id);
        for (const std::string& keys : entry.more_accelerators) {
            wxAcceleratorEntry key;
            if (key.FromString(wxString::FromUTF8(keys))) hidden_keys.emplace_back(key.GetFlags(), key.GetKeyCode(), entry.id);
        }
    }
    return items;
}

}  // namespace

std::vector<const MenuEntry*> commands_of(const MenuTable& table) {
    std::vector<const MenuEntry*> out;
    for (const Menu& menu : table) collect_commands(menu.entries, out);
    return out;
}

std::vector<std::string> duplicate_accelerators(const MenuTable& table) {
    std::map<std::string, int> uses;
    for (const MenuEntry* entry : commands_of(table)) {
        if (!entry->accelerator.empty()) ++uses[lower(entry->accelerator)];
        for (const std::string& keys : entry->more_accelerators) ++uses[lower(keys)];
    }
    std::vector<std::string> duplicates;
    for (const auto& [accelerator, count] : uses) {
        if (count > 1) duplicates.push_back(accelerator);
    }
    return duplicates;
}

wxMenuBar* build_menu_bar(wxFrame& frame, MenuTable& table, wxFileHistory* history) {
    auto* bar = new wxMenuBar;
    std::vector<wxAcceleratorEntry> hidden_keys;
    for (Menu& menu : table) bar->Append(build_menu(frame, menu.entries, history, hidden_keys), wxString::FromUTF8(menu.title));
    if (!hidden_keys.empty()) frame.SetAcceleratorTable(wxAcceleratorTable(static_cast<int>(hidden_keys.size()), hidden_keys.data()));
    return bar;
}

wxToolBar* build_tool_bar(wxFrame& frame, const MenuTable& table) {
    wxToolBar* bar = frame.CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT);
    for (const Menu& menu : table) {
        std::vector<const MenuEntry*> entries;
        collect_commands(menu.entries, entries);
        bool first_of_menu = true;
        for (const MenuEntry* entry : entries) {
            if (entry->tool_icon.empty()) continue;
            if (first_of_menu && bar->GetToolsCount() > 0) bar->AddSeparator();
            first_of_menu = false;
            wxString tip = wxString::FromUTF8(entry->label);
            tip.Replace("&", "");
            tip.Replace("...", "");
            if (!entry->accelerator.empty()) tip << " (" << wxString::FromUTF8(entry->accelerator) << ")";
            bar->AddTool(entry->id, tip, tool_icon(entry->tool_icon), tip,
                         entry->kind == MenuEntry::Kind::Check ? wxITEM_CHECK : wxITEM_NORMAL);
        }
    }
    bar->Realize();
    return bar;
}

}  // namespace sandtable::editor
