// Which panes the main frame rebuilds for a change: only those that show what it changed.
#include "editor/frame/views_to_refresh.hpp"

#include <gtest/gtest.h>

namespace sandtable::editor {
namespace {

TEST(ViewsToRefresh, EverythingRefreshesEveryPane) {
    const ViewsToRefresh views = views_to_refresh(ChangeSet::everything());
    EXPECT_TRUE(views.project_tree && views.forces && views.properties && views.schedule && views.map_tools && views.combat);
}

TEST(ViewsToRefresh, SavingRefreshesNoPane) {
    const ViewsToRefresh views = views_to_refresh(ChangeSet{});
    EXPECT_FALSE(views.project_tree || views.forces || views.properties || views.schedule || views.map_tools || views.combat);
}

TEST(ViewsToRefresh, PaintingTerrainLeavesTheForcesScheduleAndToolsAlone) {
    const ViewsToRefresh views = views_to_refresh(ChangeSet().hex("m", {1, 1}));
    EXPECT_FALSE(views.project_tree);
    EXPECT_FALSE(views.forces);
    EXPECT_FALSE(views.schedule);
    EXPECT_FALSE(views.map_tools);
    EXPECT_TRUE(views.combat) << "the defender's terrain may have changed";
}

TEST(ViewsToRefresh, AUnitsFactorsRefreshTheForcesAndTheTreesCounts) {
    const ViewsToRefresh views = views_to_refresh(ChangeSet().force_node("u-a"));
    EXPECT_TRUE(views.forces);
    EXPECT_TRUE(views.project_tree);
    EXPECT_TRUE(views.schedule) << "entries show the units' names";
    EXPECT_FALSE(views.map_tools);
}

TEST(ViewsToRefresh, MovingAUnitRefreshesTheScheduleButNotTheForcesOrTree) {
    const ViewsToRefresh views = views_to_refresh(ChangeSet().placement("s1", "u-a", "B2", "C3"));
    EXPECT_FALSE(views.forces);
    EXPECT_FALSE(views.project_tree);
    EXPECT_TRUE(views.schedule);
    EXPECT_TRUE(views.combat);
}

TEST(ViewsToRefresh, AVariantsChangesRefreshTheForcesThatMarkThem) {
    EXPECT_TRUE(views_to_refresh(ChangeSet().scenario("v1")).forces);
}

TEST(ViewsToRefresh, ACatalogueChangeRefreshesTheMapToolsAndALayerTheTree) {
    EXPECT_TRUE(views_to_refresh(ChangeSet().map_part("m", MapPart::Catalogues)).map_tools);
    EXPECT_FALSE(views_to_refresh(ChangeSet().map_part("m", MapPart::Catalogues)).project_tree);
    EXPECT_TRUE(views_to_refresh(ChangeSet().map_part("m", MapPart::Layers)).project_tree);
    EXPECT_TRUE(views_to_refresh(ChangeSet().map_part("m", MapPart::Edges)).schedule) << "entries name their edges";
}

TEST(ViewsToRefresh, AScenarioAddedOrRenamedRefreshesTheTree) {
    EXPECT_TRUE(views_to_refresh(ChangeSet().scenario("s2")).project_tree);
}

}  // namespace
}  // namespace sandtable::editor
