#include "editor/dialogs/terrain_catalogue_dialog.hpp"

#include "editor/dialogs/colour_field.hpp"
#include "editor/frame/document.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/commands/hex_map_list_commands.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clrpicker.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

namespace {

wxString utf8(const std::string& text) { return wxString::FromUTF8(text); }
std::string from_wx(const wxString& text) { return text.ToStdString(wxConvUTF8); }


}  // namespace

TerrainCatalogueDialog::TerrainCatalogueDialog(wxWindow* parent, Document& document, std::string map_id)
    : wxDialog(parent, wxID_ANY, "Terrain Catalogue", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      document_(document), map_id_(std::move(map_id)) {
    kind_ = new wxChoice(this, wxID_ANY);
    kind_->Append("Terrain (on hexes)");
    kind_->Append("Hexside features");
    kind_->SetSelection(0);
    list_ = new wxListView(this, wxID_ANY, wxDefaultPosition, wxSize(420, 260), wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Id", wxLIST_FORMAT_LEFT, 95);
    list_->AppendColumn("Name", wxLIST_FORMAT_LEFT, 140);
    list_->AppendColumn("Colour", wxLIST_FORMAT_LEFT, 80);
    list_->AppendColumn("Used by", wxLIST_FORMAT_RIGHT, 95);

    auto* fields = new wxFlexGridSizer(2, 6, 8);
    id_ = new wxTextCtrl(this, wxID_ANY);
    id_->SetToolTip("Fixed once added: rules data and digitise mappings name terrain by id");
    name_ = new wxTextCtrl(this, wxID_ANY);
    colour_ = make_colour_field(this, "#9e9e9e");
    fields->Add(new wxStaticText(this, wxID_ANY, "Id"), 0, wxALIGN_CENTER_VERTICAL);
    fields->Add(id_, 1, wxEXPAND);
    fields->Add(new wxStaticText(this, wxID_ANY, "Name"), 0, wxALIGN_CENTER_VERTICAL);
    fields->Add(name_, 1, wxEXPAND);
    fields->Add(new wxStaticText(this, wxID_ANY, "Colour"), 0, wxALIGN_CENTER_VERTICAL);
    fields->Add(colour_.row, 1, wxEXPAND);
    fields->AddGrowableCol(1);

    add_ = new wxButton(this, wxID_ADD, "&Add");
    change_ = new wxButton(this, wxID_ANY, "&Rename / Recolour");
    delete_ = new wxButton(this, wxID_DELETE, "&Delete");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(add_, 0, wxRIGHT, 6);
    buttons->Add(change_, 0, wxRIGHT, 6);
    buttons->Add(delete_, 0);
    message_ = new wxStaticText(this, wxID_ANY, {}, wxDefaultPosition, wxSize(420, -1));
    message_->SetForegroundColour(wxColour(170, 30, 30));

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(kind_, 0, wxALL | wxEXPAND, 10);
    sizer->Add(list_, 1, wxLEFT | wxRIGHT | wxEXPAND, 10);
    sizer->Add(fields, 0, wxALL | wxEXPAND, 10);
    sizer->Add(buttons, 0, wxLEFT | wxRIGHT, 10);
    sizer->Add(message_, 0, wxALL | wxEXPAND, 10);
    sizer->Add(CreateSeparatedButtonSizer(wxCLOSE), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(sizer);

    kind_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { show_catalogue(catalogue()); });
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& event) { select_entry(event.GetIndex()); });
    list_->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { update_buttons(); });
    add_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_entry(); });
    change_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_entry(); });
    delete_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_entry(); });
    close_on_close_button(*this);
    fill_list();
}

const HexMap* TerrainCatalogueDialog::map() const { return hex_map_in(document_.book(), map_id_); }

CatalogueKind TerrainCatalogueDialog::catalogue() const {
    return kind_->GetSelection() == 1 ? CatalogueKind::Hexside : CatalogueKind::Terrain;
}

