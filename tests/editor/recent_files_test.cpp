// File > Open Recent keeps each book once, by its absolute path, whichever way it was named; a
// frame told not to keep recent files (a --screenshot run) adds nothing.
#include "editor/editor_window_fixture.hpp"

#include <wx/filehistory.h>
#include <wx/filename.h>

namespace sandtable::editor {
namespace {

TEST_F(EditorWindow, ABookIsInOpenRecentOnceByItsAbsolutePath) {
    const wxFileHistory& recent = frame_->open_recent();
    ASSERT_GE(recent.GetCount(), 1U);
    EXPECT_EQ(recent.GetHistoryFile(0).ToStdString(wxConvUTF8), book_.lexically_normal().string());
    const std::size_t count = recent.GetCount();

    // The same book as a relative path, and through "..", from its own folder.
    const std::filesystem::path before = std::filesystem::current_path();
    std::filesystem::current_path(dir_);
    EXPECT_TRUE(frame_->open_book("book.sandtable"));
    EXPECT_TRUE(frame_->open_book(wxString::FromUTF8(("../" + dir_.filename().string() + "/./book.sandtable"))));
    std::filesystem::current_path(before);
    EXPECT_EQ(recent.GetCount(), count);
    EXPECT_EQ(recent.GetHistoryFile(0).ToStdString(wxConvUTF8), book_.lexically_normal().string());
    for (std::size_t i = 0; i < recent.GetCount(); ++i) {
        EXPECT_TRUE(wxFileName(recent.GetHistoryFile(i)).IsAbsolute()) << recent.GetHistoryFile(i);
    }

    std::filesystem::copy_file(book_, dir_ / "other.sandtable");
    frame_->keep_recent_files(false);
    EXPECT_TRUE(frame_->open_book(wxString::FromUTF8((dir_ / "other.sandtable").string())));
    EXPECT_EQ(recent.GetCount(), count);
    EXPECT_EQ(recent.GetHistoryFile(0).ToStdString(wxConvUTF8), book_.lexically_normal().string());
    frame_->keep_recent_files(true);
    EXPECT_TRUE(frame_->open_book(wxString::FromUTF8((dir_ / "other.sandtable").string())));
    EXPECT_EQ(recent.GetHistoryFile(0).ToStdString(wxConvUTF8), (dir_ / "other.sandtable").lexically_normal().string());
}

}  // namespace
}  // namespace sandtable::editor
