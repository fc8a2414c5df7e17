// Acknowledging a diagnostic and withdrawing it again, as undoable edits of the book's properties.
#include "model/commands/acknowledgement_commands.hpp"
#include "model/commands/command_stack.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Diagnostic stacking_in_s1() {
    Diagnostic d;
    d.code = "gettysburg-125.stacking";
    d.objects = {{"hex", "B2"}, {"unit", "u-a"}, {"unit", "u-b"}};
    d.scenario = "s1";
    return d;
}

TEST(AcknowledgementCommands, AcknowledgingRecordsTheDiagnosticWithItsReasonAsOneStep) {
    Book book = test::small_book();
    const Book before = book;
    auto edit = make_acknowledge(book, stacking_in_s1(), "historical: Iron Brigade stacked at dawn");
    ASSERT_TRUE(edit) << edit.error();
    EXPECT_TRUE((*edit)->changes().properties());
    CommandStack stack(book);
    stack.execute(std::move(*edit));
    EXPECT_EQ(stack.undo_name(), "Acknowledge gettysburg-125.stacking");
    ASSERT_EQ(book.acknowledgements.size(), 1U);
    EXPECT_EQ(book.acknowledgements[0], (Acknowledgement{"gettysburg-125.stacking", stacking_in_s1().objects, "s1",
                                                         "historical: Iron Brigade stacked at dawn"}));
    EXPECT_TRUE(acknowledgement_matches(book.acknowledgements[0], stacking_in_s1()));
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, before);
}

TEST(AcknowledgementCommands, ADiagnosticIsAcknowledgedOnceAndNeedsAReason) {
    Book book = test::small_book();
    EXPECT_EQ(make_acknowledge(book, stacking_in_s1(), "").error(),
              "An acknowledgement needs a reason: why the diagnostic is intended.");
    book.acknowledgements.push_back(Acknowledgement{"gettysburg-125.stacking", stacking_in_s1().objects, "", "any scenario"});
    EXPECT_EQ(make_acknowledge(book, stacking_in_s1(), "again").error(), "gettysburg-125.stacking is acknowledged already.");
}

TEST(AcknowledgementCommands, WithdrawingRemovesTheMatchingAcknowledgementOnly) {
    Book book = test::small_book();
    const Acknowledgement other{"core.unit-accounting", {{"unit", "u-a"}}, "s1", "arrives off-map"};
    book.acknowledgements = {other, Acknowledgement{"gettysburg-125.stacking", stacking_in_s1().objects, "s1", "historical"}};
    const Book before = book;
    auto edit = make_withdraw_acknowledgement(book, stacking_in_s1());
    ASSERT_TRUE(edit) << edit.error();
    CommandStack stack(book);
    stack.execute(std::move(*edit));
    EXPECT_EQ(stack.undo_name(), "Withdraw acknowledgement of gettysburg-125.stacking");
    EXPECT_EQ(book.acknowledgements, std::vector<Acknowledgement>{other});
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, before);
    book.acknowledgements = {other};
    EXPECT_EQ(make_withdraw_acknowledgement(book, stacking_in_s1()).error(), "gettysburg-125.stacking is not acknowledged.");
}

}  // namespace
}  // namespace sandtable
