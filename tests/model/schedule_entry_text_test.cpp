#include "model/schedule_entry_text.hpp"

#include "model/book.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

struct Fixture {
    Book book = test::small_book();
    const GameMap* map() const { return book.map("m"); }
    ReinforcementEntry entry() const { return book.scenario("s1")->schedule.front(); }
};

TEST(ScheduleEntryText, EveryFieldReadsBackToTheSameEntry) {
    Fixture f;
    for (const auto field : {EntryField::Turn, EntryField::Location, EntryField::Units, EntryField::Chits, EntryField::MayDelay,
                             EntryField::Note}) {
        const EntryEdit edit = edit_field(f.book, f.map(), f.entry(), field, field_text(f.book, f.map(), f.entry(), field));
        ASSERT_TRUE(edit) << edit.error();
        EXPECT_EQ(edit->entry, f.entry());
    }
}

TEST(ScheduleEntryText, TurnsAreNumbersOnTheTurnTrack) {
    Fixture f;
    const EntryEdit edit = edit_field(f.book, f.map(), f.entry(), EntryField::Turn, " 3 ");
    ASSERT_TRUE(edit);
    EXPECT_EQ(edit->entry.turn, 3);
    EXPECT_EQ(edit->step_name, "Set turn of entry for Unit c-a, Unit c-b (turn 2) to 3");
    EXPECT_EQ(turn_text(f.book, 3).substr(0, 3), "3 (");
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Turn, "0").error().find("not on the turn track"), std::string::npos);
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Turn, "soon").error().find("is not a turn"), std::string::npos);
}

TEST(ScheduleEntryText, LocationsAreHexesOfTheMapOrItsEdges) {
    Fixture f;
    const EntryEdit hex = edit_field(f.book, f.map(), f.entry(), EntryField::Location, "hex c3");
    ASSERT_TRUE(hex) << hex.error();
    EXPECT_EQ(location_text(hex->entry.location), "hex C3");
    EXPECT_EQ(hex->step_name, "Set arrival of entry for Unit c-a, Unit c-b (turn 2) to hex C3");
    const EntryEdit bare_edge = edit_field(f.book, f.map(), f.entry(), EntryField::Location, "West");
    ASSERT_TRUE(bare_edge);
    EXPECT_EQ(location_text(bare_edge->entry.location), "edge west");
    EXPECT_EQ(bare_edge->step_name, "Set arrival of entry for Unit c-a, Unit c-b (turn 2) to edge West") << "the edge by its name";
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Location, "edge north").error().find("has no edge"), std::string::npos);
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Location, "area X").error().find("has no areas"), std::string::npos);
    EXPECT_EQ(edit_field(f.book, nullptr, f.entry(), EntryField::Location, "hex C3").error(), "the scenario has no map to arrive on");
}

TEST(ScheduleEntryText, AnEdgeShowsItsNameWhenTheNameFindsItAgain) {
    Fixture f;
    ReinforcementEntry entry = f.entry();
    entry.location = Location{LocationKind::Edge, "west"};
    EXPECT_EQ(field_text(f.book, f.map(), entry, EntryField::Location), "edge West");
    const EntryEdit read_back = edit_field(f.book, f.map(), entry, EntryField::Location, "edge West");
    ASSERT_TRUE(read_back) << read_back.error();
    EXPECT_EQ(read_back->entry.location, entry.location);
    // Two edges of one name: the id tells them apart.
    GameMap& map = *f.book.map("m");
    MapEdge twin = map.hex.edges.front();
    twin.id = "west-2";
    map.hex.edges.push_back(twin);
    EXPECT_EQ(field_text(f.book, f.map(), entry, EntryField::Location), "edge west");
    EXPECT_EQ(field_text(f.book, nullptr, entry, EntryField::Location), "edge west") << "no map: the id";
}

