// The plain value edits a property sheet makes (the book's metadata, turn track and printed counter
// size, a node's names, a scenario's victory conditions) and the line texts the turn track and
// victory conditions are edited as.
#include "model/commands/command_stack.hpp"
#include "model/commands/property_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

// Executes the command as one undo step, checks that undo gives the book back exactly and redoes
// it; returns the step's change set.
ChangeSet run_undo_redo(Book& book, std::unique_ptr<Command> command, const std::string& step_name) {
    const Book before = book;
    const ChangeSet changes = command->changes();
    CommandStack stack(book);
    stack.execute(std::move(command));
    EXPECT_EQ(stack.undo_name(), step_name);
    const Book after = book;
    EXPECT_NE(after, before);
    EXPECT_TRUE(stack.undo());
    EXPECT_EQ(book, before);
    EXPECT_TRUE(stack.redo());
    EXPECT_EQ(book, after);
    return changes;
}

TEST(PropertyCommands, MetadataFieldsAreSetOneAtATimeAsBookProperties) {
    Book book = test::small_book();
    const ChangeSet changes = run_undo_redo(book, make_set_metadata(MetadataField::Designer, "R. Ben Madison"), "Set designer");
    EXPECT_EQ(book.metadata.designer, "R. Ben Madison");
    EXPECT_TRUE(changes.properties());
    EXPECT_TRUE(changes.scenarios().empty());
    run_undo_redo(book, make_set_metadata(MetadataField::Title, "Gettysburg"), "Set title");
    run_undo_redo(book, make_set_metadata(MetadataField::Source, "Avalon Hill, 1964"), "Set source");
    EXPECT_EQ(book.metadata.title, "Gettysburg");
    EXPECT_EQ(book.metadata.source, "Avalon Hill, 1964");
}

TEST(PropertyCommands, ANodesNameAndShortNameChangeThatNodeOnly) {
    Book book = test::small_book();
    const ChangeSet changes = run_undo_redo(book, make_set_node_text("u-a", NodeTextField::Name, "Wadsworth"), "Set name");
    EXPECT_EQ(book.forces.node("u-a")->name, "Wadsworth");
    EXPECT_FALSE(changes.is_everything());
    EXPECT_FALSE(changes.properties());
    run_undo_redo(book, make_set_node_text("u-a", NodeTextField::ShortName, "wadsworth/1"), "Set short name");
    EXPECT_EQ(book.forces.node("u-a")->short_name, "wadsworth/1");
}

TEST(PropertyCommands, TheTurnTrackChangesEveryScenarioWithIt) {
    Book book = test::small_book_with_variant();
    std::vector<Turn> turns = book.turn_track;
    turns.push_back({"Night", true});
    const ChangeSet changes = run_undo_redo(book, make_set_turn_track(book, turns), "Set turn track");
    EXPECT_EQ(book.turn_track, turns);
    EXPECT_FALSE(changes.is_everything()) << "the step says what it changed";
    EXPECT_TRUE(changes.properties());
    ASSERT_EQ(changes.scenarios().size(), 2U);
    EXPECT_TRUE(changes.scenarios().at("s1").other);
    EXPECT_TRUE(changes.scenarios().at("v1").other);
}

TEST(PropertyCommands, ThePrintedCounterSizeIsABookProperty) {
    Book book = test::small_book();
    const ChangeSet changes = run_undo_redo(book, make_set_printed_counter_size(15.875), "Set printed counter size");
    EXPECT_EQ(book.forces.printed_counter_mm, 15.875);
    EXPECT_TRUE(changes.properties());
}

TEST(PropertyCommands, VictoryConditionsAreReadFromLinesWithTheSidesOfTheBook) {
    Book book = test::small_book();
    const std::vector<VictoryCondition> read = read_victory_lines(
        book, {"union: hold Cemetery Hill at the end", "Either side: most VP", "confederate:no space", "exit 3 units"});
    EXPECT_EQ(read, (std::vector<VictoryCondition>{{"vc-1", "union", "hold Cemetery Hill at the end"},
                                                   {"vc-2", "", "Either side: most VP"},
                                                   {"vc-3", "", "confederate:no space"},
                                                   {"vc-4", "", "exit 3 units"}}))
        << "only a side of the book before \": \" names the side";
    EXPECT_EQ(victory_lines(read), (std::vector<std::string>{"union: hold Cemetery Hill at the end", "Either side: most VP",
                                                             "confederate:no space", "exit 3 units"}));
    const ChangeSet changes = run_undo_redo(book, make_set_victory_conditions("s1", read), "Set victory conditions");
    EXPECT_EQ(book.scenario("s1")->victory, read);
    ASSERT_EQ(changes.scenarios().size(), 1U);
    EXPECT_TRUE(changes.scenarios().at("s1").other);
}

TEST(PropertyCommands, TheTurnTrackIsALineATurnWithNightTurnsMarked) {
    const std::vector<Turn> turns{{"Jul 1 08:00", false}, {"Night", true}, {"Jul 2 [night] 06:00", false}};
    const std::vector<std::string> lines = turn_track_lines(turns);
    EXPECT_EQ(lines, (std::vector<std::string>{"Jul 1 08:00", "Night [night]", "Jul 2 [night] 06:00"}));
    EXPECT_EQ(read_turn_track_lines(lines), turns) << "only the mark at the end makes a night turn";
    EXPECT_EQ(read_turn_track_lines({" [night]"}), (std::vector<Turn>{{"", true}}));
}

}  // namespace
}  // namespace sandtable
