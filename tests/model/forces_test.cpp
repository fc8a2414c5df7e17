#include "model/forces.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

std::vector<std::string> ids(const Side& side) {
    std::vector<std::string> out;
    for (const auto& n : side.nodes) out.push_back(n.id);
    return out;
}

TEST(Forces, FindsNodesAndCountsUnitsPerSide) {
    const Book book = test::small_book();
    ASSERT_NE(book.forces.node("u-b"), nullptr);
    EXPECT_EQ(book.forces.node("u-b")->parent, "u-1");
    EXPECT_EQ(book.forces.node("nobody"), nullptr);
    EXPECT_EQ(book.forces.unit_count("union"), 2U);
    EXPECT_EQ(book.forces.unit_count("confederate"), 2U);
    EXPECT_EQ(book.forces.unit_count(), 4U);
}

TEST(Forces, NameOfGivesTheNameOfAUnitFormationOrSideElseTheId) {
    Book book = test::small_book();
    book.forces.side("union")->name = "Union";
    EXPECT_EQ(book.forces.name_of("u-a"), "Unit u-a");
    EXPECT_EQ(book.forces.name_of("u-1"), "I Corps");
    EXPECT_EQ(book.forces.name_of("union"), "Union");
    book.forces.node("u-a")->name.clear();
    EXPECT_EQ(book.forces.name_of("u-a"), "u-a") << "a unit without a name";
    EXPECT_EQ(book.forces.name_of("nobody"), "nobody");
}

TEST(Forces, SubtreeSizeCoversDescendantsOnly) {
    const Book book = test::small_book();
    EXPECT_EQ(book.forces.subtree_size(*book.forces.find("u-1")), 3U);
    EXPECT_EQ(book.forces.subtree_size(*book.forces.find("u-a")), 1U);
}

TEST(Forces, MoveKeepsIdAndPutsSubtreeUnderNewParent) {
    Book book = test::small_book();
    ForceNode formation;
    formation.id = "u-2";
    formation.kind = ForceNodeKind::Formation;
    formation.type = "corps";
    formation.name = "II Corps";
    book.forces.side("union")->nodes.push_back(formation);

    EXPECT_EQ(book.forces.move("u-a", "u-2").error(), "");
    EXPECT_EQ(ids(*book.forces.side("union")), (std::vector<std::string>{"u-1", "u-b", "u-2", "u-a"}));
    EXPECT_EQ(book.forces.node("u-a")->parent, "u-2");
    EXPECT_EQ(book.forces.node("u-a")->attributes.at("combat"), AttributeValue{std::int64_t{3}});
}

TEST(Forces, MoveAcrossSidesAndToTopLevel) {
    Book book = test::small_book();
    EXPECT_EQ(book.forces.move("u-1", "", "confederate").error(), "");
    EXPECT_EQ(ids(*book.forces.side("confederate")), (std::vector<std::string>{"c-a", "c-b", "u-1", "u-a", "u-b"}));
    EXPECT_TRUE(book.forces.side("union")->nodes.empty());
}

TEST(Forces, MoveRefusesCyclesUnitsAsParentsAndUnknownIds) {
    Book book = test::small_book();
    EXPECT_NE(book.forces.move("u-1", "u-a").error(), "");  // a unit cannot hold nodes
    ForceNode inner;
    inner.id = "u-1-1";
    inner.kind = ForceNodeKind::Formation;
    inner.parent = "u-1";
    inner.type = "division";
    book.forces.side("union")->nodes.push_back(inner);
    EXPECT_NE(book.forces.move("u-1", "u-1-1").error().find("own subtree"), std::string::npos);
    EXPECT_NE(book.forces.move("ghost", "u-1").error(), "");
    EXPECT_NE(book.forces.move("u-a", "ghost").error(), "");
}

}  // namespace
}  // namespace sandtable
