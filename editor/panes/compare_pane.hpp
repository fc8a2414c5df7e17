#pragma once
// View > Compare with Base: what the scenario on show adds, removes and changes against its base
// (or another scenario chosen above the list), one row per difference with both sides' values.
// Selecting a row shows what it concerns: the unit in the Forces pane and on the map, the entry
// in the Schedule pane.
#include "model/scenario_diff.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/stattext.h>

namespace sandtable::editor {

class Document;

class ComparePane final : public wxPanel {
public:
    enum Column { kChange, kTopic, kItem, kAgainst, kScenario, kColumnCount };
    using Selection = std::function<void(const DiffItem&)>;

    explicit ComparePane(wxWindow* parent);
    // Compares `scenario` with its base; an ordinary scenario is compared with the one chosen, if any.
    void show(const Document* document, const std::string& scenario);
    void on_select(Selection selection) { selection_ = std::move(selection); }

    // The scenario compared against (empty: none), and choosing another one.
    [[nodiscard]] const std::string& against() const { return against_; }
    bool compare_against(const std::string& scenario);
    [[nodiscard]] const ScenarioDiff& diff() const { return diff_; }
    [[nodiscard]] wxListCtrl* list() { return list_; }
    // The window that draws the rows and holds their tooltip.
    [[nodiscard]] wxWindow* rows_window() const;
    [[nodiscard]] wxString heading() const { return heading_->GetLabel(); }
    // What the tooltip over a row says: the change and both values whole.
    [[nodiscard]] wxString tip_at(long row) const;
    // Selects a row as a click would, telling the selection handler.
    void select_row(long row);

private:
    void fill();
    void fit_value_columns();

    const Document* document_ = nullptr;
    std::string scenario_;
    std::string against_;
    std::vector<std::string> choice_ids_;  // the scenarios of the choice, in its order
    ScenarioDiff diff_;
    wxStaticText* heading_ = nullptr;
    wxChoice* choice_ = nullptr;
    wxListCtrl* list_ = nullptr;
    Selection selection_;
};

}  // namespace sandtable::editor
