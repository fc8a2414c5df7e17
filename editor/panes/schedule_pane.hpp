#pragma once
// One scenario's reinforcement schedule as an editable grid: turn (with its label), entry
// location, units, chits, delay and note. Variants show their resolved schedule, and a Variant
// column with a tint marks what the variant adds, replaces and removes against its base (removed
// entries are shown, greyed and read-only). Every edit is an undoable command; a refused value leaves the
// book as it was and says why in the main window's status bar.
#include <string>
#include <vector>
#include <wx/grid.h>

namespace sandtable {
struct Book;
struct GameMap;
struct ReinforcementEntry;
struct Scenario;
}

namespace sandtable::editor {

class Document;

class SchedulePane final : public wxGrid {
public:
    // The first kChange columns are the entry's fields; kChange is the variant's mark.
    enum Column : int { kTurn, kLocation, kUnits, kChits, kDelay, kNote, kChange, kColumnCount };
    // The Turn column's label cycles through these; the book keeps its own order.
    enum class RowOrder { Book, TurnAscending, TurnDescending };

    explicit SchedulePane(wxWindow* parent);
    void show(Document* document, const std::string& scenario_id);

    // Each edit is one undo step; false, with the reason in the status bar, when refused.
    bool edit_cell(int row, int col, const wxString& text);
    bool add_entry();
    bool delete_selected_entries();
    // Adds a unit, by id or name, to the entry shown on a row.
    bool add_unit_to_row(int row, const std::string& unit);
    // A unit dropped at a point of the grid window joins the entry whose Units cell is there.
    bool drop_unit(const std::string& unit, wxPoint grid_window_point);

    void set_row_order(RowOrder order);
    [[nodiscard]] RowOrder row_order() const { return row_order_; }
    // The id of the entry a row shows; empty for no row.
    [[nodiscard]] std::string entry_id(int row) const;
    [[nodiscard]] int row_of(const std::string& entry_id) const;  // -1 when not shown
    // A row showing an entry of the base that the variant removes.
    [[nodiscard]] bool is_removed_row(int row) const;
    // Selects the entry's row and puts the cursor in `col`; nothing when it is not shown.
    void select_entry(const std::string& entry_id, int col);

private:
    void rebuild();
    void set_column_editors(const GameMap* map, const Scenario& scenario);
    [[nodiscard]] std::vector<int> selected_rows() const;  // without the cursor's row unless selected
    void report(const wxString& message);
    // An edit went through: a refusal this pane reported, still in the status bar, goes.
    void clear_report();
    // "The entry for Heth, Pegram (turn 2) was not changed: ..."
    void report_not_changed(const Book& book, const ReinforcementEntry& entry, const std::string& why);

    void on_cell_changing(wxGridEvent& event);
    void on_cell_changed(wxGridEvent& event);
    void on_sort(wxGridEvent& event);
    void on_key(wxKeyEvent& event);
    // Row and column are -1 outside the cells.
    void show_context_menu(int row, int col);

    Document* document_ = nullptr;
    std::string scenario_id_;
    std::vector<std::string> row_ids_;  // entry id per row, in display order
    std::vector<bool> removed_rows_;    // per row: an entry of the base the variant removes
    RowOrder row_order_ = RowOrder::Book;
    bool rebuilding_ = false;
    wxString last_report_;  // the refusal this pane put in the status bar last
};

}  // namespace sandtable::editor
