// Checking a book again after an edit of one free-form map's shapes: only the regional checks near
// the edit run again, and the report is the one checking the whole book gives.
#include "model/freeform/polygon_ops.hpp"
#include "support/test_books.hpp"
#include "validators/revalidation.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace sandtable {
namespace {

Ring square_ring(double x0, double y0, double x1, double y1) { return Ring{{x0, y0}, {x0, y1}, {x1, y1}, {x1, y0}, {x0, y0}}; }

std::vector<std::string> lines_of(const ValidationReport& report) {
    std::vector<std::string> lines;
    for (const Diagnostic& d : report.diagnostics.items) lines.push_back(d.code + " [" + d.scenario + "] " + d.message);
    std::sort(lines.begin(), lines.end());
    return lines;
}

FreeformMap& field(Book& book) { return book.maps.front().freeform; }

// The small field with findings far apart: an invalid area in its north-east corner and a piece
// half off its west border.
Book book_with_findings() {
    Book book = test::small_freeform_book();
    field(book).areas.push_back({"bow", "buildings", MultiPolygon{Polygon{Ring{{900, 20}, {950, 70}, {950, 20}, {900, 70}, {900, 20}}, {}}}, {}, {}});
    book.scenario("day1")->setup.front().location.at = {0, 650};
    book.scenario("day1")->setup.front().facing = 0;
    return book;
}

TEST(Revalidation, AnEditOfOneAreaChecksItsNeighbourhoodAndKeepsTheFindingsElsewhere) {
    Book book = book_with_findings();
    const ValidationReport before = validate_book(book);
    ASSERT_EQ(lines_of(before).size(), 2u);
    // A woods laid over wood-1's east edge: an overlap, far from the other two findings.
    field(book).areas.push_back({"wood-2", "woods", snapped(MultiPolygon{Polygon{square_ring(280, 120, 330, 160), {}}}), {}, {}});
    const Revalidation again = revalidate(book, before, ChangeSet().map_area("field", MapRect{{280, 120}, {330, 160}}));
    EXPECT_FALSE(again.whole);
    EXPECT_EQ(lines_of(again.report), lines_of(validate_book(book)));
    EXPECT_EQ(lines_of(again.report).size(), 3u);
    // Undone: the overlap goes, the findings elsewhere stay.
    field(book).areas.pop_back();
    const Revalidation undone = revalidate(book, again.report, ChangeSet().map_area("field", MapRect{{280, 120}, {330, 160}}));
    EXPECT_EQ(lines_of(undone.report), lines_of(before));
}

TEST(Revalidation, FindingsAboutAnAreaGoneOrMendedGoWithIt) {
    Book book = book_with_findings();
    const ValidationReport before = validate_book(book);
    field(book).areas.pop_back();  // the invalid area deleted
    const Revalidation again = revalidate(book, before, ChangeSet().map_area("field", MapRect{{900, 20}, {950, 70}}));
    EXPECT_FALSE(again.whole);
    EXPECT_EQ(lines_of(again.report), lines_of(validate_book(book)));
    EXPECT_EQ(lines_of(again.report).size(), 1u);
}

TEST(Revalidation, AnAreaUnderAPieceChecksThePieceAgain) {
    Book book = test::small_freeform_book();
    book.forces.node("u-a")->type = "cavalry";
    const ValidationReport before = validate_book(book);
    ASSERT_TRUE(lines_of(before).empty());
    // Marsh laid under the cavalry at (200.5, 450).
    field(book).areas.push_back({"bog", "marsh", snapped(MultiPolygon{Polygon{square_ring(150, 380, 250, 520), {}}}), {}, {}});
    const Revalidation again = revalidate(book, before, ChangeSet().map_area("field", MapRect{{150, 380}, {250, 520}}));
    EXPECT_FALSE(again.whole);
    ASSERT_EQ(lines_of(again.report).size(), 1u);
    EXPECT_NE(lines_of(again.report).front().find("pub-battles.marsh"), std::string::npos);
}

TEST(Revalidation, AnyOtherEditChecksTheWholeBook) {
    Book book = book_with_findings();
    const ValidationReport before = validate_book(book);
    book.scenario("day1")->setup.front().location.at = {500, 650};
    const Revalidation again = revalidate(book, before, ChangeSet().placement("day1", "u-a", "", ""));
    EXPECT_TRUE(again.whole);
    EXPECT_EQ(lines_of(again.report), lines_of(validate_book(book)));
    EXPECT_TRUE(revalidate(book, before, ChangeSet::everything()).whole);
    EXPECT_TRUE(revalidate(book, before, ChangeSet().map_part("field", MapPart::Catalogues)).whole);
}

}  // namespace
}  // namespace sandtable
