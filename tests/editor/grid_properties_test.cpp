// Map > Grid Properties: the fields read the map's grid, the preview's labels follow the fields as
// they change, OK applies the grid as one undo step, and a change that would move what the map
// keeps is refused with a message while the dialog stays open; origin and rotation move the grid
// and nothing else. The dialog is never shown modally.
#include "editor/editor_window_fixture.hpp"
#include "editor/dialogs/grid_properties_dialog.hpp"

#include <limits>
#include <wx/choice.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>

namespace sandtable::editor {
namespace {

using test::settle;

class GridPropertiesInEditor : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        map_id_ = frame_->canvas()->shown_map()->id;
        dialog_ = new GridPropertiesDialog(frame_, map().grid, [this](const GridProperties& properties) {
            return apply_grid_properties(*frame_->document(), map_id_, properties);
        });
        dialog_->Show();
        settle(100);
    }
    void TearDown() override {
        if (dialog_ != nullptr) dialog_->Destroy();
        EditorWindow::TearDown();
    }

    [[nodiscard]] const HexMap& map() const { return frame_->document()->book().map(map_id_)->hex; }
    // As the user's choice does: the control changes and tells the dialog.
    void choose(wxChoice* choice, int selection) {
        choice->SetSelection(selection);
        wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
        event.SetEventObject(choice);
        event.SetInt(selection);
        choice->GetEventHandler()->ProcessEvent(event);
    }
    void spin(wxSpinCtrl* control, int value) {
        control->SetValue(value);
        wxSpinEvent event(wxEVT_SPINCTRL, control->GetId());
        event.SetEventObject(control);
        event.SetPosition(value);
        control->GetEventHandler()->ProcessEvent(event);
    }
    [[nodiscard]] std::vector<std::string> preview_labels() const {
        std::vector<std::string> labels;
        for (const auto& hex : dialog_->preview()->hexes()) labels.push_back(hex.label);
        return labels;
    }

    std::string map_id_;
    GridPropertiesDialog* dialog_ = nullptr;
};

TEST_F(GridPropertiesInEditor, TheMenuItemIsThereAndTheFieldsReadTheMapsGrid) {
    EXPECT_NE(frame_->GetMenuBar()->FindMenuItem("Map", "Grid Properties..."), wxNOT_FOUND);
    const GridProperties shown = dialog_->properties();
    EXPECT_EQ(shown, GridProperties::of(map().grid));
    EXPECT_EQ(shown.applied_to(map().grid), map().grid);
    EXPECT_EQ(shown.columns, 20);
    EXPECT_EQ(shown.rows, 15);
    EXPECT_EQ(shown.labels, LabelSchemeKind::LetterNumber);
}

TEST_F(GridPropertiesInEditor, ThePreviewLabelsFollowTheFieldsAsTheyChange) {
    const auto first = preview_labels();
    ASSERT_EQ(first.size(), 12U);
    EXPECT_EQ(first[0], "A1");
    EXPECT_EQ(first[1], "B1");
    EXPECT_EQ(first[4], "A2");

    choose(dialog_->labels_choice(), static_cast<int>(LabelSchemeKind::FourDigit));
    const auto four = preview_labels();
    EXPECT_EQ(four[0], "0101");
    EXPECT_EQ(four[1], "0201");

    spin(dialog_->columns_control(), 2);
    EXPECT_EQ(preview_labels().size(), 6U);

    const MapPoint flat_second = dialog_->preview()->hexes()[1].centre;
    choose(dialog_->orientation_choice(), 1);
    EXPECT_EQ(dialog_->properties().layout(), OffsetLayout::OddRows);
    EXPECT_NE(dialog_->preview()->hexes()[1].centre, flat_second);
    EXPECT_EQ(dialog_->layout_choice()->GetString(0), "Odd rows shoved right");

    spin(dialog_->rows_control(), 0);
    EXPECT_TRUE(preview_labels().empty());
    EXPECT_NE(dialog_->message().Find("at least 1 column"), wxNOT_FOUND);
}

TEST_F(GridPropertiesInEditor, OkAppliesTheGridAsOneUndoStep) {
    const HexMap before = map();
    CommandStack& commands = frame_->document()->commands();
    const std::size_t steps = commands.size();
    GridProperties wanted = dialog_->properties();
    wanted.size = 32.5;
    wanted.columns = 22;
    dialog_->set_properties(wanted);
    ASSERT_TRUE(dialog_->accept()) << dialog_->message();
    EXPECT_EQ(commands.size(), steps + 1);
    EXPECT_EQ(commands.undo_name(), "Grid Properties");
    EXPECT_DOUBLE_EQ(map().grid.geometry.size, 32.5);
    EXPECT_EQ(map().grid.columns, 22);
    EXPECT_EQ(map().terrain_at(*map().find_label("D3")), before.terrain_at(*before.find_label("D3")));
    ASSERT_TRUE(commands.undo());
    EXPECT_EQ(map(), before);
}

