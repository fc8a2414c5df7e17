#include "editor/dialogs/export_dialog.hpp"

#include "editor/dialogs/refusal_line.hpp"
#include "io/export/exporter.hpp"
#include "io/tmx/tmx_hex_layout.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

namespace {
constexpr int kMessageWidth = 520;
}

ExportDialog::ExportDialog(wxWindow* parent, const std::string& scenario_name, const std::string& scenario, const std::string& folder,
                           Accept accept)
    : wxDialog(parent, wxID_ANY, "Export", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      scenario_(scenario),
      accept_(std::move(accept)) {
    auto* fields = new wxFlexGridSizer(2, 6, 8);
    auto add = [&](const wxString& label, wxWindow* control) {
        fields->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        fields->Add(control, 1, wxEXPAND);
    };
    format_ = new wxChoice(this, wxID_ANY);
    for (const Exporter* exporter : exporters()) format_->Append(wxString::FromUTF8(std::string(exporter->id())));
    format_->SetSelection(0);
    add("Format", format_);
    description_ = new wxStaticText(this, wxID_ANY, {});
    add("", description_);
    folder_ = new wxDirPickerCtrl(this, wxID_ANY, wxString::FromUTF8(folder), "Folder to write the export to", wxDefaultPosition,
                                  wxSize(420, -1), wxDIRP_USE_TEXTCTRL | wxDIRP_SMALL);
    folder_->SetToolTip("Made when it does not exist; a pack replaces only a folder that holds a pack");
    // GTK's folder button shows only folders that exist; the suggested one is made by the export.
    if (folder_->GetTextCtrl() != nullptr && folder_->GetTextCtrl()->GetValue().empty()) {
        folder_->GetTextCtrl()->ChangeValue(wxString::FromUTF8(folder));
    }
    add("Folder", folder_);
    tile_size_ = new wxSpinCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, kMinTmxTileSize, 4096, kDefaultTmxTileSize);
    tile_size_->SetToolTip("Tiled maps: the hexes' width across the flats, in pixels (odd sizes go up by one)");
    add("Tile size (px)", tile_size_);
    paper_ = new wxChoice(this, wxID_ANY);
    paper_->Append("A4");
    paper_->Append("Letter");
    paper_->SetSelection(0);
    paper_->SetToolTip("Print and play: the sheets the map and counters are laid out on");
    add("Paper", paper_);
    const wxString every = "Every scenario and variant";
    const wxString only = scenario.empty() ? wxString("The scenario on show (none)") : "Only " + wxString::FromUTF8(scenario_name);
    const wxString options[] = {every, only};
    scenarios_ = new wxRadioBox(this, wxID_ANY, "Scenarios", wxDefaultPosition, wxDefaultSize, 2, options, 1);
    scenarios_->Enable(1, !scenario.empty());
    renders_ = new wxCheckBox(this, wxID_ANY, "Draw each scenario's setup (PNG)");
    renders_->SetValue(true);
    fields->AddGrowableCol(1);
    message_ = make_refusal_line(this, kMessageWidth);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(fields, 0, wxALL | wxEXPAND, 10);
    top->Add(scenarios_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    top->Add(renders_, 0, wxALL, 10);
    top->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(top);
    format_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { format_changed(); });
    close_on_accepted_ok(*this, [this] { return this->accept(); });
    format_changed();
}

void ExportDialog::format_changed() {
    const Exporter* exporter = find_exporter(format_->GetStringSelection().ToStdString(wxConvUTF8));
    description_->SetLabel(exporter != nullptr ? wxString::FromUTF8(std::string(exporter->description())) : wxString());
    description_->Wrap(kMessageWidth - 80);
    renders_->Enable(exporter != nullptr && exporter->id() == "pack");
    tile_size_->Enable(exporter != nullptr && exporter->id() == "tmx");
    paper_->Enable(exporter != nullptr && exporter->id() == "print");
    Layout();
    Fit();
}

ExportChoice ExportDialog::choice() const {
    ExportChoice chosen;
    chosen.format = format_->GetStringSelection().ToStdString(wxConvUTF8);
    chosen.folder = folder_->GetPath().ToStdString(wxConvUTF8);
    if (scenarios_->GetSelection() == 1 && !scenario_.empty()) chosen.scenarios.push_back(scenario_);
    chosen.renders = renders_->GetValue();
    chosen.tile_size = tile_size_->GetValue();
    chosen.paper = paper_->GetSelection() == 1 ? "letter" : "a4";
    return chosen;
}

bool ExportDialog::accept() {
    const ExportChoice chosen = choice();
    Status accepted = chosen.folder.empty() ? Status(failure("Choose the folder to write the export to.")) : Status();
    if (accepted && accept_) accepted = accept_(chosen);
    return show_refusal(*this, *message_, accepted, kMessageWidth);
}

wxString ExportDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
