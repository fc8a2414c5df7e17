#include "editor/panes/schedule_pane.hpp"

#include "editor/frame/document.hpp"
#include "editor/canvas/variant_marks.hpp"
#include "model/commands/schedule_commands.hpp"
#include "model/schedule_entry_text.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <wx/dcclient.h>
#include <wx/dnd.h>
#include <wx/frame.h>
#include <wx/menu.h>

namespace sandtable::editor {

namespace {

constexpr int kMinimumWidths[SchedulePane::kColumnCount] = {90, 100, 110, 60, 70, 70, 70};  // for columns still empty
const wxColour kRemovedText(120, 120, 120);
constexpr int kLabelMargin = 8;

EntryField field_of(int col) {
    static constexpr EntryField fields[SchedulePane::kChange] = {
        EntryField::Turn, EntryField::Location, EntryField::Units, EntryField::Chits, EntryField::MayDelay, EntryField::Note};
    return fields[col];
}

wxGridCellCoords cell_at(const wxGrid& grid, wxPoint grid_window_point) {
    const wxPoint logical = grid.CalcUnscrolledPosition(grid_window_point);
    return {grid.YToRow(logical.y), grid.XToCol(logical.x)};
}

const ReinforcementEntry* find_entry(const Outcome<ResolvedScenario>& resolved, const std::string& id) {
    if (!resolved) return nullptr;
    const auto& schedule = resolved->scenario.schedule;
    auto it = std::find_if(schedule.begin(), schedule.end(), [&](const ReinforcementEntry& e) { return e.id == id; });
    return it != schedule.end() ? &*it : nullptr;
}

// Units dragged from the forces tree arrive as their id in text.
class UnitDropTarget final : public wxTextDropTarget {
public:
    explicit UnitDropTarget(SchedulePane& pane) : pane_(pane) {}
    wxDragResult OnDragOver(wxCoord x, wxCoord y, wxDragResult suggested) override {
        const wxGridCellCoords cell = cell_at(pane_, wxPoint(x, y));
        return cell.GetRow() >= 0 && cell.GetCol() == SchedulePane::kUnits ? suggested : wxDragNone;
    }
    bool OnDropText(wxCoord x, wxCoord y, const wxString& text) override {
        return pane_.drop_unit(text.ToStdString(wxConvUTF8), wxPoint(x, y));
    }

private:
    SchedulePane& pane_;
};

}  // namespace

SchedulePane::SchedulePane(wxWindow* parent) : wxGrid(parent, wxID_ANY, wxDefaultPosition, wxSize(600, 200)) {
    CreateGrid(0, kColumnCount, wxGridSelectRows);
    SetColLabelValue(kTurn, "Turn");
    SetColLabelValue(kLocation, "Arrives at");
    SetColLabelValue(kUnits, "Units");
    SetColLabelValue(kChits, "Chits");
    SetColLabelValue(kDelay, "May delay");
    SetColLabelValue(kNote, "Note");
    SetColLabelValue(kChange, "Variant");
    auto* change = new wxGridCellAttr;
    change->SetReadOnly();
    SetColAttr(kChange, change);
    SetRowLabelSize(90);
    auto* delay = new wxGridCellAttr;
    delay->SetEditor(new wxGridCellBoolEditor);
    delay->SetRenderer(new wxGridCellBoolRenderer);
    delay->SetAlignment(wxALIGN_CENTRE, wxALIGN_CENTRE);
    SetColAttr(kDelay, delay);
    EnableEditing(false);
    GetGridWindow()->SetDropTarget(new UnitDropTarget(*this));

    Bind(wxEVT_GRID_CELL_CHANGING, &SchedulePane::on_cell_changing, this);
    Bind(wxEVT_GRID_CELL_CHANGED, &SchedulePane::on_cell_changed, this);
    Bind(wxEVT_GRID_COL_SORT, &SchedulePane::on_sort, this);
    Bind(wxEVT_KEY_DOWN, &SchedulePane::on_key, this);
    auto grid_menu = [this](wxGridEvent& event) { show_context_menu(event.GetRow(), event.GetCol()); };
    Bind(wxEVT_GRID_CELL_RIGHT_CLICK, grid_menu);
    Bind(wxEVT_GRID_LABEL_RIGHT_CLICK, grid_menu);
    // Below the last row there is no cell to send a grid event for.
    GetGridWindow()->Bind(wxEVT_RIGHT_DOWN, [this](wxMouseEvent& event) {
        const wxGridCellCoords cell = cell_at(*this, event.GetPosition());
        if (cell.GetRow() >= 0 && cell.GetCol() >= 0) {
            event.Skip();
        } else {
            show_context_menu(-1, -1);
        }
    });
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { add_entry(); }, wxID_ADD);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { delete_selected_entries(); }, wxID_DELETE);
}

