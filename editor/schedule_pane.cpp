#include "editor/schedule_pane.hpp"

#include "editor/document.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::editor {

namespace {
enum Column { kTurn, kLocation, kUnits, kChits, kDelay, kNote, kColumns };
}

SchedulePane::SchedulePane(wxWindow* parent) : wxGrid(parent, wxID_ANY, wxDefaultPosition, wxSize(600, 200)) {
    CreateGrid(0, kColumns);
    SetColLabelValue(kTurn, "Turn");
    SetColLabelValue(kLocation, "Arrives at");
    SetColLabelValue(kUnits, "Units");
    SetColLabelValue(kChits, "Chits");
    SetColLabelValue(kDelay, "May delay");
    SetColLabelValue(kNote, "Note");
    SetRowLabelSize(90);
    EnableEditing(false);
}

void SchedulePane::show(const Document* document, const std::string& scenario_id) {
    if (GetNumberRows() > 0) DeleteRows(0, GetNumberRows());
    if (document == nullptr || scenario_id.empty()) return;
    const Book& book = document->book();
    const ResolvedScenario resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return;
    const Scenario* own = book.scenario(scenario_id);
    auto changed_here = [&](const std::string& entry_id) {
        if (own == nullptr || !own->is_variant()) return false;
        for (const auto& e : own->changes.set_schedule) {
            if (e.id == entry_id) return true;
        }
        return false;
    };
    const auto& schedule = resolved.scenario->schedule;
    AppendRows(static_cast<int>(schedule.size()));
    for (std::size_t i = 0; i < schedule.size(); ++i) {
        const auto& entry = schedule[i];
        const int row = static_cast<int>(i);
        const std::string turn_label = entry.turn >= 1 && entry.turn <= book.turn_count()
                                           ? book.turn_track[static_cast<std::size_t>(entry.turn - 1)].label
                                           : std::string("?");
        std::vector<std::string> names;
        for (const auto& unit : entry.units) {
            const ForceNode* node = book.forces.node(unit);
            names.push_back(node != nullptr ? node->name : unit);
        }
        SetRowLabelValue(row, wxString::FromUTF8(entry.id));
        SetCellValue(row, kTurn, wxString::FromUTF8(fmt::format("{} ({})", entry.turn, turn_label)));
        SetCellValue(row, kLocation, wxString::FromUTF8(fmt::format("{} {}", to_string(entry.location.kind), entry.location.ref)));
        SetCellValue(row, kUnits, wxString::FromUTF8(fmt::format("{}", fmt::join(names, ", "))));
        SetCellValue(row, kChits, wxString::FromUTF8(fmt::format("{}", fmt::join(entry.chits, ", "))));
        SetCellValue(row, kDelay, entry.may_delay ? "yes" : "");
        SetCellValue(row, kNote, wxString::FromUTF8(entry.note));
        if (changed_here(entry.id)) {
            for (int c = 0; c < kColumns; ++c) SetCellBackgroundColour(row, c, wxColour(255, 244, 200));
        }
    }
    AutoSizeColumns(false);
    SetRowLabelSize(wxGRID_AUTOSIZE);
}

}  // namespace sandtable::editor
