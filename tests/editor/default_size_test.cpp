// At the default window size every pane shows what a designer reads whole: names, headers,
// cells and status fields are never cut off. Long free text (a diagnostic, a property value) is
// read whole in a tooltip, tested with its pane.
#include "editor/panes/combat_pane.hpp"
#include "editor/panes/diagnostics_pane.hpp"
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/forces_tree_model.hpp"
#include "editor/panes/project_tree_pane.hpp"
#include "editor/panes/property_pane.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "support/test_support.hpp"

#include <wx/dcclient.h>
#include <wx/statusbr.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;

class AtTheDefaultSize : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        ASSERT_EQ(frame_->GetSize(), wxSize(1500, 950)) << "the frame opens at its default size";
    }
};

TEST_F(AtTheDefaultSize, TheProjectPaneShowsEveryNameWhole) {
    ProjectTreePane& tree = *frame_->project_tree();
    const auto items = test::tree_items(tree);
    ASSERT_GT(items.size(), 8U);
    for (const wxTreeItemId& item : items) {
        wxRect text;
        ASSERT_TRUE(tree.GetBoundingRect(item, text, true)) << tree.GetItemText(item);
        EXPECT_LE(text.GetRight(), tree.GetClientSize().x) << tree.GetItemText(item);
    }
}

TEST_F(AtTheDefaultSize, EveryForcesCellAndHeaderIsWhole) {
    ForcesPane* forces = frame_->forces();
    const ForcesTreeModel& model = forces->model();
    ASSERT_GT(forces->GetColumnCount(), 3U);
    for (unsigned c = 0; c < forces->GetColumnCount(); ++c) {
        wxDataViewColumn* column = forces->GetColumn(c);
        EXPECT_GE(column->GetWidth(), forces->GetTextExtent(column->GetTitle()).x + 16) << column->GetTitle();
        for (const wxDataViewItem& item : model.all_items()) {
            wxVariant value;
            model.GetValue(value, item, c);
            if (value.GetString().empty()) continue;
            // Sides and formations are drawn in bold.
            wxFont font = forces->GetFont();
            if (model.IsContainer(item)) font.MakeBold();
            wxClientDC dc(forces);
            dc.SetFont(font);
            const wxRect cell = forces->GetItemRect(item, column);
            EXPECT_GE(cell.width, dc.GetTextExtent(value.GetString()).x + 4) << value.GetString() << " under " << column->GetTitle();
        }
    }
    EXPECT_EQ(forces->GetColumn(3)->GetTitle(), "CF") << "attributes under their short headings";
}

TEST_F(AtTheDefaultSize, PropertyLabelsAreWhole) {
    PropertyPane* properties = frame_->properties();
    for (const char* unit : {"cs-pegram", "us-reynolds", "us-wadsworth"}) {
        frame_->forces()->select_id(unit);
        properties->show(frame_->document(), unit);
        settle(50);
        int labels = 0;
        for (auto it = properties->GetIterator(wxPG_ITERATE_VISIBLE); !it.AtEnd(); ++it) {
            if ((*it)->IsCategory()) continue;
            ++labels;
            EXPECT_GE(properties->GetSplitterPosition(), properties->GetState()->GetColumnFullWidth(*it, 0))
                << unit << ": " << (*it)->GetLabel();
        }
        EXPECT_GT(labels, 4) << unit;
    }
}

TEST_F(AtTheDefaultSize, TheDiagnosticMessageFillsWhatTheSeverityLeaves) {
    wxListCtrl* list = frame_->diagnostics()->list();
    const int severity = list->GetColumnWidth(DiagnosticsPane::kSeverity);
    const int message = list->GetColumnWidth(DiagnosticsPane::kMessage);
    EXPECT_GE(message, 240);
    EXPECT_NEAR(severity + message, list->GetClientSize().x, 2);
    const wxString all_clear = list->GetItemText(0, DiagnosticsPane::kMessage);
    EXPECT_EQ(all_clear, "Every scenario passes every check.");
    EXPECT_LE(list->GetTextExtent(all_clear).x + 8, message) << "the all-clear is read whole";
}

TEST_F(AtTheDefaultSize, EveryScheduleColumnShowsItsLabelAndCellsWhole) {
    SchedulePane* schedule = frame_->schedule();
    ASSERT_GT(schedule->GetNumberRows(), 0);
    wxClientDC labels(schedule->GetGridColLabelWindow());
    labels.SetFont(schedule->GetLabelFont());
    wxClientDC cells(schedule->GetGridWindow());
    cells.SetFont(schedule->GetDefaultCellFont());
    EXPECT_FALSE(schedule->IsColShown(SchedulePane::kChange)) << "the first scenario is no variant";
    for (int col = 0; col < schedule->GetNumberCols(); ++col) {
        if (!schedule->IsColShown(col)) continue;
        const wxString label = schedule->GetColLabelValue(col);
        EXPECT_GE(schedule->GetColSize(col), labels.GetTextExtent(label).x + 8) << label;
        for (int row = 0; row < schedule->GetNumberRows(); ++row) {
            EXPECT_GE(schedule->GetColSize(col), cells.GetTextExtent(schedule->GetCellValue(row, col)).x) << schedule->GetCellValue(row, col);
        }
    }
    int width = schedule->GetRowLabelSize();
    for (int col = 0; col < schedule->GetNumberCols(); ++col) width += schedule->GetColSize(col);
    EXPECT_LE(width, schedule->GetClientSize().x) << "every column in sight";
    EXPECT_EQ(schedule->GetCellValue(0, SchedulePane::kLocation), "edge West edge") << "an edge by its name";
}

TEST_F(AtTheDefaultSize, TheStatusFieldsShowTheirTextWhole) {
    wxUIActionSimulator pointer;
    pointer.MouseMove(canvas_centre());
    settle(100);
    wxStatusBar* bar = frame_->GetStatusBar();
    ASSERT_FALSE(bar->GetStatusText(1).empty()) << "the pointer's hex and position";
    for (int field = 0; field < bar->GetFieldsCount(); ++field) {
        wxRect rect;
        ASSERT_TRUE(bar->GetFieldRect(field, rect));
        EXPECT_LE(bar->GetTextExtent(bar->GetStatusText(field)).x + 8, rect.width) << bar->GetStatusText(field);
    }
}

TEST_F(AtTheDefaultSize, TheCombatPaneWrapsItsWorking) {
    frame_->show_combat_odds(true);
    settle(100);
    EXPECT_FALSE(frame_->combat_pane()->text_control()->HasFlag(wxTE_DONTWRAP))
        << "a long line of the working wraps instead of running out of sight";
}

}  // namespace
}  // namespace sandtable::editor
