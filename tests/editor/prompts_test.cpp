// What the editor asks, and where: closing with changes asks "Don't Save / Cancel / Save", the
// recovery prompt says how old the copy is, and Save As and Open start in the book's folder.
#include "editor/editor_window_fixture.hpp"
#include "editor/frame/recovery.hpp"
#include "model/commands/force_commands.hpp"

#include <wx/filedlg.h>
#include <wx/msgdlg.h>

namespace sandtable::editor {
namespace {

using test::DialogAnswers;
using test::settle;

TEST(RecoveryAge, IsSaidInWords) {
    using namespace std::chrono;
    EXPECT_EQ(age_in_words(seconds(20)), "just now");
    EXPECT_EQ(age_in_words(minutes(1)), "1 minute ago");
    EXPECT_EQ(age_in_words(minutes(40) + seconds(59)), "40 minutes ago");
    EXPECT_EQ(age_in_words(hours(3)), "3 hours ago");
    EXPECT_EQ(age_in_words(hours(49)), "2 days ago");
}

TEST_F(EditorWindow, ClosingWithChangesAsksDontSaveCancelOrSave) {
    Document& document = *frame_->document();
    document.commands().execute(make_set_attribute("cs-heth", "combat", AttributeValue{std::int64_t{3}}));
    const std::string saved = test::read_text(book_);
    wxString yes, no, cancel, message;
    int reply = wxID_CANCEL;
    DialogAnswers answers([&](wxDialog& dialog) {
        auto* ask = dynamic_cast<wxMessageDialog*>(&dialog);
        if (ask == nullptr) return static_cast<int>(wxID_CANCEL);
        yes = ask->GetYesLabel();
        no = ask->GetNoLabel();
        cancel = ask->GetCancelLabel();
        message = ask->GetMessage();
        return reply;
    });
    wxCommandEvent close(wxEVT_MENU, wxID_CLOSE);
    frame_->GetEventHandler()->ProcessEvent(close);
    EXPECT_EQ(answers.asked(), 1);
    // GTK writes the mnemonic as "_": compare the words.
    auto words = [](wxString label) {
        label.Replace("&", "");
        label.Replace("_", "");
        return label;
    };
    EXPECT_EQ(words(yes), "Save");
    EXPECT_EQ(words(no), "Don't Save");
    EXPECT_EQ(words(cancel), "Cancel");
    EXPECT_NE(message.Find("book.sandtable"), wxNOT_FOUND) << message;
    ASSERT_NE(frame_->document(), nullptr) << "Cancel keeps the book open";

    reply = wxID_NO;
    frame_->GetEventHandler()->ProcessEvent(close);
    EXPECT_EQ(frame_->document(), nullptr);
    EXPECT_EQ(test::read_text(book_), saved) << "Don't Save writes nothing";
}

TEST_F(EditorWindow, SaveAsAndOpenStartInTheBooksFolder) {
    wxString save_folder, open_folder;
    DialogAnswers answers([&](wxDialog& dialog) {
        if (auto* files = dynamic_cast<wxFileDialog*>(&dialog)) {
            ((files->GetWindowStyle() & wxFD_SAVE) != 0 ? save_folder : open_folder) = files->GetDirectory();
        }
        return static_cast<int>(wxID_CANCEL);
    });
    const std::filesystem::path before = std::filesystem::current_path();
    std::filesystem::current_path(std::filesystem::temp_directory_path());
    wxCommandEvent save_as(wxEVT_MENU, wxID_SAVEAS);
    frame_->GetEventHandler()->ProcessEvent(save_as);
    wxCommandEvent open(wxEVT_MENU, wxID_OPEN);
    frame_->GetEventHandler()->ProcessEvent(open);
    std::filesystem::current_path(before);
    EXPECT_EQ(answers.asked(), 2);
    EXPECT_EQ(save_folder.ToStdString(), dir_.string());
    EXPECT_EQ(open_folder.ToStdString(), dir_.string());
}

TEST(RecoveryPrompt, SaysHowOldTheRecoveryCopyIs) {
    const std::filesystem::path dir = test::scratch_dir();
    const std::filesystem::path book = dir / "book.sandtable";
    std::filesystem::copy_file(test::default_sample(), book);
    const LoadResult loaded = load_book(book);
    ASSERT_TRUE(loaded);
    ASSERT_TRUE(write_recovery(loaded->book, book));
    const auto now = std::filesystem::file_time_type::clock::now();
    std::filesystem::last_write_time(book, now - std::chrono::minutes(30));
    std::filesystem::last_write_time(recovery_path(book), now - std::chrono::minutes(12) - std::chrono::seconds(5));
    ASSERT_TRUE(has_recovery(book));

    wxString told;
    DialogAnswers answers([&](wxDialog& dialog) {
        if (auto* ask = dynamic_cast<wxMessageDialog*>(&dialog)) told = ask->GetMessage() + "\n" + ask->GetExtendedMessage();
        return static_cast<int>(wxID_NO);  // open the saved book
    });
    auto* frame = new MainFrame;
    frame->Show();
    EXPECT_TRUE(frame->open_book(wxString::FromUTF8(book.string())));
    EXPECT_EQ(answers.asked(), 1);
    EXPECT_NE(told.Find("written 12 minutes ago"), wxNOT_FOUND) << told;
    EXPECT_FALSE(frame->document()->modified()) << "declined: the saved book";
    frame->Destroy();
    settle(50);
}

}  // namespace
}  // namespace sandtable::editor
