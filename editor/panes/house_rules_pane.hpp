#pragma once
// View > House Rules: where the rules the scenario on show plays by depart from its ruleset's
// rulebook: every table cell, row and table, and every unit-schema range, with the rule each
// belongs to, both values, and the reason of an acknowledged departure. A variant with rules
// cells of its own is listed as it plays them.
#include "model/rulebook_departures.hpp"

#include <string>
#include <vector>
#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/stattext.h>

namespace sandtable::editor {

class Document;

class HouseRulesPane final : public wxPanel {
public:
    enum Column { kChange, kWhere, kRule, kRulebook, kBook, kReason, kColumnCount };

    explicit HouseRulesPane(wxWindow* parent);
    void show(const Document* document, const std::string& scenario);

    [[nodiscard]] const std::vector<RulebookDeparture>& departures() const { return departures_; }
    [[nodiscard]] wxListCtrl* list() { return list_; }
    [[nodiscard]] wxString heading() const { return heading_->GetLabel(); }
    // What the tooltip over a row says: where, the rule, both values whole and the reason.
    [[nodiscard]] wxString tip_at(long row) const;

private:
    std::vector<RulebookDeparture> departures_;
    std::vector<std::string> reasons_;  // per row: the acknowledgement's reason, if any
    wxStaticText* heading_ = nullptr;
    wxListCtrl* list_ = nullptr;
};

}  // namespace sandtable::editor
