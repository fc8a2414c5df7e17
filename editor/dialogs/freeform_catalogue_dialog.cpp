#include "editor/dialogs/freeform_catalogue_dialog.hpp"

#include "editor/dialogs/colour_field.hpp"
#include "editor/frame/document.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/commands/catalogue_commands.hpp"
#include "model/commands/freeform_catalogue_commands.hpp"

#include <array>
#include <fmt/format.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clrpicker.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

namespace {

constexpr std::array kKinds{GeometryKind::Area, GeometryKind::Line, GeometryKind::Point};
constexpr std::array kPatterns{FillPattern::Solid, FillPattern::Hatch, FillPattern::CrossHatch, FillPattern::Dots, FillPattern::Trees, FillPattern::Marsh};
constexpr std::array kLineStyles{LineStyle::Solid, LineStyle::Dashed, LineStyle::Dotted, LineStyle::Double};

wxString utf8(std::string_view text) { return wxString::FromUTF8(text.data(), text.size()); }
std::string from_wx(const wxString& text) { return text.ToStdString(wxConvUTF8); }

template <typename Value, std::size_t N>
int index_in(const std::array<Value, N>& values, Value value) {
    for (std::size_t i = 0; i < N; ++i) {
        if (values[i] == value) return static_cast<int>(i);
    }
    return 0;
}

template <typename Value, std::size_t N>
wxChoice* choice_of(wxWindow* parent, const std::array<Value, N>& values) {
    auto* choice = new wxChoice(parent, wxID_ANY);
    for (Value value : values) choice->Append(utf8(to_string(value)));
    choice->SetSelection(0);
    return choice;
}

std::string drawing_text(const FreeformTerrainDef& entry) {
    switch (entry.kind) {
    case GeometryKind::Area: return std::string(to_string(entry.pattern));
    case GeometryKind::Line: return fmt::format("{} {:g} px", to_string(entry.line_style), entry.line_width);
    case GeometryKind::Point: return "symbol";
    }
    return {};
}

}  // namespace

FreeformCatalogueDialog::FreeformCatalogueDialog(wxWindow* parent, Document& document, std::string map_id)
    : wxDialog(parent, wxID_ANY, "Terrain Catalogue", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      document_(document), map_id_(std::move(map_id)) {
    list_ = new wxListView(this, wxID_ANY, wxDefaultPosition, wxSize(560, 280), wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Id", wxLIST_FORMAT_LEFT, 100);
    list_->AppendColumn("Name", wxLIST_FORMAT_LEFT, 120);
    list_->AppendColumn("Kind", wxLIST_FORMAT_LEFT, 55);
    list_->AppendColumn("Colour", wxLIST_FORMAT_LEFT, 75);
    list_->AppendColumn("Drawing", wxLIST_FORMAT_LEFT, 110);
    list_->AppendColumn("Used by", wxLIST_FORMAT_RIGHT, 70);

    auto* fields = new wxFlexGridSizer(2, 6, 8);
    id_ = new wxTextCtrl(this, wxID_ANY);
    id_->SetToolTip("Fixed once added: areas, lines, points, rules data and digitise mappings name terrain by id");
    name_ = new wxTextCtrl(this, wxID_ANY);
    kind_ = choice_of(this, kKinds);
    kind_->SetToolTip("Fixed once added: an area, a line or a point");
    colour_ = make_colour_field(this, "#9e9e9e");
    pattern_ = choice_of(this, kPatterns);
    line_style_ = choice_of(this, kLineStyles);
    line_width_ = new wxSpinCtrlDouble(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, kMinLineWidth,
                                       kMaxLineWidth, kDefaultLineWidth, 0.25);
    line_width_->SetToolTip("Pixels at 96 dpi, whatever the zoom");
    const auto row = [&](const char* label, wxWindow* control) {
        fields->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        fields->Add(control, 1, wxEXPAND);
    };
    row("Id", id_);
    row("Name", name_);
    row("Kind", kind_);
    fields->Add(new wxStaticText(this, wxID_ANY, "Colour"), 0, wxALIGN_CENTER_VERTICAL);
    fields->Add(colour_.row, 1, wxEXPAND);
    row("Fill pattern", pattern_);
    row("Line style", line_style_);
    row("Line width", line_width_);
    fields->AddGrowableCol(1);

    add_ = new wxButton(this, wxID_ADD, "&Add");
    change_ = new wxButton(this, wxID_ANY, "&Change");
    delete_ = new wxButton(this, wxID_DELETE, "&Delete");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(add_, 0, wxRIGHT, 6);
    buttons->Add(change_, 0, wxRIGHT, 6);
    buttons->Add(delete_, 0);
    message_ = new wxStaticText(this, wxID_ANY, {}, wxDefaultPosition, wxSize(560, -1));
    message_->SetForegroundColour(wxColour(170, 30, 30));

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(list_, 1, wxALL | wxEXPAND, 10);
    sizer->Add(fields, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    sizer->Add(buttons, 0, wxALL, 10);
    sizer->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    sizer->Add(CreateSeparatedButtonSizer(wxCLOSE), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(sizer);

    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& event) { select_entry(event.GetIndex()); });
    list_->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { update_controls(); });
    kind_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update_controls(); });
    add_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { add_entry(); });
    change_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_entry(); });
    delete_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_entry(); });
    close_on_close_button(*this);
    fill_list();
}

