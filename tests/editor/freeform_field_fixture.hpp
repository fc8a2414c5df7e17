#pragma once
// The field example book (docs/examples/books/field.sandtable) open in the editor on its scenario
// "morning", fitted whole, with helpers that drive the mouse over map points.
#include "editor_window_fixture.hpp"

#include <cmath>
#include <wx/uiaction.h>

namespace sandtable::editor {

// The field example book open on its scenario "morning", fitted whole.
class FreeformField : public EditorWindow {
protected:
    void SetUp() override {
        EditorWindow::SetUp();
        const auto book = dir_ / "field.sandtable";
        std::filesystem::copy_file(test::source_path("docs/examples/books/field.sandtable"), book);
        ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book.string())));
        test::settle();
        frame_->select_scenario("morning");
        test::settle();
        frame_->canvas()->fit();
        test::settle(200);
    }
    void TearDown() override {
        if (frame_ != nullptr && frame_->document() != nullptr) frame_->document()->commands().set_clean();
        EditorWindow::TearDown();
    }
    [[nodiscard]] const Placement& placed(const std::string& unit) const { return *open_book().scenario("morning")->placement(unit); }
    [[nodiscard]] wxPoint screen_of(MapPoint point) const {
        const DevicePoint d = frame_->canvas()->view().to_device(point);
        return frame_->canvas()->ClientToScreen(wxPoint(static_cast<int>(std::lround(d.x)), static_cast<int>(std::lround(d.y))));
    }
    void drag(wxPoint from, wxPoint to) {
        wxUIActionSimulator sim;
        sim.MouseMove(from);
        test::settle(50);
        sim.MouseDown();
        test::settle(50);
        sim.MouseMove(wxPoint((from.x + to.x) / 2, (from.y + to.y) / 2));
        test::settle(50);
        sim.MouseMove(to);
        test::settle(50);
        sim.MouseUp();
        test::settle(100);
    }
};

}  // namespace sandtable::editor