TEST(ScheduleEntryText, UnitsByIdOrUnambiguousName) {
    Fixture f;
    const EntryEdit edit = edit_field(f.book, f.map(), f.entry(), EntryField::Units, "u-a, Unit c-b, u-a");
    ASSERT_TRUE(edit) << edit.error();
    EXPECT_EQ(edit->entry.units, (std::vector<std::string>{"u-a", "c-b"}));
    EXPECT_EQ(edit->step_name, "Set units of entry for Unit c-a, Unit c-b (turn 2)") << "the entry as it was";
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Units, "I Corps").error().find("is a formation"), std::string::npos);
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Units, "nobody").error().find("no unit has"), std::string::npos);
    f.book.forces.node("u-b")->name = "Unit u-a";
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Units, "Unit u-a").error().find("names 2 units"), std::string::npos);
    EXPECT_EQ(field_text(f.book, f.map(), ReinforcementEntry{"x", 1, {}, {"u-a"}, {}, "", false}, EntryField::Units), "u-a")
        << "an ambiguous name shows the id";
}

TEST(ScheduleEntryText, ChitsDelayAndNote) {
    Fixture f;
    const EntryEdit chits = edit_field(f.book, f.map(), f.entry(), EntryField::Chits, "confederate:III, union:C");
    ASSERT_TRUE(chits) << chits.error();
    EXPECT_EQ(chits->entry.chits, (std::vector<Chit>{{"confederate", "III"}, {"union", "C"}}));
    EXPECT_EQ(field_text(f.book, f.map(), chits->entry, EntryField::Chits), "confederate:III, union:C");
    EXPECT_NE(edit_field(f.book, f.map(), f.entry(), EntryField::Chits, "III").error().find("write the side and the command"),
              std::string::npos);
    EXPECT_EQ(edit_field(f.book, f.map(), f.entry(), EntryField::Chits, "prussia:II").error(),
              "\"prussia\" is not a side of the book; its sides are union, confederate");
    EXPECT_EQ(chits->step_name, "Set chits of entry for Unit c-a, Unit c-b (turn 2)");
    EXPECT_FALSE(edit_field(f.book, f.map(), f.entry(), EntryField::Chits, "two words"));
    const EntryEdit delay = edit_field(f.book, f.map(), f.entry(), EntryField::MayDelay, "yes");
    ASSERT_TRUE(delay);
    EXPECT_TRUE(delay->entry.may_delay);
    EXPECT_EQ(delay->step_name, "Let entry for Unit c-a, Unit c-b (turn 2) be delayed");
    EXPECT_FALSE(edit_field(f.book, f.map(), f.entry(), EntryField::MayDelay, "perhaps"));
    const EntryEdit note = edit_field(f.book, f.map(), f.entry(), EntryField::Note, " late ");
    ASSERT_TRUE(note) << note.error();
    EXPECT_EQ(note->entry.note, " late ");
    EXPECT_EQ(note->step_name, "Set note of entry for Unit c-a, Unit c-b (turn 2)");
}

TEST(ScheduleEntryText, AddingAUnitRefusesOneTheEntryBringsAlready) {
    Fixture f;
    const EntryEdit added = add_unit_to_entry(f.book, f.entry(), "u-a");
    ASSERT_TRUE(added);
    EXPECT_EQ(added->entry.units, (std::vector<std::string>{"c-a", "c-b", "u-a"}));
    EXPECT_EQ(added->step_name, "Add Unit u-a to entry for Unit c-a, Unit c-b (turn 2)");
    EXPECT_EQ(add_unit_to_entry(f.book, f.entry(), "c-a").error(), "Unit c-a already arrives with this entry");
}

TEST(ScheduleEntryText, AnEntryIsNamedByTheNamesOfItsUnitsAndItsTurn) {
    Fixture f;
    ReinforcementEntry entry = f.entry();
    EXPECT_EQ(entry_name(f.book, entry), "entry for Unit c-a, Unit c-b (turn 2)");
    f.book.forces.node("c-b")->name.clear();
    EXPECT_EQ(entry_name(f.book, entry), "entry for Unit c-a, c-b (turn 2)") << "a unit without a name by its id";
    entry.units = {"c-a", "c-b", "u-a", "u-b", "gone"};
    EXPECT_EQ(entry_name(f.book, entry), "entry for Unit c-a, c-b, Unit u-a and 2 more (turn 2)");
    entry.units.clear();
    entry.turn = 5;
    EXPECT_EQ(entry_name(f.book, entry), "entry (turn 5)");
}

}  // namespace
}  // namespace sandtable
