#include "editor/panes/diagnostics_pane.hpp"

#include "editor/frame/document.hpp"
#include "editor/frame/list_row_tips.hpp"
#include "model/commands/acknowledgement_commands.hpp"

#include <algorithm>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>

namespace sandtable::editor {

namespace {
enum MenuId : int { kAcknowledge = wxID_HIGHEST + 100, kWithdraw, kShow };
}  // namespace

DiagnosticsPane::DiagnosticsPane(wxWindow* parent) : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(600, 180)) {
    severity_ = new wxChoice(this, wxID_ANY);
    for (const char* label : {"All severities", "Errors", "Warnings", "Notes"}) severity_->Append(label);
    severity_->SetSelection(0);
    scenario_ = new wxChoice(this, wxID_ANY);
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Severity", wxLIST_FORMAT_LEFT, 90);
    list_->AppendColumn("Message", wxLIST_FORMAT_LEFT, 320);
    list_->AppendColumn("Rule", wxLIST_FORMAT_LEFT, 150);
    list_->AppendColumn("Scenario", wxLIST_FORMAT_LEFT, 140);
    list_->AppendColumn("Code", wxLIST_FORMAT_LEFT, 170);
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        fit_message_column();
    });

    auto* filters = new wxBoxSizer(wxHORIZONTAL);
    filters->Add(new wxStaticText(this, wxID_ANY, "Show"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    filters->Add(severity_, 0, wxRIGHT, 8);
    filters->Add(new wxStaticText(this, wxID_ANY, "in"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    filters->Add(scenario_, 0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(filters, 0, wxALL, 2);
    sizer->Add(list_, 1, wxEXPAND);
    SetSizer(sizer);

    severity_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fill(); });
    scenario_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fill(); });
    list_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& event) { activate(event.GetIndex()); });
    list_->Bind(wxEVT_LIST_ITEM_RIGHT_CLICK, &DiagnosticsPane::on_context_menu, this);
    // A message longer than its column is read whole in the tooltip of its row.
    show_row_tips(*list_, [this](long row) { return tip_at(row); });
    ask_reason_ = [this](const Diagnostic& d) -> std::optional<std::string> {
        wxTextEntryDialog dialog(this, "Why is this intended? The reason is kept in the book.\n\n" + wxString::FromUTF8(d.message),
                                 "Acknowledge " + wxString::FromUTF8(d.code));
        if (dialog.ShowModal() != wxID_OK || dialog.GetValue().Trim().IsEmpty()) return std::nullopt;
        return dialog.GetValue().ToStdString(wxConvUTF8);
    };
}

void DiagnosticsPane::fit_message_column() {
    // The message is what a designer reads: it takes what the severity column leaves of the
    // visible width, and the rule, scenario and code follow it out of sight when the pane is narrow.
    constexpr int kNarrowest = 240;
    const int visible = list_->GetClientSize().x - list_->GetColumnWidth(kSeverity);
    list_->SetColumnWidth(kMessage, std::max(kNarrowest, visible));
}

wxWindow* DiagnosticsPane::rows_window() const { return list_rows_window(*list_); }

wxString DiagnosticsPane::tip_at(long row) const {
    const Diagnostic* d = diagnostic_at(row);
    if (d == nullptr) return {};
    wxString tip = wxString::FromUTF8(d->message);
    if (d->acknowledged) tip += "\nAcknowledged: " + wxString::FromUTF8(*d->acknowledged);
    if (!d->rule.empty()) tip += "\n(" + wxString::FromUTF8(d->rule) + ")";
    return tip;
}

void DiagnosticsPane::show(Document* document) {
    document_ = document;
    const wxString chosen = scenario_->GetStringSelection();
    scenario_->Clear();
    scenario_ids_.clear();
    scenario_->Append("all scenarios");
    if (document != nullptr) {
        for (const auto& s : document->book().scenarios) {
            scenario_ids_.push_back(s.id);
            scenario_->Append(wxString::FromUTF8(s.name.empty() ? s.id : s.name));
        }
    }
    if (chosen.empty() || !scenario_->SetStringSelection(chosen)) scenario_->SetSelection(0);
    Layout();  // the scenario choice is as wide as its longest name
    fill();
}