void TerrainCatalogueDialog::show_catalogue(CatalogueKind kind) {
    kind_->SetSelection(kind == CatalogueKind::Hexside ? 1 : 0);
    message_->SetLabel({});
    fill_list();
    set_fields({});
}

void TerrainCatalogueDialog::fill_list() {
    const long selected = selected_entry();
    list_->DeleteAllItems();
    const HexMap* hex = map();
    if (hex == nullptr) return update_buttons();
    const CatalogueKind kind = catalogue();
    const auto& entries = catalogue_of(*hex, kind);
    const wxString unit = kind == CatalogueKind::Terrain ? " hexes" : " hexsides";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const long row = list_->InsertItem(static_cast<long>(i), utf8(entries[i].id));
        list_->SetItem(row, 1, utf8(entries[i].name));
        list_->SetItem(row, 2, utf8(entries[i].colour));
        list_->SetItem(row, 3, wxString::Format("%zu", catalogue_entry_uses(*hex, kind, i)) + unit);
        wxColour colour(utf8(entries[i].colour));
        if (colour.IsOk()) list_->SetItemBackgroundColour(row, colour.ChangeLightness(170));
    }
    if (selected >= 0 && selected < list_->GetItemCount()) list_->Select(selected);
    update_buttons();
}

void TerrainCatalogueDialog::select_entry(long row) {
    const HexMap* hex = map();
    const auto* entries = hex != nullptr ? &catalogue_of(*hex, catalogue()) : nullptr;
    if (entries == nullptr || row < 0 || row >= static_cast<long>(entries->size())) {
        if (const long current = selected_entry(); current >= 0) list_->Select(current, false);
        return update_buttons();
    }
    if (selected_entry() != row) list_->Select(row);
    set_fields((*entries)[static_cast<std::size_t>(row)]);
    update_buttons();
}

long TerrainCatalogueDialog::selected_entry() const { return list_->GetFirstSelected(); }

void TerrainCatalogueDialog::set_fields(const TerrainDef& entry) {
    id_->ChangeValue(utf8(entry.id));
    name_->ChangeValue(utf8(entry.name));
    colour_.set(entry.colour);  // cleared fields keep the last colour, ready for the next entry
}

TerrainDef TerrainCatalogueDialog::fields() const {
    return {from_wx(id_->GetValue()), from_wx(name_->GetValue()), colour_.value()};
}

void TerrainCatalogueDialog::update_buttons() {
    const bool selected = selected_entry() >= 0;
    change_->Enable(selected);
    delete_->Enable(selected);
}

bool TerrainCatalogueDialog::report(const std::string& refusal) {
    message_->SetLabel(utf8(refusal));
    message_->Wrap(420);
    Layout();
    return refusal.empty();
}

bool TerrainCatalogueDialog::run(Edit edit) {
    const std::string problem = edit.error();
    run_edit(document_, std::move(edit));
    return report(problem);
}

bool TerrainCatalogueDialog::add_entry() {
    const TerrainDef entry = fields();
    if (!run(make_add_catalogue_entry(document_.book(), map_id_, catalogue(), entry))) return false;
    fill_list();
    select_entry(list_->GetItemCount() - 1);
    return true;
}

bool TerrainCatalogueDialog::change_entry() {
    const long row = selected_entry();
    if (row < 0) return report("Select the entry to rename or recolour.");
    const TerrainDef entry = fields();
    if (!run(make_change_catalogue_entry(document_.book(), map_id_, catalogue(), static_cast<std::size_t>(row), entry.name, entry.colour))) {
        return false;
    }
    fill_list();
    return true;
}

bool TerrainCatalogueDialog::delete_entry() {
    const long row = selected_entry();
    if (row < 0) return report("Select the entry to delete.");
    if (!run(make_remove_catalogue_entry(document_.book(), map_id_, catalogue(), static_cast<std::size_t>(row)))) return false;
    list_->Select(row, false);
    fill_list();
    set_fields({});
    return true;
}

wxString TerrainCatalogueDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
