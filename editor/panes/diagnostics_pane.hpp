#pragma once
// The latest validation report: severity, message, rule, scenario and code of each diagnostic,
// filtered by severity and scenario. The message column takes the width the others leave. Double-click (or Enter) shows the objects concerned;
// the context menu acknowledges a diagnostic with a reason, or withdraws the acknowledgement.
#include "model/diagnostic.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/panel.h>

namespace sandtable::editor {

class Document;

class DiagnosticsPane final : public wxPanel {
public:
    enum Column { kSeverity, kMessage, kRule, kScenario, kCode, kColumnCount };
    using Activation = std::function<void(const Diagnostic&)>;
    // Asks the designer why a diagnostic is intended; nothing when they cancel.
    using ReasonQuestion = std::function<std::optional<std::string>(const Diagnostic&)>;

    explicit DiagnosticsPane(wxWindow* parent);
    void show(Document* document);
    void on_activate(Activation activation) { activation_ = std::move(activation); }
    void set_reason_question(ReasonQuestion ask) { ask_reason_ = std::move(ask); }

    // Filters: a severity (nothing: all) and a scenario id (empty: all).
    void set_filter(std::optional<Severity> severity, const std::string& scenario);
    [[nodiscard]] wxListCtrl* list() { return list_; }
    [[nodiscard]] const Diagnostic* diagnostic_at(long row) const;
    // What the tooltip over a row says: the whole message and the rule it enforces.
    [[nodiscard]] wxString tip_at(long row) const;
    // The window that draws the rows and holds their tooltip.
    [[nodiscard]] wxWindow* rows_window() const;
    void activate(long row);
    // Records an acknowledgement of the diagnostic in the book (undoable), asking for the reason.
    bool acknowledge(long row);
    bool withdraw_acknowledgement(long row);

private:
    void fill();
    void fit_message_column();
    void on_context_menu(wxListEvent& event);

    Document* document_ = nullptr;
    wxChoice* severity_ = nullptr;
    wxChoice* scenario_ = nullptr;
    std::vector<std::string> scenario_ids_;  // the scenario choice's entries after "all scenarios"
    wxListCtrl* list_ = nullptr;
    std::vector<std::size_t> rows_;  // list row -> index into the report
    Activation activation_;
    ReasonQuestion ask_reason_;
};

}  // namespace sandtable::editor
