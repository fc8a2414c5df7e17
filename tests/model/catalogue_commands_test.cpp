// Map > Terrain Catalogue's edits: entries are added, renamed and recoloured as one undo step
// each; deleting an entry moves the later entries' bits down in every hex and hexside, and an
// entry still in use is not deleted.
#include "model/commands/catalogue_commands.hpp"
#include "model/commands/command_stack.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

constexpr TerrainMask bit(std::size_t i) { return TerrainMask{1} << i; }

class CatalogueCommands : public ::testing::Test {
protected:
    void SetUp() override {
        book_ = new_book(*find_ruleset("gettysburg-125"), MapKind::Hex);
        HexMap& map = hex();
        map.resize(4, 3);
        map.terrain_catalogue = {{"clear", "Clear", "#f4f0e1"}, {"woods", "Woods", "#2e7d32"}, {"hill", "Hill", "#c8a165"},
                                 {"orchard", "Orchard", "#9ccc65"}};
        map.hexside_catalogue = {{"stream", "Stream", "#1e88e5"}, {"wall", "Stone wall", "#757575"}, {"ridge", "Ridge", "#6d4c41"}};
        map.terrain.set(0, bit(1) | bit(2));  // woods and hill
        map.terrain.set(1, bit(3));           // orchard
        map.terrain.set(2, bit(0) | bit(3));  // clear and orchard
        side_ = hexside(map.coord_at(0), 0);
        map.hexside_features.set(side_, bit(0) | bit(2));
    }
    HexMap& hex() { return book_.maps[0].hex; }
    const GameMap& map() { return book_.maps[0]; }

    Book book_;
    HexsideKey side_{};
};

TEST_F(CatalogueCommands, AddingAnEntryPutsItLastAsOneUndoStep) {
    CommandStack stack(book_);
    const auto before = hex().terrain_catalogue;
    CatalogueEdit edit = make_add_catalogue_entry(map(), CatalogueKind::Terrain, {"marsh", "Marsh", "#4db6ac"});
    ASSERT_TRUE(edit) << edit.error();
    stack.execute(std::move(*edit));
    ASSERT_EQ(hex().terrain_catalogue.size(), before.size() + 1);
    EXPECT_EQ(hex().terrain_catalogue.back(), (TerrainDef{"marsh", "Marsh", "#4db6ac"}));
    EXPECT_EQ(stack.undo_name(), "Add Terrain Marsh");
    stack.undo();
    EXPECT_EQ(hex().terrain_catalogue, before);

    EXPECT_NE(make_add_catalogue_entry(map(), CatalogueKind::Terrain, {"woods", "More woods", "#2e7d32"}).error().find("already"),
              std::string::npos);
    EXPECT_NE(make_add_catalogue_entry(map(), CatalogueKind::Terrain, {"two words", "Marsh", "#4db6ac"}).error().find("not an id"),
              std::string::npos);
    EXPECT_NE(make_add_catalogue_entry(map(), CatalogueKind::Terrain, {"marsh", " ", "#4db6ac"}).error().find("name"), std::string::npos);
    EXPECT_NE(make_add_catalogue_entry(map(), CatalogueKind::Hexside, {"ford", "Ford", "blue"}).error().find("#rrggbb"),
              std::string::npos);
}

TEST_F(CatalogueCommands, ACatalogueHoldsAtMostSixtyFourEntries) {
    hex().terrain_catalogue.clear();
    for (std::size_t i = 0; i < kMaxCatalogueEntries; ++i) {
        hex().terrain_catalogue.push_back({"t" + std::to_string(i), "T" + std::to_string(i), "#000000"});
    }
    const CatalogueEdit edit = make_add_catalogue_entry(map(), CatalogueKind::Terrain, {"marsh", "Marsh", "#4db6ac"});
    EXPECT_FALSE(edit);
    EXPECT_NE(edit.error().find("64"), std::string::npos);
}

TEST_F(CatalogueCommands, RenamingAndRecolouringKeepTheIdAndAreOneUndoStepEach) {
    CommandStack stack(book_);
    CatalogueEdit rename = make_change_catalogue_entry(map(), CatalogueKind::Hexside, 1, "Stone fence", "#757575");
    ASSERT_TRUE(rename) << rename.error();
    stack.execute(std::move(*rename));
    EXPECT_EQ(hex().hexside_catalogue[1], (TerrainDef{"wall", "Stone fence", "#757575"}));
    EXPECT_EQ(stack.undo_name(), "Rename Hexside Feature Stone fence");
    CatalogueEdit recolour = make_change_catalogue_entry(map(), CatalogueKind::Hexside, 1, "Stone fence", "#212121");
    ASSERT_TRUE(recolour);
    stack.execute(std::move(*recolour));
    EXPECT_EQ(hex().hexside_catalogue[1].colour, "#212121");
    EXPECT_EQ(stack.undo_name(), "Recolour Hexside Feature Stone fence");
    stack.undo();
    stack.undo();
    EXPECT_EQ(hex().hexside_catalogue[1], (TerrainDef{"wall", "Stone wall", "#757575"}));
    EXPECT_FALSE(make_change_catalogue_entry(map(), CatalogueKind::Hexside, 1, "Stone wall", "#757575"));
    EXPECT_FALSE(make_change_catalogue_entry(map(), CatalogueKind::Hexside, 7, "Nothing", "#757575"));
}

