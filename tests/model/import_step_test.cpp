// model/commands: an import as one undo step names what it changed: the forces' nodes, the
// scenarios whose schedules it set, and on a hex map the hexes whose terrain changed and both hexes
// of each changed hexside, with roads, places, objectives and edges as whole parts; undo gives back
// the book before.
#include "model/commands/command_stack.hpp"
#include "model/commands/import_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(ImportStep, NamesTheHexesAndPartsOfAMapItChanged) {
    Book book = test::small_book();
    Book imported = book;
    HexMap& map = imported.maps.front().hex;
    const HexCoord b2 = *map.find_label("B2");
    map.terrain.set(*map.index_of(b2), TerrainMask{1} << 1);
    const HexsideKey side = hexside(b2, 0);
    map.hexside_features.set(side, 1);
    map.places.push_back({"farm", "Farm", b2});
    const auto step = make_import_step(book, imported, "Import layers");
    ASSERT_NE(step, nullptr);
    const Book before = book;
    CommandStack stack(book);
    const ChangeSet changes = stack.execute(make_import_step(book, imported, "Import layers"));
    EXPECT_TRUE(book == imported);
    const MapChange* change = changes.map(book.maps.front().id);
    ASSERT_NE(change, nullptr);
    const auto [a, b] = hexside_hexes(side);
    EXPECT_EQ(change->hexes, (std::set<HexCoord>{b2, a, b}));
    EXPECT_TRUE(change->has(MapPart::Places));
    EXPECT_FALSE(change->has(MapPart::Roads));
    EXPECT_TRUE(changes.force_nodes().empty());
    stack.undo();
    EXPECT_TRUE(book == before);
    EXPECT_EQ(make_import_step(before, before, "Nothing"), nullptr);
}

}  // namespace
}  // namespace sandtable
