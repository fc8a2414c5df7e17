#include "editor/panes/compare_pane.hpp"

#include "editor/frame/document.hpp"
#include "editor/frame/list_row_tips.hpp"
#include "editor/canvas/variant_marks.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/sizer.h>

namespace sandtable::editor {

namespace {

std::string scenario_name(const Book& book, const std::string& id) {
    const Scenario* scenario = book.scenario(id);
    return scenario != nullptr ? scenario->name : id;
}

wxString topic_text(DiffTopic topic) {
    const std::string text(to_string(topic));
    return wxString::FromUTF8(text.substr(0, 1)).Upper() + wxString::FromUTF8(text.substr(1));
}

void set_column_title(wxListCtrl& list, int column, const std::string& title) {
    wxListItem item;
    item.SetMask(wxLIST_MASK_TEXT);
    item.SetText(wxString::FromUTF8(title));
    list.SetColumn(column, item);
}

}  // namespace

ComparePane::ComparePane(wxWindow* parent) : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(640, 200)) {
    heading_ = new wxStaticText(this, wxID_ANY, wxString());
    choice_ = new wxChoice(this, wxID_ANY);
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Change", wxLIST_FORMAT_LEFT, 80);
    list_->AppendColumn("Topic", wxLIST_FORMAT_LEFT, 90);
    list_->AppendColumn("Item", wxLIST_FORMAT_LEFT, 230);
    list_->AppendColumn("Against", wxLIST_FORMAT_LEFT, 200);
    list_->AppendColumn("Scenario", wxLIST_FORMAT_LEFT, 200);
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        fit_value_columns();
    });

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(this, wxID_ANY, "Compare with"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    top->Add(choice_, 0, wxRIGHT, 8);
    top->Add(heading_, 1, wxALIGN_CENTER_VERTICAL);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, 2);
    sizer->Add(list_, 1, wxEXPAND);
    SetSizer(sizer);

    choice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int at = choice_->GetSelection();
        if (at >= 0 && at < static_cast<int>(choice_ids_.size())) compare_against(choice_ids_[static_cast<std::size_t>(at)]);
    });
    // Values longer than their column are read whole in the tooltip of their row.
    show_row_tips(*list_, [this](long row) { return tip_at(row); });
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& event) {
        const long row = event.GetIndex();
        if (selection_ && row >= 0 && row < static_cast<long>(diff_.items.size())) selection_(diff_.items[static_cast<std::size_t>(row)]);
    });
}

void ComparePane::show(const Document* document, const std::string& scenario) {
    const bool same_scenario = document == document_ && scenario == scenario_;
    document_ = document;
    scenario_ = scenario;
    const Scenario* shown = document_ != nullptr ? document_->book().scenario(scenario_) : nullptr;
    // Another scenario starts against its own base; the same one keeps the choice made for it.
    if (!same_scenario || (!against_.empty() && document_->book().scenario(against_) == nullptr)) {
        against_ = shown != nullptr ? shown->extends : std::string{};
    }
    choice_->Clear();
    choice_ids_.clear();
    if (shown != nullptr) {
        for (const Scenario& other : document_->book().scenarios) {
            if (other.id == scenario_) continue;
            const bool base = other.id == shown->extends;
            choice_->Append(wxString::FromUTF8(other.name + (base ? " (its base)" : "")));
            choice_ids_.push_back(other.id);
        }
        auto at = std::find(choice_ids_.begin(), choice_ids_.end(), against_);
        if (at != choice_ids_.end()) choice_->SetSelection(static_cast<int>(at - choice_ids_.begin()));
    }
    fill();
}

bool ComparePane::compare_against(const std::string& scenario) {
    if (document_ == nullptr || document_->book().scenario(scenario) == nullptr || scenario == scenario_) return false;
    against_ = scenario;
    auto at = std::find(choice_ids_.begin(), choice_ids_.end(), against_);
    if (at != choice_ids_.end()) choice_->SetSelection(static_cast<int>(at - choice_ids_.begin()));
    fill();
    return true;
}

void ComparePane::fill() {
    list_->DeleteAllItems();
    diff_ = ScenarioDiff{};
    if (document_ == nullptr || document_->book().scenario(scenario_) == nullptr) {
        heading_->SetLabel("No scenario on show.");
        return;
    }
    const Book& book = document_->book();
    const std::string name = scenario_name(book, scenario_);
    if (against_.empty()) {
        heading_->SetLabel(wxString::FromUTF8(name + " is not a variant: choose a scenario to compare it with."));
        return;
    }
    auto diff = diff_scenarios(book, scenario_, against_);
    const std::string other = scenario_name(book, against_);
    set_column_title(*list_, kAgainst, "In " + other);
    set_column_title(*list_, kScenario, "In " + name);
    if (!diff) {
        heading_->SetLabel(wxString::FromUTF8(diff.error()));
        return;
    }
    diff_ = std::move(*diff);
    const std::size_t count = diff_.items.size();
    heading_->SetLabel(wxString::FromUTF8(count == 0 ? fmt::format("{} plays as {} does.", name, other)
                                                     : fmt::format("{} {} against {}.", count, count == 1 ? "difference" : "differences", other)));
    for (std::size_t i = 0; i < count; ++i) {
        const DiffItem& item = diff_.items[i];
        const long row = list_->InsertItem(static_cast<long>(i), mark_word(item));
        list_->SetItem(row, kTopic, topic_text(item.topic));
        list_->SetItem(row, kItem, wxString::FromUTF8(item.subject));
        list_->SetItem(row, kAgainst, wxString::FromUTF8(item.before));
        list_->SetItem(row, kScenario, wxString::FromUTF8(item.after));
        list_->SetItemBackgroundColour(row, mark_colour(item.change));
    }
}

wxWindow* ComparePane::rows_window() const { return list_rows_window(*list_); }

wxString ComparePane::tip_at(long row) const {
    if (row < 0 || row >= static_cast<long>(diff_.items.size())) return {};
    const DiffItem& item = diff_.items[static_cast<std::size_t>(row)];
    const std::string text = item.change == DiffChange::Added     ? item.subject + ": " + item.after
                             : item.change == DiffChange::Removed ? item.subject + ": " + item.before
                                                                  : item.subject + ": " + item.before + " -> " + item.after;
    return mark_word(item) + " " + wxString::FromUTF8(text);
}

void ComparePane::fit_value_columns() {
    // The two values are what is compared: they share what the change, topic and item leave.
    constexpr int kNarrowest = 200;
    const int left = list_->GetClientSize().x - list_->GetColumnWidth(kChange) - list_->GetColumnWidth(kTopic) -
                     list_->GetColumnWidth(kItem);
    const int each = std::max(kNarrowest, left / 2);
    list_->SetColumnWidth(kAgainst, each);
    list_->SetColumnWidth(kScenario, each);
}

void ComparePane::select_row(long row) {
    if (row < 0 || row >= list_->GetItemCount()) return;
    list_->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    list_->EnsureVisible(row);
}

}  // namespace sandtable::editor
