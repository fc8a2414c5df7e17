#include "editor/menu_table.hpp"

#include "model/text.hpp"

#include <algorithm>
#include <map>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/menu.h>

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

std::vector<std::string> duplicate_accelerators(const MenuTable& table) {
    std::map<std::string, int> uses;
    for (const Menu& menu : table) {
        for (const MenuEntry& entry : menu.entries) {
            if (!entry.accelerator.empty()) ++uses[lower(entry.accelerator)];
        }
    }
    std::vector<std::string> duplicates;
    for (const auto& [accelerator, count] : uses) {
        if (count > 1) duplicates.push_back(accelerator);
    }
    return duplicates;
}

wxMenuBar* build_menu_bar(wxFrame& frame, MenuTable& table, wxFileHistory* history) {
    auto* bar = new wxMenuBar;
    for (Menu& menu : table) {
        auto* items = new wxMenu;
        for (MenuEntry& entry : menu.entries) {
            switch (entry.kind) {
            case MenuEntry::Kind::Separator: items->AppendSeparator(); continue;
            case MenuEntry::Kind::RecentFiles: {
                auto* recent = new wxMenu;
                items->AppendSubMenu(recent, wxString::FromUTF8(entry.label));
                if (history != nullptr) history->UseMenu(recent);
                continue;
            }
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
        }
        bar->Append(items, wxString::FromUTF8(menu.title));
    }
    return bar;
}

}  // namespace sandtable::editor