TEST_F(CatalogueCommands, AnEntryInUseIsNotDeletedAndTheRefusalCountsItsHexes) {
    EXPECT_EQ(catalogue_entry_uses(hex(), CatalogueKind::Terrain, 3), 2U);
    const CatalogueEdit terrain = make_remove_catalogue_entry(map(), CatalogueKind::Terrain, 3);
    EXPECT_FALSE(terrain);
    EXPECT_NE(terrain.error().find("Orchard was not deleted: 2 hexes use it"), std::string::npos) << terrain.error();
    const CatalogueEdit side = make_remove_catalogue_entry(map(), CatalogueKind::Hexside, 2);
    EXPECT_FALSE(side);
    EXPECT_NE(side.error().find("1 hexside uses it"), std::string::npos) << side.error();
}

TEST_F(CatalogueCommands, DeletingAnUnusedEntryMovesTheLaterBitsDownAndUndoPutsThemBack) {
    // Hill (bit 2) is used on hex 0 until it is painted away.
    EXPECT_FALSE(make_remove_catalogue_entry(map(), CatalogueKind::Terrain, 2));
    hex().terrain.set(0, bit(1));
    const HexMap before = hex();
    CommandStack stack(book_);
    CatalogueEdit edit = make_remove_catalogue_entry(map(), CatalogueKind::Terrain, 2);
    ASSERT_TRUE(edit) << edit.error();
    stack.execute(std::move(*edit));
    ASSERT_EQ(hex().terrain_catalogue.size(), 3U);
    EXPECT_EQ(hex().terrain_catalogue[2].id, "orchard");
    EXPECT_EQ(hex().terrain[0], bit(1));           // woods stays at bit 1
    EXPECT_EQ(hex().terrain[1], bit(2));           // orchard moved from bit 3 to bit 2
    EXPECT_EQ(hex().terrain[2], bit(0) | bit(2));
    EXPECT_EQ(hex().terrain_at(hex().coord_at(2)), (std::vector<std::string>{"clear", "orchard"}));
    EXPECT_EQ(hex().hexside_features, before.hexside_features);
    EXPECT_EQ(stack.undo_name(), "Delete Terrain Hill");
    stack.undo();
    EXPECT_EQ(hex(), before);
    stack.redo();
    EXPECT_EQ(hex().terrain_catalogue.size(), 3U);
}

TEST_F(CatalogueCommands, DeletingAnUnusedHexsideFeatureMovesTheLaterBitsDown) {
    CommandStack stack(book_);
    CatalogueEdit edit = make_remove_catalogue_entry(map(), CatalogueKind::Hexside, 1);
    ASSERT_TRUE(edit) << edit.error();
    const HexMap before = hex();
    stack.execute(std::move(*edit));
    EXPECT_EQ(hex().hexside_features.mask(side_), bit(0) | bit(1));
    EXPECT_EQ(hex().hexside_features_at(side_), (std::vector<std::string>{"stream", "ridge"}));
    stack.undo();
    EXPECT_EQ(hex(), before);
}

TEST_F(CatalogueCommands, EditsOfTheBooksMapTakeTypedTextWithoutItsBlanks) {
    CommandStack stack(book_);
    const Book before = book_;
    Edit add = make_add_catalogue_entry(book_, map().id, CatalogueKind::Terrain, {" marsh ", " Marsh ", " #4db6ac "});
    ASSERT_TRUE(add) << add.error();
    stack.execute(std::move(*add));
    EXPECT_EQ(hex().terrain_catalogue.back(), (TerrainDef{"marsh", "Marsh", "#4db6ac"}));
    Edit change = make_change_catalogue_entry(book_, map().id, CatalogueKind::Terrain, 4, " Bog ", "#4db6ac ");
    ASSERT_TRUE(change) << change.error();
    stack.execute(std::move(*change));
    EXPECT_EQ(hex().terrain_catalogue.back().name, "Bog");
    stack.undo();
    stack.undo();
    EXPECT_EQ(book_, before);
    EXPECT_EQ(make_add_catalogue_entry(book_, "nope", CatalogueKind::Terrain, {"marsh", "Marsh", "#4db6ac"}).error(),
              "Map 'nope' is not a hex grid.");
    EXPECT_NE(make_remove_catalogue_entry(book_, map().id, CatalogueKind::Terrain, 1).error(), "") << "woods is in use";
}

TEST_F(CatalogueCommands, TwoAddsInOneTransactionBothStay) {
    CommandStack stack(book_);
    const Book before = book_;
    Edit marsh = make_add_catalogue_entry(book_, map().id, CatalogueKind::Terrain, {"marsh", "Marsh", "#4db6ac"});
    Edit pond = make_add_catalogue_entry(book_, map().id, CatalogueKind::Terrain, {"pond", "Pond", "#1e88e5"});
    ASSERT_TRUE(marsh && pond);
    auto transaction = std::make_unique<Transaction>("Add two");
    transaction->add(std::move(*marsh));
    transaction->add(std::move(*pond));
    stack.execute(std::move(transaction));
    ASSERT_EQ(hex().terrain_catalogue.size(), 6U);
    EXPECT_EQ(hex().terrain_catalogue[4].id, "marsh");
    EXPECT_EQ(hex().terrain_catalogue[5].id, "pond");
    stack.undo();
    EXPECT_EQ(book_, before);
}

TEST(CatalogueBits, TakingABitOutMovesTheHigherBitsDown) {
    EXPECT_EQ(without_bit(0b1011, 1), 0b101U);
    EXPECT_EQ(without_bit(0b1011, 0), 0b101U);
    EXPECT_EQ(without_bit(0b1011, 2), 0b111U);
    EXPECT_EQ(without_bit(bit(63) | bit(0), 63), bit(0));
    EXPECT_EQ(without_bit(bit(63), 0), bit(62));
}

}  // namespace
}  // namespace sandtable
