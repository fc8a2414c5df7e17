#include "editor/panes/house_rules_pane.hpp"

#include "editor/frame/document.hpp"
#include "editor/frame/list_row_tips.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_rules.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <wx/sizer.h>

namespace sandtable::editor {

namespace {

// The same colours as the variant marks: added green, removed red, changed yellow.
wxColour change_colour(const RulebookDeparture& departure) {
    const std::string_view change = change_of(departure);
    if (change == "added") return {214, 240, 208};
    if (change == "removed") return {246, 214, 210};
    return {255, 244, 200};
}

ObjectRef object_of(const RulebookDeparture& departure) {
    return departure.table.empty() ? ObjectRef{"attribute", departure.attribute} : ObjectRef{"table", departure.table};
}

// The reason a designer gave for meaning this departure, if they did.
std::string acknowledged_reason(const Book& book, const RulebookDeparture& departure) {
    const ObjectRef object = object_of(departure);
    for (const Acknowledgement& ack : book.acknowledgements) {
        if (ack.code != "core.rulebook-departure") continue;
        if (std::find(ack.objects.begin(), ack.objects.end(), object) != ack.objects.end()) return ack.reason;
    }
    return {};
}

}  // namespace

HouseRulesPane::HouseRulesPane(wxWindow* parent) : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(640, 200)) {
    heading_ = new wxStaticText(this, wxID_ANY, wxString());
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Change", wxLIST_FORMAT_LEFT, 75);
    list_->AppendColumn("Where", wxLIST_FORMAT_LEFT, 340);
    list_->AppendColumn("Rule", wxLIST_FORMAT_LEFT, 190);
    list_->AppendColumn("Rulebook", wxLIST_FORMAT_LEFT, 90);
    list_->AppendColumn("Book", wxLIST_FORMAT_LEFT, 90);
    list_->AppendColumn("Acknowledged", wxLIST_FORMAT_LEFT, 300);
    // The reason takes what the other columns leave.
    list_->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        int used = 0;
        for (int c = 0; c < kReason; ++c) used += list_->GetColumnWidth(c);
        list_->SetColumnWidth(kReason, std::max(200, list_->GetClientSize().x - used));
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(heading_, 0, wxEXPAND | wxALL, 4);
    sizer->Add(list_, 1, wxEXPAND);
    SetSizer(sizer);
    show_row_tips(*list_, [this](long row) { return tip_at(row); });
}

void HouseRulesPane::show(const Document* document, const std::string& scenario) {
    list_->DeleteAllItems();
    departures_.clear();
    reasons_.clear();
    const Book* book = document != nullptr ? &document->book() : nullptr;
    const RulesetDefinition* ruleset = book != nullptr ? find_ruleset(book->ruleset) : nullptr;
    if (ruleset == nullptr) {
        heading_->SetLabel(book == nullptr ? "No book open." : wxString::FromUTF8(fmt::format("The ruleset \"{}\" is not one Sandtable knows: it has no rulebook to compare with.", book->ruleset)));
        return;
    }
    // The scenario's own cells are written over the book's tables before comparing.
    std::string played_by;
    Book played = *book;
    if (const auto resolved = resolve_scenario(*book, scenario); resolved && !resolved->scenario.rules.empty()) {
        played.rules = rules_of(*book, resolved->scenario).rules;
        played_by = fmt::format("With the rules cells of {}: ", resolved->scenario.name);
    }
    departures_ = rulebook_departures(played, *ruleset);
    const std::size_t count = departures_.size();
    std::string heading = count == 0 ? fmt::format("the rules are the {} rulebook's.", ruleset->id)
                                     : fmt::format("{} {} from the {} rulebook.", count, count == 1 ? "departure" : "departures", ruleset->id);
    if (played_by.empty()) {
        heading[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(heading[0])));
    } else {
        heading = played_by + heading;
    }
    heading_->SetLabel(wxString::FromUTF8(heading));
    for (std::size_t i = 0; i < count; ++i) {
        const RulebookDeparture& d = departures_[i];
        reasons_.push_back(acknowledged_reason(*book, d));
        const long row = list_->InsertItem(static_cast<long>(i), wxString::FromUTF8(std::string(change_of(d))));
        list_->SetItem(row, kWhere, wxString::FromUTF8(where_of(d)));
        list_->SetItem(row, kRule, wxString::FromUTF8(d.rule));
        list_->SetItem(row, kRulebook, wxString::FromUTF8(d.rulebook));
        list_->SetItem(row, kBook, wxString::FromUTF8(d.book));
        list_->SetItem(row, kReason, wxString::FromUTF8(reasons_.back()));
        list_->SetItemBackgroundColour(row, change_colour(d));
    }
}

wxString HouseRulesPane::tip_at(long row) const {
    if (row < 0 || row >= static_cast<long>(departures_.size())) return {};
    const RulebookDeparture& d = departures_[static_cast<std::size_t>(row)];
    const std::string& reason = reasons_[static_cast<std::size_t>(row)];
    std::string text = fmt::format("{} ({}): the rulebook {}, the book {}", where_of(d), d.rule.empty() ? "no rule" : d.rule,
                                   d.rulebook.empty() ? "has nothing" : "\"" + d.rulebook + "\"",
                                   d.book.empty() ? "has nothing" : "\"" + d.book + "\"");
    if (!reason.empty()) text += "\nAcknowledged: " + reason;
    return wxString::FromUTF8(text);
}

}  // namespace sandtable::editor
