#pragma once
// A main window opened on a scratch copy of the default sample, for the GUI tests.
#include "editor/frame/document.hpp"
#include "editor/gui_test_support.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/frame/run_edit.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "support/test_support.hpp"

#include <filesystem>
#include <gtest/gtest.h>

namespace sandtable::editor {

class EditorWindow : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = sandtable::test::scratch_dir();
        book_ = dir_ / "book.sandtable";
        std::filesystem::copy_file(sandtable::test::default_sample(), book_);
        frame_ = new MainFrame;
        frame_->Show();
        frame_->Raise();
        ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book_.string())));
        sandtable::test::settle();
    }
    void TearDown() override {
        if (frame_ != nullptr) {
            if (frame_->document() != nullptr) frame_->document()->commands().set_clean();
            frame_->Destroy();
            sandtable::test::settle(50);
        }
    }
    // Runs an edit built against the open book: the id it created, or empty when it was refused.
    std::string created(Edit edit) { return run_edit(*frame_->document(), std::move(edit)).value_or(std::string{}); }
    // Whether the edit ran.
    bool ran(Edit edit) { return run_edit(*frame_->document(), std::move(edit)).has_value(); }
    // Empty when the edit ran, else why it was refused.
    std::string problem_of(Edit edit) {
        std::string problem = edit.error();
        run_edit(*frame_->document(), std::move(edit));
        return problem;
    }
    [[nodiscard]] const Book& open_book() const { return frame_->document()->book(); }

    wxPoint canvas_centre() const {
        const wxSize size = frame_->canvas()->GetClientSize();
        return frame_->canvas()->ClientToScreen(wxPoint(size.x / 2, size.y / 2));
    }

    std::filesystem::path dir_;
    std::filesystem::path book_;
    MainFrame* frame_ = nullptr;
};

}  // namespace sandtable::editor
