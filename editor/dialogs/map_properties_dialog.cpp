#include "editor/dialogs/map_properties_dialog.hpp"

#include "editor/dialogs/refusal_line.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "model/printed_sizes.hpp"

#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

namespace {
const wxString kUnits[] = {"px", "mm", "in", "m"};
constexpr int kMessageWidth = 440;
}

MapPropertiesDialog::MapPropertiesDialog(wxWindow* parent, const GameMap& map, Accept accept)
    : wxDialog(parent, wxID_ANY, "Map Properties", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      accept_(std::move(accept)) {
    auto* fields = new wxFlexGridSizer(2, 6, 8);
    auto add = [&](const wxString& label, wxWindow* control) {
        fields->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        fields->Add(control, 1, wxEXPAND);
    };
    name_ = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(map.name), wxDefaultPosition, wxSize(380, -1));
    add("Name", name_);
    crs_ = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(map.crs));
    crs_->SetHint("none: the map is not tied to the earth");
    crs_->SetToolTip("EPSG:26918, WKT or a PROJ string; imagery in another CRS is reprojected onto it");
    add("CRS", crs_);
    crs_name_ = new wxStaticText(this, wxID_ANY, {});
    add("", crs_name_);
    units_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 4, kUnits);
    units_->SetStringSelection(wxString::FromUTF8(map.units));
    units_->SetToolTip("Pixels of a scan, millimetres or inches of a board, metres of the CRS");
    add("Units", units_);
    printed_hex_ = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(printed_size_text(map.hex.printed_hex_mm)));
    printed_hex_->SetHint(wxString::Format("%g (5/8 inch)", kDefaultPrintedHexMm));
    printed_hex_->SetToolTip("Print and play: the hexes' width across the flats on paper, in millimetres");
    printed_hex_->Enable(map.kind == MapKind::Hex);
    add("Printed hex (mm)", printed_hex_);
    fields->AddGrowableCol(1);
    message_ = make_refusal_line(this, kMessageWidth);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(fields, 0, wxALL | wxEXPAND, 10);
    top->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(top);
    crs_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { crs_changed(); });
    close_on_accepted_ok(*this, [this] { return this->accept(); });
    crs_changed();
}

void MapPropertiesDialog::crs_changed() {
    const std::string crs = crs_->GetValue().Strip(wxString::both).ToStdString(wxConvUTF8);
    // A map in a CRS is in its metres.
    if (!crs.empty()) units_->SetStringSelection("m");
    units_->Enable(crs.empty());
    crs_name_->SetLabel(crs.empty() ? wxString() : check_crs(crs) ? wxString::FromUTF8(crs_name(crs)) : wxString("not a CRS GDAL knows"));
}

MapProperties MapPropertiesDialog::properties() const {
    const auto printed = read_printed_size_mm(printed_hex_->GetValue().ToStdString(wxConvUTF8));
    return {name_->GetValue().ToStdString(wxConvUTF8), crs_->GetValue().Strip(wxString::both).ToStdString(wxConvUTF8),
            units_->GetStringSelection().ToStdString(wxConvUTF8), printed ? *printed : std::nullopt};
}

bool MapPropertiesDialog::accept() {
    const MapProperties chosen = properties();
    Status accepted;
    if (const auto printed = read_printed_size_mm(printed_hex_->GetValue().ToStdString(wxConvUTF8)); !printed) {
        accepted = failure("The printed hex size: " + printed.error() + ".");
    }
    if (accepted && !chosen.crs.empty()) {
        if (const Status crs = check_crs(chosen.crs); !crs) accepted = failure("The CRS is not one GDAL knows: " + crs.error());
    }
    if (accepted && accept_) accepted = accept_(chosen);
    return show_refusal(*this, *message_, accepted, kMessageWidth);
}

wxString MapPropertiesDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
