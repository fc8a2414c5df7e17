// Map > Clean Up Roads in the editor: the menu entry is there, the clean-up removes a spur and
// joins two roads of the map on show as one step, says so in the status bar, and Edit > Undo
// puts the roads back.
#include "editor/editor_window_fixture.hpp"
#include "model/commands/road_commands.hpp"

#include <wx/menu.h>

namespace sandtable::editor {
namespace {

using test::settle;

TEST_F(EditorWindow, CleanUpRoadsRemovesASpurAndJoinsRoadsAsOneUndoStep) {
    EXPECT_NE(frame_->GetMenuBar()->FindMenuItem("Map", "Clean Up Roads..."), wxNOT_FOUND);
    const GameMap* map = frame_->canvas()->shown_map();
    ASSERT_NE(map, nullptr);
    const std::string map_id = map->id;
    const std::vector<HexRoad> before = map->hex.roads;
    std::vector<HexRoad> drawn = before;
    drawn.push_back({"west", "road", "", {{5, 5}, {6, 5}, {7, 5}}});
    drawn.push_back({"east", "road", "Fairfield Road", {{9, 5}, {8, 5}, {7, 5}}});
    drawn.push_back({"spur", "road", "", {{6, 5}, {6, 6}}});
    frame_->document()->commands().execute(make_set_roads(map_id, drawn, "Draw roads"));
    settle();

    frame_->clean_up_roads(3);
    settle();
    const std::vector<HexRoad>& after = open_book().map(map_id)->hex.roads;
    ASSERT_EQ(after.size(), before.size() + 1);
    const HexRoad& joined = after.back();
    EXPECT_EQ(joined.id, "west");
    EXPECT_EQ(joined.name, "Fairfield Road");
    EXPECT_EQ(joined.hexes, (std::vector<HexCoord>{{5, 5}, {6, 5}, {7, 5}, {8, 5}, {9, 5}}));
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(0), "Removed 1 spur (spur); joined 1 road (east into west).");
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Clean Up Roads");

    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo);
    settle();
    EXPECT_EQ(open_book().map(map_id)->hex.roads, drawn);
}

}  // namespace
}  // namespace sandtable::editor
