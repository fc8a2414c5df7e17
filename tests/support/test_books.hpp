#pragma once
// Small books built in code for tests that must not depend on the file format.
#include "model/book.hpp"

namespace sandtable::test {

// A gettysburg-125 book: a 6x5 hex map "m" with edge "west", Union formation u-1 holding units
// u-a and u-b, Confederate units c-a and c-b; scenario "s1" (turns 1-8) sets up u-a at B2 and
// u-b at C3, and brings c-a and c-b in on turn 2 at edge "west". It validates clean.
[[nodiscard]] Book small_book();
// small_book() with "v1", a variant of s1 with no changes yet.
[[nodiscard]] Book small_book_with_variant();

// A pub-battles book on a free-form map "field" (1000 by 700 m, the ruleset's catalogue): woods
// with a clearing (a hole), a level-2 hill with its crest, marsh in two parts, the Pike (a major
// road), a stream, a ford, a named location, North and West entry edges and the map's measures.
// Scenario "day1" places u-a facing 90 degrees and u-b in road column, and brings c-a in on turn 2
// at the West edge.
[[nodiscard]] Book small_freeform_book();

// Adds an empty top-level corps formation to a side of the book.
void add_corps(Book& book, const std::string& side, std::string id, std::string name);

[[nodiscard]] ForceNode unit_node(std::string id, std::string parent, std::string type = "infantry");

}  // namespace sandtable::test
