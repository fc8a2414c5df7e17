#include "model/commands/command_stack.hpp"
#include "model/commands/layer_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

ReferenceLayer layer(std::string id, std::string name) {
    ReferenceLayer l;
    l.id = std::move(id);
    l.name = std::move(name);
    l.path = "scan.png";
    return l;
}

std::vector<std::string> layer_ids(const Book& book) {
    std::vector<std::string> ids;
    for (const auto& l : book.map("m")->layers) ids.push_back(l.id);
    return ids;
}

TEST(LayerCommands, AddPutsTheLayerOnTopUnderAFreshIdAndUndoTakesItOff) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    Edit add = make_add_reference_layer(book, "m", layer("layer-Scan", "scan.png"));
    ASSERT_TRUE(add);
    EXPECT_EQ((*add)->name(), "Add layer scan.png");
    const ResolvingCommand* added = add->get();
    stack.execute(std::move(*add));
    EXPECT_EQ(added->created_id(), "layer-scan");
    EXPECT_EQ(layer_ids(book), std::vector<std::string>{"layer-scan"});
    const Book with_layer = book;
    stack.undo();
    EXPECT_EQ(book, original);
    stack.redo();
    EXPECT_EQ(book, with_layer);
}

TEST(LayerCommands, TwoAddsOfOneFileInOneTransactionGetDistinctIds) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    Edit first = make_add_reference_layer(book, "m", layer("layer-scan", "scan.png"));
    Edit second = make_add_reference_layer(book, "m", layer("layer-scan", "scan.png"));
    stack.begin("Add two layers");
    stack.execute(std::move(*first));
    stack.execute(std::move(*second));
    stack.commit();
    EXPECT_EQ(layer_ids(book), (std::vector<std::string>{"layer-scan", "layer-scan-2"}));
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(LayerCommands, RemoveAndChangeWorkOnTheLayersAsTheyAreWhenApplied) {
    Book book = test::small_book();
    book.map("m")->layers = {layer("a", "A"), layer("b", "B")};
    const Book original = book;
    CommandStack stack(book);
    ReferenceLayer faded = layer("b", "B");
    faded.opacity = 0.25;
    Edit change = make_change_reference_layer(book, "m", faded, "opacity");
    Edit remove = make_remove_reference_layer(book, "m", "a");
    ASSERT_TRUE(change && remove);
    EXPECT_EQ((*change)->name(), "Set opacity of layer B");
    EXPECT_EQ((*remove)->name(), "Delete layer A");
    auto transaction = std::make_unique<Transaction>("Both");
    transaction->add(std::move(*remove));
    transaction->add(std::move(*change));
    stack.execute(std::move(transaction));
    ASSERT_EQ(layer_ids(book), std::vector<std::string>{"b"});
    EXPECT_DOUBLE_EQ(book.map("m")->layers[0].opacity, 0.25);
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(LayerCommands, RefusedForAMissingMapOrLayerOrNoChange) {
    Book book = test::small_book();
    book.map("m")->layers = {layer("a", "A")};
    EXPECT_EQ(make_add_reference_layer(book, "nope", layer("x", "X")).error(), "The book has no map 'nope'.");
    EXPECT_EQ(make_remove_reference_layer(book, "m", "x").error(), "Map 'm' has no layer 'x'.");
    EXPECT_FALSE(make_change_reference_layer(book, "m", layer("x", "X"), "name"));
    EXPECT_EQ(make_change_reference_layer(book, "m", layer("a", "A"), "name").error(), "Nothing changes.");
}

}  // namespace
}  // namespace sandtable
