// The setup of a variant marked on the map against its base's: green where it adds a unit, amber
// where it moves one (with an arrow from the base's hex), dashed red where it takes one away.
#include "editor/canvas/setup_marks.hpp"
#include "io/render/render_view.hpp"
#include "support/test_books.hpp"

#include <cairo.h>
#include <gtest/gtest.h>

namespace sandtable::editor {
namespace {

struct Counts {
    int green = 0;
    int amber = 0;
    int red = 0;
};

// The marks drawn alone on a transparent 400x400 surface, their pixels counted by colour.
Counts drawn(const SetupMarks& marks, const HexMap& map) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
    cairo_t* cr = cairo_create(surface);
    marks.draw(cr, fit_view(map, 400, 400, 10.0), map);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    Counts counts;
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < 400; ++y) {
        for (int x = 0; x < 400; ++x) {
            const auto* p = data + y * stride + x * 4;  // premultiplied BGRA
            const int b = p[0], g = p[1], r = p[2], a = p[3];
            if (a < 200) continue;
            if (g > 120 && r < 80) ++counts.green;
            if (r > 200 && g > 120 && b < 60) ++counts.amber;
            if (r > 180 && g < 60) ++counts.red;
        }
    }
    cairo_surface_destroy(surface);
    return counts;
}

TEST(SetupMarks, AnOrdinaryScenarioOrAVariantWithoutChangesIsNotMarked) {
    const Book book = test::small_book_with_variant();
    SetupMarks marks;
    marks.update(book, "s1");
    EXPECT_TRUE(marks.changes().empty());
    marks.update(book, "v1");
    EXPECT_TRUE(marks.changes().empty());
    const Counts none = drawn(marks, book.maps.front().hex);
    EXPECT_EQ(none.green + none.amber + none.red, 0);
}

TEST(SetupMarks, EachKindOfChangeIsDrawnInItsColour) {
    Book book = test::small_book_with_variant();
    auto& changes = book.scenario("v1")->changes;
    SetupMarks marks;
    changes.set_placements = {{"c-a", {LocationKind::Hex, "E5"}, UnitState::Full}};
    marks.update(book, "v1");
    ASSERT_EQ(marks.changes().size(), 1U);
    const Counts added = drawn(marks, book.maps.front().hex);
    EXPECT_GT(added.green, 100);
    EXPECT_EQ(added.amber + added.red, 0);

    changes.set_placements = {{"u-a", {LocationKind::Hex, "D4"}, UnitState::Full}};
    marks.update(book, "v1");
    const Counts moved = drawn(marks, book.maps.front().hex);
    EXPECT_GT(moved.amber, 100);
    EXPECT_EQ(moved.green + moved.red, 0);

    changes.set_placements.clear();
    changes.remove_placements = {"u-b"};
    marks.update(book, "v1");
    const Counts removed = drawn(marks, book.maps.front().hex);
    EXPECT_GT(removed.red, 50);
    EXPECT_EQ(removed.green + removed.amber, 0);
}

}  // namespace
}  // namespace sandtable::editor
