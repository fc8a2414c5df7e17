// The Shapes pane's tools on a free-form map (editor/tools/freeform_tool.hpp): areas drawn by clicks
// and closed on their first vertex, vertices dragged and inserted through handles, snapping with
// its cue, lines, holes, cuts, crests, points, locations, entry edges picked on the border, the
// ruler, and unite, cut out, simplify and delete; each one undo step, a refusal said and nothing
// changed.
#include "freeform_field_fixture.hpp"

#include "editor/panes/freeform_pane.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/tools/shapes_staging.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <wx/radiobox.h>
#include <wx/stattext.h>

namespace sandtable::editor {
namespace {

class FreeformTools : public FreeformField {
protected:
    void SetUp() override {
        FreeformField::SetUp();
        frame_->show_terrain_tools();
        test::settle(100);
        pane_ = frame_->shapes_pane();
        ASSERT_NE(pane_, nullptr);
    }
    [[nodiscard]] const FreeformMap& field() const { return open_book().maps.front().freeform; }
    FreeformTool& tool() { return pane_->tool(); }
    // A click through the canvas, as a user makes it.
    void click(MapPoint at) {
        wxUIActionSimulator sim;
        sim.MouseMove(screen_of(at));
        test::settle(30);
        sim.MouseClick();
        test::settle(60);
    }
    // A press and release straight on the tool (no slop: exact map points).
    void tap(MapPoint at, bool shift = false) {
        tool().press(at, shift);
        tool().release(at);
    }
    void stroke(MapPoint from, MapPoint to) {
        tool().press(from, false);
        tool().drag(to);
        tool().release(to);
    }
    FreeformPane* pane_ = nullptr;
};

TEST_F(FreeformTools, PaintTerrainOnAFreeformMapOpensTheShapesPaneWithItsToolActive) {
    EXPECT_TRUE(frame_->panes().shown("shapes"));
    EXPECT_FALSE(frame_->panes().shown("terrain"));
    EXPECT_TRUE(pane_->active());
    EXPECT_EQ(frame_->canvas()->tool(), &tool());
    // A letter on the map chooses a tool, and the pane follows.
    wxUIActionSimulator sim;
    sim.MouseMove(screen_of({950, 650}));
    test::settle(30);
    frame_->canvas()->SetFocus();
    sim.Char('l');
    test::settle(60);
    EXPECT_EQ(tool().settings().mode, FreeformToolMode::Line);
    EXPECT_EQ(pane_->mode_choice()->GetStringSelection(), "Line");
    EXPECT_TRUE(tool().key('M'));
    EXPECT_EQ(tool().settings().mode, FreeformToolMode::Ruler);
    EXPECT_FALSE(tool().key('Z'));
}

TEST_F(FreeformTools, AnAreaIsDrawnByClicksAndClosedOnItsFirstVertexAsOneStep) {
    pane_->select_terrain("woods");
    const std::size_t before = field().areas.size();
    const std::vector<MapPoint> corners{{860, 90}, {960, 90}, {960, 220}, {860, 220}};
    for (const MapPoint& corner : corners) click(corner);
    EXPECT_EQ(tool().sketch().size(), 4U);
    click(corners.front());
    ASSERT_EQ(field().areas.size(), before + 1) << tool().message();
    const TerrainArea& drawn = field().areas.back();
    EXPECT_EQ(drawn.terrain, "woods");
    // Clicks land on whole pixels: the area is the square to within a pixel's width.
    const double pixel = 1.0 / frame_->canvas()->view().scale;
    EXPECT_NEAR(area_of(drawn.shape), 100.0 * 130.0, 100.0 * 130.0 * 0.02 + 500 * pixel);
    EXPECT_TRUE(tool().sketch().empty());
    ASSERT_EQ(tool().selection().size(), 1U);
    EXPECT_EQ(tool().selection().front().id, drawn.id);
    frame_->document()->commands().undo();
    EXPECT_EQ(field().areas.size(), before);
}

TEST_F(FreeformTools, ASelfCrossingAreaIsRefusedWithItsReasonAndNothingChanges) {
    pane_->set_mode(FreeformToolMode::Area);
    const Book before = open_book();
    for (const MapPoint& p : std::vector<MapPoint>{{860, 90}, {960, 220}, {960, 90}, {860, 220}}) tap(p);
    EXPECT_FALSE(tool().finish_sketch());
    EXPECT_NE(tool().message().find("invalid"), std::string::npos) << tool().message();
    EXPECT_EQ(pane_->message_line()->GetLabel().ToStdString(), tool().message());
    EXPECT_EQ(open_book(), before);
    EXPECT_EQ(tool().sketch().size(), 4U) << "the sketch stays, to mend";
    EXPECT_TRUE(tool().key(WXK_BACK));
    EXPECT_EQ(tool().sketch().size(), 3U);
    EXPECT_TRUE(tool().key(WXK_ESCAPE));
    EXPECT_TRUE(tool().sketch().empty());
}

TEST_F(FreeformTools, AVertexSnapsOntoANeighboursVertexAndTheCueShowsIt) {
    pane_->set_mode(FreeformToolMode::Area);
    // The seminary's corner (850, 300), a pixel or two off.
    const double pixel = 1.0 / frame_->canvas()->view().scale;
    EXPECT_TRUE(tool().hover(MapPoint{850 + 2 * pixel, 300 - pixel}));
    ASSERT_TRUE(tool().snap());
    EXPECT_EQ(tool().snap()->kind, SnapKind::Vertex);
    EXPECT_EQ(tool().snap()->feature, "seminary");
    tap({850 + 2 * pixel, 300 - pixel});
    ASSERT_EQ(tool().sketch().size(), 1U);
    EXPECT_EQ(tool().sketch().front(), (MapPoint{850, 300}));
    // Off, the point stays where it was put.
    tool().settings().snap = false;
    tap({900 + 2 * pixel, 300 - pixel});
    EXPECT_EQ(tool().sketch().back(), (MapPoint{900 + 2 * pixel, 300 - pixel}));
}

TEST_F(FreeformTools, SelectedAreasVerticesAreDraggedAndInsertedThroughHandles) {
    pane_->set_mode(FreeformToolMode::Select);
    click({800, 310});  // inside the seminary's buildings, away from its location's point
    ASSERT_EQ(tool().selection().size(), 1U);
    EXPECT_EQ(tool().selection().front(), (FeatureRef{FeatureKind::Area, "seminary"}));
    tool().settings().snap = false;
    // The corner (850, 360) dragged out to (870, 380).
    stroke({850, 360}, {870, 380});
    const TerrainArea* seminary = field().area("seminary");
    ASSERT_NE(seminary, nullptr);
    EXPECT_NE(std::find(seminary->shape.front().outer.begin(), seminary->shape.front().outer.end(), MapPoint{870, 380}),
              seminary->shape.front().outer.end())
        << tool().message();
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Reshape seminary");
    // The middle of the top edge (815, 300) pulled up inserts a vertex.
    const std::size_t corners = seminary->shape.front().outer.size();
    stroke({815, 300}, {815, 280});
    seminary = field().area("seminary");
    EXPECT_EQ(seminary->shape.front().outer.size(), corners + 1);
    // A dragged handle is drawn joined to its neighbours: a corner's two, a midpoint's edge ends.
    for (const auto& [handle, at] : tool().handles()) {
        const auto joined = tool().handle_neighbours(handle);
        ASSERT_EQ(joined.size(), 2U);
        if (handle.midpoint) {
            EXPECT_EQ((MapPoint{(joined[0].x + joined[1].x) / 2, (joined[0].y + joined[1].y) / 2}), at);
        }
    }
    tool().select({FeatureRef{FeatureKind::Line, "pike"}});
    const auto pike = tool().handles();
    EXPECT_EQ(tool().handle_neighbours(pike.front().first), (std::vector<MapPoint>{{300, 410}})) << "the pike's west end";
    tool().select({FeatureRef{FeatureKind::Area, "seminary"}});
    // Delete over a vertex takes it out.
    EXPECT_TRUE(tool().hover(MapPoint{815, 280}));
    EXPECT_TRUE(tool().delete_key());
    EXPECT_EQ(field().area("seminary")->shape.front().outer.size(), corners);
}

TEST_F(FreeformTools, LinesPointsLocationsAndEntryEdgesAreDrawnWithTheNameGiven) {
    pane_->select_terrain("minor-road");
    pane_->set_name("Mill Lane");
    tool().settings().snap = false;
    for (const MapPoint& p : std::vector<MapPoint>{{820, 100}, {880, 150}, {940, 160}}) tap(p);
    EXPECT_TRUE(tool().key(WXK_RETURN));
    ASSERT_FALSE(field().lines.empty());
    EXPECT_EQ(field().lines.back().name, "Mill Lane");
    EXPECT_EQ(field().lines.back().terrain, "minor-road");
    EXPECT_EQ(field().lines.back().line.size(), 3U);

    pane_->select_terrain("bridge");
    pane_->set_name("Mill bridge");
    tap({880, 150});
    EXPECT_EQ(field().points.back().name, "Mill bridge");

    pane_->set_mode(FreeformToolMode::Location);
    pane_->set_name("Mill");
    stroke({900, 200}, {930, 240});
    EXPECT_EQ(field().locations.back().name, "Mill");
    EXPECT_DOUBLE_EQ(field().locations.back().radius, 50.0);

    pane_->set_mode(FreeformToolMode::EntryEdge);
    pane_->set_name("South");
    stroke({900, 700}, {500, 700});  // along the bottom, leftwards
    ASSERT_EQ(field().edges.back().name, "South");
    EXPECT_DOUBLE_EQ(field().edges.back().from, 1000 + 700 + 100);  // clockwise from (900, 700)
    EXPECT_DOUBLE_EQ(field().edges.back().to, 1000 + 700 + 500);
}

TEST_F(FreeformTools, AHoleACrestAndACutNeedTheSelectedArea) {
    tool().settings().snap = false;
    pane_->set_mode(FreeformToolMode::Hole);
    for (const MapPoint& p : std::vector<MapPoint>{{520, 200}, {550, 200}, {550, 230}}) tap(p);
    EXPECT_FALSE(tool().finish_sketch());
    EXPECT_NE(tool().message().find("Select the area first"), std::string::npos);

    tool().select({FeatureRef{FeatureKind::Area, "ridge-low"}});
    tap({520, 200});  // the first vertex again closes the hole
    ASSERT_EQ(field().area("ridge-low")->shape.front().holes.size(), 1U) << tool().message();

    // Delete over a corner of the triangle hole takes the hole out.
    const std::size_t steps_before = frame_->document()->commands().index();
    pane_->set_mode(FreeformToolMode::Select);
    tool().select({FeatureRef{FeatureKind::Area, "ridge-low"}});
    EXPECT_TRUE(tool().hover(MapPoint{550, 230}));
    EXPECT_TRUE(tool().delete_key());
    EXPECT_TRUE(field().area("ridge-low")->shape.front().holes.empty()) << tool().message();
    EXPECT_EQ(frame_->document()->commands().index(), steps_before + 1);
    frame_->document()->commands().undo();
    EXPECT_EQ(field().area("ridge-low")->shape.front().holes.size(), 1U);

    pane_->set_mode(FreeformToolMode::Crest);
    tool().select({FeatureRef{FeatureKind::Area, "ridge-low"}});
    for (const MapPoint& p : std::vector<MapPoint>{{540, 100}, {520, 300}, {560, 500}}) tap(p);
    ASSERT_TRUE(tool().finish_sketch()) << tool().message();
    EXPECT_EQ(field().area("ridge-low")->crest.size(), 3U);
    EXPECT_EQ(field().area("ridge-low")->level, 1);

    pane_->set_mode(FreeformToolMode::Cut);
    tool().select({FeatureRef{FeatureKind::Area, "seminary"}});
    tap({815, 290});
    tap({815, 370});
    const std::size_t areas = field().areas.size();
    ASSERT_TRUE(tool().finish_sketch()) << tool().message();
    EXPECT_EQ(field().areas.size(), areas + 1);
    EXPECT_NEAR(area_of(field().area("seminary")->shape) + area_of(field().areas.back().shape), 70.0 * 60.0, 1e-6);
    EXPECT_EQ(tool().selection().size(), 2U) << "both parts selected";
}

TEST_F(FreeformTools, UniteCutOutSimplifyAndDeleteWorkOnTheSelection) {
    tool().settings().snap = false;
    pane_->select_terrain("woods");
    for (const MapPoint& p : std::vector<MapPoint>{{860, 90}, {960, 90}, {960, 200}, {860, 200}, {860, 90}}) tap(p);
    const std::string east = field().areas.back().id;
    for (const MapPoint& p : std::vector<MapPoint>{{960, 90}, {990, 90}, {990, 200}, {960, 200}, {960, 90}}) tap(p);
    const std::string further = field().areas.back().id;
    ASSERT_NE(east, further);

    tool().select({FeatureRef{FeatureKind::Area, east}, FeatureRef{FeatureKind::Area, further}});
    tool().unite_selection();
    ASSERT_EQ(field().area(further), nullptr) << tool().message();
    EXPECT_NEAR(area_of(field().area(east)->shape), 130.0 * 110.0, 1e-6);

    tool().select({FeatureRef{FeatureKind::Area, east}, FeatureRef{FeatureKind::Area, "seminary"}});
    tool().subtract_selection();
    EXPECT_NE(tool().message().find("does not overlap"), std::string::npos) << tool().message();

    // The union kept the shared edge's ends, in line with the corners: simplifying drops them.
    tool().select({FeatureRef{FeatureKind::Area, east}});
    EXPECT_GT(field().area(east)->shape.front().outer.size(), 5U);
    tool().simplify_selection(0.5);
    EXPECT_EQ(field().area(east)->shape.front().outer.size(), 5U) << tool().message();
    tool().simplify_selection(0.5);
    EXPECT_NE(tool().message().find("no vertex that close"), std::string::npos) << tool().message();

    tool().select({FeatureRef{FeatureKind::Area, east}, FeatureRef{FeatureKind::Line, "fairfield"}});
    tool().delete_selection();
    EXPECT_EQ(field().area(east), nullptr);
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Delete 2 features");
    frame_->document()->commands().undo();
    EXPECT_NE(field().area(east), nullptr);
}

TEST_F(FreeformTools, TheRulerReadsMapUnitsAndMoves) {
    pane_->set_mode(FreeformToolMode::Ruler);
    tool().settings().snap = false;
    stroke({100, 600}, {400, 200});
    ASSERT_TRUE(tool().ruler());
    EXPECT_DOUBLE_EQ(tool().ruler()->distance, 500.0);
    EXPECT_EQ(tool().message(), "500.0 map units = 1.25 Foot moves = 0.62 Mounted moves");
    EXPECT_EQ(pane_->message_line()->GetLabel().ToStdString(), tool().message());
    EXPECT_FALSE(frame_->document()->modified()) << "measuring changes nothing";
}

TEST_F(FreeformTools, TheShapesOptionsStageAToolForAPictureAndRefuseWhatTheyCannotDo) {
    ASSERT_TRUE(stage_shapes_tool(*frame_, "ruler", "", "100,600 400,200", ""));
    EXPECT_EQ(tool().settings().mode, FreeformToolMode::Ruler);
    ASSERT_TRUE(tool().ruler());
    EXPECT_DOUBLE_EQ(tool().ruler()->distance, 500.0);

    ASSERT_TRUE(stage_shapes_tool(*frame_, "line", "", "820,100 880,150 940,160", "Mill Lane"));
    EXPECT_EQ(tool().sketch().size(), 2U) << "the last point is where the pointer rests";
    EXPECT_EQ(tool().settings().name, "Mill Lane");

    ASSERT_TRUE(stage_shapes_tool(*frame_, "select", "herbst-woods,pike", "", ""));
    EXPECT_EQ(tool().selection(), (std::vector<FeatureRef>{{FeatureKind::Area, "herbst-woods"}, {FeatureKind::Line, "pike"}}));

    EXPECT_NE(stage_shapes_tool(*frame_, "lasso", "", "", "").error().find("not a tool"), std::string::npos);
    EXPECT_NE(stage_shapes_tool(*frame_, "select", "nowhere", "", "").error().find("no feature \"nowhere\""), std::string::npos);
    EXPECT_NE(stage_shapes_tool(*frame_, "area", "", "1,2 3", "").error().find("not a point"), std::string::npos);
    EXPECT_NE(stage_shapes_tool(*frame_, "ruler", "", "1,2", "").error().find("two points"), std::string::npos);
    EXPECT_FALSE(frame_->document()->modified());
}

}  // namespace
}  // namespace sandtable::editor
