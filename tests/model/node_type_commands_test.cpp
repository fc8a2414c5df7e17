// A unit's type changes as one step, dropping what the new type does not take (Gettysburg 125th:
// headquarters carry no combat factor, §1.2.2; only artillery has a range, §1.2.1).
#include "model/commands/command_stack.hpp"
#include "model/commands/node_type_commands.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book book_with_a_battery() {
    test::BookBuilder builder("gettysburg-125");
    builder.unit("union", "us-battery", "artillery", "",
                 {{"combat", std::int64_t{2}}, {"movement", std::int64_t{4}}, {"range", std::int64_t{2}}})
        .name("Calef");
    builder.formation("union", "us-1", "corps").name("I Corps");
    return builder.build();
}

TEST(NodeTypeCommands, ANewTypeDropsWhatItDoesNotTakeInOneStepAndUndoBringsItBack) {
    Book book = book_with_a_battery();
    const Book before = book;
    CommandStack commands(book);
    EXPECT_EQ(attributes_lost_with_type(book, *book.forces.node("us-battery"), "hq"), (std::vector<std::string>{"combat", "range"}));
    Edit edit = make_set_node_type(book, "us-battery", "hq");
    ASSERT_TRUE(edit) << edit.error();
    commands.execute(std::move(*edit));
    const ForceNode& made = *book.forces.node("us-battery");
    EXPECT_EQ(made.type, "hq");
    EXPECT_EQ(made.attributes.size(), 1U);
    EXPECT_EQ(made.attributes.at("movement"), AttributeValue{std::int64_t{4}});
    EXPECT_EQ(commands.undo_name(), "Make Calef hq");
    commands.undo();
    EXPECT_EQ(book, before);
    commands.redo();
    EXPECT_EQ(book.forces.node("us-battery")->type, "hq");

    // Infantry keeps combat and movement and loses the range.
    Book other = book_with_a_battery();
    CommandStack more(other);
    more.execute(*make_set_node_type(other, "us-battery", "infantry"));
    EXPECT_EQ(other.forces.node("us-battery")->attributes.count("range"), 0U);
    EXPECT_EQ(other.forces.node("us-battery")->attributes.count("combat"), 1U);
}

TEST(NodeTypeCommands, ATypeTheRulesetLacksOrTheSameTypeIsRefused) {
    const Book book = book_with_a_battery();
    EXPECT_EQ(make_set_node_type(book, "us-battery", "dragoons").error(),
              "Gettysburg (125th Anniversary Edition) has no unit type 'dragoons': it has infantry, cavalry, artillery, horse-artillery, hq.");
    EXPECT_EQ(make_set_node_type(book, "us-battery", "artillery").error(), "Calef is artillery already.");
    EXPECT_NE(make_set_node_type(book, "us-battery", "corps").error(), "") << "a formation type is not a unit type";
    EXPECT_TRUE(make_set_node_type(book, "us-1", "division"));
    EXPECT_EQ(make_set_node_type(book, "nobody", "hq").error(), "There is no unit or formation 'nobody'.");
}

}  // namespace
}  // namespace sandtable
