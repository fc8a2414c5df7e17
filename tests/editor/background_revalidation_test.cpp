// The checks the editor runs after an edit: after an edit of a free-form map's shapes, only near
// it, with the report the same as checking the whole book.
#include "editor/frame/background_validation.hpp"
#include "editor/frame/document.hpp"
#include "editor/frame/main_frame.hpp"
#include "freeform_field_fixture.hpp"
#include "gui_test_support.hpp"
#include "model/commands/area_commands.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

namespace sandtable::editor {
namespace {

std::size_t with_code(const ValidationReport& report, const std::string& code) {
    std::size_t found = 0;
    for (const Diagnostic& d : report.diagnostics.items) found += d.code == code ? 1 : 0;
    return found;
}

TEST_F(FreeformField, AnAreaDrawnIsCheckedAgainOnlyNearItAndTheReportIsTheWholeBooks) {
    Document& document = *frame_->document();
    // A first edit: the first check after opening is of the whole book.
    Edit first = make_add_area(document.book(), "field", "woods", MultiPolygon{Polygon{Ring{{900, 600}, {900, 650}, {950, 650}, {950, 600}, {900, 600}}, {}}});
    ASSERT_TRUE(first) << first.error();
    document.commands().execute(std::move(*first));
    ASSERT_TRUE(test::settle_until([&] { return !frame_->background_validation().busy(); }));
    EXPECT_TRUE(frame_->background_validation().last_was_whole());
    // Woods laid over Herbst Woods' east edge.
    Edit over = make_add_area(document.book(), "field", "woods", MultiPolygon{Polygon{Ring{{300, 200}, {300, 260}, {380, 260}, {380, 200}, {300, 200}}, {}}});
    ASSERT_TRUE(over) << over.error();
    document.commands().execute(std::move(*over));
    ASSERT_TRUE(test::settle_until([&] { return !frame_->background_validation().busy(); }));
    EXPECT_FALSE(frame_->background_validation().last_was_whole());
    EXPECT_EQ(with_code(document.report(), "pub-battles.terrain-overlap"), 1u);
    EXPECT_EQ(document.report().diagnostics.items.size(), validate_book(document.book()).diagnostics.items.size());
    document.commands().undo();
    ASSERT_TRUE(test::settle_until([&] { return !frame_->background_validation().busy(); }));
    EXPECT_EQ(with_code(document.report(), "pub-battles.terrain-overlap"), 0u);
}

}  // namespace
}  // namespace sandtable::editor