void SchedulePane::show(Document* document, const std::string& scenario_id) {
    document_ = document;
    scenario_id_ = scenario_id;
    rebuild();
}

std::string SchedulePane::entry_id(int row) const {
    return row >= 0 && row < static_cast<int>(row_ids_.size()) ? row_ids_[static_cast<std::size_t>(row)] : std::string{};
}

bool SchedulePane::is_removed_row(int row) const {
    return row >= 0 && row < static_cast<int>(removed_rows_.size()) && removed_rows_[static_cast<std::size_t>(row)];
}

int SchedulePane::row_of(const std::string& entry_id) const {
    auto it = std::find(row_ids_.begin(), row_ids_.end(), entry_id);
    return it != row_ids_.end() ? static_cast<int>(it - row_ids_.begin()) : -1;
}

void SchedulePane::rebuild() {
    rebuilding_ = true;  // an open cell editor is closed without storing its text
    if (IsCellEditControlEnabled()) DisableCellEditControl();
    const std::string cursor_entry = entry_id(GetGridCursorRow());
    const int cursor_col = std::max(GetGridCursorCol(), 0);
    std::vector<std::string> selected;
    for (int row : selected_rows()) selected.push_back(entry_id(row));
    int view_x = 0;
    int view_y = 0;
    GetViewStart(&view_x, &view_y);

    BeginBatch();
    ClearSelection();
    if (GetNumberRows() > 0) DeleteRows(0, GetNumberRows());
    row_ids_.clear();
    removed_rows_.clear();
    const auto resolved =
        document_ != nullptr && !scenario_id_.empty() ? resolve_scenario(document_->book(), scenario_id_) : Outcome<ResolvedScenario>(failure("no scenario chosen"));
    EnableEditing(static_cast<bool>(resolved));
    const VariantMarks marks = resolved ? variant_marks(document_->book(), scenario_id_) : VariantMarks{};
    if (resolved) {
        const Book& book = document_->book();
        const GameMap* map = book.map(resolved->scenario.map);
        struct Shown {
            ReinforcementEntry entry;
            bool removed = false;
        };
        std::vector<Shown> schedule;
        for (const auto& entry : resolved->scenario.schedule) schedule.push_back({entry, false});
        // What the variant removes is shown too, as it is in the base.
        if (const auto base = marks.any() ? resolve_scenario(book, marks.base) : Outcome<ResolvedScenario>(failure("no scenario chosen"))) {
            for (const auto& entry : base->scenario.schedule) {
                const DiffItem* mark = marks.entry(entry.id);
                if (mark != nullptr && mark->change == DiffChange::Removed) schedule.push_back({entry, true});
            }
        }
        if (row_order_ != RowOrder::Book) {
            const bool ascending = row_order_ == RowOrder::TurnAscending;
            std::stable_sort(schedule.begin(), schedule.end(), [&](const Shown& a, const Shown& b) {
                return ascending ? a.entry.turn < b.entry.turn : a.entry.turn > b.entry.turn;
            });
        }
        AppendRows(static_cast<int>(schedule.size()));
        for (std::size_t i = 0; i < schedule.size(); ++i) {
            const ReinforcementEntry& entry = schedule[i].entry;
            const int row = static_cast<int>(i);
            row_ids_.push_back(entry.id);
            removed_rows_.push_back(schedule[i].removed);
            SetRowLabelValue(row, wxString::FromUTF8(entry.id));
            for (int col = 0; col < kChange; ++col) {
                SetCellValue(row, col, wxString::FromUTF8(field_text(book, map, entry, field_of(col))));
            }
            if (const DiffItem* mark = marks.entry(entry.id)) {
                SetCellValue(row, kChange, mark_word(*mark));
                for (int col = 0; col < kColumnCount; ++col) SetCellBackgroundColour(row, col, mark_colour(mark->change));
            }
            if (schedule[i].removed) {
                for (int col = 0; col < kColumnCount; ++col) {
                    SetReadOnly(row, col);
                    SetCellTextColour(row, col, kRemovedText);
                }
            }
        }
        set_column_editors(map, resolved->scenario);
    }
    if (marks.any()) {
        ShowCol(kChange);
        SetColPos(kChange, 0);  // first, where it is in sight in a narrow pane
    } else {
        HideCol(kChange);
    }
    AutoSizeColumns(false);
    // The labels are drawn in bold: each column is at least as wide as its label in that font.
    wxClientDC dc(GetGridColLabelWindow());
    dc.SetFont(GetLabelFont());
    for (int col = 0; col < kColumnCount; ++col) {
        if (!IsColShown(col)) continue;
        const int label = dc.GetTextExtent(GetColLabelValue(col)).x + 2 * kLabelMargin;
        SetColSize(col, std::max({GetColSize(col), kMinimumWidths[col], label}));
    }
    SetRowLabelSize(wxGRID_AUTOSIZE);
    EndBatch();

    for (const auto& id : selected) {
        if (const int row = row_of(id); row >= 0) SelectRow(row, true);
    }
    if (const int row = row_of(cursor_entry); row >= 0) SetGridCursor(row, cursor_col);
    Scroll(view_x, view_y);
    rebuilding_ = false;
}