const FreeformMap* FreeformCatalogueDialog::map() const {
    const GameMap* map = document_.book().map(map_id_);
    return map != nullptr && map->kind == MapKind::Freeform ? &map->freeform : nullptr;
}

void FreeformCatalogueDialog::fill_list() {
    const long selected = selected_entry();
    list_->DeleteAllItems();
    const FreeformMap* freeform = map();
    if (freeform == nullptr) return update_controls();
    for (std::size_t i = 0; i < freeform->catalogue.size(); ++i) {
        const FreeformTerrainDef& entry = freeform->catalogue[i];
        const long row = list_->InsertItem(static_cast<long>(i), utf8(entry.id));
        list_->SetItem(row, 1, utf8(entry.name));
        list_->SetItem(row, 2, utf8(to_string(entry.kind)));
        list_->SetItem(row, 3, utf8(entry.colour));
        list_->SetItem(row, 4, utf8(drawing_text(entry)));
        list_->SetItem(row, 5, wxString::Format("%zu", freeform_terrain_uses(*freeform, entry.id)));
        if (wxColour colour(utf8(entry.colour)); colour.IsOk()) list_->SetItemBackgroundColour(row, colour.ChangeLightness(170));
    }
    if (selected >= 0 && selected < list_->GetItemCount()) list_->Select(selected);
    update_controls();
}

void FreeformCatalogueDialog::select_entry(long row) {
    const FreeformMap* freeform = map();
    if (freeform == nullptr || row < 0 || row >= static_cast<long>(freeform->catalogue.size())) {
        if (const long current = selected_entry(); current >= 0) list_->Select(current, false);
        return update_controls();
    }
    if (selected_entry() != row) list_->Select(row);
    set_fields(freeform->catalogue[static_cast<std::size_t>(row)]);
    update_controls();
}

long FreeformCatalogueDialog::selected_entry() const { return list_->GetFirstSelected(); }

void FreeformCatalogueDialog::set_fields(const FreeformTerrainDef& entry) {
    id_->ChangeValue(utf8(entry.id));
    name_->ChangeValue(utf8(entry.name));
    kind_->SetSelection(index_in(kKinds, entry.kind));
    pattern_->SetSelection(index_in(kPatterns, entry.pattern));
    line_style_->SetSelection(index_in(kLineStyles, entry.line_style));
    line_width_->SetValue(entry.line_width);
    colour_.set(entry.colour);
    update_controls();
}

FreeformTerrainDef FreeformCatalogueDialog::fields() const {
    FreeformTerrainDef entry;
    entry.id = from_wx(id_->GetValue());
    entry.name = from_wx(name_->GetValue());
    entry.colour = colour_.value();
    entry.kind = kKinds[static_cast<std::size_t>(std::max(kind_->GetSelection(), 0))];
    entry.pattern = kPatterns[static_cast<std::size_t>(std::max(pattern_->GetSelection(), 0))];
    entry.line_style = kLineStyles[static_cast<std::size_t>(std::max(line_style_->GetSelection(), 0))];
    entry.line_width = line_width_->GetValue();
    return entry;
}

void FreeformCatalogueDialog::update_controls() {
    const bool selected = selected_entry() >= 0;
    change_->Enable(selected);
    delete_->Enable(selected);
    // The id and kind of an entry never change; the drawing fields follow the kind.
    id_->SetEditable(!selected);
    kind_->Enable(!selected);
    const GeometryKind kind = kKinds[static_cast<std::size_t>(std::max(kind_->GetSelection(), 0))];
    pattern_->Enable(kind == GeometryKind::Area);
    line_style_->Enable(kind == GeometryKind::Line);
    line_width_->Enable(kind == GeometryKind::Line);
}

bool FreeformCatalogueDialog::run(Edit edit) {
    const std::string problem = edit.error();
    run_edit(document_, std::move(edit));
    message_->SetLabel(utf8(problem));
    message_->Wrap(560);
    Layout();
    return problem.empty();
}

bool FreeformCatalogueDialog::add_entry() {
    if (const long current = selected_entry(); current >= 0) list_->Select(current, false);
    if (!run(make_add_freeform_terrain(document_.book(), map_id_, fields()))) return false;
    fill_list();
    select_entry(list_->GetItemCount() - 1);
    return true;
}

bool FreeformCatalogueDialog::change_entry() {
    if (selected_entry() < 0) return run(refused("Select the entry to change."));
    if (!run(make_change_freeform_terrain(document_.book(), map_id_, fields()))) return false;
    fill_list();
    return true;
}

bool FreeformCatalogueDialog::delete_entry() {
    const long row = selected_entry();
    const FreeformMap* freeform = map();
    if (row < 0 || freeform == nullptr) return run(refused("Select the entry to delete."));
    if (!run(make_remove_freeform_terrain(document_.book(), map_id_, freeform->catalogue[static_cast<std::size_t>(row)].id))) return false;
    list_->Select(row, false);
    fill_list();
    return true;
}

wxString FreeformCatalogueDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
