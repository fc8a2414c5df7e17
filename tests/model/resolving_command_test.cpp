#include "model/commands/command_stack.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/fresh_ids.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>
#include <stdexcept>

namespace sandtable {
namespace {

// Adds a scenario under a fresh id, counting how often it was resolved.
std::unique_ptr<ResolvingCommand> add_fresh_scenario(int& resolutions) {
    return make_resolving("Add scenario", [&resolutions](const Book& book) -> Resolution {
        ++resolutions;
        Scenario scenario;
        scenario.id = fresh_id(book, "extra");
        return {make_add_scenario(scenario), scenario.id};
    });
}

TEST(ResolvingCommand, ResolvesOnItsFirstApplyAndRedoesThatSameChange) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    int resolutions = 0;
    auto command = add_fresh_scenario(resolutions);
    ResolvingCommand* added = command.get();
    EXPECT_TRUE(added->created_id().empty()) << "no id before the command is applied";
    EXPECT_EQ(resolutions, 0);
    stack.execute(std::move(command));
    EXPECT_EQ(resolutions, 1);
    EXPECT_EQ(added->created_id(), "extra");
    const Book changed = book;
    stack.undo();
    EXPECT_EQ(book, original);
    stack.redo();
    EXPECT_EQ(book, changed);
    EXPECT_EQ(resolutions, 1) << "redo re-applies the change worked out at the first apply";
}

TEST(ResolvingCommand, TwoInOneTransactionEachMeetTheBookTheFirstLeft) {
    Book book = test::small_book();
    CommandStack stack(book);
    int resolutions = 0;
    auto first = add_fresh_scenario(resolutions);
    auto second = add_fresh_scenario(resolutions);
    ResolvingCommand* a = first.get();
    ResolvingCommand* b = second.get();
    auto transaction = std::make_unique<Transaction>("Add two");
    transaction->add(std::move(first));
    transaction->add(std::move(second));
    stack.execute(std::move(transaction));
    EXPECT_EQ(a->created_id(), "extra");
    EXPECT_EQ(b->created_id(), "extra-2");
}

TEST(ResolvingCommand, AResolverThatFindsNothingToChangeThrows) {
    Book book = test::small_book();
    auto command = make_resolving("Nothing", [](const Book&) { return Resolution{}; });
    EXPECT_THROW(command->apply(book), std::logic_error);
    EXPECT_THROW(make_resolving("Never", [](const Book&) { return Resolution{}; })->revert(book), std::logic_error);
}

TEST(ResolvingCommand, WithoutANameItTakesTheNameOfTheChangeItWorksOut) {
    Book book = test::small_book();
    Scenario extra;
    extra.id = "extra";
    extra.name = "Extra";
    auto command = make_resolving({}, [extra](const Book&) { return Resolution{make_add_scenario(extra), {}}; });
    EXPECT_EQ(command->name(), "");
    command->apply(book);
    EXPECT_EQ(command->name(), "Add scenario Extra");
    EXPECT_EQ(make_resolving("Given", [extra](const Book&) { return Resolution{make_add_scenario(extra), {}}; })->name(), "Given");
}

TEST(ResolvingCommand, ARefusedEditHasNoCommandAndSaysWhy) {
    const Edit edit = refused("Map 'x' is not a hex grid.");
    EXPECT_FALSE(edit);
    EXPECT_EQ(edit.error(), "Map 'x' is not a hex grid.");
}

}  // namespace
}  // namespace sandtable