void SchedulePane::set_column_editors(const GameMap* map, const Scenario& scenario) {
    const Book& book = document_->book();
    wxArrayString turns;
    for (int turn = 1; turn <= book.turn_count(); ++turn) turns.Add(wxString::FromUTF8(turn_text(book, turn)));
    auto* turn = new wxGridCellAttr;
    turn->SetEditor(new wxGridCellChoiceEditor(turns));
    SetColAttr(kTurn, turn);

    // Completion offers the map's edges, then arriving with each unit set up at the start; a hex
    // or area is typed, and so is "with" a unit that itself arrives.
    wxArrayString places;
    if (map != nullptr && map->kind == MapKind::Hex) {
        for (const auto& edge : map->hex.edges) {
            places.Add(wxString::FromUTF8(location_text(map, Location{LocationKind::Edge, edge.id})));
        }
    }
    for (const Placement& placement : scenario.setup) places.Add(wxString::FromUTF8("with " + book.forces.name_of(placement.unit)));
    auto* location = new wxGridCellAttr;
    location->SetEditor(new wxGridCellChoiceEditor(places, true));
    SetColAttr(kLocation, location);
}

std::vector<int> SchedulePane::selected_rows() const {
    std::vector<int> rows;
    for (int row = 0; row < GetNumberRows(); ++row) {
        for (int col = 0; col < GetNumberCols(); ++col) {
            if (IsInSelection(row, col)) {
                rows.push_back(row);
                break;
            }
        }
    }
    return rows;
}

void SchedulePane::select_entry(const std::string& entry_id, int col) {
    const int row = row_of(entry_id);
    if (row < 0) return;
    ClearSelection();
    SelectRow(row);
    SetGridCursor(row, col);
    MakeCellVisible(row, col);
}

void SchedulePane::report(const wxString& message) {
    if (auto* frame = wxDynamicCast(wxGetTopLevelParent(this), wxFrame); frame != nullptr && frame->GetStatusBar() != nullptr) {
        frame->SetStatusText(message);
        last_report_ = message;
    }
}

void SchedulePane::clear_report() {
    auto* frame = wxDynamicCast(wxGetTopLevelParent(this), wxFrame);
    if (frame == nullptr || frame->GetStatusBar() == nullptr || last_report_.empty()) return;
    if (frame->GetStatusBar()->GetStatusText(0) == last_report_) frame->SetStatusText(wxString());
    last_report_.clear();
}

void SchedulePane::report_not_changed(const Book& book, const ReinforcementEntry& entry, const std::string& why) {
    report(wxString::FromUTF8("The " + entry_name(book, entry) + " was not changed: " + why));
}

bool SchedulePane::edit_cell(int row, int col, const wxString& text) {
    const std::string id = entry_id(row);
    if (document_ == nullptr || id.empty() || col < 0 || col >= kColumnCount) return false;
    const Book& book = document_->book();
    const auto resolved = resolve_scenario(book, scenario_id_);
    const ReinforcementEntry* entry = find_entry(resolved, id);
    if (entry == nullptr) {
        report(is_removed_row(row) ? "This variant removes the entry: undo the removal to edit it" : "The entry is no longer in the schedule");
        return false;
    }
    if (col >= kChange) return false;
    EntryEdit edit = edit_field(book, book.map(resolved->scenario.map), *entry, field_of(col), text.ToStdString(wxConvUTF8));
    if (!edit) {
        report_not_changed(book, *entry, edit.error());
        wxBell();
        return false;
    }
    if (edit->entry != *entry) {
        document_->commands().execute(make_change_schedule_entry(scenario_id_, std::move(edit->entry), std::move(edit->step_name)));
    }
    clear_report();
    return true;
}

bool SchedulePane::add_entry() {
    if (document_ == nullptr) return false;
    Edit edit = make_new_schedule_entry(document_->book(), scenario_id_);
    if (!edit) {
        report(wxString::FromUTF8(edit.error()));
        return false;
    }
    const ResolvingCommand* added = edit->get();  // the stack owns it from here on
    document_->commands().execute(std::move(*edit));
    clear_report();
    rebuild();
    select_entry(added->created_id(), kTurn);
    return true;
}

