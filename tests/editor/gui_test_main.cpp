// GoogleTest main for the editor's GUI tests: a real wxApp on the display (Xvfb under ctest).
#include "editor/gui_test_support.hpp"

#include <filesystem>
#include <gtest/gtest.h>
#include <unistd.h>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/init.h>
#include <wx/filedlg.h>
#include <wx/modalhook.h>
#include <wx/msgdlg.h>
#include <wx/toplevel.h>

namespace {
class TestApp final : public wxApp {
public:
    bool OnInit() override { return true; }
};
}  // namespace

wxIMPLEMENT_APP_NO_MAIN(TestApp);

// Each test starts from a settings file of its own, empty, in a folder of this run: no pane layout
// or recent file a test leaves behind reaches the next, and the user's settings are never touched.
class FreshSettings final : public ::testing::EmptyTestEventListener {
public:
    FreshSettings() : folder_(std::filesystem::temp_directory_path() / ("sandtable-gui-settings-" + std::to_string(getpid()))) {
        std::filesystem::create_directories(folder_);
    }
    ~FreshSettings() override {
        std::error_code ignored;
        std::filesystem::remove_all(folder_, ignored);
    }
    void OnTestStart(const ::testing::TestInfo& test) override {
        // A window of the last test writes its layout as it goes: let it go first.
        sandtable::test::settle_until([] { return wxTopLevelWindows.IsEmpty(); }, 2000);
        const std::filesystem::path file = folder_ / (std::string(test.test_suite_name()) + "." + test.name() + ".ini");
        std::filesystem::remove(file);
        delete wxConfig::Set(new wxFileConfig("sandtable-tests", "", wxString::FromUTF8(file.string()), "", wxCONFIG_USE_LOCAL_FILE));
    }

private:
    std::filesystem::path folder_;
};

// A failed wx assertion fails the test that made it, instead of waiting on a dialog no one answers.
void fail_the_test(const wxString& file, int line, const wxString& function, const wxString& condition, const wxString& message) {
    ADD_FAILURE_AT(file.utf8_str(), line) << "wx assertion failed in " << function << ": " << condition << " " << message;
}

// A prompt a test does not answer (through test::DialogAnswers) fails the test and is cancelled,
// instead of waiting for a click that never comes.
class UnansweredPrompts final : public wxModalDialogHook {
protected:
    int Enter(wxDialog* dialog) override {
        if (dynamic_cast<wxMessageDialog*>(dialog) == nullptr && dynamic_cast<wxFileDialog*>(dialog) == nullptr) return wxID_NONE;
        ADD_FAILURE() << "a prompt no test answers: " << dialog->GetTitle() << ": " << dialog->GetLabel();
        return wxID_CANCEL;
    }
    void Exit(wxDialog*) override {}
};

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    wxSetAssertHandler(fail_the_test);
    wxApp::SetInstance(new TestApp);
    if (!wxEntryStart(argc, argv) || !wxTheApp->CallOnInit()) {
        std::fprintf(stderr, "cannot start wxWidgets: is there a display?\n");
        return 2;
    }
    ::testing::UnitTest::GetInstance()->listeners().Append(new FreshSettings);
    UnansweredPrompts unanswered;
    unanswered.Register();
    const int result = RUN_ALL_TESTS();
    unanswered.Unregister();
    delete wxConfig::Set(nullptr);
    wxTheApp->OnExit();
    wxEntryCleanup();
    return result;
}
