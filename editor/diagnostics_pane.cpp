#include "editor/diagnostics_pane.hpp"

#include "editor/document.hpp"

namespace sandtable::editor {

namespace {
enum Column { kSeverity, kCode, kRule, kMessage, kScenario };
}

DiagnosticsPane::DiagnosticsPane(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(600, 160), wxLC_REPORT | wxLC_SINGLE_SEL) {
    AppendColumn("Severity", wxLIST_FORMAT_LEFT, 70);
    AppendColumn("Code", wxLIST_FORMAT_LEFT, 160);
    AppendColumn("Rule", wxLIST_FORMAT_LEFT, 200);
    AppendColumn("Message", wxLIST_FORMAT_LEFT, 520);
    AppendColumn("Scenario", wxLIST_FORMAT_LEFT, 140);
    Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& event) { activate(event.GetIndex()); });
}

void DiagnosticsPane::activate(long row) {
    if (document_ == nullptr || !activation_) return;
    const auto& items = document_->report().diagnostics.items;
    if (row < 0 || static_cast<std::size_t>(row) >= items.size()) return;
    activation_(items[static_cast<std::size_t>(row)]);
}

void DiagnosticsPane::show(const Document* document) {
    document_ = document;
    DeleteAllItems();
    if (document == nullptr) return;
    long row = 0;
    for (const auto& d : document->report().diagnostics.items) {
        wxString severity = wxString::FromUTF8(std::string(to_string(d.severity)));
        if (d.acknowledged) severity += " (ack)";
        InsertItem(row, severity);
        SetItem(row, kCode, wxString::FromUTF8(d.code));
        SetItem(row, kRule, wxString::FromUTF8(d.rule));
        wxString message = wxString::FromUTF8(d.message);
        if (d.acknowledged) message += " - acknowledged: " + wxString::FromUTF8(*d.acknowledged);
        SetItem(row, kMessage, message);
        SetItem(row, kScenario, wxString::FromUTF8(d.scenario));
        if (d.severity == Severity::Error && !d.acknowledged) SetItemTextColour(row, *wxRED);
        ++row;
    }
    if (row == 0) {
        InsertItem(0, "ok");
        SetItem(0, kMessage, "No diagnostics: every scenario passes every check.");
    }
}

}  // namespace sandtable::editor