bool SchedulePane::delete_selected_entries() {
    if (document_ == nullptr) return false;
    std::vector<int> rows = selected_rows();
    if (rows.empty() && !entry_id(GetGridCursorRow()).empty()) rows.push_back(GetGridCursorRow());
    std::vector<std::string> ids;
    for (int row : rows) {
        if (!is_removed_row(row)) ids.push_back(entry_id(row));
    }
    auto deletion = make_delete_schedule_entries(scenario_id_, ids);
    if (!deletion) {
        report(deletion.error());
        return false;
    }
    document_->commands().execute(std::move(*deletion));
    clear_report();
    rebuild();
    return true;
}

bool SchedulePane::add_unit_to_row(int row, const std::string& unit) {
    const std::string id = entry_id(row);
    if (document_ == nullptr || id.empty()) return false;
    const Book& book = document_->book();
    const auto resolved = resolve_scenario(book, scenario_id_);
    const ReinforcementEntry* entry = find_entry(resolved, id);
    if (entry == nullptr) return false;
    EntryEdit edit = add_unit_to_entry(book, *entry, unit);
    if (!edit) {
        report_not_changed(book, *entry, edit.error());
        return false;
    }
    document_->commands().execute(make_change_schedule_entry(scenario_id_, std::move(edit->entry), std::move(edit->step_name)));
    clear_report();
    rebuild();
    select_entry(id, kUnits);
    return true;
}

bool SchedulePane::drop_unit(const std::string& unit, wxPoint grid_window_point) {
    const wxGridCellCoords cell = cell_at(*this, grid_window_point);
    if (cell.GetCol() != kUnits || entry_id(cell.GetRow()).empty()) {
        report("Drop units on the Units cell of an entry");
        return false;
    }
    return add_unit_to_row(cell.GetRow(), unit);
}

void SchedulePane::set_row_order(RowOrder order) {
    row_order_ = order;
    if (order == RowOrder::Book) {
        UnsetSortingColumn();
    } else {
        SetSortingColumn(kTurn, order == RowOrder::TurnAscending);
    }
    rebuild();
}

void SchedulePane::on_cell_changing(wxGridEvent& event) {
    if (rebuilding_ || !edit_cell(event.GetRow(), event.GetCol(), event.GetString())) event.Veto();
}

void SchedulePane::on_cell_changed(wxGridEvent& event) {
    // The cell holds what was typed; show the value as stored ("3" becomes "3 (Jul 1 10:00)").
    const int row = event.GetRow();
    if (document_ == nullptr) return;
    const Book& book = document_->book();
    const auto resolved = resolve_scenario(book, scenario_id_);
    if (const ReinforcementEntry* entry = find_entry(resolved, entry_id(row))) {
        for (int col = 0; col < kChange; ++col) {
            SetCellValue(row, col, wxString::FromUTF8(field_text(book, book.map(resolved->scenario.map), *entry, field_of(col))));
        }
    }
}

void SchedulePane::on_sort(wxGridEvent& event) {
    event.Veto();  // the order is ours to set, and only the Turn column sorts
    if (event.GetCol() != kTurn) return;
    switch (row_order_) {
        case RowOrder::Book: set_row_order(RowOrder::TurnAscending); break;
        case RowOrder::TurnAscending: set_row_order(RowOrder::TurnDescending); break;
        case RowOrder::TurnDescending: set_row_order(RowOrder::Book); break;
    }
}

void SchedulePane::on_key(wxKeyEvent& event) {
    if (IsCellEditControlEnabled()) {
        event.Skip();
        return;
    }
    switch (event.GetKeyCode()) {
        case WXK_INSERT:
        case WXK_NUMPAD_INSERT: add_entry(); break;
        case WXK_DELETE:
        case WXK_NUMPAD_DELETE: delete_selected_entries(); break;
        default: event.Skip();
    }
}

void SchedulePane::show_context_menu(int row, int col) {
    if (row >= 0 && !IsInSelection(row, 0)) {
        ClearSelection();
        SelectRow(row);
        SetGridCursor(row, std::max(col, 0));
    }
    const bool editable = document_ != nullptr && resolve_scenario(document_->book(), scenario_id_);
    wxMenu menu;
    menu.Append(wxID_ADD, "&Add entry\tInsert");
    menu.Append(wxID_DELETE, "&Delete entry\tDelete");
    menu.Enable(wxID_ADD, editable);
    menu.Enable(wxID_DELETE, editable && (!selected_rows().empty() || !entry_id(GetGridCursorRow()).empty()));
    PopupMenu(&menu);
}

}  // namespace sandtable::editor