TEST_F(GridPropertiesInEditor, AChangeOfLayoutThatWouldMoveTheMapsDataIsRefused) {
    const HexMap before = map();
    ASSERT_FALSE(before.hexside_features.empty());
    const std::size_t steps = frame_->document()->commands().size();
    choose(dialog_->layout_choice(), 1);
    EXPECT_FALSE(dialog_->accept());
    EXPECT_NE(dialog_->message().Find("Nothing was changed"), wxNOT_FOUND);
    EXPECT_NE(dialog_->message().Find("hexside features"), wxNOT_FOUND);
    EXPECT_EQ(frame_->document()->commands().size(), steps);
    EXPECT_EQ(map(), before);
    EXPECT_TRUE(dialog_->IsShown());
}

TEST_F(GridPropertiesInEditor, OriginAndRotationAreFieldsThatApplyToTheGridAlone) {
    GridProperties fields = GridProperties::of(map().grid);
    EXPECT_EQ(fields.origin, map().grid.geometry.origin);
    EXPECT_DOUBLE_EQ(fields.rotation_degrees, map().grid.geometry.rotation_degrees);
    fields.origin = {125.5, -4404245.125};
    fields.rotation_degrees = -83.82;
    const HexGrid moved = fields.applied_to(map().grid);
    EXPECT_EQ(moved.geometry.origin, (MapPoint{125.5, -4404245.125}));
    EXPECT_DOUBLE_EQ(moved.geometry.rotation_degrees, -83.82);
    EXPECT_EQ(moved.layout, map().grid.layout);
    EXPECT_EQ(moved.columns, map().grid.columns);
    fields.rotation_degrees = 400.0;
    EXPECT_NE(fields.check().error().find("rotation"), std::string::npos);
    fields.rotation_degrees = 0.0;
    fields.origin.x = std::numeric_limits<double>::quiet_NaN();
    EXPECT_NE(fields.check().error().find("origin"), std::string::npos);
}

TEST_F(GridPropertiesInEditor, MovingAndTurningTheGridKeepsEveryHexsDataAndIsOneUndoStep) {
    const HexMap before = map();
    ASSERT_FALSE(before.places.empty());
    CommandStack& commands = frame_->document()->commands();
    const std::size_t steps = commands.size();
    EXPECT_DOUBLE_EQ(dialog_->origin_x_control()->GetValue(), before.grid.geometry.origin.x);
    EXPECT_DOUBLE_EQ(dialog_->origin_y_control()->GetValue(), before.grid.geometry.origin.y);
    EXPECT_DOUBLE_EQ(dialog_->rotation_control()->GetValue(), before.grid.geometry.rotation_degrees);
    dialog_->origin_x_control()->SetValue(75.25);
    dialog_->origin_y_control()->SetValue(-20.0);
    dialog_->rotation_control()->SetValue(12.5);
    ASSERT_TRUE(dialog_->accept()) << dialog_->message();
    EXPECT_EQ(commands.size(), steps + 1);
    EXPECT_EQ(commands.undo_name(), "Grid Properties");
    EXPECT_EQ(map().grid.geometry.origin, (MapPoint{75.25, -20.0}));
    EXPECT_DOUBLE_EQ(map().grid.geometry.rotation_degrees, 12.5);
    EXPECT_EQ(map().terrain, before.terrain);
    EXPECT_EQ(map().places, before.places);
    EXPECT_EQ(map().objectives, before.objectives);
    EXPECT_EQ(map().hexside_features, before.hexside_features);
    ASSERT_TRUE(commands.undo());
    EXPECT_EQ(map(), before);
}

TEST_F(GridPropertiesInEditor, OkOnUntouchedFieldsKeepsAnOriginFinerThanTheFieldsShow) {
    GridProperties fine = GridProperties::of(map().grid);
    fine.origin = {304724.712345678, -4404245.123456789};
    fine.rotation_degrees = -83.8212345;
    ASSERT_EQ(apply_grid_properties(*frame_->document(), map_id_, fine).error(), "");
    EXPECT_EQ(map().grid.geometry.origin, fine.origin);
    dialog_->Destroy();
    dialog_ = new GridPropertiesDialog(frame_, map().grid, [this](const GridProperties& properties) {
        return apply_grid_properties(*frame_->document(), map_id_, properties);
    });
    EXPECT_EQ(dialog_->properties(), fine);
    const std::size_t steps = frame_->document()->commands().size();
    ASSERT_TRUE(dialog_->accept());
    EXPECT_EQ(frame_->document()->commands().size(), steps);
}

}  // namespace
}  // namespace sandtable::editor