void DiagnosticsPane::set_filter(std::optional<Severity> severity, const std::string& scenario) {
    severity_->SetSelection(severity ? static_cast<int>(*severity) + 1 : 0);
    const auto it = std::find(scenario_ids_.begin(), scenario_ids_.end(), scenario);
    scenario_->SetSelection(it == scenario_ids_.end() ? 0 : static_cast<int>(it - scenario_ids_.begin()) + 1);
    fill();
}

void DiagnosticsPane::fill() {
    list_->DeleteAllItems();
    rows_.clear();
    if (document_ == nullptr) return;
    const int severity_choice = severity_->GetSelection();
    const int chosen = scenario_->GetSelection();
    const std::string scenario = chosen > 0 ? scenario_ids_[static_cast<std::size_t>(chosen - 1)] : "";
    const auto& items = document_->report().diagnostics.items;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Diagnostic& d = items[i];
        if (severity_choice > 0 && static_cast<int>(d.severity) != severity_choice - 1) continue;
        if (!scenario.empty() && d.scenario != scenario) continue;
        const long row = static_cast<long>(rows_.size());
        wxString severity = wxString::FromUTF8(std::string(to_string(d.severity)));
        if (d.acknowledged) severity += " (ack)";
        list_->InsertItem(row, severity);
        list_->SetItem(row, kCode, wxString::FromUTF8(d.code));
        list_->SetItem(row, kRule, wxString::FromUTF8(d.rule));
        wxString message = wxString::FromUTF8(d.message);
        if (d.acknowledged) message += " - acknowledged: " + wxString::FromUTF8(*d.acknowledged);
        list_->SetItem(row, kMessage, message);
        const Scenario* in = document_->book().scenario(d.scenario);
        list_->SetItem(row, kScenario, wxString::FromUTF8(in != nullptr && !in->name.empty() ? in->name : d.scenario));
        if (d.severity == Severity::Error && !d.acknowledged) list_->SetItemTextColour(row, *wxRED);
        if (d.acknowledged) list_->SetItemTextColour(row, wxColour(110, 110, 110));
        rows_.push_back(i);
    }
    if (rows_.empty()) {
        list_->InsertItem(0, "ok");
        list_->SetItem(0, kMessage, items.empty() ? "Every scenario passes every check."
                                                  : "No diagnostics match the filter.");
    }
}

const Diagnostic* DiagnosticsPane::diagnostic_at(long row) const {
    if (document_ == nullptr || row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return nullptr;
    return &document_->report().diagnostics.items[rows_[static_cast<std::size_t>(row)]];
}

void DiagnosticsPane::activate(long row) {
    if (const Diagnostic* d = diagnostic_at(row); d != nullptr && activation_) activation_(*d);
}

bool DiagnosticsPane::acknowledge(long row) {
    const Diagnostic* d = diagnostic_at(row);
    if (d == nullptr || d->acknowledged || !ask_reason_) return false;
    const Diagnostic diagnostic = *d;  // the report is rebuilt by the edit below
    const auto reason = ask_reason_(diagnostic);
    if (!reason || reason->empty()) return false;
    auto edit = make_acknowledge(document_->book(), diagnostic, *reason);
    if (!edit) return false;
    document_->commands().execute(std::move(*edit));
    return true;
}

bool DiagnosticsPane::withdraw_acknowledgement(long row) {
    const Diagnostic* d = diagnostic_at(row);
    if (d == nullptr || !d->acknowledged) return false;
    auto edit = make_withdraw_acknowledgement(document_->book(), *d);
    if (!edit) return false;
    document_->commands().execute(std::move(*edit));
    return true;
}

void DiagnosticsPane::on_context_menu(wxListEvent& event) {
    const Diagnostic* d = diagnostic_at(event.GetIndex());
    if (d == nullptr) return;
    wxMenu menu;
    menu.Append(kShow, "Show on the map");
    if (d->acknowledged) {
        menu.Append(kWithdraw, "Withdraw acknowledgement");
    } else {
        menu.Append(kAcknowledge, "Acknowledge...");
    }
    const long row = event.GetIndex();
    switch (GetPopupMenuSelectionFromUser(menu)) {
    case kShow: activate(row); break;
    case kAcknowledge: acknowledge(row); break;
    case kWithdraw: withdraw_acknowledgement(row); break;
    default: break;
    }
}

}  // namespace sandtable::editor
